import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, CATALOGUES } from '@fairround/shared';
import type { TFunction } from 'i18next';

type ActionKey = keyof (typeof CATALOGUES)['en-US']['admin']['actions'];
type TargetKey = keyof (typeof CATALOGUES)['en-US']['admin']['audit']['targetTypes'];

const KNOWN_ACTIONS = new Set<string>(Object.keys(CATALOGUES['en-US'].admin.actions));
const KNOWN_TARGETS = new Set<string>(AUDIT_TARGET_TYPES);

/** Action keys are the recorded codes with `_` for `.` (`player.freeze` → `player_freeze`). */
export function actionKey(action: string): ActionKey | null {
  const key = action.replaceAll('.', '_');
  return KNOWN_ACTIONS.has(key) ? (key as ActionKey) : null;
}

/** An action's label, or null for a code the console has no label for yet. */
export function actionLabel(t: TFunction, action: string): string | null {
  const key = actionKey(action);
  return key ? t(`actions.${key}`) : null;
}

/** The action filter's choices: every recorded action by its label (sorted), sending its code. */
export function actionOptions(t: TFunction): { value: string; label: string }[] {
  return AUDIT_ACTIONS.map((code) => ({ value: code, label: actionLabel(t, code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

/** A target type's name, or the recorded type itself when the console does not know it. */
export function targetTypeLabel(t: TFunction, targetType: string): string {
  return KNOWN_TARGETS.has(targetType) ? t(`audit.targetTypes.${targetType as TargetKey}`) : targetType;
}

export function targetTypeOptions(t: TFunction): { value: string; label: string }[] {
  return AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.targetTypes.${type}`) }));
}
