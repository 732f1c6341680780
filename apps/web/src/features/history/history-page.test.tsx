import {
  CATALOGUES,
  fillTemplate,
  formatDay,
  formatTimeZoneName,
  type HistoryCsv,
  type HistoryPage,
  type HistoryRow,
  type UserInfo,
  accountsEndpoints,
  protectionEndpoints,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';

const h = CATALOGUES.vi.web.history;
const reasons = CATALOGUES.vi.ledger.reasons;
const ZONE = 'Asia/Ho_Chi_Minh';
const PLAYER = { id: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001', money: '350.00', noPassword2: 0 } as UserInfo;

function row(
  id: string,
  code: string,
  amount: string,
  balanceAfter: string,
  extra: Partial<HistoryRow> = {},
): HistoryRow {
  return {
    id,
    time: Date.parse('2026-11-22T03:04:05.000Z'),
    kind: 'deposits',
    code,
    amount,
    moved: amount.replace('-', ''),
    account: 'cash',
    balanceAfter,
    reference: { type: 'other', id, roomType: null, seqno: null },
    ...extra,
  };
}

const ROWS: HistoryRow[] = [
  row('t4', 'withdrawal_paid', '0.00', '330.00', {
    kind: 'withdrawals',
    moved: '100.00',
    account: 'withdrawal_hold',
  }),
  row('t3', 'bet_stake', '-20.00', '330.00', {
    kind: 'orders',
    reference: { type: 'order', id: 'A1B2C3D4E5F60708', roomType: 1, seqno: '20261122-0061' },
  }),
  row('t2', 'deposit', '400.00', '350.00', {
    reference: { type: 'deposit', id: '0f7c2d1e-0000-4000-8000-000000000001', roomType: null, seqno: null },
  }),
];

function page(list: HistoryRow[], nextCursor: string | null): HistoryPage {
  return { kind: 'all', list, nextCursor, range: { from: null, to: null, timeZone: ZONE } };
}

function serve(answer: (path: string, body: Record<string, unknown>) => Envelope) {
  return stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    return answer(path, body);
  });
}

