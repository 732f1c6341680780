import type { GameTile } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, Skeleton } from '../../../components/ui/states';
// By file, not the index: the room screens' helpers there bring the game rules along.
import { tileName, tilePath, useGameTiles } from '../../../lib/game-tiles/tiles';
import { useLanguage } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { roundPeriodText } from '../lib/round-period';
import { GameIcon } from './GameIcon';

/**
 * One tile: its name, and under it the round period the server schedules (never part of the
 * name). It opens its game's room list, which keeps the tile for its title and, for a bet-type
 * tile, the option family its rooms put in front.
 */
function Tile({ tile, loggedIn, closed }: { tile: GameTile; loggedIn: boolean; closed: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = tileName(tile, language);
  const period = roundPeriodText(t, tile.periodS);
  const target = tilePath(tile);
  const className = `fr-game-tile fr-game-tile--${tile.type === 2 ? 'race' : 'digits'}`;
  const label = t('home.games.tileLabel', { name, period });
  const content = (
    <>
      <span className="fr-game-tile__icon">
        <GameIcon name={tile.icon} />
      </span>
      <span className="fr-game-tile__name">{name}</span>
      <span className="fr-game-tile__schedule">{period}</span>
    </>
  );
  if (closed) {
    // Betting is closed (the banner above says why and until when): the tile shows, but leads nowhere.
    return (
      <li>
        <span
          className={`${className} fr-game-tile--closed`}
          role="link"
          aria-disabled="true"
          aria-label={label}
          data-tile={tile.id}
        >
          {content}
        </span>
      </li>
    );
  }
  return (
    <li>
      <Link
        to={loggedIn ? target : loginPathFor(target)}
        className={className}
        aria-label={label}
        data-tile={tile.id}
        data-roomtype={tile.roomtype}
        data-focus={tile.focus ?? undefined}
      >
        {content}
      </Link>
    </li>
  );
}

/** The home tiles from `getGameList`, in the console's order; a visitor's tap goes to log-in first. */
export function GameGrid({ closed = false }: { closed?: boolean }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const games = useGameTiles();

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
          <Tile key={tile.id} tile={tile} loggedIn={isLoggedIn} closed={closed} />
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
