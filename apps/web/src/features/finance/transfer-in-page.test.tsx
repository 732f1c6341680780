import {
  ErrorCode,
  CATALOGUES,
  fillTemplate,
  type StakingTransferInResponse,
  type UserInfo,
  accountsEndpoints,
  stakingEndpoints,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';
import { PLAYER, position, PRODUCTS } from './finance-test-data';

const f = CATALOGUES.vi.web.finance;
const errors = CATALOGUES.vi.errors;

const OPENED: StakingTransferInResponse = {
  position: position({
    id: '0c9d5e1a-7b2f-4e3c-9a41-5d6e7f801234',
    principal: '150000.00',
    totalInterest: '3375.00',
    interestPaid: '0.00',
    interestRemaining: '3375.00',
    daysPaid: 0,
  }),
  replayed: false,
  balance: '1850000.00',
};

function refusal(code: keyof typeof errors, params: Record<string, string> = {}, field?: string): Envelope {
  return {
    code: 0,
    info: fillTemplate(errors[code], params),
    data: { errCode: Number(code), ...(field ? { field } : {}) },
  };
}

async function openPage(
  transferIn: (body: Record<string, unknown>) => Envelope = () => ok(OPENED),
  player: UserInfo = PLAYER,
  tier = 1,
) {
  setToken('player-token');
  const fetchMock = stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path) return ok(player);
    if (path === stakingEndpoints.products.path) return ok(PRODUCTS);
    if (path === stakingEndpoints.transferIn.path) return transferIn(body);
    throw new Error(`unexpected call ${path}`);
  });
  renderApp({ history: [`/producttransferin?tier=${tier}`] });
  await screen.findByLabelText(f.transferIn.amount, {}, { timeout: 10_000 });
  return fetchMock;
}

const amountBox = () => screen.getByLabelText(f.transferIn.amount);
const passwordBox = () => screen.getByLabelText(f.transferIn.payPassword);
const transferCalls = (fetchMock: Awaited<ReturnType<typeof openPage>>) =>
  fetchMock.mock.calls.filter(([path]) => path === stakingEndpoints.transferIn.path);

