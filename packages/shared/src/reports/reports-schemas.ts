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

const money = z.string();
const percent = z.string().nullable();

export const reportRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  fromInstant: z.string(),
  toInstant: z.string(),
});
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** Settled bets of one room (or a total): stakes, payouts, GGR and margin, RTP with its sample. */
export const gamingFiguresShape = {
  stakes: money,
  payouts: money,
  ggr: money,
  /** GGR ÷ stakes as a percentage with two decimals ("1.00"); null without stakes. */
  marginPercent: percent,
  /** Payouts ÷ stakes as a percentage with two decimals; null without stakes. */
  actualRtpPercent: percent,
  /** Stake-weighted P(win) × odds of the lines actually bet; null without stakes. */
  theoreticalRtpPercent: percent,
  /** Settled orders behind these figures. */
  orders: z.number(),
  /** Settled order lines (options) behind these figures. */
  lines: z.number(),
};
export const gamingFiguresSchema = z.object(gamingFiguresShape);
export type GamingFigures = z.infer<typeof gamingFiguresSchema>;

const roomKeyShape = { roomType: z.number(), roomId: z.number(), tab: z.number(), tier: z.string() };
export const roomGamingRowSchema = z.object({ ...gamingFiguresShape, ...roomKeyShape });
export type RoomGamingRow = z.infer<typeof roomGamingRowSchema>;
export const gameGamingRowSchema = z.object({ ...gamingFiguresShape, roomType: z.number() });
export type GameGamingRow = z.infer<typeof gameGamingRowSchema>;

export const queueFigureSchema = z.object({
  count: z.number(),
  oldestAt: z.string().nullable(),
  oldestAgeSeconds: z.number().nullable(),
});
export type QueueFigure = z.infer<typeof queueFigureSchema>;

export const dashboardDaySchema = z.object({
  day: z.string(),
  depositsMinor: z.number(),
  withdrawalsMinor: z.number(),
  stakesMinor: z.number(),
  payoutsMinor: z.number(),
  ggrMinor: z.number(),
  interestPaidMinor: z.number(),
  stakingInMinor: z.number(),
  activePlayers: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardOverviewSchema = z.object({
  range: reportRangeSchema,
  generatedAt: z.string(),
  cashier: z.object({
    deposits: money,
    depositCount: z.number(),
    withdrawals: money,
    withdrawalCount: z.number(),
    adjustments: money,
  }),
  gaming: gamingFiguresSchema,
  byGame: z.array(gameGamingRowSchema),
  byRoom: z.array(roomGamingRowSchema),
  staking: z.object({
    principalOutstanding: money,
    openPositions: z.number(),
    stakedIn: money,
    interestPaid: money,
  }),
  players: z.object({ active: z.number(), online: z.number(), onlineWindowSeconds: z.number() }),
  queues: z.object({
    deposits: queueFigureSchema,
    withdrawals: queueFigureSchema,
    support: queueFigureSchema,
  }),
  series: z.array(dashboardDaySchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

export const ggrReportRowSchema = z.object({ ...gamingFiguresShape, day: z.string(), ...roomKeyShape });
export type GgrReportRow = z.infer<typeof ggrReportRowSchema>;
export const ggrReportSchema = z.object({
  range: reportRangeSchema,
  rows: z.array(ggrReportRowSchema),
  total: gamingFiguresSchema,
});
export type GgrReport = z.infer<typeof ggrReportSchema>;

/** One line of the liability reconciliation: what it is and its signed amount. */
export type ReconciliationLine = { key: string; amount: string };

export const reconciliationSchema = z.object({
  asOf: z.string(),
  /** Σ of every player account's balance, by account type, and their total. */
  players: z.object({ cash: money, withdrawalHold: money, betEscrow: money, staking: money, total: money }),
  /** The ledger's own figure: minus the sum of every house account (double entry sums to zero). */
  ledger: z.object({ houseTotal: money, liability: money }),
  /** Liability rebuilt from movements by reason since the first transfer. */
  movements: z.object({
    deposits: money,
    withdrawalsPaid: money,
    netGamingResult: money,
    adjustmentsToPlayers: money,
    stakingInterestPaid: money,
    other: money,
    expected: money,
  }),
  /** players.total − ledger.liability and players.total − movements.expected; zero when consistent. */
  differences: z.object({ versusLedger: money, versusMovements: money }),
  ok: z.boolean(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reportCsvSchema = z.object({ filename: z.string(), csv: z.string() });
export type ReportCsv = z.infer<typeof reportCsvSchema>;

export const CHECKLIST_ITEM_KEYS = [
  'owner2fa',
  'depositMethod',
  'invitationCode',
  'supportLink',
  'banners',
] as const;
export const firstRunChecklistSchema = z.object({
  items: z.array(z.object({ key: z.enum(CHECKLIST_ITEM_KEYS), done: z.boolean(), path: z.string() })),
  done: z.boolean(),
});
export type FirstRunChecklist = z.infer<typeof firstRunChecklistSchema>;
export type ChecklistItem = FirstRunChecklist['items'][number];
export type ChecklistItemKey = ChecklistItem['key'];
