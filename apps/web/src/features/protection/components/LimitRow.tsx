import { ErrorCode, type LimitKind, type LimitView } from '@fairround/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  Button,
  ClockIcon,
  confirmDialog,
  Money,
  showSuccess,
  useMoneyText,
} from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { errorText } from '../../../lib/i18n';
import { useSetLimit } from '../api/set-limit';
import { useTimeText } from '../lib/format-time';
import { limitAmountProblem, limitChangeOf } from '../lib/limit-change';

/** The pending increase or removal of a limit, with the time it applies. */
function PendingChange({ pending }: { pending: NonNullable<LimitView['pending']> }) {
  const { t } = useTranslation();
  const timeText = useTimeText();
  const moneyText = useMoneyText();
  const time = timeText(pending.effectiveAt);
  return (
    <p className="fr-limit__pending" data-testid="limit-pending">
      <ClockIcon size={18} />
      <span>
        {pending.amount === null
          ? t('protection.limits.pendingRemoval', { time })
          : t('protection.limits.pendingAmount', { amount: moneyText(pending.amount), time })}
      </span>
    </p>
  );
}

/** Limit, use and what is left in the period, then when the period starts again. */
function LimitFigures({ kind, view }: { kind: LimitKind; view: LimitView }) {
  const { t } = useTranslation();
  const timeText = useTimeText();
  return (
    <>
      <dl className="fr-limit__figures">
        <div>
          <dt>{kind === 'deposit' ? t('protection.limits.usedDeposit') : t('protection.limits.usedLoss')}</dt>
          <dd>
            <Money value={view.used} />
          </dd>
        </div>
        {view.remaining !== null && (
          <div>
            <dt>{t('protection.limits.remaining')}</dt>
            <dd>
              <Money value={view.remaining} />
            </dd>
          </div>
        )}
      </dl>
      <p className="fr-limit__reset">{t('protection.limits.resetsAt', { time: timeText(view.resetsAt) })}</p>
    </>
  );
}

/**
 * One period of a deposit or loss limit: the limit in force, use, what is left, the pending
 * change, and an editor. Raising or removing asks first, saying it only applies after 24 h.
 */
export function LimitRow({ kind, view }: { kind: LimitKind; view: LimitView }) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const moneyText = useMoneyText();
  const timeText = useTimeText();
  const mutation = useSetLimit();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const periodName = t(`protection.periods.${view.period}`);
  const inputId = `limit-${kind}-${view.period}`;
  const editText = view.amount !== null ? t('protection.limits.change') : t('protection.limits.set');
  const fieldLabel = t(
    kind === 'deposit' ? 'protection.limits.depositAmount' : 'protection.limits.lossAmount',
    {
      period: periodName,
    },
  );

  function startEditing() {
    setText(view.amount ?? '');
    setError(null);
    setEditing(true);
  }

  async function confirmWait(change: 'raise' | 'remove'): Promise<boolean> {
    const amount = moneyText(view.amount ?? '0');
    return confirmDialog({
      title: t(change === 'raise' ? 'protection.limits.raiseTitle' : 'protection.limits.removeTitle'),
      content: t(change === 'raise' ? 'protection.limits.raiseBody' : 'protection.limits.removeBody', {
        amount,
      }),
      confirmText: t(
        change === 'raise' ? 'protection.limits.raiseConfirm' : 'protection.limits.removeConfirm',
      ),
      cancelText: t('protection.limits.keep'),
    });
  }

  async function save(next: string | null) {
    if (next !== null) {
      const problem = limitAmountProblem(next, currency.minorDigits);
      if (problem)
        return setError(
          errorText(problem === 'format' ? ErrorCode.IncorrectAmount : ErrorCode.AmountNotPositive),
        );
    }
    const change = limitChangeOf(view.amount, next, currency.minorDigits);
    if (change === 'none') return setEditing(false);
    if ((change === 'raise' || change === 'remove') && !(await confirmWait(change))) return;
    try {
      const state = await mutation.mutateAsync({ kind, period: view.period, amount: next });
      const pending = state.limits[kind].find((limit) => limit.period === view.period)?.pending ?? null;
      showSuccess(
        pending
          ? t('protection.limits.savedPending', { time: timeText(pending.effectiveAt) })
          : t('protection.limits.saved'),
      );
      setEditing(false);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(failure.info);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(text);
  }

  return (
    <li className="fr-limit">
      <div className="fr-limit__head">
        <h3 className="fr-limit__period">{periodName}</h3>
        <span className="fr-limit__amount" data-testid={`limit-${kind}-${view.period}`}>
          {view.amount !== null ? <Money value={view.amount} /> : t('protection.limits.none')}
        </span>
      </div>
      <LimitFigures kind={kind} view={view} />
      {view.pending && <PendingChange pending={view.pending} />}
      {editing ? (
        <form className="fr-limit__editor" noValidate onSubmit={submit}>
          <AmountField
            id={inputId}
            label={fieldLabel}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
            error={error}
            enterKeyHint="done"
            maxLength={20}
          />
          <div className="fr-limit__actions">
            <Button type="submit" variant="primary" loading={mutation.isPending}>
              {t('protection.limits.save')}
            </Button>
            {view.amount !== null && (
              <Button variant="secondary" disabled={mutation.isPending} onClick={() => void save(null)}>
                {t('protection.limits.remove')}
              </Button>
            )}
            <Button variant="ghost" disabled={mutation.isPending} onClick={() => setEditing(false)}>
              {t('protection.limits.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" block onClick={startEditing} aria-label={`${editText} ${fieldLabel}`}>
          {editText}
        </Button>
      )}
    </li>
  );
}
