import {
  CATALOGUES,
  fillTemplate,
  roomTitle,
  type RecallResponse,
  type RecallRound,
  type UserInfo,
  accountsEndpoints,
  protectionEndpoints,
} from '@fairround/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';

const r = CATALOGUES.vi.web.history.recall;
const options = CATALOGUES.vi.game.digitOptions;
const PLAYER = { id: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001', money: '350.00', noPassword2: 0 } as UserInfo;

const SETTLED: RecallRound = {
  roundId: 'c0a8e2b4-0000-4000-8000-000000000061',
  roomType: 1,
  seqno: '20261122-0061',
  rooms: [{ id: 111, title: roomTitle('vi', 1, 'standard') }],
  state: 'settled',
  result: {
    nums: [3, 5, 9],
    sum: 17,
    order: null,
    wins: [0, 3],
    text: `${options.big} · ${options.even}`,
  },
  lines: [
    { option: 0, label: options.big, stake: '20.00', payout: '39.60', won: true },
    { option: 1, label: options.small, stake: '10.00', payout: '0.00', won: false },
  ],
  stake: '30.00',
  payout: '39.60',
  balanceBefore: '1000.00',
  balanceAfter: '1009.60',
  placedAt: Date.parse('2026-11-22T03:01:00Z'),
  drawsAt: Date.parse('2026-11-22T03:05:00Z'),
  settledAt: Date.parse('2026-11-22T03:05:00Z'),
};

const PENDING: RecallRound = {
  ...SETTLED,
  roundId: 'c0a8e2b4-0000-4000-8000-000000000062',
  seqno: '20261122-0062',
  state: 'open',
  result: null,
  lines: [{ option: 2, label: options.odd, stake: '12.00', payout: '0.00', won: null }],
  stake: '12.00',
  payout: '0.00',
  balanceBefore: '1009.60',
  balanceAfter: null,
  settledAt: null,
};

function open(answer: () => Envelope) {
  setToken('player-token');
  stubApi((path) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === protectionEndpoints.recall.path) return answer();
    throw new Error(`unexpected call ${path}`);
  });
  renderApp({ history: ['/recall'] });
}

describe('/recall', { timeout: 20_000 }, () => {
  it('names a round whose room is not known by its game alone (issue #24)', async () => {
    open(() => ok({ list: [{ ...SETTLED, roomType: 16, rooms: [] }] } satisfies RecallResponse));
    const [card] = await screen.findAllByTestId('recall-round', {}, { timeout: 10_000 });
    expect(within(card!).getByText('Đua xe Bắc Kinh')).toBeTruthy();
  });

  it('shows each round with its stakes per option, result, payout, balance before and after and a proof link', async () => {
    open(() => ok({ list: [PENDING, SETTLED] } satisfies RecallResponse));
    const cards = await screen.findAllByTestId('recall-round', {}, { timeout: 10_000 });
    expect(cards).toHaveLength(2);
    const [pending, settled] = cards as [HTMLElement, HTMLElement];

    expect(within(settled).getByText(fillTemplate(r.round, { seqno: '20261122-0061' }))).toBeTruthy();
    // Named by its game and tier, never "Loại 1 · USDT" (issue #24).
    expect(within(settled).getByText('Ba số may mắn · Tiêu chuẩn')).toBeTruthy();
    expect(settled.textContent).not.toMatch(/USDT|Loại 1/);
    // Settled: the net verdict on the round ($30.00 staked, $39.60 back: won $9.60).
    expect(within(settled).getByTestId('recall-verdict').textContent).toBe(r.verdict.win);
    expect(within(settled).getByTestId('recall-net').textContent).toBe('+$9.60 · nhận lại $39.60');
    const result = within(settled).getByTestId('recall-result');
    expect(result.textContent).toContain('3 + 5 + 9 = 17');
    expect(within(result).getByText(`${options.big} · ${options.even}`)).toBeTruthy();
    const lines = within(settled).getAllByTestId('recall-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      `${options.big}${r.won}$20.00$39.60`,
      `${options.small}${r.lost}$10.00$0.00`,
    ]);
    expect(within(settled).getByTestId('recall-stake').textContent).toBe('$30.00');
    expect(within(settled).getByTestId('recall-payout').textContent).toBe('$39.60');
    expect(within(settled).getByTestId('recall-before').textContent).toBe('$1,000.00');
    expect(within(settled).getByTestId('recall-after').textContent).toBe('$1,009.60');
    const verify = within(settled).getByRole('link', {
      name: fillTemplate(r.verifyLabel, { seqno: '20261122-0061' }),
    });
    expect(verify.getAttribute('href')).toBe('/fairness?type=1&seqno=20261122-0061');

    expect(within(pending).getByText(r.pending)).toBeTruthy();
    expect(within(pending).getByText(r.states.open)).toBeTruthy();
    expect(within(pending).getByTestId('recall-after').textContent).toBe(r.notSettled);
    expect(within(pending).getAllByTestId('recall-line')[0]!.textContent).toBe(`${options.odd}$12.00$0.00`);
  });

  it('calls a round that paid back less than its stake a loss, though a line won (issue #24)', async () => {
    const partial: RecallRound = {
      ...SETTLED,
      lines: [
        { option: 0, label: options.big, stake: '20.00', payout: '19.80', won: true },
        { option: 1, label: options.small, stake: '20.00', payout: '0.00', won: false },
      ],
      stake: '40.00',
      payout: '19.80',
      balanceAfter: '979.80',
    };
    open(() => ok({ list: [partial] } satisfies RecallResponse));
    const [card] = await screen.findAllByTestId('recall-round', {}, { timeout: 10_000 });
    const verdict = within(card!).getByTestId('recall-verdict');
    expect(verdict.textContent).toBe(r.verdict.loss);
    expect(verdict.className).toContain('fr-recall-card__state--loss');
    expect(within(card!).getByTestId('net-summary').dataset.outcome).toBe('loss');
    expect(within(card!).getByTestId('recall-net').textContent).toBe('−$20.20 · nhận lại $19.80');
    expect(card!.querySelector('.fr-net--win, .fr-recall-card__state--win')).toBeNull();
  });

  it('says plainly when there is no round yet', async () => {
    open(() => ok({ list: [] }));
    expect(await screen.findByText(r.emptyTitle, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows an error with a retry when the rounds cannot load', async () => {
    let fail = true;
    open(() => (fail ? { code: 0, info: 'Boom', data: { errCode: 2002 } } : ok({ list: [SETTLED] })));
    expect(await screen.findByText(r.failed, {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: CATALOGUES.vi.web.common.retry }));
    expect(await screen.findAllByTestId('recall-round')).toHaveLength(1);
  });
});
