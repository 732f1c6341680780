/**
 * The body of the order confirmation: each option × amount, then the total, before any money
 * moves. The dialog renders outside the app's providers, so every text arrives ready-made.
 */
export function OrderSummary({
  lines,
  totalLabel,
  total,
  note,
}: {
  lines: { name: string; odds: string; amount: string }[];
  totalLabel: string;
  total: string;
  note: string;
}) {
  return (
    <div className="fr-order-summary" data-testid="order-summary">
      <ul className="fr-order-summary__lines">
        {lines.map((line) => (
          <li key={line.name} className="fr-order-summary__line">
            <span>
              {line.name} <span className="fr-order-summary__odds">×{line.odds}</span>
            </span>
            <span className="fr-order-summary__amount">{line.amount}</span>
          </li>
        ))}
      </ul>
      <p className="fr-order-summary__total">
        <span>{totalLabel}</span>
        <strong data-testid="order-total">{total}</strong>
      </p>
      <p className="fr-order-summary__note">{note}</p>
    </div>
  );
}
