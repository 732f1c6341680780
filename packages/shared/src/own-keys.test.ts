import { describe, expect, it } from 'vitest';
import { isOwnKey, ownValue } from './own-keys.js';

const MAP: Record<string, number> = { one: 1, zero: 0 };

describe('own-key lookups', () => {
  it('find the keys the map holds itself, falsy values included', () => {
    expect(ownValue(MAP, 'one')).toBe(1);
    expect(ownValue(MAP, 'zero')).toBe(0);
    expect(isOwnKey(MAP, 'one')).toBe(true);
  });

  it.each(['toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty'])(
    'find nothing under the inherited name %s',
    (name) => {
      expect(ownValue(MAP, name)).toBeUndefined();
      expect(isOwnKey(MAP, name)).toBe(false);
    },
  );
});
