import {
  CATALOGUES,
  fairEndpoints,
  fillTemplate,
  formatDateTime,
  formatNumber,
  formatUnit,
  gameEndpoints,
  gameName,
  type FairChain,
  type GameTile,
  type RoundProof,
} from '@fairround/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ok, renderApp, stubApi, TEST_CONFIG, type Envelope } from '../../test/render-app';
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
  lateBySeconds: null,
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

/** Published chains as `/api/Fair/chains` answers them: every chain ever published, in any order. */
const fairChain = (
  roomType: number,
  sequence: number,
  used: number,
  [terminatingHash, salt]: [string, string],
): FairChain => ({
  roomType,
  id: `0000000${roomType}-0000-4000-8000-00000000000${sequence}`,
  sequence,
  length: 10_000,
  terminatingHash,
  salt,
  publishedAt: Date.UTC(2026, 10, 21, 17, sequence),
  used,
});
const hex = (digit: string, length: number) => digit.repeat(length);
const LIVE_1: [string, string] = [T, 'c0ffee00c0ffee00c0ffee00c0ffee00'];
const NEXT_1: [string, string] = [hex('e', 64), hex('f', 32)];
const USED_UP_1: [string, string] = [hex('d', 64), hex('d', 32)];
const LIVE_16: [string, string] = [hex('7', 64), hex('8', 32)];
const LIVE_4: [string, string] = [hex('4', 64), hex('5', 32)];
const CHAINS: FairChain[] = [
  fairChain(16, 1, 7, LIVE_16),
  fairChain(1, 3, 0, NEXT_1),
  fairChain(1, 1, 10_000, USED_UP_1),
  fairChain(1, 2, 1_234, LIVE_1),
  fairChain(4, 1, 0, LIVE_4),
];

/** The chains' answer: the list, or an envelope per call (a refusal, then the list…). */
type ChainsAnswer = FairChain[] | (() => Envelope);

/** Stubs the API; answers the paths asked, in order. */
function serve(rounds: RoundProof[], tiles: GameTile[] = TILES, chains: ChainsAnswer = CHAINS) {
  const asked: string[] = [];
  stubApi((path, body): Envelope => {
    asked.push(path);
    if (path === gameEndpoints.gameList.path) return ok({ list: tiles });
    if (path === fairEndpoints.chains.path) return Array.isArray(chains) ? ok({ list: chains }) : chains();
    if (path === fairEndpoints.round.path) {
      const found = rounds.find(
        (round) => round.seqno === body.seqno && round.roomType === Number(body.gametype),
      );
      return found ? ok(found) : { code: 0, info: 'Không tìm thấy', data: { errCode: 3003 } };
    }
    if (path === fairEndpoints.recent.path) return ok({ list: rounds.slice(0, Number(body.limit ?? 100)) });
    throw new Error(`unexpected call ${path}`);
  });
  return asked;
}

async function open(
  url: string,
  rounds: RoundProof[] = ROUNDS,
  tiles: GameTile[] = TILES,
  chains: ChainsAnswer = CHAINS,
) {
  const asked = serve(rounds, tiles, chains);
  renderApp({ history: [url] });
  await screen.findByRole('heading', { name: f.howTitle }, { timeout: 10_000 });
  return asked;
}

