import { CATALOGUES, fillTemplate, gameEndpoints, type RoundOutcome, accountsEndpoints } from '@fairround/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { LOAD, testPlayer } from '../../test/fixtures';

const r = CATALOGUES.vi.web.rounds;
const SEQNO = '20261122-0061';
const DRAWN = {
  seqno: SEQNO,
  gametype: 1,
  num1: 4,
  num2: 9,
  num3: 2,
  sum: 15,
  order: null,
  wins: [0, 2, 4],
  resultcn: '',
  drawsAt: 0,
  lateBySeconds: null,
};

function showRound(outcome: RoundOutcome) {
  setToken('player-token');
  stubApi((path) => {
    if (path === accountsEndpoints.userInfo.path) return ok(testPlayer());
    if (path === gameEndpoints.current.path) return ok(outcome);
    throw new Error(`unexpected call ${path}`);
  });
  renderApp({ history: [`/current/${SEQNO}?type=1`] });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

/** `/current/:id` is one of the surfaces that show a round's result: the verdict is the net (issue #24). */
describe('round result page', { timeout: 20_000 }, () => {
  it('calls a partial return a loss and colours nothing as a win', async () => {
    showRound({ state: 'settled', stake: '20.00', award: '19.80', result: DRAWN });
    const verdict = await screen.findByTestId('current-verdict', {}, LOAD);
    expect(verdict.dataset.outcome).toBe('loss');
    expect(verdict.textContent).toContain(fillTemplate(r.moment.lost, { amount: '$0.20' }));
    expect(within(verdict).getByTestId('net-summary').textContent).toContain('−$0.20');
    const card = screen.getByTestId('round-outcome');
    expect(card.querySelector('.fr-tone-win, .fr-current__word--win, .fr-net--win')).toBeNull();
  });

  it('calls a net win a win, with the amount won net', async () => {
    showRound({ state: 'settled', stake: '10.00', award: '19.80', result: DRAWN });
    const verdict = await screen.findByTestId('current-verdict', {}, LOAD);
    expect(verdict.dataset.outcome).toBe('win');
    expect(verdict.textContent).toContain(fillTemplate(r.moment.won, { amount: '$9.80' }));
  });

  it('says break-even', async () => {
    showRound({ state: 'settled', stake: '5.00', award: '5.00', result: DRAWN });
    expect((await screen.findByTestId('current-verdict', {}, LOAD)).textContent).toContain(r.moment.even);
  });

  it('gives no verdict while the round is open', async () => {
    showRound({ state: 'open', stake: '5.00', award: '0.00', result: null });
    await screen.findByText(r.current.notDrawn, {}, LOAD);
    expect(screen.queryByTestId('current-verdict')).toBeNull();
  });
});
