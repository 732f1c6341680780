import { useTranslation } from 'react-i18next';

export type OptionView = { index: number; name: string; odds: string };

/**
 * The options of the round with this room's odds. Toggle buttons (`aria-pressed`); all of them
 * are disabled while betting is not open, so the closed state blocks selecting too. The
 * `highlighted` ones (a home tile's option family) are marked, not the only ones offered.
 */
export function OptionGrid({
  options,
  selected,
  highlighted,
  highlightNoteId,
  disabled,
  onToggle,
  race = false,
}: {
  options: OptionView[];
  selected: ReadonlySet<number>;
  highlighted?: ReadonlySet<number> | undefined;
  /** The id of the text naming the highlighted family, read out with those options. */
  highlightNoteId?: string | undefined;
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
      {options.map((option) => {
        const focus = highlighted?.has(option.index) ?? false;
        return (
          <button
            key={option.index}
            type="button"
            className={focus ? 'fr-option fr-option--focus' : 'fr-option'}
            data-focus={focus ? 'true' : undefined}
            aria-describedby={focus ? highlightNoteId : undefined}
            aria-pressed={selected.has(option.index)}
            disabled={disabled}
            onClick={() => onToggle(option.index)}
          >
            <span className="fr-option__name">{option.name}</span>
            <span className="fr-option__odds">×{option.odds}</span>
          </button>
        );
      })}
    </div>
  );
}
