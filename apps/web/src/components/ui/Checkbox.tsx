import { useId, type ReactNode } from 'react';
import { CheckIcon } from './icons';
import './form.css';

export type CheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  id?: string;
};

/** A native checkbox (keyboard and screen readers for free) drawn in the theme, with its inline error. */
export function Checkbox({ checked, onChange, children, error, id }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `check-${autoId}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={error ? 'fr-check fr-check--invalid' : 'fr-check'}>
      <label className="fr-check__label" htmlFor={inputId}>
        <input
          id={inputId}
          className="fr-check__input"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className="fr-check__box" aria-hidden="true">
          <CheckIcon size={16} strokeWidth={3} />
        </span>
        <span className="fr-check__text">{children}</span>
      </label>
      {error && (
        <p id={errorId} className="fr-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
