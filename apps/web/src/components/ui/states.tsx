import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOffIcon, InboxIcon } from './icons';
// Button's stylesheet, for the retry button's look (it has no antd-mobile in it).
import './button.css';
import './states.css';

/** Nothing to show yet: said plainly, never padded with made-up rows (PRODUCT §0.1). */
export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="fr-state">
      <div className="fr-state__icon">{icon ?? <InboxIcon size={40} />}</div>
      <p className="fr-state__title">{title}</p>
      {description && <p className="fr-state__description">{description}</p>}
      {action && <div className="fr-state__action">{action}</div>}
    </div>
  );
}

/**
 * A load that failed, with a way to try again. Its button is a native one styled like Button's
 * secondary variant: the app-level error screens show this before antd-mobile has loaded.
 */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying = false,
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="fr-state" role="alert">
      <div className="fr-state__icon">
        <CloudOffIcon size={40} />
      </div>
      <p className="fr-state__title">{title}</p>
      {description && <p className="fr-state__description">{description}</p>}
      {onRetry && (
        <div className="fr-state__action">
          <button
            type="button"
            className="fr-link-button fr-link-button--secondary fr-link-button--medium fr-state__retry"
            onClick={onRetry}
            disabled={retrying}
            aria-busy={retrying || undefined}
          >
            {retrying && <span className="fr-spinner fr-spinner--inline" aria-hidden="true" />}
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A spinner with a spoken label, for a section whose data is on its way. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="fr-state" role="status">
      <span className="fr-spinner" aria-hidden="true" />
      <span className="fr-visually-hidden">{label ?? t('app.loading')}</span>
    </div>
  );
}

/** A grey placeholder shaped like the text that will replace it. */
export function Skeleton({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) {
  return <span className="fr-skeleton" aria-hidden="true" style={{ width, height }} />;
}
