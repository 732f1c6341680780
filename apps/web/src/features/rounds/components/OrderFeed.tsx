import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Money } from '../../../components/ui';
import type { FeedLine } from '../api/orders';

/**
 * The room's real order feed for the current round (masked names, own lines flagged). "Follow"
 * puts the same option into the slip; it is blocked while betting is closed, and not offered on
 * the player's own lines.
 */
export function OrderFeed({
  lines,
  canFollow,
  onFollow,
}: {
  lines: FeedLine[];
  canFollow: boolean;
  onFollow: (line: FeedLine) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="fr-room-section">
      <h2 className="fr-room-section__title">{t('rounds.feed.title')}</h2>
      {lines.length === 0 ? (
        <EmptyState title={t('rounds.feed.empty')} />
      ) : (
        <ul className="fr-lines" data-testid="order-feed">
          {lines.slice(0, 20).map((line) => (
            <li key={`${line.order_id}-${line.value}`} className="fr-lines__row">
              <span className="fr-lines__user">
                {line.username}
                {line.own && <span className="fr-lines__own">{t('rounds.feed.you')}</span>}
              </span>
              <span className="fr-lines__option">{line.valuecn}</span>
              <Money value={line.money} className="fr-lines__money" />
              {line.own ? (
                <span className="fr-lines__spacer" />
              ) : (
                <button
                  type="button"
                  className="fr-chip-button"
                  disabled={!canFollow}
                  onClick={() => onFollow(line)}
                >
                  {t('rounds.feed.follow')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
