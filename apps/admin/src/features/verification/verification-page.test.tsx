import { appConfigEndpoints, ErrorCode, verificationAdminEndpoints as endpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIG_ANSWER, ok, renderConsole, stubApi } from '../../test/render';
import {
  APPROVED,
  PENDING,
  PNG_BASE64,
  REJECTED_DELETED,
  SETTINGS,
  requireTwoFactor,
} from './verification.fixtures';
import { VerificationPage } from './verification-page';

// antd tables and drawers render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

type Call = { path: string; body: Record<string, unknown> };

/** Plays the server: the list filtered by status, both files, decisions, the settings. */
function stubVerification() {
  const calls: Call[] = [];
  const all = [PENDING, APPROVED, REJECTED_DELETED];
  stubApi((path, body) => {
    calls.push({ path, body });
    if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
    if (path === endpoints.settings.path) return ok(SETTINGS);
    if (path === endpoints.list.path) {
      const items = body.status === 'all' ? all : all.filter((row) => row.status === body.status);
      return ok({ items, total: items.length });
    }
    if (path === endpoints.file.path)
      return ok({ mime: body.kind === 'document' ? 'image/png' : 'image/jpeg', data: PNG_BASE64 });
    if (path === endpoints.decide.path)
      return ok({ ...PENDING, status: body.decision === 'approve' ? 'approved' : 'rejected' });
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
  const sent = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
  return { sent };
}

/** An antd modal by its title. */
async function findModal(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('.ant-modal')!;
}

const table = () => screen.findByTestId('verification-table');
const openReview = async (username: string) => {
  const row = (await within(await table()).findByText(username)).closest('tr')!;
  fireEvent.click(within(row).getByTestId('verification-open'));
  return screen.findByTestId('verification-review');
};

describe('/verification', () => {
  it('lists the pending queue first, then each filter’s rows with status, decision and files', async () => {
    const { sent } = stubVerification();
    renderConsole(<VerificationPage />, { role: 'finance' });
    const pending = (await within(await table()).findByText('alice')).closest('tr')!;
    expect(within(pending).getByRole('link', { name: 'alice' }).getAttribute('href')).toBe(
      `/players/${PENDING.playerId}`,
    );
    expect(within(pending).getByText('Passport')).toBeTruthy();
    expect(within(pending).getByText('Files: 2')).toBeTruthy();
    expect(within(pending).getByText('Review')).toBeTruthy();
    expect(sent(endpoints.list.path)[0]).toMatchObject({ status: 'pending', page: 1, pageSize: 20 });

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = (await within(await table()).findByText('carol')).closest('tr')!;
    expect(within(rejected).getByText('Reason: The document has expired')).toBeTruthy();
    expect(within(rejected).getByText('by owner1')).toBeTruthy();
    expect(within(rejected).getByText(/^Deleted /)).toBeTruthy();
    expect(within(await table()).queryByText('alice')).toBeNull();
    expect(sent(endpoints.list.path).at(-1)).toMatchObject({ status: 'rejected' });

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    const approved = (await within(await table()).findByText('bob')).closest('tr')!;
    expect(within(approved).getByText(/^Deleted on /)).toBeTruthy();
    expect(within(await table()).getByText('alice')).toBeTruthy();
  });

  it('says so when nothing waits for review', async () => {
    stubApi((path) => {
      if (path === endpoints.list.path) return ok({ items: [], total: 0 });
      if (path === endpoints.settings.path) return ok(SETTINGS);
      return CONFIG_ANSWER;
    });
    renderConsole(<VerificationPage />);
    expect(await screen.findByText('No verification is waiting for review.')).toBeTruthy();
  });

  it('shows both images from the file call, and says viewing is recorded', async () => {
    const { sent } = stubVerification();
    renderConsole(<VerificationPage />, { role: 'finance' });
    const drawer = await openReview('alice');
    expect(
      within(drawer).getByText('Opening these files is recorded in the audit log under your name.'),
    ).toBeTruthy();
    const document = (await within(drawer).findByAltText('Document sent by alice')) as HTMLImageElement;
    const selfie = (await within(drawer).findByAltText('Selfie sent by alice')) as HTMLImageElement;
    expect(document.getAttribute('src')).toBe(`data:image/png;base64,${PNG_BASE64}`);
    expect(selfie.getAttribute('src')).toBe(`data:image/jpeg;base64,${PNG_BASE64}`);
    expect(sent(endpoints.file.path)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: PENDING.id, kind: 'document' }),
        expect.objectContaining({ id: PENDING.id, kind: 'selfie' }),
      ]),
    );
  });

  it('shows that deleted files are gone instead of asking for them', async () => {
    const { sent } = stubVerification();
    renderConsole(<VerificationPage />, { role: 'finance' });
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const drawer = await openReview('carol');
    expect(within(drawer).getByText(/The files were deleted on .*The decision is kept\./)).toBeTruthy();
    expect(within(drawer).queryByRole('img', { name: /sent by carol/ })).toBeNull();
    expect(within(drawer).queryByText('Approve')).toBeNull();
    expect(sent(endpoints.file.path)).toEqual([]);
  });

  it('says the files are gone when the file call answers that they were deleted meanwhile', async () => {
    stubApi((path, body) => {
      if (path === endpoints.list.path) return ok({ items: [PENDING], total: 1 });
      if (path === endpoints.settings.path) return ok(SETTINGS);
      if (path === endpoints.file.path && body.kind === 'selfie')
        return { code: 0, info: 'Deleted', data: { errCode: ErrorCode.VerificationFileGone } };
      if (path === endpoints.file.path) return ok({ mime: 'image/png', data: PNG_BASE64 });
      return CONFIG_ANSWER;
    });
    renderConsole(<VerificationPage />, { role: 'finance' });
    const drawer = await openReview('alice');
    expect(await within(drawer).findByAltText('Document sent by alice')).toBeTruthy();
    const selfie = within(drawer).getByTestId('verification-file-selfie');
    expect(await within(selfie).findByText('These files were deleted after the decision.')).toBeTruthy();
  });

  it('approves with the two-factor code, then reads the queue again', async () => {
    const { sent } = stubVerification();
    renderConsole(<VerificationPage />, { role: 'finance' });
    requireTwoFactor();
    const drawer = await openReview('alice');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const dialog = await findModal('Approve this verification');
    const listsBefore = sent(endpoints.list.path).length;
    fireEvent.change(within(dialog).getByLabelText('Two-factor code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(sent(endpoints.decide.path)).toEqual([
        expect.objectContaining({ id: PENDING.id, decision: 'approve', otp: '123456' }),
      ]),
    );
    await waitFor(() => expect(sent(endpoints.list.path).length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(screen.queryByTestId('verification-review')).toBeNull());
  });

  it('needs a reason to reject, and sends the reason, the note and the code', async () => {
    const { sent } = stubVerification();
    renderConsole(<VerificationPage />, { role: 'owner' });
    requireTwoFactor();
    const drawer = await openReview('alice');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await findModal('Reject this verification');
    fireEvent.change(within(dialog).getByLabelText('Two-factor code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Choose the reason the player will read.')).toBeTruthy();
    expect(sent(endpoints.decide.path)).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByLabelText('Reason the player reads'));
    fireEvent.click(await screen.findByText('The selfie does not match the document'));
    fireEvent.change(within(dialog).getByLabelText('Note to the player (optional)'), {
      target: { value: ' Face hidden ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sent(endpoints.decide.path)).toEqual([
        expect.objectContaining({
          id: PENDING.id,
          decision: 'reject',
          reason: 'selfie_mismatch',
          note: 'Face hidden',
          otp: '654321',
        }),
      ]),
    );
  });
});
