import type { ReactNode } from 'react';
import { AlertIcon } from './menu-icons';
import './form.css';

/**
 * A form's answer that belongs to no single field (wrong credentials, a frozen account, too many
 * attempts). role="alert" so it is read out as soon as it appears.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="fr-form-alert" role="alert">
      <AlertIcon size={20} />
      <p className="fr-form-alert__text">{children}</p>
    </div>
  );
}
