import { TileGlyph } from '@fairround/shared/tile-glyph';

/** The tile glyph named by a tile's `icon` (shared `tile-glyph.tsx`, which the console previews too). */
export function GameIcon({ name, size = 26 }: { name: string; size?: number }) {
  return <TileGlyph icon={name} size={size} />;
}

export function TrendIcon({ size = 24 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 17 9 11l4 4 8-8" />
      <path d="M15 7h6v6" />
    </svg>
  );
}
