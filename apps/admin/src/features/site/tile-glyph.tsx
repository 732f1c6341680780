import { tileGlyph, type GlyphShape } from '@fairround/shared';

function Shape({ shape }: { shape: GlyphShape }) {
  if (shape.tag === 'path') return <path d={shape.d} />;
  if (shape.tag === 'rect')
    return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
  return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.filled ? 'currentColor' : undefined} />;
}

/**
 * A tile's glyph as the players' home grid draws it (shared `tile-icons.ts`), so the operator
 * sees what they pick. Decorative: the icon's name is always written next to it.
 */
export function TileGlyph({ icon, size = 20 }: { icon: string; size?: number }) {
  return (
    <svg
      className="site-tile__glyph"
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
