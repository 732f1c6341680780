import { ErrorCode, formatMoney, isRaceRoomType, parseMoney } from '@fairround/shared';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, formatMoneyText, showSuccess, showWarning } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { errorText } from '../../../lib/i18n';
import { newRequestKey } from '../../../lib/request-key';
import type { LoadedRound } from '../api/game-info';
import { useCancelOrder, usePlaceOrder, type OwnLine } from '../api/orders';
import { OrderSummary } from '../components/OrderSummary';
import type { OptionView } from '../components/OptionGrid';
import { checkOrder, slipTotalMinor, type AmountProblem } from './order-total';
import type { BetSlipState } from './use-bet-slip';

function useProblemText() {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  return (problem: AmountProblem, minBuy: string): string =>
    ({
      noOption: t('rounds.slip.noOption'),
      tooManyOptions: t('rounds.slip.tooMany'),
      amountInvalid: t('rounds.slip.amountInvalid'),
      belowMinimum: errorText(ErrorCode.BelowMinimumBuy, { num: moneyFormat(minBuy) }),
      overBalance: errorText(ErrorCode.BalanceInsufficient),
    })[problem];
}

/**
 * `text` with the round number in it kept on one line: a dialog title as narrow as a phone's
 * would otherwise break the number at its hyphen ("20261126-" / "0004").
 */
function withWholeSeqno(text: string, seqno: string): ReactNode {
  const at = text.indexOf(seqno);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="fr-num">{seqno}</span>
      {text.slice(at + seqno.length)}
    </>
  );
}

/** Amounts in confirmation texts and toasts: the one money format of the app. */
export function useMoneyFormat(): (value: string) => string {
  const { currency } = useAppConfig();
  return (value: string) => formatMoneyText(value, currency) ?? value;
}

type RoomActionsInput = {
  info: LoadedRound;
  roomId: number;
  open: boolean;
  balance: string | null;
  options: OptionView[];
  slip: BetSlipState;
  /** Asks for the room again (after the server said the odds changed). */
  refetch: () => unknown;
};

/** An own order as the cancel confirmation names it: every line and what goes back. */
export type CancellableOrder = { orderId: string; lines: OwnLine[]; total: string };

/**
 * The all-in sheet's sentence: "on the option you picked" for one, "on each of the 3 options"
 * (i18next plurals) for several, and that an option is still to be picked for none — never "each
 * option in 1 option" (issue #24).
 */
function allInText(t: TFunction, picked: number, amount: string): string {
  if (picked === 0) return t('rounds.slip.allInBodyNone', { amount });
  if (picked === 1) return t('rounds.slip.allInBodySingle', { amount });
  return t('rounds.slip.allInBody', { amount, count: picked });
}

/**
 * What a player can do in a room — buy the slip, all-in, cancel an own order, follow another
 * player's line — each refused with the room's message once betting has closed, and every money
 * move confirmed first. Slip problems are said inline under the amount (`slipMessage`), in the
 * player's language, not in a toast.
 */
export function useRoomActions({ info, roomId, open, balance, options, slip, refetch }: RoomActionsInput) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const room = info.room;
  const round = info.game;
  const place = usePlaceOrder();
  const cancel = useCancelOrder(roomId);
  const problemText = useProblemText();
  const moneyFormat = useMoneyFormat();
  const check = checkOrder({
    optionCount: slip.selected.size,
    amountText: slip.amount,
    minBuy: room.minbuy,
    balance,
    minorDigits: currency.minorDigits,
  });
  // A buy tap with a problem shows it until the slip changes; a refused tenth option likewise.
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<AmountProblem | null>(null);
  const [refusedByServer, setRefusedByServer] = useState<string | null>(null);
  const shownProblem: AmountProblem | null =
    refused ?? (!check.ok && (attempted || slip.amount !== '') ? check.problem : null);
  const totalText = moneyFormat(
    formatMoney(slipTotalMinor(slip.selected.size, slip.amount, currency.minorDigits), currency.minorDigits),
  );

  function blockedWhenClosed(): boolean {
    if (open) return false;
    showWarning(t('rounds.room.stopped'));
    return true;
  }

  async function buy() {
    if (blockedWhenClosed() || !round) return;
    setRefused(null);
    setRefusedByServer(null);
    if (!check.ok) return setAttempted(true);
    const chosen = options.filter((option) => slip.selected.has(option.index));
    const title = t('rounds.confirm.title', { seqno: round.seqno });
    const confirmed = await confirmDialog({
      title: withWholeSeqno(title, round.seqno),
      label: title,
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
      setAttempted(false);
      showSuccess(t('rounds.confirm.placed'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefusedByServer(error.info);
      if (error.errCode === ErrorCode.OddsChanged) void refetch();
    }
  }

  async function allIn() {
    if (blockedWhenClosed() || balance === null) return;
    const picked = slip.selected.size;
    const count = Math.max(picked, 1);
    const parsed = parseMoney(balance, currency.minorDigits);
    const unit = 10 ** currency.minorDigits;
    const perOption = parsed.ok ? Math.floor(parsed.minor / unit / count) : 0;
    if (perOption <= 0) return showWarning(errorText(ErrorCode.BalanceInsufficient));
    const confirmed = await confirmDialog({
      title: t('rounds.slip.allInTitle'),
      content: allInText(t, picked, moneyFormat(String(perOption))),
      confirmText: t('rounds.slip.allInConfirm'),
      cancelText: t('rounds.confirm.cancel'),
    });
    if (confirmed) slip.setAmount(String(perOption));
  }

  /** Cancelling refunds the whole order (all its options together): the dialog says so first. */
  async function cancelOrder(order: CancellableOrder) {
    if (blockedWhenClosed()) return;
    const confirmed = await confirmDialog({
      title: t('rounds.own.cancelTitle'),
      content: (
        <OrderSummary
          lines={order.lines.map((line) => ({
            name: line.valuecn,
            odds: line.rate,
            amount: moneyFormat(line.money),
          }))}
          totalLabel={t('rounds.own.refund')}
          total={moneyFormat(order.total)}
          note={t('rounds.own.cancelNote')}
        />
      ),
      confirmText: t('rounds.own.cancelConfirm'),
      cancelText: t('rounds.own.keep'),
    });
    if (!confirmed) return;
    cancel.mutate(order.orderId, { onSuccess: () => showSuccess(t('rounds.own.cancelled')) });
  }

  return {
    check,
    moneyFormat,
    totalText,
    slipMessage: shownProblem ? problemText(shownProblem, room.minbuy) : refusedByServer,
    setAmount: (value: string) => {
      slip.setAmount(value);
      setRefusedByServer(null);
    },
    placing: place.isPending,
    cancelling: cancel.isPending ? (cancel.variables ?? null) : null,
    buy: () => void buy(),
    allIn: isRaceRoomType(room.type) ? () => void allIn() : undefined,
    cancelOrder: (order: CancellableOrder) => void cancelOrder(order),
    follow: (value: number) => {
      if (!blockedWhenClosed()) slip.follow(value);
      setRefused(null);
    },
    toggle: (index: number) => {
      setRefused(slip.toggle(index) ? null : 'tooManyOptions');
      setRefusedByServer(null);
    },
    clear: () => {
      slip.clear();
      setAttempted(false);
      setRefused(null);
      setRefusedByServer(null);
    },
  };
}
