import type { ReactNode } from 'react';
import { Button, Card, CheckCircleIcon } from '../../../components/ui';

/**
 * A request was sent: what happens next, and a way to start another one (none when `onAgain`
 * is missing). `icon` and `tone` follow the request once the operator has decided on it;
 * `details` (full width, below the text) and `actions` (above "another") are the kind's own.
 */
export function SuccessCard({
  title,
  children,
  againLabel,
  onAgain,
  icon,
  tone = 'done',
  details,
  actions,
}: {
  title: string;
  children: ReactNode;
  againLabel: string;
  onAgain?: (() => void) | undefined;
  icon?: ReactNode;
  tone?: 'done' | 'pending' | 'refused' | 'neutral';
  details?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card
      className={`fr-cashier-success fr-cashier-success--${tone}`}
      role="status"
      aria-labelledby="cashier-success-title"
    >
      <span className="fr-icon-disc">{icon ?? <CheckCircleIcon size={40} />}</span>
      <h2 id="cashier-success-title" className="fr-cashier-success__title">
        {title}
      </h2>
      <div className="fr-cashier-success__body">{children}</div>
      {details && <div className="fr-cashier-success__details">{details}</div>}
      {actions}
      {onAgain && (
        <Button variant="secondary" block onClick={onAgain}>
          {againLabel}
        </Button>
      )}
    </Card>
  );
}
