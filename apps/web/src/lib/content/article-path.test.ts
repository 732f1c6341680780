import { describe, expect, it } from 'vitest';
import { articleIdOfPath } from './article-path';

describe('articleIdOfPath', () => {
  it('reads the article of a help or info link, with or without a query', () => {
    expect(articleIdOfPath('/help/27')).toBe(27);
    expect(articleIdOfPath('/info/1000?x=1')).toBe(1000);
    expect(articleIdOfPath('/Help/30#top')).toBe(30);
  });

  it('is null for any other path', () => {
    expect(articleIdOfPath('/help/list')).toBeNull();
    expect(articleIdOfPath('/help/0')).toBeNull();
    expect(articleIdOfPath('/help/27/more')).toBeNull();
    expect(articleIdOfPath('/fairness')).toBeNull();
    expect(articleIdOfPath('/responsible')).toBeNull();
  });
});
