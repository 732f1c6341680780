import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogue.js';
import { UI_LANGUAGES } from '../i18n/languages.js';
import {
  HOUSE_ACCOUNT_TYPES,
  isHouseAccountType,
  isLedgerCode,
  isPlayerAccountType,
  LEDGER_CODES,
  PLAYER_ACCOUNT_TYPES,
} from './ledger-codes.js';

describe('ledger codes', () => {
  it('are unique snake_case names', () => {
    expect(new Set(LEDGER_CODES).size).toBe(LEDGER_CODES.length);
    for (const code of LEDGER_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it.each(UI_LANGUAGES)('%s names the reason for every code and every account', (language) => {
    const { ledger } = CATALOGUES[language];
    for (const code of LEDGER_CODES)
      expect(ledger.reasons[code]?.trim(), `${language}: ${code}`).toBeTruthy();
    for (const type of PLAYER_ACCOUNT_TYPES) expect(ledger.playerAccounts[type]?.trim()).toBeTruthy();
    for (const type of HOUSE_ACCOUNT_TYPES) expect(ledger.houseAccounts[type]?.trim()).toBeTruthy();
  });

  it('recognise only their own values', () => {
    expect(isLedgerCode('deposit')).toBe(true);
    expect(isLedgerCode('Deposit')).toBe(false);
    expect(isLedgerCode(1)).toBe(false);
    expect(isPlayerAccountType('cash')).toBe(true);
    expect(isPlayerAccountType('deposits')).toBe(false);
    expect(isHouseAccountType('deposits')).toBe(true);
    expect(isHouseAccountType('cash')).toBe(false);
  });
});
