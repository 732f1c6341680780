import { randomUUID } from 'node:crypto';
import {
  chainAddressProblem,
  formatMoney,
  formatTurnoverMultiple,
  parseTurnoverMultiple,
  type AdminCashierConfigUpdate,
  type AdminDepositMethodInput,
  type AdminDepositMethods,
  type CashierConfigView,
  type StoredDepositMethod,
} from '@fairround/shared';
import type { Database } from '../../../platform/db/database.js';
import { AppError, invalidField } from '../../../platform/errors/app-error.js';
import { recordAudit } from '../../admin/audit.service.js';
import { parsePositiveAmount } from '../../../platform/errors/input-errors.js';
import {
  keptNotes,
  noteInEveryLanguage,
  type CashierConfig,
  type CashierSettings,
} from '../cashier.settings.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { auditEntry } from '../../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../../platform/auth/console-actor.js';

type WireAmount = string | number;

/** The console's cashier configuration: limits, turnover multiple and deposit instructions. */
export function createCashierSettingsService(deps: {
  db: Database;
  settings: CashierSettings;
  minorDigits: number;
}) {
  const { db, settings } = deps;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);
  const amount = (input: WireAmount, field: string) => parsePositiveAmount(input, deps.minorDigits, field);

  function configView(config: CashierConfig): CashierConfigView {
    return {
      minDeposit: money(config.minDepositMinor),
      quickAmounts: config.quickAmountsMinor.map(money),
      turnoverMultiple: formatTurnoverMultiple(config.turnoverMultipleHundredths),
      withdrawalMin: money(config.withdrawalMinMinor),
      withdrawalMax: money(config.withdrawalMaxMinor),
      twoOperatorThreshold:
        config.twoOperatorThresholdMinor === null ? null : money(config.twoOperatorThresholdMinor),
      maxPendingDeposits: config.maxPendingDeposits,
      maxWithdrawalAccounts: config.maxWithdrawalAccounts,
    };
  }

  /** The stored config with the given fields replaced; 1050/1042/1001 name the field at fault. */
  function merged(current: CashierConfig, input: AdminCashierConfigUpdate): CashierConfig {
    const next = { ...current };
    if (input.minDeposit !== undefined) next.minDepositMinor = amount(input.minDeposit, 'minDeposit');
    if (input.quickAmounts !== undefined)
      next.quickAmountsMinor = input.quickAmounts.map((value, index) =>
        amount(value, `quickAmounts.${index}`),
      );
    if (input.turnoverMultiple !== undefined) {
      const multiple = parseTurnoverMultiple(input.turnoverMultiple);
      if (multiple === null) throw invalidField('turnoverMultiple');
      next.turnoverMultipleHundredths = multiple;
    }
    if (input.withdrawalMin !== undefined)
      next.withdrawalMinMinor = amount(input.withdrawalMin, 'withdrawalMin');
    if (input.withdrawalMax !== undefined)
      next.withdrawalMaxMinor = amount(input.withdrawalMax, 'withdrawalMax');
    if (input.twoOperatorThreshold !== undefined)
      next.twoOperatorThresholdMinor =
        input.twoOperatorThreshold === null
          ? null
          : amount(input.twoOperatorThreshold, 'twoOperatorThreshold');
    if (input.maxPendingDeposits !== undefined) next.maxPendingDeposits = input.maxPendingDeposits;
    if (input.maxWithdrawalAccounts !== undefined) next.maxWithdrawalAccounts = input.maxWithdrawalAccounts;
    if (next.withdrawalMaxMinor < next.withdrawalMinMinor) throw invalidField('withdrawalMax');
    return next;
  }

  /**
   * Checks one method's details for its kind and gives it an id; errors name `methods.<i>.<field>`
   * (`methods.<i>.notes.<language>` for a note).
   */
  function storedMethod(input: AdminDepositMethodInput, index: number): StoredDepositMethod {
    const field = (name: string) => `methods.${index}.${name}`;
    const present = (value: string | undefined) => (value ?? '').trim() !== '';
    const base = {
      id: input.id ?? randomUUID(),
      kind: input.kind,
      label: input.label,
      enabled: input.enabled,
    };
    // An older client's single `note` is the note in every language.
    const notes = keptNotes(input.notes ?? noteInEveryLanguage(input.note ?? ''));
    const note = notes ? { notes } : {};
    if (input.kind === 'bank') {
      for (const name of ['bankName', 'accountName', 'accountNumber'] as const)
        if (!present(input[name])) throw invalidField(field(name));
      return {
        ...base,
        bankName: input.bankName!,
        accountName: input.accountName!,
        accountNumber: input.accountNumber!,
        ...note,
      };
    }
    if (!input.chain) throw invalidField(field('chain'));
    const problem = chainAddressProblem(input.chain, input.address ?? '');
    if (problem) throw new AppError(problem.code, { field: field('address') });
    return { ...base, chain: input.chain, address: input.address!.trim(), ...note };
  }

  return {
    async getConfig(): Promise<CashierConfigView> {
      return configView(await settings.config(db));
    },

    async updateConfig(actor: StaffActor, input: AdminCashierConfigUpdate): Promise<CashierConfigView> {
      return inTransaction(db, async (tx) => {
        const before = await settings.config(tx);
        const next = merged(before, input);
        await settings.saveConfig(tx, next);
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'cashier.config.update',
            targetType: 'settings',
            targetId: 'cashier.config',
            before: configView(before),
            after: configView(next),
          }),
        );
        return configView(next);
      });
    },

    async getMethods(): Promise<AdminDepositMethods> {
      return { methods: await settings.methods(db) };
    },

    /** Replaces the whole list (order kept, as the player sees it). */
    async updateMethods(actor: StaffActor, input: AdminDepositMethodInput[]): Promise<AdminDepositMethods> {
      const methods = input.map(storedMethod);
      const ids = new Set<string>();
      methods.forEach((method, index) => {
        if (ids.has(method.id)) throw invalidField(`methods.${index}.id`);
        ids.add(method.id);
      });
      return inTransaction(db, async (tx) => {
        const before = await settings.methods(tx);
        await settings.saveMethods(tx, methods);
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'cashier.methods.update',
            targetType: 'settings',
            targetId: 'cashier.depositMethods',
            before,
            after: methods,
          }),
        );
        return { methods };
      });
    },
  };
}

export type CashierSettingsService = ReturnType<typeof createCashierSettingsService>;
