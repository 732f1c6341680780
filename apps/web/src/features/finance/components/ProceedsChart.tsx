import type { ChartPoint } from '../lib/chart-data';

/** The drawing's own units (the SVG scales to the card's width, bars keep their proportions). */
const WIDTH = 320;
const HEIGHT = 140;
/** A day with something paid is at least this tall, so a tiny amount is still visible. */
const MIN_BAR = 2;

export type ProceedsChartProps = {
  points: readonly ChartPoint[];
  /** What the chart shows, spoken by screen readers ("Your daily proceeds … 1/11 to 7/11"). */
  label: string;
  /** A value (minor units or basis points) as text: "$150.00", "54.75%". */
  valueText: (value: number) => string;
  dayText: (day: string) => string;
  /** One bar's text ("22/11: $150.00"), from the translation. */
  barText: (day: string, value: string) => string;
};

/**
 * Bars of real daily values, drawn as inline SVG (no chart library): one slot per calendar day,
 * no bar on a day without a value, heights relative to the period's largest value. A hidden
 * table repeats the values for screen readers.
 */
export function ProceedsChart({ points, label, valueText, dayText, barText }: ProceedsChartProps) {
  const max = Math.max(0, ...points.map((point) => point.value ?? 0));
  const slot = WIDTH / Math.max(1, points.length);
  const gap = Math.min(4, slot * 0.25);
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className="fr-finance-chart" data-testid="proceeds-chart">
      <div className="fr-finance-chart__scale" aria-hidden="true">
        <span className="fr-num">{max > 0 ? valueText(max) : ''}</span>
      </div>
      <svg
        className="fr-finance-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        <line className="fr-finance-chart__grid" x1={0} x2={WIDTH} y1={0.5} y2={0.5} />
        <line className="fr-finance-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {points.map((point, index) => {
          if (point.value === null || max <= 0) return null;
          const height = Math.max(MIN_BAR, (point.value / max) * (HEIGHT - 2));
          return (
            <rect
              key={point.day}
              className="fr-finance-chart__bar"
              data-testid="chart-bar"
              data-day={point.day}
              data-value={point.value}
              x={index * slot + gap / 2}
              y={HEIGHT - height}
              width={slot - gap}
              height={height}
              rx={Math.min(2, (slot - gap) / 2)}
            >
              <title>{barText(dayText(point.day), valueText(point.value))}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="fr-finance-chart__days" aria-hidden="true">
          <span className="fr-num">{dayText(first.day)}</span>
          <span className="fr-num">{dayText(last.day)}</span>
        </div>
      )}
      {/* Wrapped: a table never shrinks below its content, the wrapper can be 1 px wide. */}
      <div className="fr-visually-hidden">
        <table>
          <caption>{label}</caption>
          <tbody>
            {points
              .filter((point) => point.value !== null)
              .map((point) => (
                <tr key={point.day}>
                  <th scope="row">{dayText(point.day)}</th>
                  <td>{valueText(point.value ?? 0)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
