import { isRaceRoomType, optionKeysOf, parseMoney } from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmDialog,
  ErrorState,
  formatMoneyText,
  InfoIcon,
  LinkButton,
  LoadingState,
  Money,
  Page,
  showSuccess,
  showWarning,
  Skeleton,
} from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { errorText } from '../../../lib/i18n';
import { newRequestKey } from '../../../lib/request-key';
import { useUserInfo } from '../../../lib/user-info';
import { useGameInfo, type LoadedRound } from '../api/game-info';
import { invalidateAfterMoney } from '../api/rounds-keys';
import { useCancelOrder, useOwnLines, usePlaceOrder, useRoomFeed } from '../api/orders';
import { checkOrder, type AmountProblem } from '../lib/order-total';
import { roundPhase } from '../lib/round-phase';
import { oddsText, useBetSlip } from '../lib/use-bet-slip';
import { useOptionTexts } from '../lib/use-game-texts';
import { useRoomLive } from '../lib/use-room-live';
import { useServerNow } from '../lib/use-server-now';
import { BetSlip, RACE_CHIPS } from './BetSlip';
import { LastOutcome } from './LastOutcome';
import { OptionGrid, type OptionView } from './OptionGrid';
import { OrderFeed } from './OrderFeed';
import { OrderSummary } from './OrderSummary';
import { OwnOrders } from './OwnOrders';
import { RaceTrack } from './RaceTrack';
import { ResultHistory } from './ResultHistory';
import { RoundClock } from './RoundClock';
import { RulesSheet } from './RulesSheet';

/** After the draw time the next round is asked for this often until it is there. */
const DRAWING_POLL_MS = 1_500;
const ODDS_CHANGED = 3020;

function useProblemText() {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  return (problem: AmountProblem, minBuy: string): string =>
    ({
      noOption: t('rounds.slip.noOption'),
      tooManyOptions: t('rounds.slip.tooMany'),
      amountInvalid: t('rounds.slip.amountInvalid'),
      belowMinimum: errorText(1024, { num: moneyFormat(minBuy) }),
      overBalance: errorText(1025),
    })[problem];
}

/** Amounts in confirmation texts and toasts: the one money format of the app. */
function useMoneyFormat(): (value: string) => string {
  const { currency } = useAppConfig();
  return (value: string) => formatMoneyText(value, currency) ?? value;
}

/**
 * A newly drawn round (seen through polling as well as pushes) may have paid the player: refresh
 * the balance and their lines, so the polling fallback alone keeps the screen right.
 */
function useRefreshOnNewResult(latestSeqno: string | null) {
  const queryClient = useQueryClient();
  const seen = useRef(latestSeqno);
  useEffect(() => {
    if (latestSeqno === seen.current) return;
    seen.current = latestSeqno;
    void invalidateAfterMoney(queryClient);
  }, [latestSeqno, queryClient]);
}

