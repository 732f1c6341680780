import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Money } from '../../../components/ui';
import type { OwnLine } from '../api/orders';

/** The player's lines in the current round; an order can be cancelled only while betting is open. */
export function OwnOrders({
  lines,
  canCancel,
  cancelling,
  onCancel,
}: {
  lines: OwnLine[];
  canCancel: boolean;
  cancelling: string | null;
  onCancel: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const live = lines.filter((line) => line.state !== 'cancelled');
  // One cancel per order (all its lines go together), shown on its first line.
  const firstLineOf = new Set<string>();
  return (
    <Card className="fr-room-section">
      <h2 className="fr-room-section__title">{t('rounds.own.title')}</h2>
      {live.length === 0 ? (
        <EmptyState title={t('rounds.own.empty')} />
      ) : (
        <ul className="fr-lines" data-testid="own-orders">
          {live.map((line) => {
            const first = !firstLineOf.has(line.order_id);
            firstLineOf.add(line.order_id);
            return (
              <li key={line.id} className="fr-lines__row">
                <span className="fr-lines__option">{line.valuecn}</span>
                <span className="fr-lines__odds">×{line.rate}</span>
                <Money value={line.money} className="fr-lines__money" />
                {first && line.state === 'placed' ? (
                  <button
                    type="button"
                    className="fr-chip-button"
                    disabled={!canCancel || cancelling === line.order_id}
                    onClick={() => onCancel(line.order_id)}
                  >
                    {t('rounds.own.cancel')}
                  </button>
                ) : (
                  <span className="fr-lines__spacer" />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
