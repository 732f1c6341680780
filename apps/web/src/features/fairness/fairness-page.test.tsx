import {
  CATALOGUES,
  fairEndpoints,
  fillTemplate,
  gameEndpoints,
  gameName,
  type GameTile,
  type RoundProof,
} from '@fairround/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';
import { gameNameOf } from './api/game-names';

const f = CATALOGUES.vi.web.fairness;
const T = 'b12f0e47af6964b98c592c5a3b1fce33a5a90e72cda418f4476d2849d83f25bd';

/** The published test vectors (packages/shared/src/fairness/fairness-vectors.json), type 1. */
const proof = (n: number, seed: string, seqno: string, nums: [number, number, number]): RoundProof => ({
  roomType: 1,
  seqno,
  chainId: 'c1',
  n,
  length: 10,
  terminatingHash: T,
  salt: 'example-public-salt',
  state: 'settled',
  drawsAt: Date.UTC(2026, 10, 22, 3, 5),
  seed,
  result: { kind: 'digits', nums, sum: nums[0] + nums[1] + nums[2] },
});
const ROUNDS = [
  proof(10, '4884fdaafea47c29fea7159d0daddd9c085d6200e1359e85bb81736af6b7c837', '20261122-0010', [2, 6, 6]),
  proof(2, 'bb036f9c183ab898c5d613edec1c9b91261239602ffa8f948bf6a4f43d3974dc', '20261122-0002', [0, 4, 8]),
  proof(1, '36aa20923753188fb3882e2e96819640318f00e7ce28470d06967cfdae3e170e', '20261122-0001', [9, 7, 2]),
];

/** The home tiles as getGameList answers them; the first tile of a room type names its game. */
const tile = (id: number, roomtype: number, [en, vi, chs, cht]: [string, string, string, string]) =>
  ({
    id,
    type: roomtype === 16 ? 2 : 1,
    roomtype,
    minjoin: '10.00',
    icon: 'digits',
    names: { vi, en, chs, cht },
    name: vi,
  }) as GameTile;
const TILES: GameTile[] = [
  tile(1, 16, ['Beijing Racing', 'Đua xe Bắc Kinh', '北京赛车', '北京賽車']),
  tile(2, 1, ['Lucky Three', 'Ba số may mắn', '幸运三码', '幸運三碼']),
  tile(6, 1, ['Big & Small', 'Lớn & Nhỏ', '大小', '大小']),
  tile(3, 4, ['Rapid Three', 'Ba số nhanh', '快速三码', '快速三碼']),
  tile(15, 15, ['Turbo Three', 'Ba số siêu tốc', '极速三码', '極速三碼']),
];

function serve(rounds: RoundProof[], tiles: GameTile[] = TILES) {
  return stubApi((path, body): Envelope => {
    if (path === gameEndpoints.gameList.path) return ok({ list: tiles });
    if (path === fairEndpoints.round.path) {
      const found = rounds.find(
        (round) => round.seqno === body.seqno && round.roomType === Number(body.gametype),
      );
      return found ? ok(found) : { code: 0, info: 'Không tìm thấy', data: { errCode: 3003 } };
    }
    if (path === fairEndpoints.recent.path) return ok({ list: rounds.slice(0, Number(body.limit ?? 100)) });
    throw new Error(`unexpected call ${path}`);
  });
}

async function open(url: string, rounds: RoundProof[] = ROUNDS, tiles: GameTile[] = TILES) {
  serve(rounds, tiles);
  renderApp({ history: [url] });
  await screen.findByRole('heading', { name: f.howTitle }, { timeout: 10_000 });
}

