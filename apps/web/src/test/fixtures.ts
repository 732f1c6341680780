import type { GameInfo, RoomView, UserInfo, VerificationStatus } from '@fairround/shared';

/** The first screen of a file waits for its lazy route module; on a busy machine that takes seconds. */
export const LOAD = { timeout: 10_000 };

/** The signed-in player the screens are tested with, as `/api/user/info` answers; cases override what they are about. */
export function testPlayer(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001',
    username: 'an2024',
    nickname: 'An',
    phone: '+84 ****5678',
    quhao: '+84',
    level: 1,
    levelName: 'bronze',
    money: '100.00',
    leftmoney: '100.00',
    noPassword2: 1,
    invitationCode: 'K7Q2M9',
    turnover: '0.00',
    ...overrides,
  };
}

/**
 * `Verification/status` for a player who has sent nothing while the operator asks for nothing
 * (issue #26 item 4); cases override what they are about.
 */
export function testVerificationStatus(overrides: Partial<VerificationStatus> = {}): VerificationStatus {
  return {
    state: 'none',
    requirement: { mode: 'off', threshold: null },
    requiredNow: false,
    withdrawableBeforeRequired: null,
    draft: { documentType: null, document: false, selfie: false },
    submittedAt: null,
    decidedAt: null,
    rejection: null,
    ...overrides,
  };
}

/** The catalogue's odds of a type-1 room, option 0 to 10. */
export const STANDARD_RATES = [
  '1.98',
  '1.98',
  '1.98',
  '1.98',
  '4.28',
  '3.68',
  '3.68',
  '4.28',
  '17.67',
  '17.67',
  '99',
];

/** The standard USDT room of type 1 (id 111); `rates` are its odds from option 0 on. */
export function testRoom({
  rates = STANDARD_RATES,
  ...overrides
}: Partial<RoomView> & { rates?: string[] } = {}): RoomView {
  return {
    id: 111,
    title: 'Lucky Three · Standard',
    tier: 'standard',
    tab: 1,
    type: 1,
    minjoin: '10.00',
    minbuy: '10.00',
    minLevel: 1,
    enabled: true,
    ...Object.fromEntries(rates.map((rate, index) => [`rate${index}`, rate])),
    ...overrides,
  } as RoomView;
}

/** The round number the room fixtures use. */
export const TEST_SEQNO = '20261126-0042';

/** `room`'s round, open for another two minutes (only what a test changes can close betting). */
export function openRoundInfo(room: RoomView, seqno: string = TEST_SEQNO): GameInfo {
  const now = Date.now();
  return {
    game: {
      id: 'round-1',
      seqno,
      gametype: 1,
      state: 'open',
      opensAt: now - 10_000,
      locksAt: now + 120_000,
      drawsAt: now + 180_000,
      chainId: 'chain-1',
      n: 42,
      initmoney: '100.00',
    },
    room,
    diff: { minute: 0, second: 0 },
    lockSeconds: 60,
    serverTime: now,
    his: [],
  };
}
