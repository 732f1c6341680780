import { gameName, isRaceRoomType, type OptionFamily, type RoomView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Card,
  ChevronRightIcon,
  EmptyState,
  ErrorState,
  LoadingState,
  LockIcon,
  Money,
  Page,
  showWarning,
} from '../../components/ui';
import { roomPath, tileName, useTileOf } from '../../lib/game-tiles';
import { useLanguage } from '../../lib/i18n';
import { useUserInfo } from '../../lib/user-info';
import { useRoomList } from './api/rooms';
import { useGameTexts } from './lib/use-game-texts';
import './rounds.css';

function RoomCard({
  room,
  playerLevel,
  focus,
}: {
  room: RoomView;
  playerLevel: number | null;
  focus: OptionFamily | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const texts = useGameTexts();
  const locked = playerLevel !== null && playerLevel < room.minLevel;
  const lockMessage = t('rounds.roomList.lockedMessage', { level: room.minLevel });
  const enter = () => {
    if (locked) return showWarning(lockMessage);
    void navigate(roomPath({ id: room.id, race: isRaceRoomType(room.type) }, focus));
  };
  return (
    <Card className={locked ? 'fr-room-card fr-room-card--locked' : 'fr-room-card'}>
      <button
        type="button"
        className="fr-room-card__button"
        onClick={enter}
        aria-describedby={locked ? `lock-${room.id}` : undefined}
      >
        <span className="fr-room-card__head">
          <span className={`fr-room-card__tier fr-room-card__tier--${room.tier}`}>
            {texts.tiers[room.tier]}
          </span>
          <span className="fr-room-card__level">
            {t('rounds.roomList.minLevel', { level: room.minLevel })}
          </span>
          {locked ? <LockIcon size={20} /> : <ChevronRightIcon size={20} />}
        </span>
        <span className="fr-room-card__limits">
          <span>
            <span className="fr-room-card__label">{t('rounds.roomList.minJoin')}</span>
            <Money value={room.minjoin} />
          </span>
          <span>
            <span className="fr-room-card__label">{t('rounds.roomList.minBuy')}</span>
            <Money value={room.minbuy} />
          </span>
        </span>
        {locked && (
          <span id={`lock-${room.id}`} className="fr-room-card__lock">
            {lockMessage}
          </span>
        )}
      </button>
    </Card>
  );
}

/**
 * The seed's room tabs (USDT 1, BTC 2, ETH 3) held copies of the same rooms, all priced and paid
 * in the one dollar balance, so switching them changed nothing (issue #24 item 4). The player
 * app lists the first tab's rooms only; the others stay on the server (and in the console) so
 * orders placed in them keep their records.
 */
const PLAYER_ROOM_TAB = 1;

/**
 * `/room_list/:type`: the rooms of a room type, one per tier. Opened from a home tile (`?tile=`),
 * it is titled with the tile's name and its rooms open with the tile's option family in front;
 * without one (or for a tile no longer shown) it is titled with the game's name.
 */
export default function RoomListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const roomType = Number(useParams().type);
  const [params] = useSearchParams();
  const tile = useTileOf(roomType, params.get('tile'));
  const rooms = useRoomList(roomType, PLAYER_ROOM_TAB);
  const userInfo = useUserInfo();
  const playerLevel = userInfo.data?.level ?? null;

  let body;
  if (rooms.isError) {
    body = (
      <ErrorState
        title={t('rounds.roomList.loadFailed')}
        onRetry={() => void rooms.refetch()}
        retrying={rooms.isFetching}
      />
    );
  } else if (!rooms.data) {
    body = <LoadingState />;
  } else if (rooms.data.list.length === 0) {
    body = <EmptyState title={t('rounds.roomList.empty')} />;
  } else {
    body = (
      <div className="fr-room-list">
        {rooms.data.list.map((room) => (
          <RoomCard key={room.id} room={room} playerLevel={playerLevel} focus={tile?.focus ?? null} />
        ))}
      </div>
    );
  }

  return <Page title={tile ? tileName(tile, language) : gameName(language, roomType)}>{body}</Page>;
}
