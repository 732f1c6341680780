import { randomUUID } from 'node:crypto';
import {
  bankAccountProblem,
  chainAddressProblem,
  normalizeWithdrawalAccountType,
  withdrawalDestinationKey,
  type WithdrawalAccountView,
} from '@fairround/shared';
import { AppError, invalidField, SessionRequiredError } from '../../../platform/errors/app-error.js';
import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/database.js';
import {
  accountAlreadyAdded,
  accountHasPendingWithdrawal,
  accountLimitReached,
  withdrawalAccountNotFound,
} from '../cashier.errors.js';
import { isUniqueViolationOf } from '../../../platform/db/unique-violation.js';
import { findPlayer, requireActivePlayer } from '../../accounts/players.service.js';
import { lockPlayerCashier } from '../cashier.players.js';
import { isUuid } from '../../../platform/http/ids.js';
import type { CashierSettings } from '../cashier.settings.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import type { CallOrigin, PayPasswordGuard, SecondFactorCheck } from '../pay-password.js';
import { createWithdrawalsRepository } from '../withdrawals/withdrawals.repository.js';
import { createWithdrawalAccountsRepository, type WithdrawalAccountRow } from './bank-accounts.repository.js';

const LIVE_DESTINATION_CONSTRAINT = 'withdrawal_accounts_live_destination_unique';

export type AddAccountInput = {
  type: string;
  bank: string;
  account: string;
  username: string;
  area: string;
  address: string;
  payPwd: string;
  otp?: string;
};

export function toAccountView(row: WithdrawalAccountRow): WithdrawalAccountView {
  return {
    id: row.id,
    type: row.type,
    bank: row.bank,
    account: row.account,
    username: row.holderName,
    area: row.area,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

function throwProblem(problem: { code: AppError['errCode']; field: string } | null): void {
  if (problem) throw new AppError(problem.code, { field: problem.field, params: { field: problem.field } });
}

/**
 * Withdrawal accounts (seed §5 "Add bank"): a bank account (bank, number, holder, branch/BSB,
 * pay password) or a chain address (validated per chain). One of each destination per player,
 * a limit per player, and removal only while no pending withdrawal pays to it.
 */
export function createWithdrawalAccountsService(deps: {
  db: Database;
  clock: Clock;
  settings: CashierSettings;
  payPassword: PayPasswordGuard;
  twoFactor: SecondFactorCheck;
}) {
  const { db, clock } = deps;

  /** The field checks of addbankcard, in the order the form shows them. */
  async function checkDetails(playerId: string, input: AddAccountInput, origin: CallOrigin) {
    const type = normalizeWithdrawalAccountType(input.type);
    if (!type) throw invalidField('type');
    const player = await findPlayer(db, playerId);
    if (!player) throw new SessionRequiredError();
    if (type === 'Bank') {
      throwProblem(bankAccountProblem(input));
      await deps.payPassword.check(player, input.payPwd, 'payPwd');
    } else {
      throwProblem(chainAddressProblem(type, input.address));
      // Optional for chain addresses (the seed's form has none); checked when given.
      if (input.payPwd !== '') await deps.payPassword.check(player, input.payPwd, 'payPwd');
    }
    // A new destination for the player's money: with two-factor on, a password alone is not enough.
    await deps.twoFactor.require(playerId, input.otp, { field: 'otp', ip: origin.ip });
    return type;
  }

  return {
    /** `getBankcardlist`: the player's live accounts, oldest first. */
    async listOwn(playerId: string): Promise<WithdrawalAccountView[]> {
      return (await createWithdrawalAccountsRepository({ db }).listLive(playerId)).map(toAccountView);
    },

    /**
     * `addbankcard`. Order: type 1001; Bank: bank/account/username/area 1001, pay password 2057 /
     * 1033; chains: address 1065 / 3010, pay password 1033 when given; two-factor on: code 3090 /
     * 3006 / 3001; then frozen 1069, duplicate 1046, limit 1048.
     */
    async add(
      playerId: string,
      input: AddAccountInput,
      origin: CallOrigin = { ip: null },
    ): Promise<WithdrawalAccountView> {
      const type = await checkDetails(playerId, input, origin);
      const details =
        type === 'Bank'
          ? {
              bank: input.bank.trim(),
              account: input.account.trim(),
              holderName: input.username.trim(),
              area: input.area.trim(),
              address: '',
            }
          : { bank: '', account: '', holderName: '', area: '', address: input.address.trim() };
      const destinationKey = withdrawalDestinationKey(type, details);
      const config = await deps.settings.config(db);
      return inTransaction(db, async (tx) => {
        await lockPlayerCashier(tx, playerId);
        await requireActivePlayer(tx, playerId);
        const repository = createWithdrawalAccountsRepository({ db: tx });
        if (await repository.hasLiveDestination(playerId, destinationKey)) throw accountAlreadyAdded();
        if ((await repository.countLive(playerId)) >= config.maxWithdrawalAccounts)
          throw accountLimitReached();
        const row = await repository
          .insert({ id: randomUUID(), playerId, type, ...details, destinationKey, createdAt: clock.now() })
          .catch((error: unknown) => {
            // Unreachable under the player lock; the unique index is the last line of defence.
            throw isUniqueViolationOf(error, LIVE_DESTINATION_CONSTRAINT) ? accountAlreadyAdded() : error;
          });
        return toAccountView(row);
      });
    },

    /** `delbankcard`: own live accounts only (1032), never while a pending withdrawal uses it (3016). */
    async remove(playerId: string, id: string): Promise<{ id: string }> {
      if (!isUuid(id)) throw withdrawalAccountNotFound('id');
      return inTransaction(db, async (tx) => {
        await lockPlayerCashier(tx, playerId);
        const repository = createWithdrawalAccountsRepository({ db: tx });
        if (!(await repository.findLiveOwn(playerId, id))) throw withdrawalAccountNotFound('id');
        if (await createWithdrawalsRepository({ db: tx }).hasPendingForAccount(id))
          throw accountHasPendingWithdrawal();
        await repository.softDelete(playerId, id, clock.now());
        return { id };
      });
    },
  };
}

export type WithdrawalAccountsService = ReturnType<typeof createWithdrawalAccountsService>;
