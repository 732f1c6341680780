import {
  formatMoney,
  vipLevelKey,
  withdrawableFrom,
  type MinorUnits,
  type UserInfo,
} from '@fairround/shared';
import type { Executor } from '../../platform/db/database.js';
import { requiredTurnoverMinor } from '../cashier/cashier.players.js';
import type { PlayerBalances } from '../ledger/ledger.types.js';
import type { PlayerRow } from './players.repository.js';
import { createTwoFactorRepository } from './two-factor/two-factor.repository.js';

/**
 * What a player may withdraw now (`leftmoney`). PRODUCT.md §4 and docs/cashier.md: cash minus
 * the unmet part of the turnover requirement (Σ approved deposit × the operator's multiple,
 * against the player's lifetime settled turnover), never below zero.
 */
export function withdrawableMinor(
  balances: PlayerBalances,
  turnover: { requiredMinor: MinorUnits; achievedMinor: MinorUnits },
): MinorUnits {
  return withdrawableFrom(balances.cash, turnover);
}

/** "+84 ****5678": enough for the player to recognise the number, not enough to reuse it. */
export function maskPhone(quhao: string, phone: string): string {
  return `${quhao} ****${phone.slice(-4)}`;
}

export async function toUserInfo(
  player: PlayerRow,
  balances: PlayerBalances,
  minorDigits: number,
  executor: Executor,
): Promise<UserInfo> {
  const requiredMinor = await requiredTurnoverMinor(executor, player.id);
  const turnover = { requiredMinor, achievedMinor: player.turnover };
  return {
    id: player.id,
    username: player.username,
    nickname: player.nickname,
    phone: maskPhone(player.quhao, player.phone),
    quhao: player.quhao,
    level: player.level,
    levelName: vipLevelKey(player.level),
    money: formatMoney(balances.cash, minorDigits),
    leftmoney: formatMoney(withdrawableMinor(balances, turnover), minorDigits),
    noPassword2: player.payPasswordHash ? 0 : 1,
    invitationCode: player.invitationCode,
    turnover: formatMoney(player.turnover, minorDigits),
    twoFactor: await createTwoFactorRepository({ db: executor }).isEnabled(player.id),
  };
}
