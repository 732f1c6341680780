import { ChoiceCards, type ChoiceCardsProps } from './ChoiceCards';

/**
 * Choice cards as one field of a form: the wrapper carries the field's id and takes the focus
 * when a submit finds the field empty (a radio group has no single input to focus).
 */
export function ChoiceCardsField<V extends string>({ id, ...cards }: ChoiceCardsProps<V> & { id: string }) {
  return (
    <div id={id} tabIndex={-1} className="fr-focus-target">
      <ChoiceCards {...cards} />
    </div>
  );
}
