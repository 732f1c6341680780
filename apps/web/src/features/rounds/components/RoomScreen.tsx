import { isRaceRoomType, optionKeysOf } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionClock } from '../../../components/protection/SessionClock';
import { ErrorState, InfoIcon, LinkButton, LoadingState, Money, Page, Skeleton } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/user-info';
import { useGameInfo, type LoadedRound } from '../api/game-info';
import { useOwnLines, useRoomFeed } from '../api/orders';
import { roundPhase } from '../lib/round-phase';
import { oddsText, useBetSlip } from '../lib/use-bet-slip';
import { useOptionTexts } from '../lib/use-game-texts';
import { useRoomActions } from '../lib/use-room-actions';
import { useRoomLive } from '../lib/use-room-live';
import { useRoundRefresh } from '../lib/use-round-refresh';
import { useServerNow } from '../lib/use-server-now';
import { BetSlip, RACE_CHIPS } from './BetSlip';
import { LastOutcome } from './LastOutcome';
import { OptionGrid, type OptionView } from './OptionGrid';
import { OrderFeed } from './OrderFeed';
import { OwnOrders } from './OwnOrders';
import { RaceTrack } from './RaceTrack';
import { ResultHistory } from './ResultHistory';
import { RoundClock } from './RoundClock';
import { RulesSheet } from './RulesSheet';

function Room({ info, roomId }: { info: LoadedRound; roomId: number }) {
  const { t } = useTranslation();
  const room = info.room;
  const round = info.game;
  const race = isRaceRoomType(room.type);
  const serverNow = useServerNow(info.clockOffsetMs);
  const phase = round ? roundPhase(round, serverNow) : 'closed';
  const open = phase === 'open';
  const balance = useUserInfo().data?.money ?? null;
  const feed = useRoomFeed(roomId);
  const own = useOwnLines(room.type, round?.seqno ?? null);
  const slip = useBetSlip();
  const [rulesOpen, setRulesOpen] = useState(false);
  const optionTexts = useOptionTexts(room.type);
  const gameInfo = useGameInfo(roomId);
  useRoomLive(room.type, roomId);
  useRoundRefresh(phase, info.his[0]?.seqno ?? null, gameInfo.refetch);

  const options: OptionView[] = optionKeysOf(room.type).map((_, index) => ({
    index,
    name: optionTexts[index]?.name ?? String(index),
    odds: oddsText(room[`rate${index}`]),
  }));
  const actions = useRoomActions({ info, roomId, open, balance, options, slip, refetch: gameInfo.refetch });

  const latest = info.his[0];
  return (
    <Page
      title={t('rounds.room.title', { tier: room.title })}
      right={
        <button
          type="button"
          className="fr-icon-button"
          onClick={() => setRulesOpen(true)}
          aria-label={t('rounds.rules.open')}
        >
          <InfoIcon />
        </button>
      }
    >
      <p className="fr-room-balance">
        <span>{t('rounds.room.balance')}</span>
        {balance !== null ? (
          <Money value={balance} className="fr-room-balance__value" />
        ) : (
          <Skeleton width={96} height={18} />
        )}
      </p>
      <SessionClock />
      {race && <RaceTrack latest={latest ?? null} phase={phase} />}
      {round ? (
        <RoundClock round={round} phase={phase} serverNow={serverNow} />
      ) : (
        <p className="fr-round-clock fr-round-clock--closed" role="status">
          {t('rounds.room.noRound')}
        </p>
      )}
      {latest && <LastOutcome result={latest} />}
      <OptionGrid
        options={options}
        selected={slip.selected}
        disabled={!open}
        race={race}
        onToggle={actions.toggle}
      />
      <BetSlip
        amount={slip.amount}
        onAmount={slip.setAmount}
        selectedCount={slip.selected.size}
        totalText={actions.check.ok ? actions.moneyFormat(actions.check.total) : null}
        disabled={!open}
        busy={actions.placing}
        onBuy={actions.buy}
        onClear={slip.clear}
        {...(actions.allIn ? { chips: RACE_CHIPS, onAllIn: actions.allIn } : {})}
      />
      <OwnOrders
        lines={own.data?.list ?? []}
        canCancel={open}
        cancelling={actions.cancelling}
        onCancel={actions.cancelOrder}
      />
      <OrderFeed
        lines={(feed.data?.list ?? []).filter((line) => line.seqno === round?.seqno)}
        canFollow={open}
        onFollow={(line) => actions.follow(line.value)}
      />
      <ResultHistory history={info.his} />
      <LinkButton to="/betlist" variant="secondary" block>
        {t('rounds.room.myRecords')}
      </LinkButton>
      <RulesSheet
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        roomType={room.type}
        options={options}
        conditions={optionTexts.map((text) => text.condition)}
        lockSeconds={info.lockSeconds}
      />
    </Page>
  );
}

/** A betting room (seed §4): `/activity/:id` for the digit rooms, `/bjsc/:id` for the race. */
export function RoomScreen({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const info = useGameInfo(roomId);
  if (!Number.isInteger(roomId) || roomId <= 0) {
    return (
      <Page title={t('rounds.room.fallbackTitle')}>
        <ErrorState title={errorText(1026)} />
      </Page>
    );
  }
  if (info.data) return <Room info={info.data} roomId={roomId} />;
  return (
    <Page title={t('rounds.room.fallbackTitle')}>
      {info.isError ? (
        <ErrorState
          title={isApiError(info.error) ? info.error.info : t('rounds.room.loadFailed')}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}
