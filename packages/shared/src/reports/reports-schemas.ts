import { z } from 'zod';

/**
 * The console's dashboard and reports (docs/reports.md). Days are calendar days of the
 * deployment's time zone; money is a decimal string with the currency's digits, and the chart
 * series carry integer minor units (`…Minor`) so the chart never parses money text.
 */

/** The longest range one dashboard or report call covers, in days. */
export const REPORT_MAX_RANGE_DAYS = 92;
/** How many days the dashboard's charts show, ending on the range's last day. */
export const DASHBOARD_SERIES_DAYS = 30;
/** A player counts as online when one of their live sessions was used this recently. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

const day = z.string().max(10).optional();

/** First and last day (YYYY-MM-DD, inclusive); both default to today. */
export const reportRangeBodyShape = { from: day, to: day };
export type ReportRangeQuery = z.output<z.ZodObject<typeof reportRangeBodyShape>>;

export type ReportRange = { from: string; to: string; timeZone: string; fromInstant: string; toInstant: string };

/** Settled bets of one room (or a total): stakes, payouts, GGR and margin, RTP with its sample. */
export type GamingFigures = {
  stakes: string;
  payouts: string;
  ggr: string;
  /** GGR ÷ stakes as a percentage with two decimals ("1.00"); null without stakes. */
  marginPercent: string | null;
  /** Payouts ÷ stakes as a percentage with two decimals; null without stakes. */
  actualRtpPercent: string | null;
  /** Stake-weighted P(win) × odds of the lines actually bet; null without stakes. */
  theoreticalRtpPercent: string | null;
  /** Settled orders behind these figures. */
  orders: number;
  /** Settled order lines (options) behind these figures. */
  lines: number;
};

export type RoomGamingRow = GamingFigures & { roomType: number; roomId: number; tab: number; tier: string };
export type GameGamingRow = GamingFigures & { roomType: number };

export type QueueFigure = { count: number; oldestAt: string | null; oldestAgeSeconds: number | null };

export type DashboardDay = {
  day: string;
  depositsMinor: number;
  withdrawalsMinor: number;
  stakesMinor: number;
  payoutsMinor: number;
  ggrMinor: number;
  interestPaidMinor: number;
  stakingInMinor: number;
  activePlayers: number;
};

export type DashboardOverview = {
  range: ReportRange;
  generatedAt: string;
  cashier: { deposits: string; depositCount: number; withdrawals: string; withdrawalCount: number; adjustments: string };
  gaming: GamingFigures;
  byGame: GameGamingRow[];
  byRoom: RoomGamingRow[];
  staking: { principalOutstanding: string; openPositions: number; stakedIn: string; interestPaid: string };
  players: { active: number; online: number; onlineWindowSeconds: number };
  queues: { deposits: QueueFigure; withdrawals: QueueFigure; support: QueueFigure };
  series: DashboardDay[];
};

export type GgrReportRow = GamingFigures & { day: string; roomType: number; roomId: number; tab: number; tier: string };
export type GgrReport = { range: ReportRange; rows: GgrReportRow[]; total: GamingFigures };

/** One line of the liability reconciliation: what it is and its signed amount. */
export type ReconciliationLine = { key: string; amount: string };

export type Reconciliation = {
  asOf: string;
  /** Σ of every player account's balance, by account type, and their total. */
  players: { cash: string; withdrawalHold: string; betEscrow: string; staking: string; total: string };
  /** The ledger's own figure: minus the sum of every house account (double entry sums to zero). */
  ledger: { houseTotal: string; liability: string };
  /** Liability rebuilt from movements by reason since the first transfer. */
  movements: {
    deposits: string;
    withdrawalsPaid: string;
    netGamingResult: string;
    adjustmentsToPlayers: string;
    stakingInterestPaid: string;
    other: string;
    expected: string;
  };
  /** players.total − ledger.liability and players.total − movements.expected; zero when consistent. */
  differences: { versusLedger: string; versusMovements: string };
  ok: boolean;
};

export type ReportCsv = { filename: string; csv: string };

export type ChecklistItemKey = 'owner2fa' | 'depositMethod' | 'invitationCode' | 'supportLink' | 'banners';
export type ChecklistItem = { key: ChecklistItemKey; done: boolean; path: string };
export type FirstRunChecklist = { items: ChecklistItem[]; done: boolean };
