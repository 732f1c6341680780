import type { GameTile, UiLanguage } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, Skeleton } from '../../../components/ui/states';
import { useLanguage } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useGameList } from '../api/games';
import { GameIcon } from './GameIcon';

const NAME_KEYS: Record<UiLanguage, keyof GameTile['names']> = {
  vi: 'vi',
  'en-US': 'en',
  'zh-CN': 'chs',
  'zh-TW': 'cht',
};

/** "Lucky Three · 5 min" → title and schedule on two lines, so the 4-column grid stays readable. */
function splitName(name: string): [string, string | null] {
  const at = name.lastIndexOf(' · ');
  return at < 0 ? [name, null] : [name.slice(0, at), name.slice(at + 3)];
}

function Tile({ tile, loggedIn }: { tile: GameTile; loggedIn: boolean }) {
  const language = useLanguage();
  const name = tile.names[NAME_KEYS[language]] || tile.name;
  const [title, schedule] = splitName(name);
  // Every tile opens the room list of its room type; that screen sends race rooms to /bjsc.
  const target = `/room_list/${tile.roomtype}`;
  return (
    <li>
      <Link
        to={loggedIn ? target : loginPathFor(target)}
        className={`fr-game-tile fr-game-tile--${tile.type === 2 ? 'race' : 'digits'}`}
        aria-label={name}
        data-roomtype={tile.roomtype}
      >
        <span className="fr-game-tile__icon">
          <GameIcon name={tile.icon} />
        </span>
        <span className="fr-game-tile__name">{title}</span>
        {schedule && <span className="fr-game-tile__schedule">{schedule}</span>}
      </Link>
    </li>
  );
}

/** The 16 home tiles from `getGameList`; a visitor's tap goes to log-in first, then to the room list. */
export function GameGrid() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const games = useGameList();

  let body;
  if (games.isError) {
    body = (
      <ErrorState
        title={t('home.games.loadFailed')}
        onRetry={() => void games.refetch()}
        retrying={games.isFetching}
      />
    );
  } else if (!games.data) {
    body = (
      <div className="fr-game-grid" role="status" aria-label={t('home.games.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={86} />
        ))}
      </div>
    );
  } else if (games.data.length === 0) {
    body = <p className="fr-home-section__empty">{t('home.games.empty')}</p>;
  } else {
    body = (
      <ul className="fr-game-grid">
        {games.data.map((tile) => (
          <Tile key={tile.id} tile={tile} loggedIn={isLoggedIn} />
        ))}
      </ul>
    );
  }
  return (
    <section className="fr-home-section" aria-labelledby="games-title">
      <div className="fr-home-section__head">
        <h2 id="games-title" className="fr-home-section__title">
          {t('home.games.title')}
        </h2>
        {!isLoggedIn && <span className="fr-home-section__hint">{t('home.games.loginHint')}</span>}
      </div>
      {body}
    </section>
  );
}
