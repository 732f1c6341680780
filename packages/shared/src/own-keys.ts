/**
 * Lookups by a key a client can choose (a request's `lang`, a filter alias, a channel name, a
 * stored code). A plain object answers `'toString' in map` and `map['constructor']` from
 * Object.prototype, so an unknown key must be refused by an own-property check, never by `in` or
 * by `map[key] ?? fallback` (issue #23: `lang: "toString"` crashed the socket path and answered
 * HTTP 500 on every route). Lint refuses the unguarded forms (eslint-rules/own-keys.js).
 */

/** True when `map` holds `key` itself; narrows `key` to the map's keys. */
export function isOwnKey<T extends object>(map: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(map, key);
}

/** The value `map` holds under `key` itself, or undefined: never one inherited from Object.prototype. */
export function ownValue<T extends object>(map: T, key: PropertyKey): T[keyof T] | undefined {
  const record = map as Record<PropertyKey, T[keyof T]>;
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
