import { useId } from 'react';

export type Chip<V extends string | number> = { value: V; label: string };

export type ChipChoicesProps<V extends string | number> = {
  legend: string;
  chips: readonly Chip<V>[];
  value: V | null;
  onChange: (value: V) => void;
  disabled?: boolean;
};

/**
 * Native radio buttons drawn as chips that wrap onto new rows (long Vietnamese labels), each a
 * full touch target: the browser gives arrows, the checked state and the group's name.
 */
export function ChipChoices<V extends string | number>({
  legend,
  chips,
  value,
  onChange,
  disabled = false,
}: ChipChoicesProps<V>) {
  const name = useId();
  return (
    <fieldset className="fr-chips" disabled={disabled}>
      <legend className="fr-radio-legend">{legend}</legend>
      <div className="fr-chips__options">
        {chips.map((chip) => (
          <label key={String(chip.value)} className="fr-chip">
            <input
              className="fr-radio-overlay fr-chip__input"
              type="radio"
              name={name}
              value={String(chip.value)}
              checked={chip.value === value}
              onChange={() => onChange(chip.value)}
            />
            <span className="fr-chip__label">{chip.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