const bodiesOf = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function open(answer: (path: string, body: Record<string, unknown>) => Envelope) {
  setToken('player-token');
  const fetchMock = serve(answer);
  renderApp({ history: ['/history'] });
  return fetchMock;
}

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no object URLs; the export test gives URL its own for the time of the test.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('/history', { timeout: 20_000 }, () => {
  it('lists movements with their name, time, reference, signed amount coloured by sign and the balance after', async () => {
    await open(() => ok(page(ROWS, null)));
    const rows = await screen.findAllByTestId('history-row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(3);
    const [paid, stake, deposit] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(deposit).getByText(reasons.deposit)).toBeTruthy();
    const gain = within(deposit).getByText('+$400.00');
    expect(gain.className).toContain('fr-tone-win');
    expect(within(deposit).getByText(fillTemplate(h.references.deposit, { id: '0F7C2D1E' }))).toBeTruthy();
    expect(within(deposit).getByRole('time').getAttribute('datetime')).toBe('2026-11-22T03:04:05.000Z');

    const loss = within(stake).getByText('-$20.00');
    expect(loss.className).toContain('fr-tone-loss');
    expect(
      within(stake).getByText(
        `Ba số may mắn · ${fillTemplate(h.references.round, { seqno: '20261122-0061' })} · ${fillTemplate(h.references.order, { id: 'A1B2C3D4E5F60708' })}`,
      ),
    ).toBeTruthy();
    expect(within(stake).getByText('$330.00')).toBeTruthy();

    // A withdrawal paid out of the hold moved no cash: said so, with what moved.
    expect(within(paid).getByTestId('history-amount').textContent).toBe(h.unchanged);
    expect(
      within(paid).getByText(
        fillTemplate(h.movedFrom, { amount: '$100.00', account: h.accounts.withdrawal_hold }),
      ),
    ).toBeTruthy();
    expect(screen.getByText(h.endOfList)).toBeTruthy();
    expect(screen.getByText(fillTemplate(h.timeZone, { zone: formatTimeZoneName(ZONE, 'vi') }))).toBeTruthy();
  });

  it('shows an order once, in the player’s words: a partial return is a loss, a win says its net (issue #24)', async () => {
    const order = (id: string, amount: string, fold: NonNullable<HistoryRow['order']>, code = 'bet_payout') =>
      row(id, code, amount, '500.00', {
        kind: code === 'bet_stake' || code === 'bet_cancel' ? 'orders' : 'settlements',
        moved: fold.stake,
        reference: { type: 'order', id: id.toUpperCase(), roomType: 16, seqno: '20261122-0099' },
        order: fold,
      });
    await open(() =>
      ok(
        page(
          [
            order('o1', '0.96', { stake: '1.00', payout: '1.96', cancelled: false }),
            order('o2', '-20.40', { stake: '60.00', payout: '39.60', cancelled: false }),
            order('o3', '-1.00', { stake: '1.00', payout: '0.00', cancelled: false }, 'bet_settle_loss'),
            order('o4', '-5.00', { stake: '5.00', payout: null, cancelled: false }, 'bet_stake'),
            order('o5', '0.00', { stake: '2.00', payout: null, cancelled: true }, 'bet_cancel'),
            row('t9', 'deposit', '400.00', '350.00'),
          ],
          null,
        ),
      ),
    );
    const rows = await screen.findAllByTestId('history-row', {}, { timeout: 10_000 });
    const headlines = screen.getAllByTestId('history-order');
    expect(headlines.map((node) => [node.textContent, node.getAttribute('data-outcome')])).toEqual([
      [fillTemplate(h.order.won, { amount: '$1.96', net: '+$0.96' }), 'win'],
      [fillTemplate(h.order.lostPartial, { amount: '$20.40', returned: '$39.60' }), 'loss'],
      [fillTemplate(h.order.lost, { amount: '$1.00' }), 'loss'],
      [fillTemplate(h.order.pending, { amount: '$5.00' }), 'pending'],
      [fillTemplate(h.order.cancelled, { amount: '$2.00' }), 'cancelled'],
    ]);
    // The partial return reads as the net loss it is, in red; never as a win.
    expect(within(rows[1]!).getByText('-$20.40').className).toContain('fr-tone-loss');
    expect(rows[1]!.textContent).not.toContain(h.order.won.split(' ')[0]!);
    expect(within(rows[0]!).getByText(/Đua xe Bắc Kinh · /)).toBeTruthy();
    // The ledger's own words stay for what is not an order.
    expect(within(rows[5]!).getByText(reasons.deposit)).toBeTruthy();
    expect(screen.queryByText(reasons.bet_settle_loss)).toBeNull();
  });

  it('asks for the chosen kind and days, and for the next page by cursor', async () => {
    const fetchMock = await open((path, body) =>
      ok(body.cursor === 'c1' ? page([row('t1', 'deposit', '50.00', '50.00')], null) : page(ROWS, 'c1')),
    );
    await screen.findAllByTestId('history-row', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: h.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(4));
    expect(bodiesOf(fetchMock, protectionEndpoints.history.path)[1]).toMatchObject({
      kind: 'all',
      cursor: 'c1',
    });

    fireEvent.click(screen.getByRole('tab', { name: h.kinds.withdrawals }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, protectionEndpoints.history.path).at(-1)).toMatchObject({
        kind: 'withdrawals',
      }),
    );
    fireEvent.change(screen.getByLabelText(h.from), { target: { value: '2025-10-01' } });
    fireEvent.change(screen.getByLabelText(h.to), { target: { value: '2025-10-31' } });
    await waitFor(() =>
      expect(bodiesOf(fetchMock, protectionEndpoints.history.path).at(-1)).toEqual(
        expect.objectContaining({ kind: 'withdrawals', start: '2025-10-01', end: '2025-10-31' }),
      ),
    );
    expect(bodiesOf(fetchMock, protectionEndpoints.history.path).at(-1)).not.toHaveProperty('cursor');

    fireEvent.click(screen.getByRole('button', { name: h.clearDates }));
    expect((screen.getByLabelText(h.from) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(h.to) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: h.clearDates })).toBeNull();
  });

  it('writes the chosen days the app’s way (22/11/2026 in vi), not the browser’s, and asks for them', async () => {
    const fetchMock = await open(() => ok(page(ROWS, null)));
    await screen.findAllByTestId('history-row', {}, { timeout: 10_000 });
    const start = screen.getByTestId('history-start') as HTMLInputElement;
    const end = screen.getByTestId('history-end') as HTMLInputElement;
    // The native inputs stay the labelled controls; the text beside them is what is seen.
    expect(screen.getByLabelText(h.from)).toBe(start);
    expect(screen.getByLabelText(h.to)).toBe(end);
    expect(start.type).toBe('date');
    expect(screen.getByTestId('history-start-text').textContent).toBe(h.anyDay);
    expect(screen.getByTestId('history-end-text').textContent).toBe(h.anyDay);

    fireEvent.change(start, { target: { value: '2026-11-20' } });
    fireEvent.change(end, { target: { value: '2026-11-22' } });
    expect(screen.getByTestId('history-start-text').textContent).toBe(formatDay('2026-11-20', 'vi'));
    expect(screen.getByTestId('history-start-text').textContent).toBe('20/11/2026');
    expect(screen.getByTestId('history-end-text').textContent).toBe('22/11/2026');
    await waitFor(() =>
      expect(bodiesOf(fetchMock, protectionEndpoints.history.path).at(-1)).toEqual(
        expect.objectContaining({ kind: 'all', start: '2026-11-20', end: '2026-11-22' }),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: h.clearDates }));
    expect(screen.getByTestId('history-start-text').textContent).toBe(h.anyDay);
  });

  it('says when the start is after the end and asks the server nothing for it', async () => {
    const fetchMock = await open(() => ok(page([], null)));
    expect(await screen.findByText(h.emptyTitle, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(h.from), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText(h.to), { target: { value: '2026-11-10' } });
    expect((await screen.findByRole('alert')).textContent).toBe(h.startAfterEnd);
    expect(
      bodiesOf(fetchMock, protectionEndpoints.history.path).some((body) => body.end === '2026-11-10'),
    ).toBe(false);
    expect((screen.getByRole('button', { name: h.exportCsv }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an error with a retry when the history cannot load', async () => {
    let fail = true;
    await open(() => (fail ? { code: 0, info: 'Boom', data: { errCode: 2002 } } : ok(page(ROWS, null))));
    expect(await screen.findByText(h.failed, {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: CATALOGUES.vi.web.common.retry }));
    expect(await screen.findAllByTestId('history-row')).toHaveLength(3);
  });

  it('downloads the current filter as a CSV file, and the next part when one file was not enough', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:history-${blobs.length}`;
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const file = (cursor: unknown): HistoryCsv => ({
      filename: cursor ? 'part-2.csv' : 'part-1.csv',
      csv: cursor ? 'time,kind\r\nold\r\n' : 'time,kind\r\nnew\r\n',
      rows: 50_000,
      total: '0.00',
      nextCursor: cursor ? null : 'c77',
    });
    const fetchMock = await open((path, body) =>
      ok(path === protectionEndpoints.historyCsv.path ? file(body.cursor) : page(ROWS, null)),
    );
    await screen.findAllByTestId('history-row', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('tab', { name: h.kinds.orders }));

    fireEvent.click(screen.getByRole('button', { name: h.exportCsv }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(bodiesOf(fetchMock, protectionEndpoints.historyCsv.path)[0]).toMatchObject({ kind: 'orders' });
    expect(clicked[0]).toEqual({ href: 'blob:history-1', download: 'part-1.csv' });
    expect(await blobs[0]!.text()).toBe('time,kind\r\nnew\r\n');

    expect(await screen.findByText(fillTemplate(h.exportPartial, { num: 50_000 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: h.exportNext }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(bodiesOf(fetchMock, protectionEndpoints.historyCsv.path)[1]).toMatchObject({
      kind: 'orders',
      cursor: 'c77',
    });
    expect(clicked[1]!.download).toBe('part-2.csv');
    expect(await blobs[1]!.text()).toBe('time,kind\r\nold\r\n');
    await waitFor(() => expect(screen.queryByText(h.exportNext)).toBeNull());
  });
});
