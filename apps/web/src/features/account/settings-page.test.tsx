import { BUILT_IN_ARTICLE_IDS, CATALOGUES, accountsEndpoints, contentEndpoints } from '@fairround/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { LOAD, testPlayer } from '../../test/fixtures';
import { ok, renderApp, stubApi } from '../../test/render-app';

const settings = CATALOGUES.vi.web.account.settings;
const TITLES: Record<number, string> = {
  [BUILT_IN_ARTICLE_IDS.terms]: 'Điều khoản sử dụng',
  [BUILT_IN_ARTICLE_IDS.privacy]: 'Quyền riêng tư',
};

describe('/my_set', () => {
  it('leads to the terms of use and the privacy policy, the built-in help articles', async () => {
    setToken('player-token');
    stubApi((path, body) => {
      if (path === accountsEndpoints.userInfo.path) return ok(testPlayer());
      if (path === contentEndpoints.detail.path) {
        const id = Number(body.id);
        const title = TITLES[id] ?? 'Bài khác';
        return ok({
          id,
          category: 9,
          title,
          content: `<p>Nội dung ${id}</p>`,
          lang: 'vi',
          img: null,
          publishedAt: null,
          read: false,
        });
      }
      return ok(null);
    });
    const { router } = renderApp({ history: ['/user', '/my_set'] });
    const menu = await screen.findByRole('navigation', { name: settings.title }, LOAD);

    const terms = within(menu).getByRole('link', { name: settings.terms });
    const privacy = within(menu).getByRole('link', { name: settings.privacy });
    expect(terms.getAttribute('href')).toBe(`/help/${BUILT_IN_ARTICLE_IDS.terms}`);
    expect(privacy.getAttribute('href')).toBe(`/help/${BUILT_IN_ARTICLE_IDS.privacy}`);

    fireEvent.click(terms);
    expect(await screen.findByRole('heading', { level: 2, name: 'Điều khoản sử dụng' }, LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/help/${BUILT_IN_ARTICLE_IDS.terms}`);

    await act(() => router.navigate(-1));
    fireEvent.click(
      within(await screen.findByRole('navigation', { name: settings.title })).getByRole('link', {
        name: settings.privacy,
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Quyền riêng tư' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/help/${BUILT_IN_ARTICLE_IDS.privacy}`);
  });
});
