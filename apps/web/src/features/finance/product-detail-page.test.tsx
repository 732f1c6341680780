import { CATALOGUES, accountsEndpoints, stakingEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import {
  localNoon,
  PLAYER,
  position,
  positionsPage,
  PRODUCTS,
  proceed,
  proceedsPage,
} from './finance-test-data';

const f = CATALOGUES.vi.web.finance;

const BRONZE = position({ id: '11111111-1111-4111-8111-111111111111', principal: '100000.00' });
const BRONZE_BIG = position({ id: '44444444-4444-4444-8444-444444444444', principal: '200000.00' });
const SILVER = position({ id: '22222222-2222-4222-8222-222222222222', tierId: 2, principal: '300000.00' });

const PROCEEDS = [
  proceed(BRONZE.id, 3, '150.00', localNoon(0)),
  proceed(BRONZE_BIG.id, 1, '300.00', localNoon(0)),
  proceed(SILVER.id, 5, '900.00', localNoon(-1)),
  proceed(BRONZE.id, 2, '150.00', localNoon(-2)),
  proceed(BRONZE.id, 1, '150.00', localNoon(-20)),
];

function serve(proceeds = PROCEEDS) {
  setToken('player-token');
  return stubApi((path) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === stakingEndpoints.products.path) return ok(PRODUCTS);
    if (path === stakingEndpoints.positions.path) return ok(positionsPage([BRONZE_BIG, SILVER, BRONZE]));
    if (path === stakingEndpoints.proceeds.path) return ok(proceedsPage(proceeds));
    throw new Error(`unexpected call ${path}`);
  });
}

const bars = () => screen.queryAllByTestId('chart-bar').map((bar) => Number(bar.getAttribute('data-value')));

describe('/productdetail', () => {
  it('shows the tier’s period and annualised rate, and draws the player’s real daily proceeds of this tier', async () => {
    serve();
    renderApp({ history: ['/productdetail?tier=1'] });
    expect(await screen.findByRole('heading', { name: 'Gói Đồng' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('54.75%').length).toBeGreaterThan(0);
    expect(screen.getByTestId('product-headline').textContent).toContain('0.15% mỗi ngày');
    expect(screen.getByTestId('product-headline').textContent).toContain(
      '54.75% một năm (lãi suất ngày × 365)',
    );
    expect(screen.getByTestId('product-facts').textContent).toContain('15 ngày');

    // 7 days: today (150 + 300 of two bronze positions) and two days ago; silver's day is not this tier's.
    await waitFor(() => expect(bars()).toEqual([15_000, 45_000]), { timeout: 4_000 });
    expect(screen.getByTestId('chart-total').textContent).toBe('$600.00');

    // Annualised: interest ÷ the principal behind it × 365, in basis points.
    fireEvent.click(screen.getByRole('tab', { name: f.chart.annualised }));
    await waitFor(() => expect(bars()).toEqual([5_475, 5_475]));

    // 1 month reaches the day 20 days ago too.
    fireEvent.click(screen.getByRole('tab', { name: f.chart.proceeds }));
    fireEvent.click(screen.getByRole('tab', { name: f.chart.m1 }));
    await waitFor(() => expect(bars()).toEqual([15_000, 15_000, 45_000]));
    expect(screen.getByTestId('chart-total').textContent).toBe('$750.00');
  });

  it('shows an empty state instead of a chart when the player has no proceeds', async () => {
    serve([]);
    renderApp({ history: ['/productdetail?tier=1'] });
    expect(await screen.findByText(f.chart.emptyTitle, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('proceeds-chart')).toBeNull();
  });

  it('asks a visitor to log in for the chart and reads nothing of theirs', async () => {
    const fetchMock = stubApi((path) => {
      if (path === stakingEndpoints.products.path) return ok(PRODUCTS);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/productdetail?tier=2'] });
    expect(await screen.findByText(f.chart.loginTitle, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: f.chart.login }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/productdetail?tier=2')}`,
    );
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([stakingEndpoints.products.path]);
  });
});
