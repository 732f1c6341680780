import {
  appConfigEndpoints,
  CATALOGUES,
  ErrorCode,
  playerMessagesAdminEndpoints as endpoints,
  type Broadcast,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIG_ANSWER, ok, renderConsole, stubApi } from '../../test/render';
import { BroadcastsPage } from './broadcasts-page';

// antd tables and modals render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const texts = CATALOGUES['en-US'].admin.messages;
const NOW = new Date('2026-12-03T09:00:00Z').toISOString();
const SCHEDULED: Broadcast = {
  id: '0b3c1d2e-0000-4000-8000-000000000001',
  audience: { kind: 'vip', minLevel: 3 },
  texts: { vi: 'Bảo trì lúc 02:00', 'en-US': 'Maintenance at 02:00' },
  push: true,
  status: 'scheduled',
  sendAt: NOW,
  recipients: null,
  sentAt: null,
  createdBy: 'support1',
  createdAt: NOW,
};

function serve(items: Broadcast[], created: Broadcast[] = []) {
  return stubApi((path, body) => {
    if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
    if (path === endpoints.listBroadcasts.path) return ok({ items, total: items.length });
    if (path === endpoints.audience.path) return ok({ recipients: 1234 });
    if (path === endpoints.createBroadcast.path) {
      const sent: Broadcast = { ...SCHEDULED, id: 'new', status: 'sent', recipients: 1234, texts: body.texts as Record<string, string> };
      created.push(sent);
      return ok(sent);
    }
    if (path === endpoints.cancelBroadcast.path) return ok({ ...SCHEDULED, status: 'cancelled' });
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
}

describe('messages to players (broadcasts)', () => {
  it('lists each broadcast with its audience, the words per language, state and reach', async () => {
    serve([SCHEDULED]);
    renderConsole(<BroadcastsPage />, { role: 'support' });
    const row = (await screen.findByText('Maintenance at 02:00')).closest('tr')!;
    expect(within(row).getByText('VIP 3 and above')).toBeTruthy();
    expect(within(row).getByText('Bảo trì lúc 02:00')).toBeTruthy();
    expect(within(row).getByText(texts.status.scheduled)).toBeTruthy();
    expect(within(row).getByRole('button', { name: texts.cancel })).toBeTruthy();
  });

  it('says so when there are none', async () => {
    serve([]);
    renderConsole(<BroadcastsPage />, { role: 'support' });
    expect(await screen.findByText(texts.empty)).toBeTruthy();
  });

  it('previews every language (an empty one reads the first written), counts the audience, and confirms before sending now', async () => {
    const created: Broadcast[] = [];
    const fetchMock = serve([], created);
    renderConsole(<BroadcastsPage />, { role: 'support' });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(texts.newBroadcast) }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Reaches 1234 players now')).toBeTruthy();
    expect(within(dialog).getByText(texts.previewEmpty)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Tiếng Việt'), { target: { value: 'Bảo trì lúc 02:00' } });
    const preview = await within(dialog).findByTestId('broadcast-preview');
    const items = within(preview).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['vi', 'en-US', 'zh-CN', 'zh-TW']);
    expect(within(items[0]!).getByText(CATALOGUES.vi.web.notifications.kinds.operator_message.title)).toBeTruthy();
    expect(within(items[2]!).getByText(CATALOGUES['zh-CN'].web.notifications.kinds.operator_message.title)).toBeTruthy();
    expect(within(items[2]!).getByText('Bảo trì lúc 02:00')).toBeTruthy();
    expect(items[2]!.textContent).toContain('Shows the Tiếng Việt text');

    fireEvent.click(within(dialog).getByRole('button', { name: texts.submitNow }));
    const [confirm] = await screen.findAllByText('Send to 1234 players now?');
    expect(created).toEqual([]);
    fireEvent.click(within(confirm!.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: texts.confirmOk }));
    await waitFor(() => expect(created).toHaveLength(1));
    const call = fetchMock.mock.calls.find(([input]) => String(input) === endpoints.createBroadcast.path);
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      audience: { kind: 'all' },
      texts: { vi: 'Bảo trì lúc 02:00' },
      push: false,
      sendAt: null,
    });
    expect(await screen.findByText('Sent to 1234 players')).toBeTruthy();
  });
});
