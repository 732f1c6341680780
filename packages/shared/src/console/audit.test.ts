import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogue.js';
import { UI_LANGUAGES } from '../i18n/languages.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit.js';

describe('audit labels', () => {
  it('names every recorded action and target kind in every language', () => {
    for (const language of UI_LANGUAGES) {
      const admin = CATALOGUES[language].admin;
      for (const action of AUDIT_ACTIONS)
        expect(admin.actions, `${language} ${action}`).toHaveProperty([action.replaceAll('.', '_')]);
      for (const type of AUDIT_TARGET_TYPES)
        expect(admin.audit.targetTypes[type], `${language} ${type}`).toMatch(/\S/);
    }
  });

  it('lists each action code once', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });
});
