import { appConfigEndpoints, ErrorCode, riskAdminEndpoints, type RiskList, type RiskSignal } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
import { CONFIG_ANSWER, ok, renderConsole, stubApi } from '../../test/render';
import { PlayerRiskTab } from './player-risk';

const USER_ID = '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001';
const OTHER_ID = '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c002';
const NOW = Date.now();

const SHARED_IP: RiskSignal = {
  key: 'shared_ip:203.0.113.7',
  kind: 'shared_ip',
  fingerprint: 'a'.repeat(32),
  players: [
    { id: USER_ID, username: 'alice', excluded: false },
    { id: OTHER_ID, username: 'bob', excluded: true },
  ],
  playerCount: 3,
  evidence: { ip: '203.0.113.7' },
  firstSeen: NOW - 86_400_000,
  lastSeen: NOW - 3_600_000,
  review: null,
};

const QUICK: RiskSignal = {
  key: 'quick_withdrawal:5b0f3c8e-2a51-4c47-9d0e-51f0a3f0c009',
  kind: 'quick_withdrawal',
  fingerprint: 'b'.repeat(32),
  players: [{ id: USER_ID, username: 'alice', excluded: false }],
  playerCount: 1,
  evidence: {
    depositAmount: '1000.00',
    depositAt: NOW - 7_200_000,
    withdrawalAmount: '900.00',
    withdrawalAt: NOW - 3_600_000,
    withdrawalStatus: 'pending',
    turnover: '200.00',
    requiredTurnover: '1000.00',
  },
  firstSeen: NOW - 7_200_000,
  lastSeen: NOW - 3_600_000,
  review: { note: 'Checked before', by: 'finance1', at: NOW - 60_000, stale: true },
};

const LIST: RiskList = {
  items: [SHARED_IP, QUICK],
  truncated: [],
  thresholds: {
    windowDays: 30,
    turnoverPercent: 100,
    failureBurst: 5,
    failureWindowMinutes: 15,
    limitRaises: 2,
    limitRaiseDays: 7,
  },
  computedAt: NOW,
};

function stubRisk() {
  return stubApi((path) => {
    if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
    if (path === riskAdminEndpoints.list.path) return ok(LIST);
    if (path === riskAdminEndpoints.review.path) return ok({ key: QUICK.key, fingerprint: QUICK.fingerprint });
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
}

describe("a player's risk tab", () => {
  it('lists the signals with players linked, evidence and review state; finance may review money signals only', async () => {
    const fetchMock = stubRisk();
    renderConsole(<PlayerRiskTab userId={USER_ID} />, { role: 'finance' });
    const panel = await screen.findByTestId('player-risk');
    const address = (await within(panel).findByText('IP address 203.0.113.7')).closest('tr')!;
    expect(within(address).getByRole('link', { name: 'bob' }).getAttribute('href')).toBe(`/players/${OTHER_ID}`);
    expect(within(address).getByText('Self-excluded')).toBeTruthy();
    expect(within(address).getByText('+1 more')).toBeTruthy();
    // Address signals are support's to review, not finance's.
    expect(within(address).getByText('Your role does not review this kind')).toBeTruthy();
    expect(within(address).queryByTestId('risk-review-button')).toBeNull();

    const quick = within(panel).getByText('Staked 200.00 in between; 1000.00 asked for').closest('tr')!;
    expect(within(quick).getByText(/Evidence changed since finance1 reviewed it/)).toBeTruthy();
    fireEvent.click(within(quick).getByTestId('risk-review-button'));
    fireEvent.change(await screen.findByTestId('risk-review-note'), { target: { value: 'Called the player' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === riskAdminEndpoints.review.path)).toBe(true),
    );
    const review = fetchMock.mock.calls.find(([input]) => String(input) === riskAdminEndpoints.review.path);
    expect(JSON.parse(String(review?.[1]?.body))).toMatchObject({
      key: QUICK.key,
      fingerprint: QUICK.fingerprint,
      note: 'Called the player',
    });
    const list = fetchMock.mock.calls.find(([input]) => String(input) === riskAdminEndpoints.list.path);
    expect(JSON.parse(String(list?.[1]?.body))).toMatchObject({ userId: USER_ID, includeReviewed: true });
  });

  it('says so when no signal involves the player', async () => {
    stubApi((path) =>
      path === riskAdminEndpoints.list.path ? ok({ ...LIST, items: [] }) : CONFIG_ANSWER,
    );
    renderConsole(<PlayerRiskTab userId={USER_ID} />);
    expect(await screen.findByText('No risk signals involve this player.')).toBeTruthy();
  });
});
