import {
  accountsEndpoints,
  CATALOGUES,
  cashierEndpoints,
  fillTemplate,
  type DepositMethod,
  type DepositMethodsResponse,
  type DepositView,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { testPlayer } from '../../test/fixtures';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { fakeSockets } from '../../test/sockets';
import { DepositSent } from './components/DepositSent';

/**
 * Issue #25 item 8 on the player's side: the sent card shows the request's reference next to
 * where to pay, each copy button copies exactly what it shows, and a pending request can be
 * cancelled after a confirmation (from the card or from the recent list).
 */
const texts = CATALOGUES.vi.web.cashier;
const PLAYER = testPlayer({ money: '500.00', leftmoney: '300.00', noPassword2: 0 });
fakeSockets();

const BANK: DepositMethod = {
  id: 'acb',
  kind: 'bank',
  label: 'ACB',
  bankName: 'ACB',
  accountName: 'FAIRROUND JSC',
  accountNumber: '1903 5567 8899 01',
};
const PENDING: DepositView = {
  id: '3c1d2b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  amount: '200.00',
  payerName: 'NGUYEN VAN A',
  reference: 'K7M2Q9XB',
  txHash: null,
  method: { id: BANK.id, kind: 'bank', label: BANK.label },
  status: 'pending',
  reason: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  resolvedAt: null,
};

let written: string[];
beforeEach(() => {
  written = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn(async (text: string) => void written.push(text)) },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

type Sent = { path: string; body: Record<string, unknown> };

/** The server: the player's deposits as `current()` says, and a cancel that turns it cancelled. */
function serve(current: () => DepositView) {
  setToken('player-token');
  const sent: Sent[] = [];
  let cancelled = false;
  stubApi((path, body) => {
    sent.push({ path, body });
    const deposit = cancelled ? { ...current(), status: 'cancelled' as const } : current();
    if (path === cashierEndpoints.deposits.path)
      return ok({ list: [deposit], total: 1, page: 1, pageSize: 10 });
    if (path === cashierEndpoints.cancelDeposit.path) {
      cancelled = true;
      return ok({ ...deposit, status: 'cancelled', resolvedAt: '2026-11-25T03:02:00.000Z' });
    }
    if (path === cashierEndpoints.methods.path) {
      const methods: DepositMethodsResponse = { methods: [BANK], minDeposit: '10.00', quickAmounts: [] };
      return ok(methods);
    }
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    throw new Error(`unexpected call ${path}`);
  });
  return sent;
}

function renderSentCard(deposit: DepositView) {
  return renderApp({
    history: ['/sent'],
    routes: [
      {
        path: '/sent',
        page: async () => ({
          default: () => <DepositSent deposit={deposit} method={BANK} onAgain={() => undefined} />,
        }),
      },
    ],
  });
}

/** The copy field labelled `label` inside `within`: the value it shows and its button. */
function copyField(scope: HTMLElement, label: string) {
  const field = within(scope).getByText(label).closest('.fr-copy-field') as HTMLElement;
  return {
    shown: field.querySelector('.fr-copy-field__value')!.textContent,
    button: within(field).getByRole('button', { name: fillTemplate(texts.common.copyLabel, { label }) }),
  };
}

describe('the deposit sent card', () => {
  it('shows the reference with the account details; each copy button copies exactly the text shown', async () => {
    serve(() => PENDING);
    renderSentCard(PENDING);
    const card = await screen.findByRole('status', { name: texts.recharge.successTitle }, { timeout: 5_000 });
    const reference = copyField(card, texts.recharge.reference);
    expect(reference.shown).toBe('K7M2Q9XB');
    fireEvent.click(reference.button);
    await waitFor(() => expect(written).toEqual(['K7M2Q9XB']));
    const account = copyField(card, texts.recharge.accountNumber);
    expect(account.shown).toBe(BANK.accountNumber);
    fireEvent.click(account.button);
    await waitFor(() => expect(written).toEqual(['K7M2Q9XB', BANK.accountNumber]));
    expect(within(card).getByText(texts.recharge.referenceNote)).toBeTruthy();
  });

  it('shows the transaction id a crypto request claims', async () => {
    const hash = 'ab'.repeat(32);
    const chain = { ...PENDING, txHash: hash, method: { id: 'trc', kind: 'chain' as const, label: 'USDT' } };
    serve(() => chain);
    renderSentCard(chain);
    const card = await screen.findByRole('status', { name: texts.recharge.successTitle }, { timeout: 5_000 });
    expect(within(card).getByText(hash)).toBeTruthy();
  });

  it('cancels the pending request only once the player confirms, then says so in place', async () => {
    const sent = serve(() => PENDING);
    renderSentCard(PENDING);
    const card = await screen.findByRole('status', { name: texts.recharge.successTitle }, { timeout: 5_000 });
    const cancelName = fillTemplate(texts.deposits.cancelLabel, { reference: PENDING.reference });

    fireEvent.click(within(card).getByRole('button', { name: cancelName }));
    let dialog = await screen.findByRole('dialog', { name: texts.deposits.cancelTitle });
    expect(dialog.textContent).toContain('K7M2Q9XB');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.deposits.cancelKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((call) => call.path === cashierEndpoints.cancelDeposit.path)).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: cancelName }));
    dialog = await screen.findByRole('dialog', { name: texts.deposits.cancelTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.deposits.cancelConfirm }));
    const cancelled = await screen.findByRole(
      'status',
      { name: texts.recharge.cancelledTitle },
      { timeout: 5_000 },
    );
    expect(within(cancelled).getByText(texts.deposits.status.cancelled)).toBeTruthy();
    expect(within(cancelled).queryByRole('button', { name: cancelName })).toBeNull();
    expect(
      sent.filter((call) => call.path === cashierEndpoints.cancelDeposit.path).map((call) => call.body.id),
    ).toEqual([PENDING.id]);
  });
});

