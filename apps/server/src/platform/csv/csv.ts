/**
 * CSV files of the console (reports and streamed exports): RFC 4180 (comma, CRLF, quotes doubled),
 * a header row, money as the same decimal strings the screens show. A leading quote mark stops a
 * spreadsheet from running a cell that starts like a formula (=, +, -, @, tab, carriage return);
 * a plain signed number such as `-12.50` is left as it is.
 */
export type CsvValue = string | number | null;

/** Lets Excel read the file as UTF-8 (Vietnamese, Chinese) instead of the system code page. */
export const CSV_BOM = '\uFEFF';

export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of the file, with its CRLF. */
export const csvLine = (row: readonly CsvValue[]) => `${row.map(csvCell).join(',')}\r\n`;

/** A whole (small) file in memory: the reports. Large exports stream `csvLine`s instead. */
export const toCsv = (rows: readonly (readonly CsvValue[])[]) => rows.map(csvLine).join('');
