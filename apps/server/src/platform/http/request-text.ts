/**
 * Text no column can store: PostgreSQL's `text` refuses U+0000 and `jsonb` refuses a lone UTF-16
 * surrogate (JSON can carry both as `\u` escapes). No client means to send either, so a body that
 * holds one is refused at validation (1001 with the field) instead of failing in the database.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

type Path = (string | number)[];

/** The path of the first string or object key in `value` that holds unstorable text, else null. */
export function unstorableTextPath(value: unknown): Path | null {
  // An explicit stack: a body may nest deeply (`order_info` is any JSON) without costing the call stack.
  const stack: { value: unknown; path: Path }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const isArray = Array.isArray(current);
    for (const [key, child] of Object.entries(current)) {
      if (!isArray && isUnstorable(key)) return [...path, key];
      stack.push({ value: child, path: [...path, isArray ? Number(key) : key] });
    }
  }
  return null;
}
