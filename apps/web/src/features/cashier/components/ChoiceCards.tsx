import { useId, type ReactNode } from 'react';

export type Choice<V extends string> = {
  value: V;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
};

export type ChoiceCardsProps<V extends string> = {
  legend: string;
  choices: readonly Choice<V>[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string | null;
  /** "list": one card per row (methods, accounts); "grid": two per row (short labels). */
  layout?: 'list' | 'grid';
};

/**
 * A group of native radio buttons drawn as cards: the browser gives keyboard arrows, the
 * checked state and the group name to assistive technology; the card only adds the look.
 */
export function ChoiceCards<V extends string>({
  legend,
  choices,
  value,
  onChange,
  error,
  layout = 'list',
}: ChoiceCardsProps<V>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={error ? 'fr-choices fr-choices--invalid' : 'fr-choices'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="fr-radio-legend">{legend}</legend>
      <div className={`fr-choices__options fr-choices__options--${layout}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="fr-choice">
            <input
              className="fr-radio-overlay fr-choice__input"
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span className="fr-choice__card">
              {choice.icon && <span className="fr-choice__icon">{choice.icon}</span>}
              <span className="fr-choice__text">
                <span className="fr-choice__title">{choice.title}</span>
                {choice.description && <span className="fr-choice__description">{choice.description}</span>}
              </span>
              <span className="fr-choice__mark" aria-hidden="true" />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="fr-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
