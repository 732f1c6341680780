import {
  gameName,
  tierName,
  type BetOrderLine,
  type BetOrderRecord,
  type NetOutcome,
} from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NetSummary, STATUS_OF_KIND, useNetOutcome } from '../../../components/outcome/NetResult';
import { Money } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { ResultBalls } from './ResultBalls';
import { WinsText } from './WinsText';

/**
 * The order's pill: cancelled, or the net verdict on the whole order (issue #24) — an order of
 * several options that paid back less than its stake is "Lost", whatever its lines did.
 */
function statusOf(
  record: BetOrderRecord,
  net: NetOutcome | null,
): 'won' | 'lost' | 'even' | 'waiting' | 'cancelled' {
  if (record.state === 'cancelled') return 'cancelled';
  if (record.state === 'placed' || !net) return 'waiting';
  return STATUS_OF_KIND[net.kind];
}

/** The round's drawn result in its game's own form, or that the draw is still to come. */
function RecordResult({ record }: { record: BetOrderRecord }) {
  const { t } = useTranslation();
  const result = record.round.result;
  if (!result) {
    return (
      <p className="fr-bet__result fr-bet__result--pending" data-testid="bet-result">
        {t('rounds.records.notDrawn')}
      </p>
    );
  }
  const winner = result.order?.[0];
  return (
    <div className="fr-bet__result" data-testid="bet-result">
      <span className="fr-bet__label">{t('rounds.records.result')}</span>
      <ResultBalls result={result} />
      <span className="fr-bet__wins">
        {winner !== undefined && <span>{t('rounds.records.winnerCar', { car: winner })} · </span>}
        <WinsText result={result} />
      </span>
    </div>
  );
}

function LineOutcome({ line }: { line: BetOrderLine }) {
  const { t } = useTranslation();
  return (
    <span className={`fr-bet-lines__outcome fr-bet-lines__outcome--${line.outcome}`}>
      <span>{t(`rounds.records.outcomes.${line.outcome}`)}</span>
      {line.outcome === 'won' && <Money value={line.payout} tone="result" />}
    </span>
  );
}

/**
 * One order in the records: its game, room, round and time, the round's result, and each
 * option with its odds, stake and what became of it, with the order's totals and its proof.
 */
export function BetOrderCard({ record }: { record: BetOrderRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const settled = record.state === 'won' || record.state === 'lost';
  const net = useNetOutcome(record.stake, settled ? record.payout : null);
  const status = statusOf(record, net);
  const { seqno, result } = record.round;
  const roomType = record.game.roomType;
  const placedAt = new Date(record.placedAt);
  return (
    <li className="fr-tile fr-bet" data-testid="bet-record">
      <header className="fr-bet__head">
        <div className="fr-bet__title">
          <span className="fr-bet__game">{record.game.name ?? gameName(language, roomType)}</span>
          <span className="fr-bet__room">
            {record.room.tier ? tierName(language, record.room.tier) : record.room.title}
          </span>
        </div>
        <span className={`fr-status fr-status--${status}`} data-testid="bet-status" data-outcome={status}>
          {t(`rounds.records.status.${status}`)}
        </span>
      </header>
      <p className="fr-bet__meta">
        <Link className="fr-text-link" to={`/current/${encodeURIComponent(seqno)}?type=${roomType}`}>
          {t('rounds.records.round', { seqno })}
        </Link>
        <span aria-hidden="true"> · </span>
        <time dateTime={placedAt.toISOString()}>{format.dateTime(placedAt)}</time>
      </p>
      <RecordResult record={record} />
      <table className="fr-bet-lines">
        <thead>
          <tr>
            <th scope="col">{t('rounds.records.option')}</th>
            <th scope="col">{t('rounds.records.stake')}</th>
            <th scope="col">{t('rounds.records.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {record.lines.map((line) => (
            <tr key={line.option} data-testid="bet-line">
              <th scope="row">
                {line.label} <span className="fr-lines__odds">×{line.odds}</span>
              </th>
              <td>
                <Money value={line.stake} />
              </td>
              <td>
                <LineOutcome line={line} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('rounds.records.total')}</th>
            <td data-testid="bet-stake">
              <Money value={record.stake} />
            </td>
            <td data-testid="bet-payout">
              <span className="fr-bet-lines__paid">{t('rounds.records.award')}</span>{' '}
              <Money value={record.payout} />
            </td>
          </tr>
          {settled && net && (
            <tr>
              <td colSpan={3} className="fr-bet-lines__net" data-testid="bet-net">
                <NetSummary outcome={net} />
              </td>
            </tr>
          )}
        </tfoot>
      </table>
      <footer className="fr-bet__foot">
        <span className="fr-bet__number">{t('rounds.records.orderNumber', { id: record.orderNumber })}</span>
        {result && (
          <Link className="fr-text-link" to={`/fairness?type=${roomType}&seqno=${encodeURIComponent(seqno)}`}>
            <span aria-hidden="true">{t('rounds.history.proof')}</span>
            <span className="fr-visually-hidden">{t('rounds.records.verifyLabel', { seqno })}</span>
          </Link>
        )}
      </footer>
    </li>
  );
}
