import { ErrorCode, CATALOGUES, type AuditListRow, adminEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
import { ok, renderConsole, stubApi } from '../../test/render';
import { diffAudit } from './audit-diff';
import { AuditFilterBar } from './audit-filters';
import { actionOptions } from './audit-labels';
import { AuditPage } from './audit-page';

const PLAYER_ID = '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001';

const FREEZE: AuditListRow = {
  id: 12,
  at: '2026-11-26T03:00:00.000Z',
  actorStaffId: 'b6f1c7a2-0d3e-4f5a-8b9c-0a1b2c3d4e5f',
  actorUsername: 'olivia',
  ip: '10.1.2.3',
  action: 'player.freeze',
  targetType: 'player',
  targetId: PLAYER_ID,
  targetName: 'alice77',
  before: { status: 'active', frozenReason: null },
  after: { status: 'frozen', reason: 'Chargeback', sessionsEnded: 2 },
};

const ROOM: AuditListRow = {
  ...FREEZE,
  id: 11,
  action: 'rounds.room.update',
  targetType: 'room',
  targetId: '111',
  targetName: 'USDT · Standard',
  before: { minBuy: '10.00', rates: ['1.9800', '1.9800'] },
  after: { minBuy: '10.00', rates: ['1.9800', '1.9500'] },
};

function stubAudit(rows: AuditListRow[]) {
  return stubApi((path) =>
    path === adminEndpoints.auditList.path
      ? ok({ items: rows, total: rows.length, page: 1, pageSize: 20 })
      : { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } },
  );
}

describe('the audit before/after comparison', () => {
  it('lists changed, added and removed fields by path, and counts the unchanged ones', () => {
    expect(diffAudit(ROOM.before, ROOM.after).filter((row) => row.kind !== 'same')).toEqual([
      { path: 'rates[1]', kind: 'changed', before: '1.9800', after: '1.9500' },
    ]);
    expect(diffAudit(FREEZE.before, FREEZE.after).map((row) => [row.path, row.kind])).toEqual([
      ['status', 'changed'],
      ['frozenReason', 'removed'],
      ['reason', 'added'],
      ['sessionsEnded', 'added'],
    ]);
    expect(diffAudit(null, { lang: 'vi' })).toEqual([
      { path: 'lang', kind: 'added', before: undefined, after: 'vi' },
    ]);
    expect(diffAudit({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([
      { path: 'a.b', kind: 'same', before: 1, after: 1 },
    ]);
  });
});

describe('the audit filter choices', () => {
  it('name each action by its label and send its recorded code', () => {
    const t = ((key: string) =>
      CATALOGUES['en-US'].admin.actions[key.replace('actions.', '') as 'withdrawal_pay']) as never;
    const options = actionOptions(t);
    expect(options).toContainEqual({ value: 'withdrawal.pay', label: 'Withdrawal paid' });
    expect(options).toContainEqual({ value: 'rounds.room_type.update', label: 'Room type changed' });
    expect(options.map((option) => option.label)).toEqual(
      [...options.map((option) => option.label)].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('the audit log page', () => {
  it('shows translated action labels and target kinds with the target name next to the id', async () => {
    stubAudit([FREEZE, ROOM]);
    renderConsole(<AuditPage />);

    const freeze = (await screen.findByText('Player frozen')).closest('tr')!;
    expect(within(freeze).getByText('player.freeze')).toBeTruthy();
    expect(within(freeze).getByText('Player')).toBeTruthy();
    const name = within(freeze).getByRole('link', { name: 'alice77' });
    expect(name.getAttribute('href')).toBe(`/players/${PLAYER_ID}`);
    expect(within(freeze).getByText(PLAYER_ID)).toBeTruthy();

    const room = screen.getByText('Room limits or odds changed').closest('tr')!;
    expect(within(room).getByText('Room')).toBeTruthy();
    expect(within(room).getByText('USDT · Standard')).toBeTruthy();
  });

  it('opens a row to the fields that changed, before and after', async () => {
    stubAudit([ROOM]);
    renderConsole(<AuditPage />);

    const row = (await screen.findByText('Room limits or odds changed')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /expand row/i }));
    const details = await screen.findByTestId('audit-details-11');
    const [, changed] = within(details).getAllByRole('row');
    expect(within(changed!).getByText('rates[1]')).toBeTruthy();
    expect(within(changed!).getByText('Changed')).toBeTruthy();
    expect(within(changed!).getByText('1.9800')).toBeTruthy();
    expect(within(changed!).getByText('1.9500')).toBeTruthy();
    expect(within(details).getByText('2 other fields unchanged')).toBeTruthy();
  });

  it('offers every action and target kind by its label, and applies the chosen ones as codes', async () => {
    const applied = vi.fn();
    renderConsole(<AuditFilterBar onApply={applied} />);

    const action = screen.getByRole('combobox', { name: 'Action' });
    fireEvent.mouseDown(action);
    fireEvent.change(action, { target: { value: 'Withdrawal paid' } });
    fireEvent.click(await screen.findByTitle('Withdrawal paid'));
    const target = screen.getByRole('combobox', { name: 'Target type' });
    fireEvent.mouseDown(target);
    fireEvent.click(await screen.findByTitle('Withdrawal'));
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));

    await waitFor(() => expect(applied).toHaveBeenCalled());
    expect(applied.mock.calls.at(-1)?.[0]).toMatchObject({
      action: 'withdrawal.pay',
      targetType: 'withdrawal',
    });
  });
});
