import { tileGlyph, type GlyphShape } from '@fairround/shared';

/** One shape of a shared glyph as an SVG element; filled dots take the text colour. */
function Shape({ shape }: { shape: GlyphShape }) {
  if (shape.tag === 'path') return <path d={shape.d} />;
  if (shape.tag === 'rect')
    return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
  return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.filled ? 'currentColor' : undefined} />;
}

/**
 * The tile glyph named by a tile's `icon` (`race`, `digits`, …; shared `tile-icons.ts`, which
 * the console previews too). Inline SVG in currentColor; an unknown name draws the digits glyph
 * rather than an empty square.
 */
export function GameIcon({ name, size = 26 }: { name: string; size?: number }) {
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
      {tileGlyph(name).map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
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
