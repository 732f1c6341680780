import type { ReactNode } from 'react';
import { Button, Card, CheckCircleIcon } from '../../../components/ui';

/** A request was sent: what happens next, and a way to start another one. */
export function SuccessCard({
  title,
  children,
  againLabel,
  onAgain,
}: {
  title: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <Card className="fr-cashier-success" role="status" aria-labelledby="cashier-success-title">
      <span className="fr-icon-disc">
        <CheckCircleIcon size={40} />
      </span>
      <h2 id="cashier-success-title" className="fr-cashier-success__title">
        {title}
      </h2>
      <div className="fr-cashier-success__body">{children}</div>
      <Button variant="secondary" block onClick={onAgain}>
        {againLabel}
      </Button>
    </Card>
  );
}
