import {
  accountsEndpoints,
  CATALOGUES,
  ErrorCode,
  fillTemplate,
  formattersFor,
  VERIFICATION_IMAGE_MAX_BYTES,
  VERIFICATION_REJECT_REASONS,
  verificationEndpoints,
  type VerificationStatus,
} from '@fairround/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { LOAD, testPlayer, testVerificationStatus } from '../../test/fixtures';
import { ok, renderApp, stubApi, TEST_CONFIG, type Envelope } from '../../test/render-app';
import { fakeSockets } from '../../test/sockets';

const v = CATALOGUES.vi.web.verification;
const errors = CATALOGUES.vi.errors;
const SUBMITTED_AT = '2026-11-25T03:00:00.000Z';

type Call = Record<string, unknown>;

const { subscribedSocket } = fakeSockets();

/**
 * The server as the contract describes it: each upload marks its part of the draft done, a
 * submit turns the state to pending. `first` answers the first status call instead (errors).
 */
function serve(initial: VerificationStatus, first?: Envelope) {
  let status = initial;
  let firstStatus = first;
  const uploads: Call[] = [];
  const submits: Call[] = [];
  const fetchMock = stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path) return ok(testPlayer());
    if (path === verificationEndpoints.status.path) {
      const answer = firstStatus ?? ok(status);
      firstStatus = undefined;
      return answer;
    }
    if (path === verificationEndpoints.upload.path) {
      uploads.push(body);
      const draft =
        body.kind === 'document'
          ? { ...status.draft, document: true, documentType: body.documentType as 'passport' }
          : { ...status.draft, selfie: true };
      status = { ...status, draft };
      return ok(status);
    }
    if (path === verificationEndpoints.submit.path) {
      submits.push(body);
      status = { ...status, state: 'pending', submittedAt: SUBMITTED_AT, rejection: null };
      return ok(status);
    }
    return ok(null);
  });
  /** Finance decides: the next status call answers `next`. */
  const decide = (next: VerificationStatus) => {
    status = next;
  };
  return { fetchMock, uploads, submits, decide };
}

function openPage(initial: VerificationStatus, first?: Envelope) {
  setToken('player-token');
  const server = serve(initial, first);
  const view = renderApp({ history: ['/my_set', '/verification'] });
  return { ...server, view };
}

const photo = (name: string, text = `bytes of ${name}`, type = 'image/jpeg') =>
  new File([text], name, { type });

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

