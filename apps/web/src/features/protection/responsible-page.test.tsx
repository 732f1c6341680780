import {
  ErrorCode,
  CATALOGUES,
  type ProtectionState,
  accountsEndpoints,
  protectionEndpoints,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../lib/format';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, TEST_CONFIG, type Envelope } from '../../test/render-app';
import {
  HOUR_MS,
  limitView,
  PLAYER,
  protectionState,
  sessionView,
  withDepositLimit,
} from './protection-test-data';

const p = CATALOGUES.vi.web.protection;
const errors = CATALOGUES.vi.errors;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{${key}}`, value), text);
/** Times in the operator's zone (getconfig's), whatever the device's. */
const timeText = (epochMs: number) => formatDateTime(epochMs, 'vi', TEST_CONFIG.timeZone);
const depositLabel = (period: 'day' | 'week' | 'month') =>
  fill(p.limits.depositAmount, { period: p.periods[period] });

type Writes = Record<string, (body: Record<string, unknown>) => Envelope>;

/** Serves the state, the session and the given writes; records every write's body by path. */
function serve(state: ProtectionState | (() => Envelope), writes: Writes = {}) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === protectionEndpoints.session.path) return ok(sessionView());
    if (path === protectionEndpoints.state.path) return typeof state === 'function' ? state() : ok(state);
    const write = writes[path];
    if (write) {
      const { lang: _lang, token: _token, ...rest } = body;
      sent.push({ path, body: rest });
      return write(body);
    }
    throw new Error(`unexpected call ${path}`);
  });
  return sent;
}

async function openPage(path = '/responsible') {
  setToken('player-token');
  const view = renderApp({ history: [path] });
  await screen.findByRole('heading', { name: p.limits.depositTitle }, { timeout: 10_000 });
  return view;
}

/** The antd-mobile dialog on top (a closing one may linger behind it). */
async function topDialog(): Promise<HTMLElement> {
  const dialogs = await screen.findAllByRole('dialog');
  return dialogs[dialogs.length - 1]!;
}

describe('/responsible', { timeout: 20_000 }, () => {
  it('shows limits with use, what is left and a pending raise, the break in force without a way to lift it, and help', async () => {
    const effectiveAt = Date.now() + 20 * HOUR_MS;
    const endsAt = Date.now() + 6 * 24 * HOUR_MS;
    const state = withDepositLimit(
      protectionState({
        exclusion: { kind: 'timeout', duration: '1w', startsAt: Date.now() - 24 * HOUR_MS, endsAt },
      }),
      limitView('day', {
        amount: '100.00',
        used: '20.00',
        remaining: '80.00',
        pending: { amount: '200.00', effectiveAt },
      }),
    );
    serve(state);
    await openPage();

    expect(screen.getByTestId('limit-deposit-day').textContent).toBe('$100.00');
    expect(screen.getByText('$20.00')).toBeTruthy();
    expect(screen.getByText('$80.00')).toBeTruthy();
    expect(screen.getByTestId('limit-pending').textContent).toBe(
      fill(p.limits.pendingAmount, { amount: '$200.00', time: timeText(effectiveAt) }),
    );
    expect(screen.getByTestId('limit-deposit-week').textContent).toBe(p.limits.none);

    const active = screen.getByTestId('active-break');
    expect(within(active).getByRole('heading', { name: p.breaks.activeTimeout })).toBeTruthy();
    expect(within(active).getByText(fill(p.breaks.activeUntil, { time: timeText(endsAt) }))).toBeTruthy();
    expect(within(active).queryAllByRole('button')).toHaveLength(0);

    const help = screen.getByRole('link', { name: /Gamblers Anonymous/ });
    expect(help.getAttribute('href')).toBe('https://www.gamblersanonymous.org/');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
  });

  it('sets a new limit at once, posting kind, period and amount', async () => {
    const state = protectionState();
    const sent = serve(state, {
      [protectionEndpoints.setLimit.path]: () =>
        ok(withDepositLimit(state, limitView('week', { amount: '50.00', remaining: '50.00' }))),
    });
    await openPage();

    fireEvent.click(screen.getByRole('button', { name: `${p.limits.set} ${depositLabel('week')}` }));
    fireEvent.change(screen.getByLabelText(depositLabel('week')), { target: { value: '5a0' } });
    fireEvent.click(screen.getByRole('button', { name: p.limits.save }));

    await waitFor(() => expect(screen.getByTestId('limit-deposit-week').textContent).toBe('$50.00'));
    expect(sent).toEqual([
      { path: protectionEndpoints.setLimit.path, body: { kind: 'deposit', period: 'week', amount: '50' } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an amount that is not one, without calling the server', async () => {
    const sent = serve(protectionState(), {
      [protectionEndpoints.setLimit.path]: () => ok(protectionState()),
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: `${p.limits.set} ${depositLabel('day')}` }));
    fireEvent.change(screen.getByLabelText(depositLabel('day')), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: p.limits.save }));
    expect(await screen.findByText(errors[ErrorCode.AmountNotPositive])).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('asks before a raise, saying it waits 24 h, and shows the raise as pending once confirmed', async () => {
    const effectiveAt = Date.now() + 24 * HOUR_MS;
    const state = withDepositLimit(
      protectionState(),
      limitView('day', { amount: '100.00', remaining: '100.00' }),
    );
    const sent = serve(state, {
      [protectionEndpoints.setLimit.path]: () =>
        ok(
          withDepositLimit(
            state,
            limitView('day', {
              amount: '100.00',
              remaining: '100.00',
              pending: { amount: '200.00', effectiveAt },
            }),
          ),
        ),
    });
    await openPage();

    fireEvent.click(screen.getByRole('button', { name: `${p.limits.change} ${depositLabel('day')}` }));
    fireEvent.change(screen.getByLabelText(depositLabel('day')), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: p.limits.save }));
    let dialog = await topDialog();
    expect(within(dialog).getByText(fill(p.limits.raiseBody, { amount: '$100.00' }))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: p.limits.keep }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0), { timeout: 3_000 });
    expect(sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: p.limits.save }));
    dialog = await topDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: p.limits.raiseConfirm }));
    expect(await screen.findByTestId('limit-pending')).toBeTruthy();
    expect(screen.getByTestId('limit-pending').textContent).toBe(
      fill(p.limits.pendingAmount, { amount: '$200.00', time: timeText(effectiveAt) }),
    );
    expect(sent).toEqual([
      { path: protectionEndpoints.setLimit.path, body: { kind: 'deposit', period: 'day', amount: '200' } },
    ]);
  });

  it('asks before removing a limit and posts a null amount', async () => {
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0), { timeout: 3_000 });
    const state = withDepositLimit(
      protectionState(),
      limitView('month', { amount: '900.00', remaining: '900.00' }),
    );
    const sent = serve(state, { [protectionEndpoints.setLimit.path]: () => ok(state) });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: `${p.limits.change} ${depositLabel('month')}` }));
    fireEvent.click(screen.getByRole('button', { name: p.limits.remove }));
    const dialog = await topDialog();
    expect(within(dialog).getByText(p.limits.removeTitle)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: p.limits.removeConfirm }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ kind: 'deposit', period: 'month', amount: null });
  });

  it('starts a time-out only with the login password, stating its end, and posts the duration', async () => {
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0), { timeout: 3_000 });
    const endsAt = Date.now() + 7 * 24 * HOUR_MS;
    let answer: Envelope = {
      code: 0,
      info: errors[ErrorCode.PasswordWrong],
      data: { errCode: ErrorCode.PasswordWrong, field: 'password' },
    };
    const sent = serve(protectionState(), { [protectionEndpoints.exclude.path]: () => answer });
    await openPage();

    const timeout = screen.getByRole('heading', { name: p.breaks.timeoutTitle }).closest('section')!;
    fireEvent.click(within(timeout).getByRole('radio', { name: p.breaks.durations['1w'] }));
    fireEvent.click(within(timeout).getByRole('button', { name: p.breaks.next }));
    const sheet = await screen.findByRole('dialog', {
      name: fill(p.breaks.confirmTimeoutTitle, { duration: p.breaks.durations['1w'] }),
    });
    expect(within(sheet).getByText(p.breaks.blocks)).toBeTruthy();
    expect(within(sheet).getByText(p.breaks.allows)).toBeTruthy();
    expect(within(sheet).getByText(p.breaks.final)).toBeTruthy();
    const endDay = formatDate(endsAt, 'vi', TEST_CONFIG.timeZone);
    expect(within(sheet).getByTestId('break-ends').textContent).toContain(endDay);

    fireEvent.click(within(sheet).getByRole('button', { name: p.breaks.confirm }));
    expect(await within(sheet).findByText(p.breaks.passwordRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(sheet).getByLabelText(p.breaks.password), { target: { value: 'wrong-1' } });
    fireEvent.click(within(sheet).getByRole('button', { name: p.breaks.confirm }));
    await waitFor(() =>
      expect(within(sheet).getByLabelText(p.breaks.password).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(sheet).getByText(errors[ErrorCode.PasswordWrong])).toBeTruthy();

    answer = ok(
      protectionState({ exclusion: { kind: 'timeout', duration: '1w', startsAt: Date.now(), endsAt } }),
    );
    fireEvent.change(within(sheet).getByLabelText(p.breaks.password), { target: { value: 'secret12' } });
    fireEvent.click(within(sheet).getByRole('button', { name: p.breaks.confirm }));
    expect(await screen.findByTestId('active-break')).toBeTruthy();
    expect(sent.map((write) => write.body)).toEqual([
      { duration: '1w', password: 'wrong-1' },
      { duration: '1w', password: 'secret12' },
    ]);
  });

  it('saves the reality-check interval as soon as it is picked', async () => {
    const sent = serve(protectionState(), {
      [protectionEndpoints.setRealityCheck.path]: () =>
        ok(protectionState({ realityCheckMinutes: 30, session: sessionView({ realityCheckMinutes: 30 }) })),
    });
    await openPage();
    const off = screen.getByRole('radio', { name: p.realityCheck.off }) as HTMLInputElement;
    expect(off.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: fill(p.realityCheck.every, { num: '30' }) }));
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: fill(p.realityCheck.every, { num: '30' }) }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    expect(sent).toEqual([{ path: protectionEndpoints.setRealityCheck.path, body: { minutes: 30 } }]);
  });

  it('after registration offers deposit limits; skipping records it and goes on', async () => {
    const sent = serve(protectionState({ limitsOffered: false }), {
      [protectionEndpoints.skipLimitsOffer.path]: () => ok(protectionState({ limitsOffered: true })),
    });
    const { router } = await openPage('/responsible?welcome=1&next=%2Fvip');
    expect(screen.getByRole('heading', { name: p.welcome.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: p.welcome.set }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: p.limits.depositTitle }));

    fireEvent.click(screen.getByRole('button', { name: p.welcome.skip }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vip'));
    expect(sent.map((write) => write.path)).toEqual([protectionEndpoints.skipLimitsOffer.path]);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { code: 0, info: errors[ErrorCode.NetworkError], data: { errCode: 1000 } }
        : ok(protectionState()),
    );
    setToken('player-token');
    renderApp({ history: ['/responsible'] });
    expect(await screen.findByText(p.loadFailed, {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: CATALOGUES.vi.web.common.retry }));
    expect(await screen.findByRole('heading', { name: p.limits.depositTitle })).toBeTruthy();
  });
});
