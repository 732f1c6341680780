import { cashierEndpoints } from '@fairround/shared';
import type { DepositMethodsResponse } from '@fairround/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { FakeWebSocket } from '@fairround/shared/realtime/testing';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { testPlayer } from '../../test/fixtures';

const PLAYER = testPlayer({ money: '500.00', leftmoney: '300.00', noPassword2: 0 });

/** The server picks the note in the request's language (deposits.service.ts `noteFor`). */
const NOTES: Record<string, string> = {
  vi: 'Ghi tên đăng nhập trong nội dung chuyển khoản',
  en: 'Put your username in the transfer message',
};

function methodsIn(lang: string): DepositMethodsResponse {
  return {
    methods: [
      {
        id: 'acb',
        kind: 'bank',
        label: 'ACB',
        bankName: 'ACB',
        accountName: 'FAIRROUND JSC',
        accountNumber: '123456789',
        note: NOTES[lang] ?? NOTES.vi,
      },
    ],
    minDeposit: '10.00',
    quickAmounts: ['100.00', '500.00'],
  };
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('/recharge', () => {
  it('shows the operator’s note in the player’s language and reads it again when the language changes, keeping the form', async () => {
    setToken('player-token');
    const asked: string[] = [];
    stubApi((path, body) => {
      if (path === cashierEndpoints.methods.path) {
        asked.push(String(body.lang));
        return ok(methodsIn(String(body.lang)));
      }
      if (path === cashierEndpoints.deposits.path) return ok({ list: [], total: 0, page: 1, pageSize: 10 });
      return ok(PLAYER);
    });
    renderApp({ history: ['/recharge'] });
    expect(await screen.findByText(NOTES.vi!)).toBeTruthy();
    const payer = document.getElementById('recharge-payer') as HTMLInputElement;
    fireEvent.change(payer, { target: { value: 'NGUYEN VAN A' } });

    await act(() => i18n.changeLanguage('en-US'));
    expect(await screen.findByText(NOTES.en!)).toBeTruthy();
    expect(asked).toEqual(['vi', 'en']);
    // The list was replaced under the form, not the form itself.
    expect((document.getElementById('recharge-payer') as HTMLInputElement).value).toBe('NGUYEN VAN A');
  });
});
