/**
 * The body of a confirmation dialog: what is about to happen, row by row. The dialog renders
 * outside the app's providers, so everything arrives as ready-made text (amounts formatted).
 */
export function ConfirmSummary({ rows, note }: { rows: { label: string; value: string }[]; note: string }) {
  return (
    <div className="fr-confirm">
      <dl className="fr-confirm__rows" data-testid="confirm-summary">
        {rows.map((row) => (
          <div key={row.label} className="fr-confirm__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="fr-confirm__note">{note}</p>
    </div>
  );
}
