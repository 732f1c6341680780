/** Label–value rows of a summary (the confirmation sheet, the result card), values ready-made. */
export function SummaryRows({ rows, testId }: { rows: { label: string; value: string }[]; testId?: string }) {
  return (
    <dl className="fr-finance-summary" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.label} className="fr-finance-summary__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
