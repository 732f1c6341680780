import { CATALOGUES, stakingEndpoints } from '@fairround/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { PRODUCTS } from './finance-test-data';

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
    expect(bronze.getByText('54.75%')).toBeTruthy();
    expect(bronze.getByText('0.15%')).toBeTruthy();
    expect(bronze.getByText('15 ngày')).toBeTruthy();
    expect(bronze.getByText('2.25%')).toBeTruthy();
    expect(bronze.getByText('$100,000.00')).toBeTruthy();
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

    // The pool's reserve state, with the live headroom.
    expect(screen.getByTestId('pool-status').textContent).toContain('$500,000.00');
    expect(screen.getByRole('heading', { name: f.pool.reservedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: f.common.orders }).getAttribute('href')).toBe('/productorder');
    expect(screen.getByRole('link', { name: f.common.rules }).getAttribute('href')).toBe('/productrule');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([stakingEndpoints.products.path]);
  });

  it('shows an empty state when no product is open, and a retry when the call fails', async () => {
    let fail = true;
    stubApi((path) => {
      if (path !== stakingEndpoints.products.path) throw new Error(`unexpected call ${path}`);
      if (fail) return { code: 0, info: 'boom', data: { errCode: 2002 } };
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
