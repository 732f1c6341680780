import { ErrorCode, CATALOGUES, stakingEndpoints } from '@fairround/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { FRESH_PRODUCTS, PRODUCTS } from './finance-test-data';

const f = CATALOGUES.vi.web.finance;

describe('/finance', () => {
  it('lists the products from the API with rate, period, total return and their actions', async () => {
    const fetchMock = stubApi((path) => {
      if (path === stakingEndpoints.products.path) return ok(PRODUCTS);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/finance'] });
    const cards = await screen.findAllByTestId('product-card', {}, { timeout: 10_000 });
    expect(cards).toHaveLength(4);

    const bronze = within(cards[0]!);
    expect(bronze.getByRole('heading', { name: 'Gói Đồng' })).toBeTruthy();
    // The daily rate and the term lead; the example is what the server's rule pays on it.
    const headline = bronze.getByTestId('product-headline').textContent;
    expect(headline).toContain('0.15% mỗi ngày');
    expect(headline).toContain('15 ngày');
    expect(headline).toContain('$100,000.00 trong 15 ngày → lãi $2,250.00');
    expect(headline).toContain('54.75% một năm');
    expect(bronze.getAllByText('$100,000.00').length).toBeGreaterThan(0);
    expect(bronze.getByRole('link', { name: f.common.details }).getAttribute('href')).toBe(
      '/productdetail?tier=1',
    );
    expect(bronze.getByRole('link', { name: f.common.transferIn }).getAttribute('href')).toBe(
      '/producttransferin?tier=1',
    );

    // A product the reserve cannot back says so and offers no transfer-in.
    const platinum = within(cards[3]!);
    expect(platinum.getByText(f.products.poolFull)).toBeTruthy();
    expect(platinum.queryByRole('link', { name: f.common.transferIn })).toBeNull();

    // The pool's reserve state: what remains of the reserve and what is free for new savings.
    expect(screen.getByTestId('reserve-remaining').textContent).toContain('$620,000.00');
    expect(screen.getByTestId('pool-status').textContent).toContain('$500,000.00');
    expect(screen.getByRole('heading', { name: f.pool.reservedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: f.common.orders }).getAttribute('href')).toBe('/productorder');
    expect(screen.getByRole('link', { name: f.common.rules }).getAttribute('href')).toBe('/productrule');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([stakingEndpoints.products.path]);
  });

  it('says "not open yet" on a fresh install with no reserve funded, never "full"', async () => {
    stubApi((path) => {
      if (path === stakingEndpoints.products.path) return ok(FRESH_PRODUCTS);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/finance'] });
    const cards = await screen.findAllByTestId('product-card', {}, { timeout: 10_000 });
    expect(cards).toHaveLength(2);
    const status = screen.getByTestId('pool-status');
    expect(status.getAttribute('data-state')).toBe('notOpen');
    expect(within(status).getByRole('heading', { name: f.pool.notOpenTitle })).toBeTruthy();
    expect(screen.queryByTestId('reserve-remaining')).toBeNull();
    for (const card of cards) {
      expect(within(card).getByText(f.products.notOpen)).toBeTruthy();
      expect(within(card).queryByText(f.products.poolFull)).toBeNull();
      expect(within(card).queryByRole('link', { name: f.common.transferIn })).toBeNull();
    }
    expect(within(cards[1]!).getByTestId('product-headline').textContent).toContain(
      '$100.00 trong 30 ngày → lãi $0.30',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(f.products.title);
  });

  it('is open to a visitor: products, example and reserve without a session, transfer-in asks to log in later', async () => {
    const fetchMock = stubApi((path) => {
      if (path === stakingEndpoints.products.path) return ok(PRODUCTS);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/finance'] });
    const cards = await screen.findAllByTestId('product-card', {}, { timeout: 10_000 });
    expect(cards).toHaveLength(4);
    expect(screen.getByTestId('pool-status').getAttribute('data-state')).toBe('reserved');
    expect(within(cards[0]!).getByRole('link', { name: f.common.transferIn })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([stakingEndpoints.products.path]);
  });

  it('shows an empty state when no product is open, and a retry when the call fails', async () => {
    let fail = true;
    stubApi((path) => {
      if (path !== stakingEndpoints.products.path) throw new Error(`unexpected call ${path}`);
      if (fail) return { code: 0, info: 'boom', data: { errCode: ErrorCode.UnknownError } };
      return ok({ ...PRODUCTS, list: [] });
    });
    renderApp({ history: ['/finance'] });
    const retry = await screen.findByRole(
      'button',
      { name: CATALOGUES.vi.web.common.retry },
      { timeout: 10_000 },
    );
    expect(screen.getByText(f.common.failed)).toBeTruthy();
    fail = false;
    retry.click();
    expect(await screen.findByText(f.products.emptyTitle)).toBeTruthy();
  });
});
