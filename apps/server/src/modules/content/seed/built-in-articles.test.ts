import { BUILT_IN_ARTICLE_IDS, CATALOGUES, fromApiLanguage, type ApiLanguage } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ARTICLES } from './built-in-articles.js';

const LANGUAGES: readonly ApiLanguage[] = ['vi', 'en', 'chs', 'cht'];
const webOf = (language: ApiLanguage) => CATALOGUES[fromApiLanguage(language)].web;

/** The text of every link to `path` in an article body. */
function linkTexts(html: string, path: string): string[] {
  return [...html.matchAll(new RegExp(`<a href="${path}">([^<]*)</a>`, 'g'))].map((match) => match[1]!);
}

describe('built-in articles', () => {
  it('name the screens they link to by the titles the app shows, in each language', () => {
    for (const article of BUILT_IN_ARTICLES)
      for (const language of LANGUAGES) {
        const { html } = article[language];
        const web = webOf(language);
        for (const text of linkTexts(html, '/fairness')) expect(text).toBe(web.fairness.title);
        for (const text of linkTexts(html, '/responsible')) expect(text).toBe(web.protection.title);
      }
  });

  it('send questions to the support screen by its tab’s real name', () => {
    for (const language of LANGUAGES) {
      const web = webOf(language);
      const introduction = BUILT_IN_ARTICLES.find(
        (article) => article.id === BUILT_IN_ARTICLE_IDS.introduction,
      )![language].html;
      expect(introduction).toContain(web.support.title);
      expect(introduction).toContain(web.home.quick.support);
      // The tab's label as the tab bar shows it, quoted or named as a tab.
      expect(introduction).toMatch(
        new RegExp(`(tab ${web.nav.service}|the ${web.nav.service} tab|“${web.nav.service}”标签|「${web.nav.service}」分頁)`),
      );
    }
    const everything = BUILT_IN_ARTICLES.flatMap((article) => LANGUAGES.map((language) => article[language].html));
    expect(everything.join('\n')).not.toContain('tab Dịch vụ');
  });
});
