import { tileGlyph, type GlyphShape } from './tile-icons.js';

/** One shape of a shared glyph as an SVG element; filled dots take the text colour. */
function Shape({ shape }: { shape: GlyphShape }) {
  if (shape.tag === 'path') return <path d={shape.d} />;
  if (shape.tag === 'rect')
    return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
  return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.filled ? 'currentColor' : undefined} />;
}

/**
 * The glyph named by a home tile's `icon` (`race`, `digits`, …; `tile-icons.ts`) as inline SVG in
 * currentColor: the players' home grid draws it, and the console's tile editor previews the same
 * drawing. Decorative (the tile's or the icon's name is always written next to it); an unknown
 * name draws the digits glyph rather than an empty square.
 */
export function TileGlyph({ icon, size, className }: { icon: string; size: number; className?: string }) {
  return (
    <svg
      className={className}
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
      {tileGlyph(icon).map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
