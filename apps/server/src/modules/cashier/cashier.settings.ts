import {
  API_LANGUAGES,
  CASHIER_PENDING_DEPOSITS_RANGE,
  CASHIER_QUICK_AMOUNTS_MAX,
  CASHIER_WITHDRAWAL_ACCOUNTS_RANGE,
  MAX_TURNOVER_MULTIPLE_HUNDREDTHS,
  storedDepositMethodSchema,
  type DepositMethodNotes,
  type StoredDepositMethod,
} from '@fairround/shared';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';
import { createSettingsService } from '../settings/settings.service.js';

/** Operator settings of the cashier, stored under these keys of `settings` (minor units). */
export const CASHIER_CONFIG_KEY = 'cashier.config';
export const DEPOSIT_METHODS_KEY = 'cashier.depositMethods';

const minor = z
  .number()
  .int()
  .min(0)
  .max(2 ** 51);

const storedConfigSchema = z.object({
  minDepositMinor: minor.min(1),
  quickAmountsMinor: z.array(minor.min(1)).min(1).max(CASHIER_QUICK_AMOUNTS_MAX),
  turnoverMultipleHundredths: z.number().int().min(0).max(MAX_TURNOVER_MULTIPLE_HUNDREDTHS),
  withdrawalMinMinor: minor.min(1),
  withdrawalMaxMinor: minor.min(1),
  twoOperatorThresholdMinor: minor.min(1).nullable(),
  maxPendingDeposits: z
    .number()
    .int()
    .min(CASHIER_PENDING_DEPOSITS_RANGE.min)
    .max(CASHIER_PENDING_DEPOSITS_RANGE.max),
  maxWithdrawalAccounts: z
    .number()
    .int()
    .min(CASHIER_WITHDRAWAL_ACCOUNTS_RANGE.min)
    .max(CASHIER_WITHDRAWAL_ACCOUNTS_RANGE.max),
});
export type CashierConfig = z.infer<typeof storedConfigSchema>;

/** The defaults of PRODUCT.md §4 and the seed (§9), in whole currency units. */
export function defaultCashierConfig(minorDigits: number): CashierConfig {
  const unit = 10 ** minorDigits;
  return {
    minDepositMinor: 10 * unit,
    quickAmountsMinor: [100, 500, 2_000, 5_000].map((amount) => amount * unit),
    turnoverMultipleHundredths: 0,
    withdrawalMinMinor: 10 * unit,
    withdrawalMaxMinor: 50_000 * unit,
    twoOperatorThresholdMinor: 10_000 * unit,
    maxPendingDeposits: 5,
    maxWithdrawalAccounts: 5,
  };
}

/** The same note in every language (an older single note, or an older client's). */
export function noteInEveryLanguage(note: string): DepositMethodNotes {
  return { vi: note, en: note, chs: note, cht: note };
}

/** Notes worth keeping: undefined when every language is empty. */
export function keptNotes(notes: DepositMethodNotes): DepositMethodNotes | undefined {
  return API_LANGUAGES.some((language) => notes[language].trim() !== '') ? notes : undefined;
}

/**
 * A method as stored (the console's view of it, shared). Methods saved before notes were per
 * language carry a single `note`: it is read as the note in every language, and the next save
 * writes `notes`, so the stored JSON needs no migration and an older row never falls back to
 * "no methods".
 */
const storedMethodFields = storedDepositMethodSchema.extend({
  id: z.string().min(1),
  /** Before per-language notes; only ever read. */
  note: z.string().optional(),
});

const storedMethodSchema = storedMethodFields.transform(({ note, notes, ...method }): StoredDepositMethod => {
  const kept = keptNotes(notes ?? noteInEveryLanguage(note ?? ''));
  return kept ? { ...method, notes: kept } : method;
});

export function createCashierSettings({ minorDigits }: { minorDigits: number }) {
  const fallback = defaultCashierConfig(minorDigits);
  return {
    async config(executor: Executor): Promise<CashierConfig> {
      return createSettingsService({ db: executor }).get(CASHIER_CONFIG_KEY, storedConfigSchema, fallback);
    },
    async saveConfig(executor: Executor, config: CashierConfig): Promise<void> {
      await createSettingsService({ db: executor }).set(CASHIER_CONFIG_KEY, storedConfigSchema.parse(config));
    },
    /** Every method, disabled ones included (the console); none until the operator sets some. */
    async methods(executor: Executor): Promise<StoredDepositMethod[]> {
      return createSettingsService({ db: executor }).get(
        DEPOSIT_METHODS_KEY,
        z.array(storedMethodSchema),
        [],
      );
    },
    async saveMethods(executor: Executor, methods: StoredDepositMethod[]): Promise<void> {
      await createSettingsService({ db: executor }).set(
        DEPOSIT_METHODS_KEY,
        z.array(storedMethodSchema).parse(methods),
      );
    },
  };
}

export type CashierSettings = ReturnType<typeof createCashierSettings>;
