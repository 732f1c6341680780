import { formatTime, adminEndpoints } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { OVERVIEW_REFRESH_MS, dashboardKeys } from './api';

/**
 * Owners see which staff have their step-up actions locked after too many wrong two-factor codes
 * (issue #23): a stolen session guessing codes shows up here, not only in the audit log.
 */
export function StepUpLocksAlert({ owner }: { owner: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locks = useQuery({
    queryKey: [...dashboardKeys.all, 'step-up-locks'],
    queryFn: ({ signal }) => apiCall(adminEndpoints.stepUpLocks, {}, { signal, toast: false }),
    enabled: owner,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
  const items = locks.data?.items ?? [];
  if (!owner || items.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="section-alert"
      data-testid="step-up-locks"
      message={t('cashier.otp.locksTitle')}
      description={
        <ul className="step-up-locks">
          {items.map((lock) => (
            <li key={lock.staffId}>
              <strong>{lock.username}</strong>
              {' — '}
              {t('cashier.otp.locksText', { time: formatTime(lock.lockedUntil, language) })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
