import { useTranslation } from 'react-i18next';

export type OptionView = { index: number; name: string; odds: string };

/**
 * The options of the round with this room's odds. Toggle buttons (`aria-pressed`); all of them
 * are disabled while betting is not open, so the closed state blocks selecting too.
 */
export function OptionGrid({
  options,
  selected,
  disabled,
  onToggle,
  race = false,
}: {
  options: OptionView[];
  selected: ReadonlySet<number>;
  disabled: boolean;
  onToggle: (index: number) => void;
  race?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={race ? 'fr-options fr-options--race' : 'fr-options'}
      role="group"
      aria-label={t('rounds.room.options')}
    >
      {options.map((option) => (
        <button
          key={option.index}
          type="button"
          className="fr-option"
          aria-pressed={selected.has(option.index)}
          disabled={disabled}
          onClick={() => onToggle(option.index)}
        >
          <span className="fr-option__name">{option.name}</span>
          <span className="fr-option__odds">×{option.odds}</span>
        </button>
      ))}
    </div>
  );
}
