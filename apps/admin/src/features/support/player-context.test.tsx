import { ErrorCode, appConfigEndpoints, supportAdminEndpoints } from '@fairround/shared';
import type { SupportPlayerContext } from '@fairround/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
import { CONFIG_ANSWER, ok, renderConsole, stubApi } from '../../test/render';
import { PlayerContextPanel } from './player-context';

const CONVERSATION = 'd1e2f3a4-0000-4000-8000-000000000001';
const PLAYER_ID = '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001';
const NOW = Date.now();

const CONTEXT: SupportPlayerContext = {
  player: {
    id: PLAYER_ID,
    username: 'alice77',
    nickname: 'Alice',
    status: 'active',
    level: 3,
    createdAt: NOW - 86_400_000,
  },
  balances: { cash: '1234.50', withdrawalHold: '40.25', betEscrow: '0.00' },
  deposits: [
    { id: 'd-2', amount: '30.00', status: 'pending', createdAt: NOW - 60_000, resolvedAt: null },
    {
      id: 'd-1',
      amount: '250.50',
      status: 'approved',
      createdAt: NOW - 3_600_000,
      resolvedAt: NOW - 3_000_000,
    },
  ],
  withdrawals: [],
};

describe('the player beside a support conversation', () => {
  it('shows balances, latest deposits and withdrawals, and links to the profile', async () => {
    const fetchMock = stubApi((path) => {
      if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
      if (path === supportAdminEndpoints.player.path) return ok(CONTEXT);
      return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
    });
    renderConsole(<PlayerContextPanel id={CONVERSATION} />, { role: 'support' });

    const panel = await screen.findByTestId('support-player-context');
    await within(panel).findByText('alice77');
    expect(within(panel).getByText('Active')).toBeTruthy();
    expect(within(panel).getByText('1,234.50')).toBeTruthy();
    expect(within(panel).getByText('40.25')).toBeTruthy();
    const deposits = within(panel).getByTestId('context-deposits');
    const [latest, earlier] = within(deposits).getAllByRole('listitem');
    expect(within(latest!).getByText('30.00')).toBeTruthy();
    expect(within(latest!).getByText('Pending')).toBeTruthy();
    expect(within(earlier!).getByText('250.50')).toBeTruthy();
    expect(within(earlier!).getByText('Approved')).toBeTruthy();
    expect(within(within(panel).getByTestId('context-withdrawals')).getByText('None yet')).toBeTruthy();
    expect(within(panel).getByRole('link').getAttribute('href')).toBe(`/players/${PLAYER_ID}`);
    const call = fetchMock.mock.calls.find(([input]) => String(input) === supportAdminEndpoints.player.path);
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ id: CONVERSATION });
  });

  it('says when the player cannot be loaded', async () => {
    stubApi((path) =>
      path === appConfigEndpoints.config.path
        ? CONFIG_ANSWER
        : { code: 0, info: 'No conversation with this ID', data: { errCode: ErrorCode.NotFound } },
    );
    renderConsole(<PlayerContextPanel id={CONVERSATION} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the player.');
  });
});