/** The card of a room type's live chain, once the chains have loaded. */
async function chainCard(roomType: number): Promise<HTMLElement> {
  const cards = await screen.findAllByTestId('fair-chain', {}, { timeout: 10_000 });
  const card = cards.find((candidate) => candidate.dataset.roomType === String(roomType));
  if (!card) throw new Error(`no chain card for room type ${roomType}`);
  return card;
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
    // Drawn on time: nothing says late.
    expect(screen.queryByTestId('late-draw')).toBeNull();
  });

  it('says a round drawn after an outage was late, and by how much (issue #25)', async () => {
    const late = ROUNDS.map((round) => (round.n === 2 ? { ...round, lateBySeconds: 95 } : round));
    await open('/fairness?type=1&seqno=20261122-0002', late);
    const note = await screen.findByTestId('late-draw', {}, { timeout: 10_000 });
    expect(note.textContent).toBe(
      fillTemplate(CATALOGUES.vi.web.rounds.result.lateDraw, { duration: formatUnit(95, 'second', 'vi') }),
    );
  });

  it('says a lateness of a day in hours, not in tens of thousands of seconds', async () => {
    const late = ROUNDS.map((round) => (round.n === 2 ? { ...round, lateBySeconds: 86_384 } : round));
    await open('/fairness?type=1&seqno=20261122-0002', late);
    const note = await screen.findByTestId('late-draw', {}, { timeout: 10_000 });
    expect(note.textContent).toBe(
      fillTemplate(CATALOGUES.vi.web.rounds.result.lateDraw, { duration: formatUnit(24, 'hour', 'vi') }),
    );
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

describe('/fairness: the live chains, published before play', { timeout: 20_000 }, () => {
  const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  /** Spies on scrolling (jsdom does not scroll); put back after each test. */
  function spyOnScroll() {
    const spy = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: spy, configurable: true });
    return spy;
  }
  afterEach(() => {
    if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('asks for the chains on load and lists each game’s live chain with its T and salt', async () => {
    const asked = await open('/fairness');
    const cards = await screen.findAllByTestId('fair-chain', {}, { timeout: 10_000 });
    expect(asked).toContain(fairEndpoints.chains.path);
    // One card per game with a live chain, by room type; named by the game, in the player's language.
    expect(cards.map((card) => card.dataset.roomType)).toEqual(['1', '4', '16']);
    const lucky = await chainCard(1);
    await waitFor(() => expect(within(lucky).getByRole('heading', { name: 'Ba số may mắn' })).toBeTruthy());
    expect(within(await chainCard(16)).getByRole('heading', { name: 'Đua xe Bắc Kinh' })).toBeTruthy();

    const live = within(within(lucky).getByTestId('fair-chain-live'));
    expect(live.getByText(LIVE_1[0])).toBeTruthy();
    expect(live.getByText(LIVE_1[1])).toBeTruthy();
    expect(within(lucky).getByTestId('fair-chain-id').textContent).toBe(CHAINS[3]!.id);
    expect(
      within(lucky).getByText(
        fillTemplate(f.chains.usedValue, {
          used: formatNumber(1_234, 'vi'),
          length: formatNumber(10_000, 'vi'),
        }),
      ),
    ).toBeTruthy();
    expect(within(lucky).getByText(formatNumber(8_766, 'vi'))).toBeTruthy();
    expect(
      within(lucky).getByText(formatDateTime(CHAINS[3]!.publishedAt, 'vi', TEST_CONFIG.timeZone)),
    ).toBeTruthy();
    // The chain committed to follow it is shown too; the used-up one is not.
    const next = within(within(lucky).getByTestId('fair-chain-next'));
    expect(next.getByText(NEXT_1[0])).toBeTruthy();
    expect(next.getByText(NEXT_1[1])).toBeTruthy();
    expect(screen.queryByText(USED_UP_1[0])).toBeNull();
    // A chain with no successor yet says one will be published.
    expect(within(await chainCard(16)).getByText(f.chains.noNext)).toBeTruthy();
    expect(within(await chainCard(4)).getByText(LIVE_4[0])).toBeTruthy();
  });

  it('marks and scrolls to the chain of the game the link names (the rules sheet’s ?type=)', async () => {
    const scrolled = spyOnScroll();
    await open('/fairness?type=16');
    const race = await chainCard(16);
    expect(race.getAttribute('aria-current')).toBe('true');
    expect((await chainCard(1)).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(race.parentElement);

    // Picking another game marks its chain, without moving the page again.
    fireEvent.click(within(screen.getByRole('tablist', { name: f.roomType })).getAllByRole('tab')[0]!);
    await waitFor(() => expect(race.getAttribute('aria-current')).toBeNull());
    expect((await chainCard(1)).getAttribute('aria-current')).toBe('true');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('does not scroll away from a round opened by its proof link', async () => {
    const scrolled = spyOnScroll();
    await open('/fairness?type=1&seqno=20261122-0002');
    expect((await chainCard(1)).getAttribute('aria-current')).toBe('true');
    await screen.findByTestId('fair-verdict', {}, { timeout: 10_000 });
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('says when the chains could not be loaded, and loads them again on retry', async () => {
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls === 1 ? { code: 0, info: 'Máy chủ bận', data: {} } : ok({ list: CHAINS });
    };
    await open('/fairness', ROUNDS, TILES, flaky);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(f.chains.loadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: CATALOGUES.vi.web.common.retry }));
    expect(within(await chainCard(1)).getByText(LIVE_1[0])).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('says plainly that no chain is published yet', async () => {
    await open('/fairness', ROUNDS, TILES, []);
    expect(await screen.findByText(f.chains.empty, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryAllByTestId('fair-chain')).toHaveLength(0);
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
