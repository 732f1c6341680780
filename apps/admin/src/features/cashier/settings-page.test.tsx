import {
  ErrorCode,
  CATALOGUES,
  fillTemplate,
  type DepositMethodNotes,
  type StoredDepositMethod,
  appConfigEndpoints,
  cashierAdminEndpoints,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG_ANSWER, ok, renderConsole, stubApi, type Envelope } from '../../test/render';
import { CashierSettingsPage } from './settings-page';
import { methodFieldPath } from './settings-rules';

const text = CATALOGUES['en-US'].admin;
const languages = text.site.banners.languages;
const noteIn = (language: string) => fillTemplate(text.cashier.methods.noteIn, { language });

const NOTES: DepositMethodNotes = {
  vi: 'Ghi tên đăng nhập trong nội dung chuyển khoản',
  en: 'Put your username in the transfer message',
  chs: '',
  cht: '',
};
const METHOD: StoredDepositMethod = {
  id: 'acb',
  kind: 'bank',
  label: 'ACB',
  bankName: 'ACB',
  accountName: 'FAIRROUND JSC',
  accountNumber: '123456789',
  notes: NOTES,
  enabled: true,
};
const CONFIG = {
  minDeposit: '10.00',
  quickAmounts: ['100.00'],
  turnoverMultiple: '0',
  withdrawalMin: '10.00',
  withdrawalMax: '50000.00',
  twoOperatorThreshold: null,
  maxPendingDeposits: 5,
  maxWithdrawalAccounts: 5,
};

/** Plays the server: the stored methods, replaced by an update (or `refusal` for updates). */
function stubSettings(refusal?: Envelope) {
  let methods: StoredDepositMethod[] = [METHOD];
  const updates: Record<string, unknown>[][] = [];
  stubApi((path, body) => {
    if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
    if (path === cashierAdminEndpoints.config.path) return ok(CONFIG);
    if (path === cashierAdminEndpoints.depositMethods.path) return ok({ methods });
    if (path === cashierAdminEndpoints.updateDepositMethods.path) {
      updates.push(body.methods as Record<string, unknown>[]);
      if (refusal) return refusal;
      methods = body.methods as StoredDepositMethod[];
      return ok({ methods });
    }
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
  return updates;
}

describe('/cashier-settings deposit methods', () => {
  it('edits the note in each language, one tab at a time, and saves all four', async () => {
    const updates = stubSettings();
    renderConsole(<CashierSettingsPage />, { role: 'owner' });
    const card = await screen.findByTestId('method-0');
    expect(within(card).getByLabelText(noteIn(languages.vi))).toHaveProperty('value', NOTES.vi);

    // Text queries: role queries over the whole antd settings page take seconds in jsdom.
    fireEvent.click(within(card).getByText(languages.chs));
    const chs = within(card).getByLabelText(noteIn(languages.chs));
    // Only the open language's field is on screen.
    expect(within(card).queryByLabelText(noteIn(languages.vi))).toBeNull();
    fireEvent.change(chs, { target: { value: '  请在转账附言中填写用户名 ' } });
    fireEvent.click(within(screen.getByTestId('deposit-methods-form')).getByText(text.cashier.methods.save));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.[0]?.notes).toEqual({ ...NOTES, chs: '请在转账附言中填写用户名' });
    expect(updates[0]?.[0]).not.toHaveProperty('note');
  });

  it('shows finance every written language’s note, and none for a method without one', async () => {
    stubApi((path) => {
      if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
      if (path === cashierAdminEndpoints.config.path) return ok(CONFIG);
      return ok({ methods: [METHOD, { ...METHOD, id: 'vcb', label: 'VCB', notes: undefined }] });
    });
    renderConsole(<CashierSettingsPage />, { role: 'finance' });
    const table = await screen.findByTestId('deposit-methods');
    await within(table).findByText('VCB');
    const [first, second] = Array.from(table.querySelectorAll<HTMLElement>('tbody tr'));
    expect(within(first!).getByText(NOTES.en)).toBeTruthy();
    expect(within(first!).getByText(languages.vi)).toBeTruthy();
    expect(within(first!).queryByText(languages.chs)).toBeNull();
    expect(within(second!).getByText(text.common.none)).toBeTruthy();
  });
});

describe('methodFieldPath', () => {
  it('maps the server’s note field of one language to that language’s field', () => {
    expect(methodFieldPath('methods.2.notes.cht')).toEqual(['methods', 2, 'notes', 'cht']);
    expect(methodFieldPath('methods.0.address')).toEqual(['methods', 0, 'address']);
    expect(methodFieldPath('methods.0.notes.xx')).toBeNull();
    expect(methodFieldPath('methods.0.note')).toBeNull();
  });
});
