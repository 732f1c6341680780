import type { GgrReport, Reconciliation, ReportCsv } from '@fairround/shared';

/**
 * CSV files of the reports: RFC 4180 (comma, CRLF, quotes doubled), a header row, money as the
 * same decimal strings the screens show, percentages without the sign. A leading quote mark
 * stops a spreadsheet from running a cell that starts like a formula.
 */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const toCsv = (rows: (string | number | null)[][]) => rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

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
  const rows: (string | number | null)[][] = [
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
