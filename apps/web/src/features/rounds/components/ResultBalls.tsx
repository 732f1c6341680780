import type { RoundResultView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';

/**
 * A drawn result at a glance: three digits and their sum, or the race's top three cars. One
 * image to assistive tech (`role="img"`): its label says the whole result in words.
 */
export function ResultBalls({ result }: { result: RoundResultView }) {
  const { t } = useTranslation();
  if (result.order) {
    return (
      <span
        className="fr-balls"
        role="img"
        aria-label={t('rounds.result.raceOrder', { order: result.order.join(', ') })}
      >
        {result.order.slice(0, 3).map((car, place) => (
          <span key={car} className={`fr-ball fr-ball--car fr-car-${car}`} title={String(place + 1)}>
            {car}
          </span>
        ))}
      </span>
    );
  }
  return (
    <span
      className="fr-balls"
      role="img"
      aria-label={t('rounds.result.digits', {
        a: result.num1 ?? 0,
        b: result.num2 ?? 0,
        c: result.num3 ?? 0,
        sum: result.sum ?? 0,
      })}
    >
      {[result.num1, result.num2, result.num3].map((digit, position) => (
        <span key={position} className="fr-ball" aria-hidden="true">
          {digit}
        </span>
      ))}
      <span className="fr-balls__sum" aria-hidden="true">
        = {result.sum}
      </span>
    </span>
  );
}
