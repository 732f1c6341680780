import { appConfigEndpoints, verificationAdminEndpoints, type AdminVerification } from '@fairround/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIG_ANSWER, ok, renderConsole, stubApi } from '../../test/render';
import { PlayerVerificationTab } from './player-verification';

vi.setConfig({ testTimeout: 60_000 });

const USER_ID = '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001';
const REJECTED: AdminVerification = {
  id: '5d0e7c1a-3b2f-4e6d-9a8c-7b6a5f4e3d21',
  playerId: USER_ID,
  username: 'alice',
  documentType: 'id_card',
  status: 'rejected',
  submittedAt: '2026-11-30T08:00:00.000Z',
  decidedAt: '2026-12-01T08:00:00.000Z',
  decidedBy: 'finance1',
  reason: 'unreadable',
  note: null,
  files: [],
  filesDeletedAt: '2026-12-02T08:00:00.000Z',
  filesDeleteAt: null,
};
const PENDING: AdminVerification = {
  ...REJECTED,
  id: '5d0e7c1a-3b2f-4e6d-9a8c-7b6a5f4e3d22',
  documentType: 'passport',
  status: 'pending',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  files: [{ kind: 'document', mime: 'image/png', bytes: 10 }],
  filesDeletedAt: null,
};

describe("a player's verification tab", () => {
  it("lists every one of the player's submissions, whatever their status", async () => {
    const asked: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      if (path === verificationAdminEndpoints.list.path) {
        asked.push(body);
        return ok({ items: [PENDING, REJECTED], total: 2 });
      }
      return CONFIG_ANSWER;
    });
    renderConsole(<PlayerVerificationTab userId={USER_ID} />, { role: 'finance' });
    const panel = await screen.findByTestId('player-verification');
    const pending = (await within(panel).findByText('Passport')).closest('tr')!;
    expect(within(pending).getByText('Waiting')).toBeTruthy();
    const rejected = within(panel).getByText('ID card').closest('tr')!;
    expect(within(rejected).getByText('Reason: The photo cannot be read')).toBeTruthy();
    expect(within(panel).queryByTestId('verification-open')).toBeNull();
    await waitFor(() =>
      expect(asked[0]).toMatchObject({ playerId: USER_ID, status: 'all', page: 1, pageSize: 10 }),
    );
  });

  it('says so when the player has sent nothing', async () => {
    stubApi((path) =>
      path === verificationAdminEndpoints.list.path
        ? ok({ items: [], total: 0 })
        : path === appConfigEndpoints.config.path
          ? CONFIG_ANSWER
          : ok({}),
    );
    renderConsole(<PlayerVerificationTab userId={USER_ID} />, { role: 'owner' });
    expect(await screen.findByText('This player has not sent a verification.')).toBeTruthy();
  });
});
