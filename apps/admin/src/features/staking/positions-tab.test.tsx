import { exportEndpoints, exportFileUrl, stakingAdminEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../test/render';
import { PositionsTab } from './positions-tab';
import { stubStaking } from './staking.fixtures';

describe('staking positions', () => {
  it('lists positions with their terms and interest, and posts the status filter', async () => {
    const api = stubStaking();
    renderConsole(<PositionsTab />, { role: 'support' });

    const table = await screen.findByTestId('staking-positions');
    const row = (await within(table).findByText('player88')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Bronze pool');
    expect(row.textContent).toContain('0.15% / day × 15 days');
    expect(row.textContent).toContain('123,456.78');
    expect(row.textContent).toContain('555.54');
    expect(row.textContent).toContain('2,222.23');
    expect(row.textContent).toContain('3 of 15 days paid');
    expect(within(row).getByTestId('status-open')).toBeTruthy();
    expect(api.to(stakingAdminEndpoints.positions.path)[0]).toEqual({ page: 1, pageSize: 20 });

    fireEvent.click(screen.getByText('Matured'));
    await waitFor(() =>
      expect(api.to(stakingAdminEndpoints.positions.path)).toContainEqual({
        status: 'matured',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('exports the positions with the filters applied, then downloads the link it is given', async () => {
    const api = stubStaking({
      [exportEndpoints.create.path]: () => ({
        code: 1,
        info: '',
        data: { token: 'tok-123', filename: 'staking-positions-20261201-080000.csv' },
      }),
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      renderConsole(<PositionsTab />, { role: 'support' });
      await screen.findByTestId('staking-positions');
      fireEvent.click(screen.getByText('Matured'));
      fireEvent.click(screen.getByTestId('export-csv-staking-positions'));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(api.to(exportEndpoints.create.path)).toEqual([{ kind: 'staking-positions', filters: { status: 'matured' } }]);
      expect(clicked[0]!.getAttribute('href')).toBe(exportFileUrl('tok-123'));
      expect(clicked[0]!.download).toBe('staking-positions-20261201-080000.csv');
    } finally {
      click.mockRestore();
    }
  });
});
