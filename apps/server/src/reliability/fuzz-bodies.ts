import { createHash } from 'node:crypto';
import { ownValue } from '@fairround/shared';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * Request bodies for the schema fuzz, generated from each route's own zod body schema (through
 * its JSON Schema, the form the OpenAPI document shows) and then broken on purpose. fast-check
 * does the sampling; its seed comes from the run's seed and the route, so one route's bodies can
 * be replayed with `FUZZ_SEED` whatever the other routes do.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** One call of the fuzz: a JSON body, or raw text sent with its own content type. */
export type FuzzRequest = { kind: string; body: unknown; raw?: string; contentType?: string };

/** Values for fields the schema alone cannot make meaningful (a live round id, an own card id). */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

/** Fields the platform reads itself; the caller sets `token`, the fuzz sets `lang` on purpose. */
const ENVELOPE_FIELDS = new Set(['lang', 'token']);
/** Generated strings and numbers stay small: enough to pass the schema, cheap to send. */
const GENERATED_STRING_MAX = 24;
const GENERATED_INTEGER_RANGE = 1_000_000;

/** fast-check's seed for one route: the run's seed and the route path, hashed. */
export function routeSeed(runSeed: string, path: string): number {
  return createHash('sha256').update(`${runSeed}|${path.toLowerCase()}`).digest().readInt32LE(0);
}

/** The JSON Schema of a route's zod body as a request sees it (defaults optional). */
export function jsonSchemaOf(body: unknown): JsonSchema {
  if (!(body instanceof z.ZodType)) return { type: 'object', properties: {} };
  return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : schema.maximum;
  const min = Math.max(low ?? -GENERATED_INTEGER_RANGE, -GENERATED_INTEGER_RANGE);
  const max = Math.min(high ?? GENERATED_INTEGER_RANGE, GENERATED_INTEGER_RANGE);
  return fc.integer({ min: Math.min(min, max), max: Math.max(min, max) });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? GENERATED_STRING_MAX, minLength + GENERATED_STRING_MAX),
  );
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .stringMatching(pattern)
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  }
  // Graphemes count as one but may be several UTF-16 units, which is what a schema's length counts.
  return fc
    .string({ minLength, maxLength, unit: 'grapheme' })
    .filter((value) => value.length <= (schema.maxLength ?? Infinity));
}

function typedArbitrary(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectArbitrary(schema, {});
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + 3));
      return fc.array(arbitraryOf(schema.items ?? {}), { minLength, maxLength });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.oneof(
        integerArbitrary(schema),
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A value the schema accepts (patterns, enums, bounds and required keys honoured). */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryOf));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => typedArbitrary(type, schema)));
  if (schema.type) return typedArbitrary(schema.type, schema);
  if (schema.properties) return objectArbitrary(schema, {});
  return fc.anything({ maxDepth: 2 });
}

function objectArbitrary(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {}).filter(([name]) => !ENVELOPE_FIELDS.has(name));
  const shape = Object.fromEntries(
    entries.map(([name, property]) => [name, ownValue(hints, name) ?? arbitraryOf(property)]),
  );
  const required = (schema.required ?? []).filter((name) => Object.hasOwn(shape, name));
  // A hinted field is always sent: it is what lets the body reach past the first checks.
  const requiredKeys = [...new Set([...required, ...Object.keys(hints).filter((name) => Object.hasOwn(shape, name))])];
  return fc.record(shape, { requiredKeys });
}

/** A body the route's schema should accept, with hinted fields set to meaningful values. */
export function validBodyArbitrary(schema: JsonSchema, hints: FieldHints = {}) {
  return objectArbitrary(schema, hints);
}

// ---- mutations ----------------------------------------------------------------------------

/** Amounts every money parser must refuse or read exactly: signs, floats, huge, words, look-alikes. */
// prettier-ignore
const ODD_AMOUNTS: unknown[] = [
  -1, 0, -0.01, 0.001, 1.5, 1e21, 1e308, -1e308, 2 ** 53 + 2, Number.MIN_VALUE,
  '-1', '0', '-0', '0.001', '1.234', '1e5', '1e-7', '0x10', ' 12 ', '+5', '.5', '5.', '00012', '1,000',
  'NaN', 'Infinity', '-Infinity', '', 'abc', '9'.repeat(40), '-' + '9'.repeat(39), '１２３', '١٢٣',
  // Short enough for id, cursor and sequence fields, too large for the integer columns behind them.
  '2147483648', '9223372036854775808', '99999999999999999999', '-9999999999999999999', '1e400',
];
/**
 * Names every plain object inherits: a lookup by a client's key finds them unless it checks own
 * keys (issue #23: `lang: "toString"` ended the process through the socket and answered 500 on
 * every route; a records filter `"valueOf"` answered 500 before it).
 */
export const PROTOTYPE_NAMES = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'] as const;

