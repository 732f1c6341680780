import type { HelpLink } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, ChevronRightIcon } from '../../../components/ui';

/** Only web pages: a link of another scheme (`javascript:`, `data:`) is never drawn. */
function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The operator's help organisations (`helpLinks`), each opening in a new tab without an opener. */
export function HelpLinks({ links }: { links: readonly HelpLink[] }) {
  const { t } = useTranslation();
  const shown = links.filter((link) => isWebAddress(link.url));
  return (
    <Card className="fr-protect-card" aria-labelledby="help-title">
      <h2 id="help-title" className="fr-section-title">
        {t('protection.help.title')}
      </h2>
      <p className="fr-note">{t('protection.help.body')}</p>
      {shown.length === 0 ? (
        <p className="fr-protect-card__note">{t('protection.help.empty')}</p>
      ) : (
        <ul className="fr-stack-list fr-stack-list--tight">
          {shown.map((link) => (
            <li key={link.url}>
              <a className="fr-help-link" href={link.url} target="_blank" rel="noopener noreferrer">
                <span className="fr-help-link__text">
                  <span className="fr-help-link__name">{link.name}</span>
                  <span className="fr-help-link__url">{new URL(link.url).host}</span>
                </span>
                <span className="fr-visually-hidden"> {t('protection.help.newTab')}</span>
                <ChevronRightIcon size={20} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
