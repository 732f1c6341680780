import { accountsAdminEndpoints, appConfigEndpoints, CATALOGUES, ErrorCode } from '@fairround/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchExports } from '../../test/export-download';
import { CONFIG_ANSWER, ok, renderConsole, stubApi } from '../../test/render';
import { PlayersPage } from './players-page';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const text = CATALOGUES['en-US'].admin.players;
const FILENAME = 'players-20261201-080000.csv';

let exports: ReturnType<typeof watchExports>;
afterEach(() => exports.restore());

describe('/players export', () => {
  it('exports the players with the search and status in effect (not the page), then follows the one-time link', async () => {
    exports = watchExports(FILENAME);
    const listed: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
      if (path === accountsAdminEndpoints.listPlayers.path) {
        listed.push(body);
        return ok({ list: [], total: 0, page: 1, pageSize: 20 });
      }
      return (
        exports.answer(path, body) ?? {
          code: 0,
          info: `unexpected ${path}`,
          data: { errCode: ErrorCode.UnknownError },
        }
      );
    });
    renderConsole(<PlayersPage />, { role: 'support' });
    await screen.findByTestId('export-csv-players');

    // With no filter, nothing but the kind.
    fireEvent.click(screen.getByTestId('export-csv-players'));
    await waitFor(() => expect(exports.followed).toHaveLength(1));
    expect(exports.requests[0]).toEqual({ kind: 'players', filters: {} });

    fireEvent.change(screen.getByLabelText(text.searchLabel), { target: { value: ' an2024 ' } });
    fireEvent.click(screen.getByRole('button', { name: text.search }));
    fireEvent.click(screen.getByText(text.statusFrozen));
    await waitFor(() => expect(listed.at(-1)).toMatchObject({ query: 'an2024', status: 'frozen' }));
    fireEvent.click(screen.getByTestId('export-csv-players'));
    await waitFor(() => expect(exports.followed).toHaveLength(2));
    expect(exports.requests[1]).toEqual({ kind: 'players', filters: { query: 'an2024', status: 'frozen' } });
    expect(exports.followed[1]!.getAttribute('href')).toBe(exports.expectedHref(2));
    expect(exports.followed[1]!.download).toBe(FILENAME);
  });
});