function Room({ info, roomId }: { info: LoadedRound; roomId: number }) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const room = info.room;
  const round = info.game;
  const race = isRaceRoomType(room.type);
  const serverNow = useServerNow(info.clockOffsetMs);
  const phase = round ? roundPhase(round, serverNow) : 'closed';
  const open = phase === 'open';
  const userInfo = useUserInfo();
  const balance = userInfo.data?.money ?? null;
  const feed = useRoomFeed(roomId);
  const own = useOwnLines(room.type, round?.seqno ?? null);
  const place = usePlaceOrder();
  const cancel = useCancelOrder(roomId);
  const slip = useBetSlip();
  const [rulesOpen, setRulesOpen] = useState(false);
  const optionTexts = useOptionTexts(room.type);
  const problemText = useProblemText();
  const moneyFormat = useMoneyFormat();
  const gameInfo = useGameInfo(roomId);

  useRoomLive(room.type, roomId);
  useRefreshOnNewResult(info.his[0]?.seqno ?? null);

  // Past the draw time: ask for the next round until the server has moved on (pushes usually win).
  const refetchRound = gameInfo.refetch;
  useEffect(() => {
    if (phase !== 'drawing') return;
    const timer = setInterval(() => void refetchRound(), DRAWING_POLL_MS);
    return () => clearInterval(timer);
  }, [phase, refetchRound]);

  const options: OptionView[] = optionKeysOf(room.type).map((_, index) => ({
    index,
    name: optionTexts[index]?.name ?? String(index),
    odds: oddsText(room[`rate${index}`]),
  }));
  const check = checkOrder({
    optionCount: slip.selected.size,
    amountText: slip.amount,
    minBuy: room.minbuy,
    balance,
    minorDigits: currency.minorDigits,
  });

  function blockedWhenClosed(): boolean {
    if (open) return false;
    showWarning(t('rounds.room.stopped'));
    return true;
  }

  async function buy() {
    if (blockedWhenClosed() || !round) return;
    if (!check.ok) return showWarning(problemText(check.problem, room.minbuy));
    const chosen = options.filter((option) => slip.selected.has(option.index));
    const confirmed = await confirmDialog({
      title: t('rounds.confirm.title', { seqno: round.seqno }),
      content: (
        <OrderSummary
          lines={chosen.map((option) => ({
            name: option.name,
            odds: option.odds,
            amount: moneyFormat(check.amount),
          }))}
          totalLabel={t('rounds.confirm.total', { n: chosen.length, amount: moneyFormat(check.amount) })}
          total={moneyFormat(check.total)}
          note={t('rounds.confirm.note')}
        />
      ),
      confirmText: t('rounds.confirm.submit'),
      cancelText: t('rounds.confirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await place.mutateAsync({
        roundId: round.id,
        roomId,
        // The server takes a whole number of currency units per line (1050 otherwise).
        lines: chosen.map((option) => [option.index, option.odds, check.wholeAmount]),
        orderKey: newRequestKey(),
      });
      slip.clear();
      showSuccess(t('rounds.confirm.placed'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      showWarning(error.info);
      if (error.errCode === ODDS_CHANGED) void gameInfo.refetch();
    }
  }

  async function allIn() {
    if (blockedWhenClosed() || balance === null) return;
    const count = Math.max(slip.selected.size, 1);
    const parsed = parseMoney(balance, currency.minorDigits);
    const unit = 10 ** currency.minorDigits;
    const perOption = parsed.ok ? Math.floor(parsed.minor / unit / count) : 0;
    if (perOption <= 0) return showWarning(errorText(1025));
    const confirmed = await confirmDialog({
      title: t('rounds.slip.allInTitle'),
      content: t('rounds.slip.allInBody', { amount: moneyFormat(String(perOption)), n: count }),
      confirmText: t('rounds.slip.allInConfirm'),
      cancelText: t('rounds.confirm.cancel'),
    });
    if (confirmed) slip.setAmount(String(perOption));
  }

  function cancelOrder(orderId: string) {
    if (blockedWhenClosed()) return;
    cancel.mutate(orderId, { onSuccess: () => showSuccess(t('rounds.own.cancelled')) });
  }

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
        onToggle={(index) => {
          if (!slip.toggle(index)) showWarning(t('rounds.slip.tooMany'));
        }}
      />
      <BetSlip
        amount={slip.amount}
        onAmount={slip.setAmount}
        selectedCount={slip.selected.size}
        totalText={check.ok ? moneyFormat(check.total) : null}
        disabled={!open}
        busy={place.isPending}
        onBuy={() => void buy()}
        onClear={slip.clear}
        {...(race ? { chips: RACE_CHIPS, onAllIn: () => void allIn() } : {})}
      />
      <OwnOrders
        lines={own.data?.list ?? []}
        canCancel={open}
        cancelling={cancel.isPending ? (cancel.variables ?? null) : null}
        onCancel={cancelOrder}
      />
      <OrderFeed
        lines={(feed.data?.list ?? []).filter((line) => line.seqno === round?.seqno)}
        canFollow={open}
        onFollow={(line) => {
          if (!blockedWhenClosed()) slip.follow(line.value);
        }}
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
