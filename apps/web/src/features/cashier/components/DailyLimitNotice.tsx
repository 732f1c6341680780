import type { UiLanguage, WithdrawInfo } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, ClockIcon } from '../../../components/ui';
import { localeOf } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useTodayWindow, type TodayWindow } from '../api/withdrawals';

/** "26 Nov 2026, 00:00 GMT+7" in the player's language, in the operator's zone. */
function nextTimeText(todayWindow: TodayWindow, language: UiLanguage): string {
  const parts: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  };
  const at = new Date(todayWindow.endsAt);
  const locale = localeOf(language);
  try {
    return new Intl.DateTimeFormat(locale, {
      ...parts,
      timeZone: todayWindow.timeZone,
      timeZoneName: 'short',
    }).format(at);
  } catch {
    // A zone this browser does not know: the device's own zone, still named.
    return new Intl.DateTimeFormat(locale, { ...parts, timeZoneName: 'short' }).format(at);
  }
}

/**
 * Today's withdrawals are used up: says so plainly, with when the next one is possible (the
 * server's local midnight). Shown above the disabled form and instead of "withdraw again".
 */
export function DailyLimitNotice({ daily }: { daily: WithdrawInfo['daily'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const todayWindow = useTodayWindow(true).data;
  return (
    <Card className="fr-withdraw-used-up" role="status" data-testid="daily-limit-notice">
      <ClockIcon size={24} />
      <div>
        <p className="fr-withdraw-used-up__title">
          {t('cashier.withdraw.usedUpTitle', { used: daily.used, allowed: daily.allowed })}
        </p>
        <p className="fr-withdraw-used-up__body">
          {todayWindow
            ? t('cashier.withdraw.usedUpNext', { time: nextTimeText(todayWindow, language) })
            : t('cashier.withdraw.dailyLimitReached', { count: daily.allowed })}
        </p>
      </div>
    </Card>
  );
}
