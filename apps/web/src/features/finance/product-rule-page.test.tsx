import { CATALOGUES, STAKING_RULES_TEXTS, stakingEndpoints } from '@fairround/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { PRODUCTS } from './finance-test-data';

const f = CATALOGUES.vi.web.finance;

describe('/productrule', () => {
  it('shows the server’s rules, "no early exit" and the risk notice', async () => {
    stubApi((path) => {
      if (path === stakingEndpoints.products.path) return ok(PRODUCTS);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/productrule'] });
    const rules = await screen.findByTestId('rules', {}, { timeout: 10_000 });
    expect(Array.from(rules.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      ...STAKING_RULES_TEXTS.vi.rules,
    ]);
    expect(screen.getByTestId('risk-notice').textContent).toBe(STAKING_RULES_TEXTS.vi.riskNotice);
    expect(screen.getByText(f.common.noEarlyExit)).toBeTruthy();
    expect(screen.getByText('Trả lãi mỗi 24 giờ')).toBeTruthy();
  });
});