function type(box: HTMLElement, value: string) {
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

async function submitAndConfirm() {
  fireEvent.click(screen.getAllByRole('button', { name: f.transferIn.submit, hidden: true })[0]!);
  const summary = await screen.findByTestId('transfer-summary');
  const sheet = summary.closest('[role="dialog"]') as HTMLElement;
  fireEvent.click(within(sheet).getByRole('button', { name: f.transferIn.confirmSubmit }));
  return summary;
}

describe('/producttransferin', () => {
  it('shows the balance, the product with its limits, and the risk notice', async () => {
    await openPage();
    await waitFor(() => expect(screen.getByTestId('balance-strip').textContent).toContain('$2,000,000.00'));
    const facts = screen.getByTestId('product-facts');
    expect(facts.textContent).toContain('$100,000.00 – $1,500,000.00');
    expect(screen.getByRole('heading', { name: 'Gói Đồng' })).toBeTruthy();
    expect(screen.getByText(PRODUCTS.rules.riskNotice)).toBeTruthy();
  });

  it('checks the amount as the server does and sends nothing while a rule fails', async () => {
    const fetchMock = await openPage(undefined, { ...PLAYER, money: '500000.00' });
    fireEvent.click(screen.getByRole('button', { name: f.transferIn.submit }));
    expect(await screen.findByText(errors[ErrorCode.StakingAmountRequired])).toBeTruthy();
    expect(screen.getByText(f.transferIn.payPasswordRequired)).toBeTruthy();
    type(amountBox(), '0');
    expect(await screen.findByText(errors[ErrorCode.StakingAmountRequired])).toBeTruthy();
    type(amountBox(), '50000');
    expect(
      await screen.findByText(fillTemplate(errors[ErrorCode.StakingBelowMinimum], { num: '$100,000.00' })),
    ).toBeTruthy();
    type(amountBox(), '2000000');
    expect(
      await screen.findByText(fillTemplate(errors[ErrorCode.StakingAboveMaximum], { num: '$1,500,000.00' })),
    ).toBeTruthy();
    type(amountBox(), '600000');
    expect(await screen.findByText(errors[ErrorCode.BalanceInsufficient])).toBeTruthy();
    // Letters never reach the box; a comma becomes the decimal point.
    type(amountBox(), '12a,345');
    expect((amountBox() as HTMLInputElement).value).toBe('12.34');
    expect(screen.queryByTestId('transfer-summary')).toBeNull();
    expect(transferCalls(fetchMock)).toHaveLength(0);
  });

  it('confirms tier, amount, interest, maturity and no early exit, then posts with a request key and shows the position', async () => {
    let sent: Record<string, unknown> | null = null;
    await openPage((body) => {
      sent = body;
      return ok(OPENED);
    });
    type(amountBox(), '150000');
    expect(screen.getByTestId('transfer-estimate').textContent).toContain('$225.00');
    type(passwordBox(), '135790');
    fireEvent.click(screen.getByRole('button', { name: f.transferIn.submit }));
    const summary = await screen.findByTestId('transfer-summary');
    expect(summary.textContent).toContain('Gói Đồng');
    expect(summary.textContent).toContain('$150,000.00');
    expect(summary.textContent).toContain('$225.00');
    expect(summary.textContent).toContain('$3,375.00');
    expect(summary.textContent).toContain('15 ngày');
    expect(screen.getAllByText(f.transferIn.confirmNoExit).length).toBeGreaterThan(0);
    expect(sent).toBeNull();

    const sheet = summary.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(sheet).getByRole('button', { name: f.transferIn.confirmSubmit }));
    expect(await screen.findByRole('heading', { name: f.transferIn.successTitle })).toBeTruthy();
    expect(sent).toMatchObject({ tierId: 1, amount: '150000', payPwd: '135790' });
    expect(String((sent as unknown as Record<string, unknown>).requestKey)).toMatch(/^[0-9a-f-]{36}$/);
    const result = screen.getByTestId('transfer-result');
    expect(result.textContent).toContain('$150,000.00');
    expect(result.textContent).toContain('$3,375.00');
    expect(result.textContent).toContain('$1,850,000.00');
    expect(screen.getByRole('link', { name: f.transferIn.viewOrders }).getAttribute('href')).toBe(
      '/productorder',
    );
  });

  it('shows the server’s pool-full message (3073) and retries the same attempt with the same key', async () => {
    const keys: unknown[] = [];
    const poolFull = refusal(ErrorCode.StakingPoolFull, { num: '$120,000.00' }, 'amount');
    await openPage((body) => {
      keys.push(body.requestKey);
      return poolFull;
    });
    type(amountBox(), '150000');
    type(passwordBox(), '135790');
    await submitAndConfirm();
    expect(await screen.findByText(poolFull.info, {}, { timeout: 4_000 })).toBeTruthy();
    await waitFor(() => expect(amountBox().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('heading', { name: f.transferIn.successTitle })).toBeNull();

    // The same amount again is a retry of the same attempt: the same idempotency key.
    type(passwordBox(), '135791');
    await submitAndConfirm();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a time-out or self-exclusion refusal (3062) as the server words it', async () => {
    const blocked = refusal(ErrorCode.GamblingBlocked, { time: '22/12/2026 10:00' });
    await openPage(() => blocked);
    type(amountBox(), '150000');
    type(passwordBox(), '135790');
    await submitAndConfirm();
    const card = await screen.findByTestId('transfer-refusal', {}, { timeout: 4_000 });
    expect(card.textContent).toContain(blocked.info);
    expect(card.textContent).toContain(f.transferIn.failedTitle);
  });

  it('asks for a payment password first when none is set', async () => {
    setToken('player-token');
    stubApi((path) => {
      if (path === accountsEndpoints.userInfo.path) return ok({ ...PLAYER, noPassword2: 1 });
      if (path === stakingEndpoints.products.path) return ok(PRODUCTS);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/producttransferin?tier=1'] });
    const link = await screen.findByRole('link', { name: f.transferIn.setPayPassword }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/usercipherpassword');
    expect(screen.queryByLabelText(f.transferIn.amount)).toBeNull();
  });

  it('says so when the tier does not exist', async () => {
    setToken('player-token');
    stubApi((path) => {
      if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
      if (path === stakingEndpoints.products.path) return ok(PRODUCTS);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/producttransferin?tier=99'] });
    expect(await screen.findByText(f.common.notFoundTitle, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('sends a visitor to log in first', async () => {
    stubApi((path) => {
      throw new Error(`unexpected call ${path}`);
    });
    const { router } = renderApp({ history: ['/producttransferin?tier=1'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
