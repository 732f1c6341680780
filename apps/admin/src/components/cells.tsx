import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDateTime } from '../lib/dates';
import { useLanguage } from '../lib/i18n';
import './cells.css';

/** The player's username linking to their page (their id when the player row is gone). */
export function PlayerCell({ userId, username }: { userId: string; username: string | null }) {
  return (
    <Link to={`/players/${userId}`} className="player-link" onClick={(event) => event.stopPropagation()}>
      {username ?? userId}
    </Link>
  );
}

/** A time in a table: short date and time to the second, or "none". */
export function TimeCell({ at }: { at: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!at) return <>{t('common.none')}</>;
  return <span className="nowrap">{formatShortDateTime(at, language)}</span>;
}