/** Strings a text column, a log line or a renderer may choke on. */
// prettier-ignore
const ODD_STRINGS: unknown[] = [
  ...PROTOTYPE_NAMES,
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFF\uD800', '\u202Eevil\u202C', '👨‍👩‍👧‍👦'.repeat(40),
  'Z̷̢̛a̴l̶g̵o̷'.repeat(30), 'Nguyễn Văn Ánh', '漢字測試', "'; drop table players; --",
  '<script>alert(1)</script>', '${process.env.X}', '%s%n%x', '\r\n\r\n', '\\', '../../etc/passwd',
  'x'.repeat(300), 'x'.repeat(5_000), 'é'.repeat(20_000), 'x'.repeat(70_000),
  // Days that are not on the calendar, for the date filters.
  '2026-02-30', '2026-13-01', '0000-00-00', '9999-12-31', '1900-01-01', '2026-1-1', '2026/01/01',
];
/** The wrong kind of JSON value for any field. */
// prettier-ignore
const ODD_TYPES: unknown[] = [null, true, false, [], {}, [[]], { nested: { deeper: [1, 'x', null] } }, -1, 1e308, 'true'];
/** Fields a client must never be able to set: money, roles, someone else's identity. */
// prettier-ignore
const PRIVILEGED_FIELDS = [
  'balance', 'role', 'user_id', 'userId', 'playerId', 'player_id', 'staffId', 'level', 'status', 'is_admin',
  'twoFactorEnabled', 'createdAt',
];
const privilegedValue = (name: string, victimId: string): unknown => {
  if (/id$/i.test(name)) return victimId;
  if (name === 'role') return 'owner';
  if (name === 'balance') return '99999999.00';
  if (name === 'level') return 99;
  if (name === 'status') return 'active';
  return true;
};
/** Bodies that are not a JSON object at all, or not JSON. */
const RAW_BODIES: { raw: string; contentType?: string }[] = [
  { raw: '{' },
  { raw: '' },
  { raw: 'not json' },
  { raw: '{"__proto__":{"isAdmin":true},"amount":"1"}' },
  { raw: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { raw: '{"money":1e999,"amount":1e999,"id":1e999}' },
  { raw: `${'['.repeat(2_000)}${']'.repeat(2_000)}` },
  { raw: '{"token":"x"}', contentType: 'text/plain' },
  { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
];
const ODD_ENVELOPE: Record<string, unknown[]> = {
  lang: [12345, ['en'], {}, 'x'.repeat(100), '', 'zz', null, '\u0000', ...PROTOTYPE_NAMES],
  token: [12345, {}, [], '', 'x'.repeat(300), null, '\u0000', ...PROTOTYPE_NAMES],
};

type Path = (string | number)[];

/** Every place a value sits in `body`, plus the schema's top-level fields even when absent. */
function pathsOf(body: unknown, topLevel: string[]): Path[] {
  const paths: Path[] = topLevel.map((name) => [name]);
  const walk = (value: unknown, path: Path, depth: number) => {
    if (depth > 3 || value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const next = [...path, Array.isArray(value) ? Number(key) : key];
      if (depth > 0 || !topLevel.includes(key)) paths.push(next);
      walk(child, next, depth + 1);
    }
  };
  walk(body, [], 0);
  return paths;
}

function setAt(body: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = Object.hasOwn(target, key) ? target[key] : undefined;
    if (next === null || typeof next !== 'object') return copy;
    target = next as Record<string | number, unknown>;
  }
  // Defined, not assigned: a field named `__proto__` is sent as a field, not a prototype change.
  Object.defineProperty(target, path[path.length - 1]!, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function valueMutation(body: Record<string, unknown>, topLevel: string[], kind: string, values: unknown[]) {
  const paths = pathsOf(body, topLevel);
  const path = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<Path>(['extra']);
  return fc.tuple(path, fc.constantFrom(...values)).map(([at, value]): FuzzRequest => ({
    kind: `${kind} at ${at.join('.')}`,
    body: setAt(body, at, value),
  }));
}

function missingMutation(body: Record<string, unknown>, required: string[]) {
  const keys = [...new Set([...required, ...Object.keys(body)])];
  return fc.constantFrom('*', ...keys).map((key): FuzzRequest => {
    if (key === '*') return { kind: 'missing every field', body: {} };
    const { [key]: _left, ...copy } = body;
    return { kind: `missing ${key}`, body: copy };
  });
}

function extraFieldsMutation(body: Record<string, unknown>, victimId: string) {
  return fc.subarray(PRIVILEGED_FIELDS, { minLength: 1, maxLength: 4 }).map((names): FuzzRequest => ({
    kind: `extra ${names.join(',')}`,
    body: { ...body, ...Object.fromEntries(names.map((name) => [name, privilegedValue(name, victimId)])) },
  }));
}

function notAnObjectMutation(body: Record<string, unknown>) {
  const values: unknown[] = [[], 'text', 0, null, true, [body]];
  return fc.oneof(
    fc
      .constantFrom(...values)
      .map((value): FuzzRequest => ({ kind: `body ${JSON.stringify(value).slice(0, 20)}`, body: value })),
    fc
      .constantFrom(...RAW_BODIES)
      .map((raw): FuzzRequest => ({ kind: `raw ${raw.raw.slice(0, 20)}`, body: null, ...raw })),
  );
}

function envelopeMutation(body: Record<string, unknown>) {
  return fc
    .constantFrom('lang', 'token')
    .chain((field) =>
      fc
        .constantFrom(...ODD_ENVELOPE[field]!)
        .map((value): FuzzRequest => ({ kind: `envelope ${field}`, body: { ...body, [field]: value } })),
    );
}

/**
 * A valid body broken one way: odd amounts, odd strings or wrong types at any field (nested ones
 * too), a field left out, privileged fields added, the envelope's own fields spoiled, or a body
 * that is not a JSON object. `victimId` is another player's id, the value of forged id fields.
 */
export function mutatedRequestArbitrary(
  schema: JsonSchema,
  hints: FieldHints,
  victimId: string,
): fc.Arbitrary<FuzzRequest> {
  const topLevel = Object.keys(schema.properties ?? {}).filter((name) => !ENVELOPE_FIELDS.has(name));
  const required = (schema.required ?? []).filter((name) => !ENVELOPE_FIELDS.has(name));
  return validBodyArbitrary(schema, hints).chain((body) =>
    fc.oneof(
      { arbitrary: valueMutation(body, topLevel, 'amount', ODD_AMOUNTS), weight: 4 },
      { arbitrary: valueMutation(body, topLevel, 'text', ODD_STRINGS), weight: 4 },
      { arbitrary: valueMutation(body, topLevel, 'type', ODD_TYPES), weight: 3 },
      { arbitrary: missingMutation(body, required), weight: 2 },
      { arbitrary: extraFieldsMutation(body, victimId), weight: 2 },
      { arbitrary: notAnObjectMutation(body), weight: 1 },
      { arbitrary: envelopeMutation(body), weight: 1 },
    ),
  );
}

// ---- prototype names, everywhere ----------------------------------------------------------

/** Whether a value the schema accepts here may be a string (a string, a string enum, an alternative). */
function takesString(schema: JsonSchema): boolean {
  if (typeof schema.const === 'string') return true;
  if (schema.enum?.some((value) => typeof value === 'string')) return true;
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) return true;
  return (schema.anyOf ?? schema.oneOf ?? []).some(takesString);
}

/** Every place the schema puts a string: top-level fields, nested fields, array items (as index 0). */
export function stringFieldPaths(schema: JsonSchema, at: Path = [], depth = 0): Path[] {
  if (depth > 3) return [];
  const found: Path[] = at.length > 0 && takesString(schema) ? [at] : [];
  for (const alternative of [schema, ...(schema.anyOf ?? schema.oneOf ?? [])]) {
    for (const [name, property] of Object.entries(alternative.properties ?? {})) {
      if (depth === 0 && ENVELOPE_FIELDS.has(name)) continue;
      found.push(...stringFieldPaths(property, [...at, name], depth + 1));
    }
    if (alternative.items) found.push(...stringFieldPaths(alternative.items, [...at, 0], depth + 1));
  }
  const seen = new Set<string>();
  return found.filter((path) => !seen.has(path.join('.')) && seen.add(path.join('.')));
}

/** Whether `body` has the containers `path` goes through (a top-level field may be absent). */
function reaches(body: unknown, path: Path): boolean {
  let value = body;
  for (const key of path.slice(0, -1)) {
    if (value === null || typeof value !== 'object') return false;
    const record = value as Record<string | number, unknown>;
    value = Object.hasOwn(record, key) ? record[key] : undefined;
  }
  return value !== null && typeof value === 'object';
}

/**
 * A valid body with each prototype name in each of the schema's string fields in turn, and as
 * `lang`: not sampled but every one, so every route meets every name wherever it reads a string.
 */
export function prototypeNameRequests(schema: JsonSchema, body: Record<string, unknown>): FuzzRequest[] {
  const paths = stringFieldPaths(schema).filter((path) => reaches(body, path));
  return PROTOTYPE_NAMES.flatMap((name) => [
    { kind: `prototype name ${name} as lang`, body: { ...body, lang: name } },
    ...paths.map((path) => ({ kind: `prototype name ${name} at ${path.join('.')}`, body: setAt(body, path, name) })),
  ]);
}

/** `count` samples of `arbitrary` for this seed: the same seed gives the same list. */
export function sampleWithSeed<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return count > 0 ? fc.sample(arbitrary, { seed, numRuns: count }) : [];
}
