import { gameName, type RecallRound } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { NetSummary, useNetOutcome } from '../../../components/outcome/NetResult';
import { LinkButton, Money } from '../../../components/ui';
import { useLanguage } from '../../../lib/i18n';

function ResultLine({ round }: { round: RecallRound }) {
  const { t } = useTranslation();
  const result = round.result;
  if (!result) return <p className="fr-recall-card__pending">{t('history.recall.pending')}</p>;
  const drawn = result.nums
    ? `${result.nums.join(' + ')} = ${result.sum ?? ''}`
    : `${t('history.recall.finishOrder')}: ${(result.order ?? []).join(' ')}`;
  return (
    <p className="fr-recall-card__result" data-testid="recall-result">
      <span className="fr-recall-card__label">{t('history.recall.result')}</span>
      <span className="fr-num">{drawn}</span>
      {result.text && <span className="fr-recall-card__win">{result.text}</span>}
    </p>
  );
}

/** The settled round's net verdict word (issue #24): what the player won or lost on the whole round. */
const VERDICT_KEY = {
  win: 'history.recall.verdict.win',
  loss: 'history.recall.verdict.loss',
  even: 'history.recall.verdict.even',
} as const;

/**
 * One round played: where, its number and state — once settled, the net verdict on all the
 * player's stakes in it (a partial return is "Lost") —, the drawn result (or that it is pending),
 * the stake and payout per option with totals and the net, the balance before and after, and the
 * proof link.
 */
export function RecallCard({ round }: { round: RecallRound }) {
  const { t } = useTranslation();
  const net = useNetOutcome(round.stake, round.state === 'settled' ? round.payout : null);
  const verdict = net && net.kind !== 'pending' ? net.kind : null;
  const language = useLanguage();
  // A room's title names its game and tier; with no room known, the game alone (issue #24).
  const where =
    round.rooms.map((room) => room.title).join(', ') ||
    t('history.recall.roomType', { game: gameName(language, round.roomType) });
  return (
    <li className="fr-tile" data-testid="recall-round">
      <header className="fr-recall-card__head">
        <div className="fr-recall-card__title">
          <span className="fr-recall-card__seqno fr-num">
            {t('history.recall.round', { seqno: round.seqno })}
          </span>
          <span className="fr-recall-card__room">{where}</span>
        </div>
        {verdict ? (
          <span
            className={`fr-recall-card__state fr-recall-card__state--${verdict}`}
            data-testid="recall-verdict"
            data-outcome={verdict}
          >
            {t(VERDICT_KEY[verdict])}
          </span>
        ) : (
          <span className={`fr-recall-card__state fr-recall-card__state--${round.state}`}>
            {t(`history.recall.states.${round.state}`)}
          </span>
        )}
      </header>
      <ResultLine round={round} />
      <table className="fr-recall-lines">
        <thead>
          <tr>
            <th scope="col">{t('history.recall.option')}</th>
            <th scope="col">{t('history.recall.stake')}</th>
            <th scope="col">{t('history.recall.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {round.lines.map((line) => (
            <tr key={line.option} data-testid="recall-line">
              <th scope="row">
                {line.label}
                {line.won !== null && (
                  <span
                    className={`fr-recall-lines__mark fr-recall-lines__mark--${line.won ? 'won' : 'lost'}`}
                  >
                    {line.won ? t('history.recall.won') : t('history.recall.lost')}
                  </span>
                )}
              </th>
              <td>
                <Money value={line.stake} />
              </td>
              <td>
                <Money value={line.payout} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('history.recall.total')}</th>
            <td data-testid="recall-stake">
              <Money value={round.stake} />
            </td>
            <td data-testid="recall-payout">
              <Money value={round.payout} />
            </td>
          </tr>
          {net && net.kind !== 'pending' && (
            <tr>
              <td colSpan={3} className="fr-recall-lines__net" data-testid="recall-net">
                <NetSummary outcome={net} />
              </td>
            </tr>
          )}
        </tfoot>
      </table>
      <div className="fr-recall-card__foot">
        <dl className="fr-recall-card__balance">
          <div>
            <dt>{t('history.recall.before')}</dt>
            <dd data-testid="recall-before">
              <Money value={round.balanceBefore} />
            </dd>
          </div>
          <span aria-hidden="true">→</span>
          <div>
            <dt>{t('history.recall.after')}</dt>
            <dd data-testid="recall-after">
              {round.balanceAfter === null ? (
                <span className="fr-recall-card__later">{t('history.recall.notSettled')}</span>
              ) : (
                <Money value={round.balanceAfter} />
              )}
            </dd>
          </div>
        </dl>
        <LinkButton
          variant="secondary"
          to={`/fairness?type=${round.roomType}&seqno=${encodeURIComponent(round.seqno)}`}
        >
          <span aria-hidden="true">{t('history.recall.verify')}</span>
          <span className="fr-visually-hidden">
            {t('history.recall.verifyLabel', { seqno: round.seqno })}
          </span>
        </LinkButton>
      </div>
    </li>
  );
}
