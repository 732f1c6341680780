/** One leaf field of a recorded before/after, by its path (`limits.day`, `rates[2]`). */
export type DiffRow = {
  path: string;
  kind: 'changed' | 'added' | 'removed' | 'same';
  before: unknown;
  after: unknown;
};

const MAX_DEPTH = 8;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf values by path; empty objects and arrays are leaves so they still show. */
export function flatten(value: unknown, prefix = '', depth = 0, into = new Map<string, unknown>()) {
  if (depth < MAX_DEPTH && isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, depth + 1, into);
  } else if (depth < MAX_DEPTH && Array.isArray(value) && value.length > 0) {
    value.forEach((child, index) => flatten(child, `${prefix}[${index}]`, depth + 1, into));
  } else {
    into.set(prefix, value);
  }
  return into;
}

/**
 * Field-by-field comparison of an audit row's before and after, in the order the fields were
 * recorded (before's first, then fields only after has). A missing side (null) counts as empty.
 */
export function diffAudit(before: unknown, after: unknown): DiffRow[] {
  const left = before === null || before === undefined ? new Map<string, unknown>() : flatten(before);
  const right = after === null || after === undefined ? new Map<string, unknown>() : flatten(after);
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths.map((path) => {
    const inBefore = left.has(path);
    const inAfter = right.has(path);
    const was = left.get(path);
    const now = right.get(path);
    let kind: DiffRow['kind'];
    if (!inBefore) kind = 'added';
    else if (!inAfter) kind = 'removed';
    else kind = JSON.stringify(was) === JSON.stringify(now) ? 'same' : 'changed';
    return { path, kind, before: was, after: now };
  });
}

/** A recorded value as text: strings as they are, everything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
