import { CATALOGUES, accountsEndpoints, stakingEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, TEST_CONFIG } from '../../test/render-app';
import { localNoon, PLAYER, position, positionsPage, proceed, proceedsPage } from './finance-test-data';

const f = CATALOGUES.vi.web.finance;

const OPEN = position({ id: '11111111-1111-4111-8111-111111111111', principal: '100000.00' });
const MATURED = position({
  id: '22222222-2222-4222-8222-222222222222',
  tierId: 2,
  label: 'Gói Bạc',
  principal: '300000.00',
  dailyRateBps: 30,
  dailyRate: '0.30',
  periodDays: 30,
  totalInterest: '27000.00',
  interestPaid: '27000.00',
  interestRemaining: '0.00',
  daysPaid: 30,
  status: 'matured',
  openedAt: '2026-09-01T03:00:00.000Z',
  maturesAt: '2026-10-01T03:00:00.000Z',
  maturedAt: '2026-10-01T03:00:05.000Z',
  nextAccrualAt: null,
});
const TOTALS = { openPrincipal: '100000.00', interestPaid: '27450.00', interestRemaining: '1800.00' };

function serve(positions: (body: Record<string, unknown>) => ReturnType<typeof positionsPage>) {
  setToken('player-token');
  return stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === stakingEndpoints.positions.path) return ok(positions(body));
    if (path === stakingEndpoints.proceeds.path)
      return ok(
        proceedsPage([
          proceed(OPEN.id, 3, '150.00', localNoon(0)),
          proceed(OPEN.id, 2, '150.00', localNoon(-1)),
          proceed(MATURED.id, 30, '900.00', localNoon(-1)),
          proceed(OPEN.id, 1, '150.00', localNoon(-2)),
        ]),
      );
    throw new Error(`unexpected call ${path}`);
  });
}

describe('/productorder', () => {
  it('shows the totals, yesterday’s proceeds and each position with status and maturity date', async () => {
    serve(() => positionsPage([OPEN, MATURED], { totals: TOTALS }));
    renderApp({ history: ['/productorder'] });
    const rows = await screen.findAllByTestId('position', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(2);

    expect(screen.getByTestId('total-principal').textContent).toContain('$100,000.00');
    expect(screen.getByTestId('cumulative-proceeds').textContent).toContain('$27,450.00');
    expect(screen.getByTestId('remaining-interest').textContent).toContain('$1,800.00');
    // Yesterday: 150.00 + 900.00 paid on yesterday's calendar day, nothing of today or before.
    await waitFor(() => expect(screen.getByTestId('yesterday-proceeds').textContent).toContain('$1,050.00'));

    const open = within(rows[0]!);
    expect(open.getByText(f.orders.status.open)).toBeTruthy();
    expect(open.getByText('$150.00')).toBeTruthy();
    expect(open.getByText('$2,250.00')).toBeTruthy();
    expect(open.getByText('Ngày 3 / 15')).toBeTruthy();
    expect(open.getByTestId('position-maturity').textContent).toBe(
      formatDate(OPEN.maturesAt, 'vi', TEST_CONFIG.timeZone),
    );
    expect(open.getByText(f.common.fullyReserved)).toBeTruthy();

    const matured = within(rows[1]!);
    expect(matured.getByText(f.orders.status.matured)).toBeTruthy();
    expect(matured.getByText(f.orders.maturedAt)).toBeTruthy();
    expect(matured.getByText('$900.00')).toBeTruthy();
  });

  it('loads the next page on demand and filters by status', async () => {
    const more = Array.from({ length: 20 }, (_, index) =>
      position({ id: `33333333-3333-4333-8333-${String(index).padStart(12, '0')}` }),
    );
    const fetchMock = serve((body) =>
      body.page === 2
        ? positionsPage([MATURED], { total: 21, page: 2, totals: TOTALS })
        : positionsPage(more, { total: 21, totals: TOTALS }),
    );
    renderApp({ history: ['/productorder'] });
    await waitFor(() => expect(screen.getAllByTestId('position')).toHaveLength(20), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: f.orders.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('position')).toHaveLength(21));
    expect(screen.getByText(f.orders.endOfList)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: f.orders.matured }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([path, init]) =>
            path === stakingEndpoints.positions.path && String(init?.body).includes('"status":"matured"'),
        ),
      ).toBe(true),
    );
  });

  it('shows an empty state with the way to the products when there is no position', async () => {
    serve(() => positionsPage([]));
    renderApp({ history: ['/productorder'] });
    expect(await screen.findByText(f.orders.emptyTitle, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: f.common.allProducts }).length).toBeGreaterThan(0);
  });
});
