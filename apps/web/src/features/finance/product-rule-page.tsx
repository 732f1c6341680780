import { useTranslation } from 'react-i18next';
import { Card, LockIcon, Page } from '../../components/ui';
import { ProductsGate } from './components/ProductGate';
import './finance.css';

/**
 * `/productrule` (public): the staking rules and the risk notice in the player's language, as
 * the server states them with its products (packages/shared/src/staking/staking-texts.ts).
 */
export default function ProductRulePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('finance.rules.title')}>
      <p className="fr-note">{t('finance.rules.intro')}</p>
      <ProductsGate>
        {({ rules }) => (
          <>
            <ul className="fr-finance-chips">
              <li className="fr-finance-badge">
                <LockIcon size={14} /> {t('finance.common.noEarlyExit')}
              </li>
              <li className="fr-finance-badge">
                {t('finance.rules.interval', { count: rules.accrualIntervalHours })}
              </li>
            </ul>
            <Card className="fr-card--stack" aria-labelledby="rules-title">
              <h2 id="rules-title" className="fr-finance-card__title">
                {t('finance.rules.rulesTitle')}
              </h2>
              <ol className="fr-finance-rules" data-testid="rules">
                {rules.texts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ol>
            </Card>
            <section className="fr-finance-risk" aria-labelledby="risk-title">
              <h2 id="risk-title" className="fr-finance-risk__title">
                {t('finance.rules.riskTitle')}
              </h2>
              <p data-testid="risk-notice">{rules.riskNotice}</p>
            </section>
          </>
        )}
      </ProductsGate>
    </Page>
  );
}