const sendButton = () => screen.getByRole('button', { name: v.send }) as HTMLButtonElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/verification', { timeout: 20_000 }, () => {
  it('uploads the document with its type and the selfie, then sends them after a confirmation', async () => {
    const { uploads, submits } = openPage(
      testVerificationStatus({
        requirement: { mode: 'first_withdrawal', threshold: null },
        requiredNow: true,
      }),
    );
    expect(await screen.findByText(v.requirement.first_withdrawal, {}, LOAD)).toBeTruthy();
    // The rule already says "before the first withdrawal": no second sentence saying the same.
    expect(screen.queryByText(v.requirement.requiredNow)).toBeNull();
    // No type chosen: the document photo cannot be added yet, and nothing can be sent.
    expect((screen.getByLabelText(v.document.choose) as HTMLInputElement).disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: v.documentTypes.passport }));
    const input = screen.getByLabelText(v.document.choose) as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    choose(v.document.choose, photo('passport.jpg'));
    await screen.findByLabelText(v.document.replace);
    expect(uploads).toHaveLength(1);
    // jsdom has no canvas: the original bytes go, as base64 without a data-URL prefix.
    expect(uploads[0]).toMatchObject({
      kind: 'document',
      documentType: 'passport',
      data: btoa('bytes of passport.jpg'),
    });
    expect(sendButton().disabled).toBe(true);

    expect(screen.getByLabelText(v.selfie.choose).getAttribute('capture')).toBe('user');
    choose(v.selfie.choose, photo('me.png', 'selfie', 'image/png'));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(uploads[1]).toMatchObject({ kind: 'selfie', data: btoa('selfie') });
    expect(uploads[1]).not.toHaveProperty('documentType');

    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: v.confirmTitle });
    expect(within(dialog).getByText(v.confirmBody)).toBeTruthy();
    expect(submits).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: v.confirmSend }));
    expect(await screen.findByTestId('verification-pending')).toBeTruthy();
    expect(submits).toHaveLength(1);
  });

  it('sends nothing when the player cancels the confirmation', async () => {
    const { submits } = openPage(
      testVerificationStatus({ draft: { documentType: 'id_card', document: true, selfie: true } }),
    );
    // The draft from the status answer says both parts are done already.
    await waitFor(() => expect(sendButton().disabled).toBe(false), LOAD);
    expect(screen.getAllByText(v.uploaded)).toHaveLength(2);
    expect((screen.getByRole('radio', { name: v.documentTypes.id_card }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: v.confirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: v.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: v.confirmTitle })).toBeNull());
    expect(submits).toHaveLength(0);
  });

  it('does not count a document sent as another type once the type is changed', async () => {
    openPage(testVerificationStatus({ draft: { documentType: 'id_card', document: true, selfie: true } }));
    await waitFor(() => expect(sendButton().disabled).toBe(false), LOAD);
    fireEvent.click(screen.getByRole('radio', { name: v.documentTypes.passport }));
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByLabelText(v.document.choose)).toBeTruthy();
  });

  it('refuses an image over the cap, or of a type the server cannot read, without sending it', async () => {
    const { uploads } = openPage(testVerificationStatus());
    await screen.findByText(v.requirement.off, {}, LOAD);
    choose(
      v.selfie.choose,
      new File([new Uint8Array(VERIFICATION_IMAGE_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    const kb = formattersFor('vi', TEST_CONFIG.timeZone, TEST_CONFIG.currency).number(
      VERIFICATION_IMAGE_MAX_BYTES / 1024,
    );
    expect(await screen.findByText(fillTemplate(errors[ErrorCode.ImageTooLarge], { num: kb }))).toBeTruthy();

    choose(v.selfie.choose, photo('me.heic', 'heic', 'image/heic'));
    expect(await screen.findByText(errors[ErrorCode.ImageTypeUnsupported])).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('previews what was sent and lets each preview go when it is replaced or the page closes', async () => {
    let made = 0;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { view } = openPage(testVerificationStatus());
    await screen.findByText(v.requirement.off, {}, LOAD);
    choose(v.selfie.choose, photo('one.jpg'));
    const preview = await screen.findByRole('img', { name: v.selfie.preview });
    expect(preview.getAttribute('src')).toBe('blob:preview-1');

    choose(v.selfie.replace, photo('two.jpg'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: v.selfie.preview }).getAttribute('src')).toBe('blob:preview-2'),
    );
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(create).toHaveBeenCalledTimes(2);

    view.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
  });

  it('shows a rejection’s reason in the player’s language and finance’s note as written', async () => {
    openPage(
      testVerificationStatus({
        state: 'rejected',
        decidedAt: SUBMITTED_AT,
        rejection: { reason: 'selfie_mismatch', note: 'Ảnh chân dung bị mờ' },
      }),
    );
    const notice = await screen.findByTestId('verification-rejected', {}, LOAD);
    expect(within(notice).getByText(v.reasons.selfie_mismatch)).toBeTruthy();
    expect(within(notice).getByText('Ảnh chân dung bị mờ')).toBeTruthy();
    // The form is there to send new photos.
    expect(screen.getByLabelText(v.selfie.choose)).toBeTruthy();

    await act(() => i18n.changeLanguage('en-US'));
    const en = CATALOGUES['en-US'].web.verification;
    expect(within(notice).getByText(en.reasons.selfie_mismatch)).toBeTruthy();
    expect(within(notice).getByText('Ảnh chân dung bị mờ')).toBeTruthy();
  });

  it('has a text for every reason finance can give, in every language', () => {
    for (const language of ['vi', 'en-US', 'zh-CN', 'zh-TW'] as const) {
      for (const reason of VERIFICATION_REJECT_REASONS) {
        expect(CATALOGUES[language].web.verification.reasons[reason]).toBeTruthy();
      }
    }
  });

  it('while pending: says the documents are being checked, with when they were sent, and no form', async () => {
    openPage(testVerificationStatus({ state: 'pending', submittedAt: SUBMITTED_AT }));
    const card = await screen.findByTestId('verification-pending', {}, LOAD);
    expect(within(card).getByRole('heading', { name: v.pending.title })).toBeTruthy();
    const time = formattersFor('vi', TEST_CONFIG.timeZone, TEST_CONFIG.currency).dateTime(SUBMITTED_AT);
    expect(within(card).getByText(fillTemplate(v.pending.submittedAt, { time }))).toBeTruthy();
    expect(screen.queryByLabelText(v.selfie.choose)).toBeNull();
    expect(screen.queryByRole('button', { name: v.send })).toBeNull();
  });

  it('turns from pending to the decision when the notice of it arrives', async () => {
    const server = openPage(testVerificationStatus({ state: 'pending', submittedAt: SUBMITTED_AT }));
    await screen.findByTestId('verification-pending', {}, LOAD);
    const socket = await subscribedSocket('me');
    server.decide(
      testVerificationStatus({ state: 'approved', submittedAt: SUBMITTED_AT, decidedAt: SUBMITTED_AT }),
    );
    act(() =>
      socket.push({ type: 'event', channel: 'me', seq: 1, payload: { type: 'notifications', unread: 1 } }),
    );
    expect(await screen.findByTestId('verification-approved')).toBeTruthy();
  });

  it('once approved: says so, with no form', async () => {
    openPage(testVerificationStatus({ state: 'approved', decidedAt: SUBMITTED_AT }));
    const card = await screen.findByTestId('verification-approved', {}, LOAD);
    expect(within(card).getByRole('heading', { name: v.approved.title })).toBeTruthy();
    expect(screen.queryByLabelText(v.selfie.choose)).toBeNull();
  });

  it('above an amount: names the threshold', async () => {
    openPage(testVerificationStatus({ requirement: { mode: 'above_amount', threshold: '1000.00' } }));
    expect(
      await screen.findByText(fillTemplate(v.requirement.above_amount, { amount: '$1,000.00' }), {}, LOAD),
    ).toBeTruthy();
    expect(screen.queryByText(v.requirement.requiredNow)).toBeNull();
  });

  it('above an amount already reached: says the next withdrawal needs it', async () => {
    openPage(
      testVerificationStatus({
        requirement: { mode: 'above_amount', threshold: '1000.00' },
        requiredNow: true,
        withdrawableBeforeRequired: '0.00',
      }),
    );
    expect(await screen.findByText(v.requirement.requiredNow, {}, LOAD)).toBeTruthy();
  });

  it('shows a failed load with the server’s message and loads again on retry', async () => {
    const info = errors[ErrorCode.TooManyAttempts];
    openPage(testVerificationStatus(), { code: 0, info, data: { errCode: ErrorCode.TooManyAttempts } });
    const failed = await screen.findByRole('alert', {}, LOAD);
    expect(within(failed).getByText(v.loadFailed)).toBeTruthy();
    expect(within(failed).getByText(info)).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: CATALOGUES.vi.web.common.retry }));
    expect(await screen.findByText(v.requirement.off)).toBeTruthy();
  });

  it('is listed in the settings with the player’s state', async () => {
    setToken('player-token');
    serve(testVerificationStatus({ state: 'pending', submittedAt: SUBMITTED_AT }));
    renderApp({ history: ['/user', '/my_set'] });
    const menu = await screen.findByRole(
      'navigation',
      { name: CATALOGUES.vi.web.account.settings.title },
      LOAD,
    );
    const row = within(menu).getByRole('link', { name: new RegExp(v.menu) });
    expect(row.getAttribute('href')).toBe('/verification');
    await waitFor(() => expect(row.textContent).toContain(v.states.pending));
  });
});
