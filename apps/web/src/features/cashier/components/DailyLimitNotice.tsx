import { formatDateTimeInZone, type UiLanguage, type WithdrawInfo } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, ClockIcon } from '../../../components/ui';
import { useLanguage } from '../../../lib/i18n';
import { useTodayWindow, type TodayWindow } from '../api/withdrawals';

/** "00:00 26/11/2026 (Giờ Đông Dương)" in the player's language, in the operator's zone (shared kit). */
const nextTimeText = (todayWindow: TodayWindow, language: UiLanguage) =>
  formatDateTimeInZone(todayWindow.endsAt, language, todayWindow.timeZone);

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
