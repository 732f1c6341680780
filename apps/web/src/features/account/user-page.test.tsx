import { accountsEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { testPlayer } from '../../test/fixtures';

const PLAYER = testPlayer({
  level: 3,
  levelName: 'gold',
  money: '1234.50',
  leftmoney: '1000.00',
  noPassword2: 0,
});

describe('/user', () => {
  it('shows the profile, level, balance and withdrawable amount, with menus only to existing screens', async () => {
    setToken('player-token');
    stubApi(() => ok(PLAYER));
    renderApp({ history: ['/user'] });

    expect(await screen.findByRole('heading', { name: 'An' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'VIP 3 · Vàng' })).toBeTruthy();
    expect(screen.getByText('+84 ****5678')).toBeTruthy();
    expect(screen.getByText('K7Q2M9')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('$1,000.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rút tiền' }).getAttribute('href')).toBe('/withdraw');
    const menus = screen.getAllByRole('navigation').filter((nav) => nav.classList.contains('fr-menu'));
    const targets = menus.flatMap((menu) =>
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    );
    expect(targets).toEqual([
      '/betlist',
      '/my_income',
      '/history',
      '/recall',
      '/banklist',
      '/vip',
      '/responsible',
      '/my_password',
      '/my_set',
      '/languageSet',
      '/message',
      '/ServicePage',
      '/my_update',
    ]);
  });

  it('logs out only after a confirmation, ending the session on the server, then shows Home', async () => {
    setToken('player-token');
    const paths: string[] = [];
    stubApi((path) => {
      paths.push(path);
      return ok(path === accountsEndpoints.logout.path ? null : PLAYER);
    });
    const { router } = renderApp({ history: ['/user'] });
    await screen.findByRole('heading', { name: 'An' }, { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paths).not.toContain(accountsEndpoints.logout.path);
    expect(getToken()).toBe('player-token');

    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByRole('heading', { name: 'Đăng nhập để chơi' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
    expect(paths).toContain(accountsEndpoints.logout.path);
  });

  it('makes deposit the main action, first, when the balance is 0', async () => {
    setToken('player-token');
    stubApi(() => ok({ ...PLAYER, money: '0.00', leftmoney: '0.00' }));
    renderApp({ history: ['/user'] });
    await screen.findByRole('heading', { name: 'An' }, { timeout: 5000 });
    const actions = within(document.querySelector<HTMLElement>('.fr-balance__actions')!);
    const recharge = actions.getByRole('link', { name: 'Nạp tiền' });
    const withdraw = actions.getByRole('link', { name: 'Rút tiền' });
    expect(recharge.className).toContain('fr-link-button--primary');
    expect(withdraw.className).toContain('fr-link-button--secondary');
    expect(recharge.compareDocumentPosition(withdraw) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts balance and withdrawable one above the other when an amount is too long to fit beside the other', async () => {
    setToken('player-token');
    stubApi(() => ok({ ...PLAYER, money: '119990.00', leftmoney: '119990.00' }));
    renderApp({ history: ['/user'] });
    await screen.findByRole('heading', { name: 'An' }, { timeout: 5000 });
    expect(document.querySelector('.fr-balance__figures')!.className).toContain(
      'fr-balance__figures--stacked',
    );
    expect(screen.getAllByText('$119,990.00')).toHaveLength(2);
  });

  it('keeps balance and withdrawable side by side while both fit', async () => {
    setToken('player-token');
    stubApi(() => ok(PLAYER));
    renderApp({ history: ['/user'] });
    await screen.findByRole('heading', { name: 'An' }, { timeout: 5000 });
    expect(document.querySelector('.fr-balance__figures')!.className).not.toContain('--stacked');
  });

  it('keeps withdraw as the main action while there is a balance', async () => {
    setToken('player-token');
    stubApi(() => ok(PLAYER));
    renderApp({ history: ['/user'] });
    await screen.findByRole('heading', { name: 'An' }, { timeout: 5000 });
    const actions = within(document.querySelector<HTMLElement>('.fr-balance__actions')!);
    expect(actions.getByRole('link', { name: 'Rút tiền' }).className).toContain('fr-link-button--primary');
    expect(actions.getByRole('link', { name: 'Nạp tiền' }).className).toContain('fr-link-button--secondary');
  });
});
