import type { GgrReport, Reconciliation, ReportCsv } from '@fairround/shared';
import { toCsv, type CsvValue } from '../../platform/csv/csv.js';

/**
 * CSV files of the reports; the cell rules (RFC 4180, formula-safe cells) are the platform's
 * (`platform/csv/csv.ts`), shared with the console's streamed exports.
 */
export const GGR_CSV_HEADER = [
  'day',
  'room_type',
  'room_id',
  'tab',
  'tier',
  'orders',
  'lines',
  'stakes',
  'payouts',
  'ggr',
  'margin_percent',
  'actual_rtp_percent',
  'theoretical_rtp_percent',
];

export function ggrCsv(report: GgrReport): ReportCsv {
  const rows = report.rows.map((row) => [
    row.day,
    row.roomType,
    row.roomId,
    row.tab,
    row.tier,
    row.orders,
    row.lines,
    row.stakes,
    row.payouts,
    row.ggr,
    row.marginPercent,
    row.actualRtpPercent,
    row.theoreticalRtpPercent,
  ]);
  const total = report.total;
  rows.push([
    'total',
    null,
    null,
    null,
    null,
    total.orders,
    total.lines,
    total.stakes,
    total.payouts,
    total.ggr,
    total.marginPercent,
    total.actualRtpPercent,
    total.theoreticalRtpPercent,
  ]);
  return {
    filename: `ggr-${report.range.from}-${report.range.to}.csv`,
    csv: toCsv([GGR_CSV_HEADER, ...rows]),
  };
}

export function reconciliationCsv(report: Reconciliation): ReportCsv {
  const rows: CsvValue[][] = [
    ['line', 'amount'],
    ['players_cash', report.players.cash],
    ['players_withdrawal_hold', report.players.withdrawalHold],
    ['players_bet_escrow', report.players.betEscrow],
    ['players_staking', report.players.staking],
    ['players_total', report.players.total],
    ['house_accounts_total', report.ledger.houseTotal],
    ['ledger_liability', report.ledger.liability],
    ['deposits', report.movements.deposits],
    ['withdrawals_paid', report.movements.withdrawalsPaid],
    ['net_gaming_result', report.movements.netGamingResult],
    ['adjustments_to_players', report.movements.adjustmentsToPlayers],
    ['staking_interest_paid', report.movements.stakingInterestPaid],
    ['other_movements', report.movements.other],
    ['expected_liability', report.movements.expected],
    ['difference_vs_ledger', report.differences.versusLedger],
    ['difference_vs_movements', report.differences.versusMovements],
  ];
  return { filename: `reconciliation-${report.asOf.slice(0, 10)}.csv`, csv: toCsv(rows) };
}
