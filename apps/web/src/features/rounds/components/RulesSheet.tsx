import {
  formatPercent,
  optionProbabilities,
  parseOdds,
  rtpBasisPoints,
  type Probability,
  type UiLanguage,
} from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BottomSheet } from '../../../components/ui';
import { useLanguage } from '../../../lib/i18n';
import type { OptionView } from './OptionGrid';

/** "1/2 (50%)", "10/1000 (1%)": the exact fraction of equally likely outcomes, then a percentage. */
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function probabilityText(probability: Probability, language: UiLanguage): string {
  const divisor = gcd(probability.wins, probability.outcomes) || 1;
  const fraction = `${probability.wins / divisor}/${probability.outcomes / divisor}`;
  const basisPoints = Math.round((probability.wins * 10_000) / probability.outcomes);
  return `${fraction} (${formatPercent({ basisPoints }, language)})`;
}

/**
 * The rules sheet (PRODUCT §0.5): each option's winning condition, exact probability and its RTP
 * at this room's odds, computed by the same shared rules the server settles with; and a link to
 * the hash chain this room type draws from, published on /fairness before its rounds.
 */
export function RulesSheet({
  open,
  onClose,
  roomType,
  options,
  conditions,
  lockSeconds,
}: {
  open: boolean;
  onClose: () => void;
  roomType: number;
  options: OptionView[];
  conditions: string[];
  lockSeconds: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const probabilities = optionProbabilities(roomType);
  return (
    <BottomSheet open={open} onClose={onClose} title={t('rounds.rules.title')}>
      <div className="fr-rules-body">
        <p className="fr-rules__intro">{t('rounds.rules.intro', { count: lockSeconds })}</p>
        <table className="fr-rules" data-testid="rules-table">
          <thead>
            <tr>
              <th scope="col">{t('rounds.rules.option')}</th>
              <th scope="col">{t('rounds.rules.probability')}</th>
              <th scope="col">{t('rounds.rules.odds')}</th>
              <th scope="col">{t('rounds.rules.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {options.map((option) => {
              const probability = probabilities[option.index];
              const odds = parseOdds(option.odds);
              return (
                <tr key={option.index}>
                  <th scope="row">
                    <span className="fr-rules__name">{option.name}</span>
                    <span className="fr-rules__condition">{conditions[option.index]}</span>
                  </th>
                  <td>{probability ? probabilityText(probability, language) : '—'}</td>
                  <td>×{option.odds}</td>
                  <td>
                    {probability && odds !== null
                      ? formatPercent({ basisPoints: rtpBasisPoints(probability, odds) }, language)
                      : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="fr-rules__note">{t('rounds.rules.payout')}</p>
        <p className="fr-rules__note">{t('rounds.rules.fair')}</p>
        <Link className="fr-text-link" to={`/fairness?type=${roomType}`} data-testid="rules-chain-link">
          {t('rounds.rules.chain')}
        </Link>
      </div>
    </BottomSheet>
  );
}
