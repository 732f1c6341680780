import {
  CATALOGUES,
  fillTemplate,
  type FundFlowEntry,
  type FundFlowResponse,
  type UserInfo,
  accountsEndpoints,
  cashierEndpoints,
} from '@fairround/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { AppConfigProvider } from '../../lib/app-config';
import { formatDay, shiftDay, todayIn } from '../../lib/format';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, TEST_CONFIG } from '../../test/render-app';
import { DateRangeSheet } from './components/DateRangeSheet';

const f = CATALOGUES.vi.web.cashier.fundFlow;
const reasons = CATALOGUES.vi.ledger.reasons;
const ZONE = 'Asia/Ho_Chi_Minh';

const PLAYER = { id: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001', money: '350.00', noPassword2: 0 } as UserInfo;

function entry(
  id: string,
  reason: string,
  money: string,
  before: string,
  after: string,
  type: 1 | 2,
): FundFlowEntry {
  return {
    id,
    time: '2026-11-22T03:04:05.000Z',
    money,
    before,
    after,
    reason,
    reasonText: `server ${reason}`,
    type,
  };
}

const ENTRIES = [
  entry('t3', 'withdrawal_hold', '-150.00', '500.00', '350.00', 2),
  entry('t2', 'deposit', '400.00', '100.00', '500.00', 1),
];

function page(list: FundFlowEntry[], nextCursor: string | null): FundFlowResponse {
  return { list, page: 1, pageSize: 20, nextCursor, range: { from: null, to: null, timeZone: ZONE } };
}

function serve(answer: (body: Record<string, unknown>) => FundFlowResponse) {
  return stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === cashierEndpoints.fundFlow.path) return ok(answer(body));
    throw new Error(`unexpected call ${path}`);
  });
}

const flowBodies = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([path]) => path === cashierEndpoints.fundFlow.path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('/my_income', { timeout: 20_000 }, () => {
  it('lists entries with time, signed amount, balance before and after, and the reason translated by its code', async () => {
    setToken('player-token');
    serve(() => page(ENTRIES, null));
    renderApp({ history: ['/my_income'] });
    const rows = await screen.findAllByTestId('fund-flow-row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    const [withdrawal, deposit] = rows as [HTMLElement, HTMLElement];
    expect(within(withdrawal).getByText(reasons.withdrawal_hold)).toBeTruthy();
    expect(within(withdrawal).getByText('-$150.00')).toBeTruthy();
    expect(within(withdrawal).getByText(f.expense)).toBeTruthy();
    expect(within(withdrawal).getByTestId('fund-flow-before').textContent).toBe('$500.00');
    expect(within(withdrawal).getByTestId('fund-flow-after').textContent).toBe('$350.00');
    expect(within(deposit).getByText(reasons.deposit)).toBeTruthy();
    expect(within(deposit).getByText('+$400.00')).toBeTruthy();
    expect(within(deposit).getByText(f.income)).toBeTruthy();
    expect(within(deposit).getByRole('time').getAttribute('datetime')).toBe('2026-11-22T03:04:05.000Z');
    expect(screen.getByText(CATALOGUES.vi.web.cashier.common.endOfList)).toBeTruthy();
  });

  it('asks for the chosen tab and for the next page by cursor', async () => {
    setToken('player-token');
    const fetchMock = serve((body) =>
      body.cursor === 'next-1'
        ? page([entry('t1', 'admin_adjustment', '100.00', '0.00', '100.00', 1)], null)
        : page(ENTRIES, 'next-1'),
    );
    renderApp({ history: ['/my_income'] });
    await screen.findAllByTestId('fund-flow-row', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: CATALOGUES.vi.web.cashier.common.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('fund-flow-row')).toHaveLength(3));
    expect(screen.getByText(CATALOGUES.vi.web.cashier.common.endOfList)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: f.tabs.yesterday }));
    await waitFor(() => expect(flowBodies(fetchMock).at(-1)).toMatchObject({ type: 'yesterday' }));
    expect(flowBodies(fetchMock)[1]).toMatchObject({ type: 'all', cursor: 'next-1' });
  });

  it('opens the date drawer on the last three days and applies the range instead of the tabs', async () => {
    setToken('player-token');
    const fetchMock = serve(() => page([], null));
    renderApp({ history: ['/my_income'] });
    expect(await screen.findByText(f.emptyTitle, {}, { timeout: 10_000 })).toBeTruthy();
    // The zone is named in words in the player's language, not by its IANA id.
    expect(screen.getByText(fillTemplate(f.timeZone, { zone: 'Giờ Đông Dương' }))).toBeTruthy();
    expect(screen.queryByText(new RegExp(ZONE))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: f.filter }));
    const today = todayIn(ZONE);
    const start = shiftDay(today, -3);
    const dialog = await screen.findByRole('dialog', { name: f.drawerTitle });
    expect(within(dialog).getByTestId('range-start').textContent).toContain(formatDay(start, 'vi'));
    expect(within(dialog).getByTestId('range-end').textContent).toContain(formatDay(today, 'vi'));
    fireEvent.click(within(dialog).getByRole('button', { name: f.apply }));
    await waitFor(() =>
      expect(flowBodies(fetchMock).at(-1)).toMatchObject({ type: 'all', start, end: today }),
    );
    const chip = await screen.findByTestId('fund-flow-range');
    expect(chip.textContent).toContain(
      fillTemplate(f.range, { start: formatDay(start, 'vi'), end: formatDay(today, 'vi') }),
    );
    // No tab is selected while a range is; clearing the range goes back to "all".
    expect(screen.getAllByRole('tab').every((tab) => tab.getAttribute('aria-selected') === 'false')).toBe(
      true,
    );
    fireEvent.click(within(chip).getByRole('button', { name: f.clearRange }));
    expect(screen.getByRole('tab', { name: f.tabs.all }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('date drawer', () => {
  function renderSheet(initial: { start: string; end: string }, onApply = vi.fn()) {
    render(
      <Providers>
        <AppConfigProvider value={TEST_CONFIG}>
          <DateRangeSheet open initial={initial} today="2026-11-23" onClose={() => {}} onApply={onApply} />
        </AppConfigProvider>
      </Providers>,
    );
    return onApply;
  }

  it('refuses a start after the end: says so and cannot be confirmed; Reset restores the last three days', async () => {
    const onApply = renderSheet({ start: '2026-11-22', end: '2026-11-18' });
    const dialog = await screen.findByRole('dialog', { name: f.drawerTitle });
    expect(within(dialog).getByRole('alert').textContent).toBe(f.startAfterEnd);
    const confirm = within(dialog).getByRole('button', { name: f.apply }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: f.reset }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByTestId('range-start').textContent).toContain(formatDay('2026-11-20', 'vi'));
    expect(within(dialog).getByTestId('range-end').textContent).toContain(formatDay('2026-11-23', 'vi'));
    fireEvent.click(within(dialog).getByRole('button', { name: f.apply }));
    expect(onApply).toHaveBeenCalledWith({ start: '2026-11-20', end: '2026-11-23' });
  });
});
