import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from './request-text.js';

describe('unstorable request text', () => {
  it('finds U+0000 and lone surrogates wherever they sit, keys included', () => {
    expect(unstorableTextPath({ name: 'a\u0000b' })).toEqual(['name']);
    expect(unstorableTextPath({ links: [{ name: 'ok' }, { name: '\ud800' }] })).toEqual(['links', 1, 'name']);
    expect(unstorableTextPath({ info: [[0, '\udfff']] })).toEqual(['info', 0, 1]);
    expect(unstorableTextPath({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
  });

  it('lets any well-formed text through, astral characters included', () => {
    expect(
      unstorableTextPath({ name: 'Nguyễn 漢字 👨‍👩‍👧‍👦 \ud83d\ude00', nested: [{ n: 1, b: null }] }),
    ).toBeNull();
  });
});
