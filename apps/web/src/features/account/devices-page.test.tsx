import {
  accountsEndpoints,
  CATALOGUES,
  ErrorCode,
  fillTemplate,
  formattersFor,
  playerSessionsEndpoints,
  type PlayerSessionView,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { LOAD, testPlayer } from '../../test/fixtures';
import { ok, renderApp, stubApi, TEST_CONFIG, type Envelope } from '../../test/render-app';

const texts = CATALOGUES.vi.web.account.devices;
const format = formattersFor('vi', TEST_CONFIG.timeZone, TEST_CONFIG.currency);
const HOUR_MS = 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const PHONE: PlayerSessionView = {
  id: '3f1c2b7a-0d4e-4a51-9b8f-1c2d3e4f5a01',
  device: 'Chrome · Android',
  ip: '203.0.113.7',
  createdAt: ago(26 * HOUR_MS),
  lastSeenAt: ago(40_000),
  current: true,
};
const LAPTOP: PlayerSessionView = {
  id: '3f1c2b7a-0d4e-4a51-9b8f-1c2d3e4f5a02',
  device: 'Firefox · Windows',
  ip: '198.51.100.23',
  createdAt: ago(72 * HOUR_MS),
  lastSeenAt: ago(2.5 * HOUR_MS),
  current: false,
};
const UNKNOWN: PlayerSessionView = {
  id: '3f1c2b7a-0d4e-4a51-9b8f-1c2d3e4f5a03',
  device: null,
  ip: null,
  createdAt: ago(100 * HOUR_MS),
  lastSeenAt: ago(50 * HOUR_MS),
  current: false,
};

type Sent = { path: string; body: Record<string, unknown> };

/** Opens /my_devices from /my_set with the server answering `list` and the end calls from `answers`. */
function open(sessions: () => PlayerSessionView[] | Envelope, answers: Record<string, () => Envelope> = {}) {
  setToken('player-token');
  const sent: Sent[] = [];
  stubApi((path, body) => {
    sent.push({ path, body });
    if (path === accountsEndpoints.userInfo.path) return ok(testPlayer());
    if (path === playerSessionsEndpoints.list.path) {
      const answer = sessions();
      return Array.isArray(answer) ? ok(answer) : answer;
    }
    const answer = answers[path];
    if (answer) return answer();
    throw new Error(`unexpected call ${path}`);
  });
  const view = renderApp({ history: ['/user', '/my_set', '/my_devices'] });
  return { ...view, sent, calls: (path: string) => sent.filter((call) => call.path === path) };
}

const cards = () => screen.findAllByTestId('session', {}, LOAD);
const card = (name: string) => screen.getByRole('listitem', { name });

describe('/my_devices', { timeout: 20_000 }, () => {
  it('is linked from the settings menu', async () => {
    setToken('player-token');
    stubApi((path) => (path === accountsEndpoints.userInfo.path ? ok(testPlayer()) : ok([])));
    renderApp({ history: ['/user', '/my_set'] });
    const menu = await screen.findByRole(
      'navigation',
      { name: CATALOGUES.vi.web.account.settings.title },
      LOAD,
    );
    const link = within(menu).getByRole('link', { name: CATALOGUES.vi.web.account.settings.devices });
    expect(link.getAttribute('href')).toBe('/my_devices');
  });

  it('shows each device as a card: label, full address, when it logged in and was last used; this one tagged and without a log-out', async () => {
    open(() => [PHONE, LAPTOP, UNKNOWN]);
    expect(await cards()).toHaveLength(3);
    expect(screen.getByRole('heading', { name: texts.title })).toBeTruthy();

    const phone = card(PHONE.device!);
    expect(within(phone).getByText(texts.thisDevice)).toBeTruthy();
    expect(within(phone).getByText('203.0.113.7')).toBeTruthy();
    expect(within(phone).getByText(format.dateTime(PHONE.createdAt, 'minutes'))).toBeTruthy();
    expect(within(phone).getByText(texts.activeNow)).toBeTruthy();
    expect(within(phone).queryByRole('button')).toBeNull();

    const laptop = card(LAPTOP.device!);
    expect(within(laptop).queryByText(texts.thisDevice)).toBeNull();
    expect(within(laptop).getByText('198.51.100.23')).toBeTruthy();
    expect(within(laptop).getByText(format.dateTime(LAPTOP.createdAt, 'minutes'))).toBeTruthy();
    expect(within(laptop).getByText(format.relative(LAPTOP.lastSeenAt))).toBeTruthy();
    expect(
      within(laptop).getByRole('button', {
        name: fillTemplate(texts.logOutLabel, { device: LAPTOP.device! }),
      }),
    ).toBeTruthy();

    const unknown = card(texts.unknownDevice);
    expect(within(unknown).getByText(texts.noAddress)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.logOutOthers })).toBeTruthy();
  });

  it('logs another device out only after a confirmation, then shows the list without it', async () => {
    let live = [PHONE, LAPTOP];
    const { calls } = open(() => live, {
      [playerSessionsEndpoints.end.path]: () => {
        live = [PHONE];
        return ok(null);
      },
    });
    await cards();
    const logOut = fillTemplate(texts.logOutLabel, { device: LAPTOP.device! });

    fireEvent.click(screen.getByRole('button', { name: logOut }));
    let dialog = await screen.findByRole('dialog', { name: texts.logOutTitle });
    expect(within(dialog).getByText(fillTemplate(texts.logOutBody, { device: LAPTOP.device! }))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(playerSessionsEndpoints.end.path)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: logOut }));
    dialog = await screen.findByRole('dialog', { name: texts.logOutTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.logOut }));
    expect(await screen.findByText(texts.loggedOut)).toBeTruthy();
    expect(calls(playerSessionsEndpoints.end.path).map((call) => call.body.id)).toEqual([LAPTOP.id]);
    await waitFor(() => expect(screen.queryAllByTestId('session')).toHaveLength(1));
    expect(screen.getByText(texts.onlyThisDevice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.logOutOthers })).toBeNull();
  });

  it('logs out every other device after a confirmation and says how many', async () => {
    let live = [PHONE, LAPTOP, UNKNOWN];
    const { calls } = open(() => live, {
      [playerSessionsEndpoints.endOthers.path]: () => {
        live = [PHONE];
        return ok({ ended: 2 });
      },
    });
    await cards();
    fireEvent.click(screen.getByRole('button', { name: texts.logOutOthers }));
    const dialog = await screen.findByRole('dialog', { name: texts.logOutOthersTitle });
    expect(within(dialog).getByText(texts.logOutOthersBody)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.logOutOthers }));
    expect(await screen.findByText(fillTemplate(texts.loggedOutOthers_other, { count: 2 }))).toBeTruthy();
    expect(calls(playerSessionsEndpoints.endOthers.path)).toHaveLength(1);
    await waitFor(() => expect(screen.queryAllByTestId('session')).toHaveLength(1));
    expect(card(PHONE.device!)).toBeTruthy();
  });

  it('says when the devices could not be loaded, and loads them again on retry', async () => {
    let attempts = 0;
    open(() => {
      attempts += 1;
      return attempts === 1
        ? {
            code: 0,
            info: CATALOGUES.vi.errors[ErrorCode.UnknownError],
            data: { errCode: ErrorCode.UnknownError },
          }
        : [PHONE];
    });
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toContain(texts.loadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: CATALOGUES.vi.web.common.retry }));
    expect(await cards()).toHaveLength(1);
    expect(attempts).toBe(2);
  });

  it('says so plainly when there is nothing to show', async () => {
    open(() => []);
    expect(await screen.findByText(texts.emptyTitle, {}, LOAD)).toBeTruthy();
    expect(screen.queryAllByTestId('session')).toHaveLength(0);
  });
});
