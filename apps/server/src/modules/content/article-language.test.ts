import { describe, expect, it } from 'vitest';
import { fallbackOrder, textsFor } from './article-language.js';
import type { articles } from './content.tables.js';

const row = (fields: Partial<typeof articles.$inferSelect>): typeof articles.$inferSelect => ({
  id: 1,
  category: 9,
  titleChs: '',
  titleEn: '',
  titleCht: '',
  titleVi: '',
  contentChs: '',
  contentEn: '',
  contentCht: '',
  contentVi: '',
  img: null,
  published: true,
  sort: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  publishedAt: new Date(0),
  ...fields,
});

describe('article language fallback', () => {
  it('answers the asked language when it is filled', () => {
    const texts = textsFor(
      row({ titleVi: 'Xin chào', contentVi: '<p>vi</p>', titleEn: 'Hello', contentEn: '<p>en</p>' }),
      'vi',
    );
    expect(texts).toEqual({ title: 'Xin chào', content: '<p>vi</p>', language: 'vi' });
  });

  it('falls back to English, then Vietnamese, and between the Chinese scripts first', () => {
    expect(fallbackOrder('vi')).toEqual(['vi', 'en-US', 'zh-CN', 'zh-TW']);
    expect(fallbackOrder('zh-TW')).toEqual(['zh-TW', 'zh-CN', 'en-US', 'vi']);
    const onlyEnglish = row({ titleEn: 'Hello', contentEn: '<p>en</p>' });
    expect(textsFor(onlyEnglish, 'zh-CN')).toEqual({
      title: 'Hello',
      content: '<p>en</p>',
      language: 'en-US',
    });
    const simplified = row({
      titleChs: '简体',
      contentChs: '<p>简</p>',
      titleVi: 'V',
      contentVi: '<p>v</p>',
    });
    expect(textsFor(simplified, 'zh-TW').language).toBe('zh-CN');
    expect(textsFor(simplified, 'en-US').language).toBe('vi');
  });

  it('keeps title and body in one language, a missing body falling back on its own', () => {
    const texts = textsFor(row({ titleVi: 'Tiêu đề', titleEn: 'Title', contentEn: '<p>en body</p>' }), 'vi');
    expect(texts).toEqual({ title: 'Tiêu đề', content: '<p>en body</p>', language: 'vi' });
  });
});
