import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Keyset paging over (time desc, uuid desc), for reads too long for OFFSET (exports): page 1,000
 * costs what page 1 does. The time travels as PostgreSQL's own text (microseconds), never through
 * a JS Date (milliseconds), so no row is skipped or read twice.
 */
export type KeysetCursor = { at: string; id: string };

/** The column as the cursor's text; select it beside the row. */
export const keysetText = (column: AnyColumn) => sql<string>`${column}::text`;

/** Rows strictly after the cursor in (time desc, id desc) order; no condition for the first page. */
export function keysetAfter(time: AnyColumn, id: AnyColumn, cursor: KeysetCursor | null): SQL | undefined {
  return cursor ? sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
}

/** The cursor after the last row of a page, or null for an empty page. */
export function keysetOf<R extends { cursorAt: string }>(rows: readonly R[], id: (row: R) => string): KeysetCursor | null {
  const last = rows.at(-1);
  return last ? { at: last.cursorAt, id: id(last) } : null;
}
