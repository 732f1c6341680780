import { accountsEndpoints, CATALOGUES, ErrorCode, fillTemplate, profileEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { LOAD, testPlayer } from '../../test/fixtures';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';

const texts = CATALOGUES.vi.web.account.profile;
const settings = CATALOGUES.vi.web.account.settings;
const errors = CATALOGUES.vi.errors;
const PLAYER = testPlayer({ nickname: 'An' });

function open(answer: (body: Record<string, unknown>) => Envelope, history = ['/my_set', '/my_profile']) {
  setToken('player-token');
  const fetchMock = stubApi((called, body) => {
    if (called === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (called === profileEndpoints.changeNickname.path) return answer(body);
    return ok(null);
  });
  return { fetchMock, ...renderApp({ history }) };
}

const sentBodies = (fetchMock: ReturnType<typeof open>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([called]) => called === profileEndpoints.changeNickname.path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const field = () => screen.getByLabelText(texts.label);

afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

describe('/my_profile: the nickname', { timeout: 20_000 }, () => {
  it('is reached from settings, which show the nickname and the masked phone', async () => {
    setToken('player-token');
    stubApi((called) => ok(called === accountsEndpoints.userInfo.path ? PLAYER : null));
    renderApp({ history: ['/user', '/my_set'] });
    const menu = await screen.findByRole('navigation', { name: settings.title }, LOAD);
    // The values come with the player's info.
    await within(menu).findByText('+84 ****5678', {}, LOAD);
    const nickname = within(menu).getByRole('link', { name: new RegExp(settings.nickname) });
    const phone = within(menu).getByRole('link', { name: new RegExp(settings.phone) });
    expect(nickname.getAttribute('href')).toBe('/my_profile');
    expect(phone.getAttribute('href')).toBe('/my_phone');
    expect(within(nickname).getByText('An')).toBeTruthy();
    expect(within(phone).getByText('+84 ****5678')).toBeTruthy();
  });

  it('checks the rule as the player types, confirms, sends the tidied name and goes back with a toast', async () => {
    const { fetchMock, router } = open((body) => ok({ nickname: body.nickname }));
    expect(await screen.findByDisplayValue('An', {}, LOAD)).toBeTruthy();
    expect(screen.getByText(fillTemplate(texts.note, { num: 3, days: 30 }))).toBeTruthy();

    fireEvent.change(field(), { target: { value: 'A' } });
    fireEvent.blur(field());
    expect(await screen.findByText(errors[ErrorCode.NicknameFormat])).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field(), { target: { value: '  Bình   An ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(fillTemplate(texts.confirmBody, { nickname: 'Bình An', num: 3, days: 30 })),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    expect(sentBodies(fetchMock)[0]).toMatchObject({ nickname: 'Bình An' });
    expect(await screen.findByText(texts.done)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_set'));
  });

  it('shows a refusal of the server (a taken name, too many changes) under the field in the player’s language', async () => {
    const refusals = [ErrorCode.NicknameTaken, ErrorCode.NicknameChangeLimit];
    const { fetchMock } = open(() => {
      const errCode = refusals[sentBodies(fetchMock).length - 1]!;
      return {
        code: 0,
        info: fillTemplate(errors[errCode], { num: 3 }),
        data: { errCode, field: 'nickname' },
      };
    });
    await screen.findByDisplayValue('An', {}, LOAD);
    for (const errCode of refusals) {
      fireEvent.change(field(), { target: { value: 'Lucky Star' } });
      fireEvent.click(screen.getByRole('button', { name: texts.submit }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.confirm }));
      expect(await screen.findByText(fillTemplate(errors[errCode], { num: 3 }))).toBeTruthy();
      expect(field().getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(screen.getByTestId('nickname-form')).toBeTruthy();
  });
});
