import { ErrorCode, familyOptionIndexes, isRaceRoomType, optionKeysOf } from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProtectionBanner } from '../../../components/protection/ProtectionBanner';
import { SessionClock } from '../../../components/protection/SessionClock';
import {
  ErrorState,
  InfoIcon,
  LinkButton,
  LoadingState,
  Money,
  Page,
  Skeleton,
} from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { focusFor } from '../../../lib/game-tiles';
import { errorText } from '../../../lib/i18n';
import { useProtectionBlock } from '../../../lib/protection';
import { useUserInfo } from '../../../lib/user-info';
import { useGameInfo, type LoadedRound } from '../api/game-info';
import { useOwnLines, useRoomFeed } from '../api/orders';
import { invalidateAfterMoney } from '../api/rounds-keys';
import { roundPhase } from '../lib/round-phase';
import { oddsText, useBetSlip } from '../lib/use-bet-slip';
import { useGameTexts, useOptionTexts } from '../lib/use-game-texts';
import { useRoomActions } from '../lib/use-room-actions';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';
import { useReveal } from '../lib/use-reveal';
import { useRoomLive } from '../lib/use-room-live';
import { useRoundRefresh } from '../lib/use-round-refresh';
import { useServerNow } from '../lib/use-server-now';
import { BetSlip, RACE_CHIPS } from './BetSlip';
import { LastOutcome } from './LastOutcome';
import { OptionGrid, type OptionView } from './OptionGrid';
import { OrderFeed } from './OrderFeed';
import { OutcomeMoment } from './OutcomeMoment';
import { OwnOrders } from './OwnOrders';
import { RaceTrack } from './RaceTrack';
import { ResultHistory } from './ResultHistory';
import { RoundClock } from './RoundClock';
import { RulesSheet } from './RulesSheet';

/**
 * The balance as the room shows it: the real one, except that while a race is about to run or
 * running the last value from before stays on screen, so a payout cannot spoil the race. Held,
 * not computed: it is always a value the server sent.
 */
function useShownBalance(balance: string | null, hold: boolean): string | null {
  const [held, setHeld] = useState(balance);
  // The first value known is shown at once, whenever it arrives.
  if ((!hold || held === null) && held !== balance) setHeld(balance);
  return hold ? held : balance;
}

/** When a round drawn while watching is revealed, the balance and the player's rounds are read again. */
function useRefreshOnReveal(seqno: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (seqno !== null) void invalidateAfterMoney(queryClient);
  }, [seqno, queryClient]);
}

/**
 * The option family a home tile sent the player here for (`?focus=`): its name for the header
 * and its options, which the grid highlights. Every option stays on offer.
 */
function useFocus(roomType: number): { name: string; options: ReadonlySet<number> } | null {
  const [params] = useSearchParams();
  const families = useGameTexts().families;
  const focus = focusFor(roomType, params.get('focus'));
  if (!focus) return null;
  return { name: families[focus], options: new Set(familyOptionIndexes(roomType, focus)) };
}

function Room({ info, roomId }: { info: LoadedRound; roomId: number }) {
  const { t } = useTranslation();
  const room = info.room;
  const round = info.game;
  const race = isRaceRoomType(room.type);
  const focus = useFocus(room.type);
  const serverNow = useServerNow(info.clockOffsetMs);
  const phase = round ? roundPhase(round, serverNow) : 'closed';
  // A break or a loss limit reached closes betting here too: said at the top, options and slip disabled.
  const block = useProtectionBlock('betting');
  const roundOpen = phase === 'open';
  const open = roundOpen && block === null;
  const balance = useUserInfo().data?.money ?? null;
  const reducedMotion = usePrefersReducedMotion();
  const reveal = useReveal(info.his, race && !reducedMotion);
  const shownBalance = useShownBalance(balance, race && (reveal.pending !== null || phase === 'drawing'));
  const [closedMoment, setClosedMoment] = useState<string | null>(null);
  useRefreshOnReveal(reveal.fresh?.seqno ?? null);
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
    odds: oddsText(Object.hasOwn(room, `rate${index}`) ? room[`rate${index}`] : undefined),
  }));
  const actions = useRoomActions({ info, roomId, open, balance, options, slip, refetch: gameInfo.refetch });

  const latest = reveal.latest;
  const moment = reveal.fresh && reveal.fresh.seqno !== closedMoment ? reveal.fresh : null;
  return (
    <Page
      title={
        focus
          ? t('rounds.room.focusTitle', { family: focus.name, tier: room.title })
          : t('rounds.room.title', { tier: room.title })
      }
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
      <ProtectionBanner action="betting" block={block} />
      <p className="fr-room-balance">
        <span>{t('rounds.room.balance')}</span>
        {shownBalance !== null ? (
          <Money value={shownBalance} className="fr-room-balance__value" />
        ) : (
          <Skeleton width={96} height={18} />
        )}
      </p>
      {focus && (
        <p className="fr-room-focus" id="room-focus-note" data-testid="room-focus">
          {t('rounds.room.focusNote', { family: focus.name })}
        </p>
      )}
      <SessionClock />
      {race && (
        <RaceTrack latest={latest} pending={reveal.pending} phase={phase} onFinished={reveal.finish} />
      )}
      {moment && (
        <OutcomeMoment
          key={moment.seqno}
          result={moment}
          balance={shownBalance}
          onClose={() => setClosedMoment(moment.seqno)}
        />
      )}
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
        highlighted={focus?.options}
        highlightNoteId="room-focus-note"
        disabled={!open}
        race={race}
        onToggle={actions.toggle}
      />
      <BetSlip
        amount={slip.amount}
        onAmount={actions.setAmount}
        selectedCount={slip.selected.size}
        totalText={actions.totalText}
        message={actions.slipMessage}
        disabled={!open}
        busy={actions.placing}
        onBuy={actions.buy}
        onClear={actions.clear}
        {...(actions.allIn ? { chips: RACE_CHIPS, onAllIn: actions.allIn } : {})}
      />
      <OwnOrders
        lines={own.data?.list ?? []}
        canCancel={roundOpen}
        cancelling={actions.cancelling}
        onCancel={actions.cancelOrder}
      />
      <OrderFeed
        lines={(feed.data?.list ?? []).filter((line) => line.seqno === round?.seqno)}
        canFollow={open}
        onFollow={(line) => actions.follow(line.value)}
      />
      <ResultHistory history={reveal.history} />
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
        <ErrorState title={errorText(ErrorCode.RoomIdEmpty)} />
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
