import { formatMoney, parseMoney } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Money } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import type { OwnLine } from '../api/orders';
import type { CancellableOrder } from '../lib/use-room-actions';

/** The player's live lines grouped by order (an order is cancelled whole), totals in minor units. */
function groupOrders(lines: OwnLine[], minorDigits: number): (CancellableOrder & { placed: boolean })[] {
  const byId = new Map<string, OwnLine[]>();
  for (const line of lines) {
    if (line.state === 'cancelled') continue;
    byId.set(line.order_id, [...(byId.get(line.order_id) ?? []), line]);
  }
  return [...byId.entries()].map(([orderId, orderLines]) => {
    const totalMinor = orderLines.reduce((sum, line) => {
      const parsed = parseMoney(line.money, minorDigits);
      return sum + (parsed.ok ? parsed.minor : 0);
    }, 0);
    return {
      orderId,
      lines: orderLines,
      total: formatMoney(totalMinor, minorDigits),
      placed: orderLines.every((line) => line.state === 'placed'),
    };
  });
}

/**
 * The player's orders in the current round, one block per order with its options and total. An
 * order is cancelled whole (every option together), only while betting is open, and only after
 * the confirmation names what goes back.
 */
export function OwnOrders({
  lines,
  canCancel,
  cancelling,
  onCancel,
}: {
  lines: OwnLine[];
  canCancel: boolean;
  cancelling: string | null;
  onCancel: (order: CancellableOrder) => void;
}) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const orders = groupOrders(lines, currency.minorDigits);
  return (
    <Card className="fr-room-section">
      <h2 className="fr-room-section__title">{t('rounds.own.title')}</h2>
      {orders.length === 0 ? (
        <EmptyState title={t('rounds.own.empty')} />
      ) : (
        <ul className="fr-own-orders" data-testid="own-orders">
          {orders.map((order) => (
            <li key={order.orderId} className="fr-own-order" data-testid="own-order">
              <ul className="fr-lines">
                {order.lines.map((line) => (
                  <li key={line.id} className="fr-lines__row fr-lines__row--own" data-testid="own-line">
                    <span className="fr-lines__option">{line.valuecn}</span>
                    <span className="fr-lines__odds">×{line.rate}</span>
                    <Money value={line.money} className="fr-lines__money" />
                  </li>
                ))}
              </ul>
              <div className="fr-own-order__foot">
                <span className="fr-own-order__total">
                  {t('rounds.own.total')} <Money value={order.total} />
                </span>
                {order.placed && (
                  <button
                    type="button"
                    className="fr-chip-button"
                    disabled={!canCancel || cancelling === order.orderId}
                    onClick={() => onCancel(order)}
                  >
                    {t('rounds.own.cancel')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
