import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { LEDGER_CODES } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import { LedgerRuleError } from './ledger.errors.js';
import { HOLD_KINDS, reservationTransfer, resolutionTransfers } from './ledger.holds.js';
import { LEDGER_RULES, slotOf, type AccountSlot } from './ledger.rules.js';
import type { AccountRef, HoldKind, TransferInput } from './ledger.types.js';
import { validateTransfer } from './ledger.validation.js';

const PLAYER = randomUUID();
const OTHER = randomUUID();

function refOf(slot: AccountSlot, playerId = PLAYER): AccountRef {
  const [kind, type] = slot.split(':') as ['player' | 'house', string];
  return (kind === 'player' ? { kind, playerId, type } : { kind, type }) as AccountRef;
}

const transfer = (code: TransferInput['code'], debit: AccountRef, credit: AccountRef): TransferInput => ({
  id: `rule-test:${randomUUID()}`,
  debit,
  credit,
  amount: 100,
  code,
  reference: 'rule-test',
});

/** The rows of docs/ledger.md's "Codes" table as `code debit credit`, e.g. `deposit house:deposits player:cash`. */
function documentedMoves(): string[] {
  const markdown = readFileSync(new URL('../../../../../docs/ledger.md', import.meta.url), 'utf8');
  const section = markdown.split('\n## Codes\n')[1]!.split('\n## ')[0]!;
  const slot = (cell: string) => cell.trim().replace(' ', ':');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [, code, debit, credit] = line.split('|');
      return `${code!.trim().replaceAll('`', '')} ${slot(debit!)} ${slot(credit!)}`;
    });
}

describe('ledger rules', () => {
  it('gives every ledger code at least one movement', () => {
    expect(Object.keys(LEDGER_RULES).sort()).toEqual([...LEDGER_CODES].sort());
    for (const code of LEDGER_CODES) expect(LEDGER_RULES[code].length, code).toBeGreaterThan(0);
  });

  it('accepts every movement of the table, as the same player on both player sides', () => {
    for (const code of LEDGER_CODES) {
      for (const [debit, credit] of LEDGER_RULES[code]) {
        expect(() => validateTransfer(transfer(code, refOf(debit), refOf(credit)))).not.toThrow();
      }
    }
  });

  it('refuses a code between accounts it does not name, with the allowed movements in the message', () => {
    const wrong = transfer('deposit', refOf('house:game'), refOf('player:cash'));
    expect(() => validateTransfer(wrong)).toThrow(LedgerRuleError);
    expect(() => validateTransfer(wrong)).toThrow(
      'deposit moves house:deposits → player:cash, not house:game → player:cash',
    );
    // The right accounts the wrong way round are just as wrong.
    expect(() =>
      validateTransfer(transfer('deposit', refOf('player:cash'), refOf('house:deposits'))),
    ).toThrow(LedgerRuleError);
  });

  it('refuses a movement from one player to another under any code', () => {
    const across = transfer('bet_cancel', refOf('player:bet_escrow'), refOf('player:cash', OTHER));
    expect(() => validateTransfer(across)).toThrow(LedgerRuleError);
    expect(() => validateTransfer(across)).toThrow('bet_cancel may not move money between two players');
  });

  it('documents exactly these movements in docs/ledger.md', () => {
    const inCode = LEDGER_CODES.flatMap((code) =>
      LEDGER_RULES[code].map(([debit, credit]) => `${code} ${debit} ${credit}`),
    );
    expect(documentedMoves().sort()).toEqual(inCode.sort());
  });

  it('lets every hold kind reserve, post and void only along movements its codes allow', () => {
    for (const kind of Object.keys(HOLD_KINDS) as HoldKind[]) {
      const rules = HOLD_KINDS[kind];
      const hold = reservationTransfer({
        hold: { kind, subject: 's1' },
        from: { kind: 'player', playerId: PLAYER, type: 'cash' },
        amount: 100,
      });
      expect(() => validateTransfer(hold), kind).not.toThrow();
      expect(slotOf(hold.credit)).toBe(`player:${rules.holdType}`);
      const outcomes = [
        resolutionTransfers({ hold: { kind, subject: 's1' }, outcome: 'void' }, hold),
        ...(rules.post
          ? [resolutionTransfers({ hold: { kind, subject: 's1' }, outcome: 'post' }, hold)]
          : []),
        ...(rules.post?.partial
          ? [resolutionTransfers({ hold: { kind, subject: 's1' }, outcome: 'post', amount: 40 }, hold)]
          : []),
      ];
      for (const transfers of outcomes) {
        for (const resolution of transfers)
          expect(() => validateTransfer(resolution), `${kind} ${resolution.code}`).not.toThrow();
        expect(transfers.reduce((sum, resolution) => sum + resolution.amount, 0)).toBe(100);
      }
    }
  });
});
