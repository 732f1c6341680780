import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, undeclaredFieldPath } from './response-serializer.js';

const schema = z.object({ id: z.string(), amount: z.string(), items: z.array(z.object({ n: z.number() })) });
const serializerFor = (reportUndeclaredFields: boolean) =>
  createResponseSerializerCompiler({ reportUndeclaredFields })({
    schema,
    method: 'POST',
    url: '/api/Test/x',
  });

describe('the response serializer', () => {
  it('sends the answer byte for byte as the handler built it, whatever the schema key order', () => {
    const answer = { items: [{ n: 1 }], amount: '1.00', id: 'a' };
    expect(serializerFor(true)(answer)).toBe(JSON.stringify(answer));
  });

  it('refuses an answer that breaks the schema', () => {
    expect(() => serializerFor(false)({ id: 'a', amount: 1, items: [] })).toThrow();
  });

  it('keeps an undeclared field on the wire, and names it under tests', () => {
    const answer = { id: 'a', amount: '1.00', items: [{ n: 1, extra: true }] };
    expect(serializerFor(false)(answer)).toBe(JSON.stringify(answer));
    expect(() => serializerFor(true)(answer)).toThrow('answer field "items.0.extra"');
  });
});

describe('undeclaredFieldPath', () => {
  it('ignores undefined values and non-plain objects', () => {
    expect(undeclaredFieldPath({ a: 1, b: undefined }, { a: 1 })).toBeNull();
    expect(undeclaredFieldPath({ at: new Date(0) }, { at: new Date(0) })).toBeNull();
    expect(undeclaredFieldPath({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toBe('a.c');
  });

  it('names an undeclared field called after an inherited property (issue #23)', () => {
    for (const name of ['toString', 'constructor', 'hasOwnProperty', 'valueOf'])
      expect(undeclaredFieldPath({ a: 1, [name]: 'x' }, { a: 1 }), name).toBe(name);
  });
});