describe('the recent deposits on /recharge', () => {
  it('show each request’s reference and a cancel button on pending ones only', async () => {
    const approved = { ...PENDING, status: 'approved' as const, resolvedAt: '2026-11-25T03:05:00.000Z' };
    let list: DepositView[] = [
      PENDING,
      { ...approved, id: '3c1d2b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5e', reference: 'H4NP8RTW' },
    ];
    setToken('player-token');
    stubApi((path) => {
      if (path === cashierEndpoints.deposits.path)
        return ok({ list, total: list.length, page: 1, pageSize: 10 });
      if (path === cashierEndpoints.methods.path)
        return ok({ methods: [BANK], minDeposit: '10.00', quickAmounts: [] });
      if (path === cashierEndpoints.cancelDeposit.path) {
        list = list.map((deposit) =>
          deposit.id === PENDING.id ? { ...deposit, status: 'cancelled' } : deposit,
        );
        return ok(list[0]);
      }
      if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/recharge'] });
    const rows = await screen.findAllByTestId('deposit-row', {}, { timeout: 5_000 });
    expect(rows.map((row) => within(row).getByTestId('deposit-reference').textContent)).toEqual([
      fillTemplate(texts.deposits.reference, { reference: 'K7M2Q9XB' }),
      fillTemplate(texts.deposits.reference, { reference: 'H4NP8RTW' }),
    ]);
    expect(within(rows[1]!).queryByRole('button', { name: /H4NP8RTW/ })).toBeNull();

    fireEvent.click(
      within(rows[0]!).getByRole('button', {
        name: fillTemplate(texts.deposits.cancelLabel, { reference: 'K7M2Q9XB' }),
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.deposits.cancelConfirm }),
    );
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('deposit-row')[0]!).getByText(texts.deposits.status.cancelled),
      ).toBeTruthy(),
    );
    expect(
      within(screen.getAllByTestId('deposit-row')[0]!).queryByRole('button', { name: /K7M2Q9XB/ }),
    ).toBeNull();
  });
});

describe('the recharge form with a crypto method', () => {
  it('asks for the transaction hash, checks it as the server does and sends it', async () => {
    const chain: DepositMethod = {
      id: 'trc',
      kind: 'chain',
      label: 'USDT TRC20',
      chain: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    };
    const recharged: Record<string, unknown>[] = [];
    setToken('player-token');
    stubApi((path, body) => {
      if (path === cashierEndpoints.methods.path)
        return ok({ methods: [chain], minDeposit: '10.00', quickAmounts: [] });
      if (path === cashierEndpoints.deposits.path) return ok({ list: [], total: 0, page: 1, pageSize: 10 });
      if (path === cashierEndpoints.recharge.path) {
        recharged.push(body);
        return ok({
          ...PENDING,
          txHash: 'cd'.repeat(32),
          method: { id: chain.id, kind: 'chain', label: chain.label },
        });
      }
      if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/recharge'] });
    const txHash = (await screen.findByLabelText(
      texts.recharge.txHash,
      {},
      { timeout: 5_000 },
    )) as HTMLInputElement;
    fireEvent.change(screen.getByLabelText(texts.recharge.amount, { exact: true }), {
      target: { value: '100' },
    });
    fireEvent.change(screen.getByLabelText(texts.recharge.payerName), { target: { value: 'NGUYEN VAN A' } });
    fireEvent.change(txHash, { target: { value: 'not-a-hash' } });
    fireEvent.blur(txHash);
    expect(await screen.findByText(texts.recharge.txHashInvalid)).toBeTruthy();

    fireEvent.change(txHash, { target: { value: ` 0x${'CD'.repeat(32)} ` } });
    fireEvent.click(screen.getByRole('button', { name: texts.recharge.submit }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.recharge.confirmSubmit }),
    );
    await screen.findByRole('status', { name: texts.recharge.successTitle }, { timeout: 5_000 });
    expect(recharged).toHaveLength(1);
    expect(recharged[0]).toMatchObject({ method: 'trc', tx_hash: `0x${'CD'.repeat(32)}` });
  });
});
