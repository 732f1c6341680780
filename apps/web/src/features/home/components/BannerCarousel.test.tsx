import { bannersEndpoints } from '@fairround/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@fairround/shared/realtime/testing';
import { renderApp, stubApi } from '../../../test/render-app';
import { homeApi } from '../home-test-data';

const SLIDES = [
  { id: 3, img: `/media/banners/${'a'.repeat(64)}.png`, link: '/activity/1', lang: 'vi', sort: 10 },
  {
    id: 5,
    img: `/media/banners/${'b'.repeat(64)}.webp`,
    link: 'https://example.org/news',
    lang: 'en',
    sort: 20,
  },
  { id: 8, img: `/media/banners/${'c'.repeat(64)}.jpg`, link: null, lang: 'vi', sort: 30 },
];

/** The first render loads the home route's chunk, which is slow on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('home banner carousel', () => {
  it('shows the banners in order, each opening its link', async () => {
    const fetchMock = stubApi(homeApi({ slides: SLIDES }));
    renderApp({ history: ['/'] });
    const carousel = await screen.findByRole('region', { name: 'Biểu ngữ' }, SLOW);
    const images = within(carousel).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(SLIDES.map((slide) => slide.img));
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Biểu ngữ 1/3',
      'Biểu ngữ 2/3',
      'Biểu ngữ 3/3',
    ]);
    const inApp = within(carousel).getByRole('link', { name: 'Biểu ngữ 1/3' });
    expect(inApp.getAttribute('href')).toBe('/activity/1');
    expect(inApp.getAttribute('target')).toBeNull();
    const external = within(carousel).getByRole('link', { name: 'Biểu ngữ 2/3' });
    expect(external.getAttribute('href')).toBe('https://example.org/news');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(carousel).queryByRole('link', { name: 'Biểu ngữ 3/3' })).toBeNull();
    expect(fetchMock.mock.calls.some(([path]) => path === bannersEndpoints.slides.path)).toBe(true);
  });

  it('navigates inside the app when a banner is tapped', async () => {
    stubApi(homeApi({ slides: [{ ...SLIDES[0]!, link: '/fairness?tab=verify' }] }));
    const { router } = renderApp({ history: ['/'] });
    const link = await screen.findByRole('link', { name: 'Biểu ngữ 1/1' }, SLOW);
    await act(async () => {
      fireEvent.click(link);
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/fairness'));
    expect(router.state.location.search).toBe('?tab=verify');
  });

  it('draws nothing, not even an empty box, when there are no banners', async () => {
    stubApi(homeApi({ slides: [] }));
    const { container } = renderApp({ history: ['/'] });
    await screen.findByRole('heading', { name: 'Đăng nhập để chơi' }, SLOW);
    await vi.waitFor(() => expect(container.querySelector('[data-testid="banner-skeleton"]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Biểu ngữ' })).toBeNull();
    expect(container.querySelector('.fr-banner')).toBeNull();
  });

  it('holds the banner’s place while loading, and never makes a link of an unsafe address', async () => {
    let answer: (value: void) => void = () => {};
    const loaded = new Promise<void>((resolve) => (answer = resolve));
    const home = homeApi({ slides: [{ ...SLIDES[0]!, link: 'javascript:alert(1)' }] });
    stubApi(async (path) => {
      if (path === bannersEndpoints.slides.path) await loaded;
      return home(path);
    });
    const { container } = renderApp({ history: ['/'] });
    await screen.findByRole('heading', { name: 'Đăng nhập để chơi' }, SLOW);
    expect(container.querySelector('[data-testid="banner-skeleton"]')).not.toBeNull();
    answer();
    const carousel = await screen.findByRole('region', { name: 'Biểu ngữ' }, SLOW);
    expect(within(carousel).getByRole('img', { name: 'Biểu ngữ 1/1' })).toBeTruthy();
    expect(within(carousel).queryByRole('link')).toBeNull();
  });
});
