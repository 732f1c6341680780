import type { ReactElement } from 'react';

/**
 * Drawing parts of the area-code flags. Every flag is drawn on a 30 × 20 canvas (3:2) and
 * simplified to what reads at 20 px wide: stripes, crosses, discs and stars, no fine emblems.
 */
export const FLAG_WIDTH = 30;
export const FLAG_HEIGHT = 20;

/** Equal (or weighted) horizontal stripes, top to bottom. */
export function hBands(colors: readonly string[], weights: readonly number[] = colors.map(() => 1)): ReactElement {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let y = 0;
  return (
    <g>
      {colors.map((fill, index) => {
        const height = (FLAG_HEIGHT * (weights[index] ?? 1)) / total;
        const band = <rect key={index} x={0} y={y} width={FLAG_WIDTH} height={height + 0.05} fill={fill} />;
        y += height;
        return band;
      })}
    </g>
  );
}

/** Equal (or weighted) vertical stripes, hoist to fly. */
export function vBands(colors: readonly string[], weights: readonly number[] = colors.map(() => 1)): ReactElement {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let x = 0;
  return (
    <g>
      {colors.map((fill, index) => {
        const width = (FLAG_WIDTH * (weights[index] ?? 1)) / total;
        const band = <rect key={index} x={x} y={0} width={width + 0.05} height={FLAG_HEIGHT} fill={fill} />;
        x += width;
        return band;
      })}
    </g>
  );
}

export function fill(color: string): ReactElement {
  return <rect width={FLAG_WIDTH} height={FLAG_HEIGHT} fill={color} />;
}

/** The points of a star with `points` tips, tip up (or turned by `turnDeg`). */
function starPoints(cx: number, cy: number, r: number, points: number, inner: number, turnDeg: number): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? r : r * inner;
    const angle = ((turnDeg - 90) * Math.PI) / 180 + (index * Math.PI) / points;
    corners.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return corners.join(' ');
}

export function star(
  cx: number,
  cy: number,
  r: number,
  color: string,
  { points = 5, inner = 0.382, turnDeg = 0 }: { points?: number; inner?: number; turnDeg?: number } = {},
): ReactElement {
  return <polygon points={starPoints(cx, cy, r, points, inner, turnDeg)} fill={color} />;
}

/** A crescent: a disc of `color` with a disc of the field's colour laid over it, offset by `dx`. */
export function crescent(cx: number, cy: number, r: number, dx: number, color: string, field: string): ReactElement {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={color} />
      <circle cx={cx + dx} cy={cy} r={r * 0.82} fill={field} />
    </g>
  );
}

/** A Nordic cross: a bar at `x` (its left edge) and one at `y` (its top), `width` thick. */
export function nordicCross(x: number, y: number, width: number, color: string): ReactElement {
  return (
    <g fill={color}>
      <rect x={x} y={0} width={width} height={FLAG_HEIGHT} />
      <rect x={0} y={y} width={FLAG_WIDTH} height={width} />
    </g>
  );
}

/** The Union Jack in a box (the whole flag of GB; the canton of AU and NZ). */
export function unionJack(x: number, y: number, width: number, height: number): ReactElement {
  return (
    <svg x={x} y={y} width={width} height={height} viewBox="0 0 60 30" preserveAspectRatio="none">
      <rect width={60} height={30} fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth={6} />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" strokeWidth={2} />
      <path d="M30,0 V30 M0,15 H60" stroke="#fff" strokeWidth={10} />
      <path d="M30,0 V30 M0,15 H60" stroke="#C8102E" strokeWidth={6} />
    </svg>
  );
}