describe('/fairness', { timeout: 20_000 }, () => {
  it('recomputes a round from its link and shows both steps ✓ and the verdict', async () => {
    await open('/fairness?type=1&seqno=20261122-0002');
    expect((await screen.findByTestId('fair-verdict', {}, { timeout: 10_000 })).textContent).toContain(
      f.verdict.verified,
    );
    expect(screen.getAllByTestId('check-ok')).toHaveLength(3);
    expect(screen.queryAllByTestId('check-bad')).toHaveLength(0);
    expect(screen.getByText(fillTemplate(f.steps.chainDetail, { n: 2 }))).toBeTruthy();
    expect(screen.getAllByText('0 + 4 + 8 = 12').length).toBeGreaterThan(0);
  });

  it('shows ✗ on the outcome step when the published result was altered', async () => {
    const tampered = ROUNDS.map((round, i) =>
      i === 1
        ? {
            ...round,
            result: { kind: 'digits' as const, nums: [9, 9, 9] as [number, number, number], sum: 27 },
          }
        : round,
    );
    await open('/fairness?type=1&seqno=20261122-0002', tampered);
    expect((await screen.findByTestId('fair-verdict', {}, { timeout: 10_000 })).textContent).toContain(
      f.verdict.failed,
    );
    expect(screen.getAllByTestId('check-ok')).toHaveLength(1);
    expect(screen.getAllByTestId('check-bad')).toHaveLength(2);
  });

  it('explains that an undrawn round’s seed is revealed at the draw', async () => {
    const undrawn = [
      { ...ROUNDS[0]!, seqno: '20261122-0011', n: 11, seed: null, result: null, state: 'open' },
    ];
    await open('/fairness?type=1&seqno=20261122-0011', undrawn);
    expect(await screen.findByTestId('fair-undrawn', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('fair-verdict')).toBeNull();
  });

  it('asks for a round number before checking, and finds the latest drawn round', async () => {
    await open('/fairness?type=1');
    fireEvent.click(screen.getByRole('button', { name: f.verify }));
    expect(await screen.findByText(f.seqnoEmpty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: f.latest }));
    expect((await screen.findByTestId('fair-seqno', {}, { timeout: 10_000 })).textContent).toBe(
      '20261122-0010',
    );
  });

  it('checks the latest rounds in batch with progress and a summary, listing failures', async () => {
    const tampered = ROUNDS.map((round, i) => (i === 0 ? { ...round, salt: 'other-salt' } : round));
    await open('/fairness?type=1', tampered);
    fireEvent.click(screen.getByRole('tab', { name: f.modes.batch }));
    fireEvent.click(screen.getByRole('button', { name: f.batch.start }));
    const summary = await screen.findByTestId('fair-batch-summary', {}, { timeout: 10_000 });
    expect(summary.textContent).toContain(fillTemplate(f.batch.summarySome, { ok: 2, total: 3, failed: 1 }));
    expect(screen.getByText(f.batch.failedList)).toBeTruthy();
    // Opening the failed round shows where it fails.
    fireEvent.click(
      screen.getAllByRole('button', { name: fillTemplate(f.batch.open, { seqno: '20261122-0010' }) })[0]!,
    );
    await waitFor(() => expect(screen.getByTestId('fair-verdict').textContent).toContain(f.verdict.failed), {
      timeout: 10_000,
    });
  });

  it('names each room type by its game in the player’s language, not “Type 15”', async () => {
    await open('/fairness?type=15');
    const tabs = screen.getByRole('tablist', { name: f.roomType });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Ba số siêu tốc' })).toBeTruthy());
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Ba số may mắn', 'Ba số nhanh', 'Ba số siêu tốc', 'Đua xe Bắc Kinh']);
    expect(within(tabs).getByRole('tab', { name: 'Ba số siêu tốc' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      screen.getByText(fillTemplate(f.kindOf, { game: 'Ba số siêu tốc', kind: f.kinds.digits })),
    ).toBeTruthy();
    expect(screen.queryByText(/Loại 15/)).toBeNull();

    await act(() => i18n.changeLanguage('en-US'));
    expect(within(tabs).getByRole('tab', { name: 'Turbo Three' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Beijing Racing' })).toBeTruthy();
  });

  it('shows a proof’s chain position with grouped digits', async () => {
    const long = ROUNDS.map((round) => ({ ...round, length: 10_000 }));
    await open('/fairness?type=1&seqno=20261122-0002', long);
    expect(
      await screen.findByText(
        fillTemplate(f.inputs.positionValue, { n: 2, length: '10,000' }),
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});

describe('gameNameOf', () => {
  it('takes the first tile of the room type, in the asked language, or null when no tile shows it', () => {
    expect(gameNameOf(TILES, 1, 'en-US')).toBe('Lucky Three');
    expect(gameNameOf(TILES, 1, 'zh-TW')).toBe('幸運三碼');
    expect(gameNameOf(TILES, 16, 'vi')).toBe('Đua xe Bắc Kinh');
    expect(gameNameOf(TILES, 99, 'vi')).toBeNull();
    // A tile without a name in that language falls back to its request-language name.
    expect(gameNameOf([{ ...TILES[1]!, names: { ...TILES[1]!.names, chs: '' } }], 1, 'zh-CN')).toBe(
      'Ba số may mắn',
    );
  });

  it('falls back to the shared game name when the game list cannot be loaded', async () => {
    await open('/fairness?type=4', ROUNDS, []);
    const tabs = screen.getByRole('tablist', { name: f.roomType });
    const name = fillTemplate(f.roomTypeTab, { game: gameName('vi', 4) });
    expect(within(tabs).getByRole('tab', { name })).toBeTruthy();
  });
});
