import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** What could not load, the server's words when there are any, and a retry. */
export function LoadFailedAlert({
  message,
  description,
  onRetry,
  className = 'section-alert',
}: {
  message: string;
  description?: string;
  onRetry: () => void;
  /** Spacing above the content it stands for; none inside a card of its own. */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className={className}
      message={message}
      description={description}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
