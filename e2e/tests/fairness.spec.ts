import { CATALOGUES, fillTemplate, type UiLanguage, fairEndpoints } from '@fairround/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, callApi } from '../support/api.js';
import { shot } from '../support/screenshot.js';

const LANGUAGE_KEY = 'fairround.language';
/** Room types, fastest schedule first, so the first draw is met soonest. */
const ROOM_TYPES = [15, 4, 1, 16];

type Proof = { roomType: number; seqno: string; seed: string | null };
type Chain = {
  roomType: number;
  id: string;
  length: number;
  terminatingHash: string;
  salt: string;
  used: number;
};

// The first draw of a fresh server can be minutes away with the default periods.
test.setTimeout(420_000);
test.describe.configure({ mode: 'serial' });

/** Polls the public proof API until some room type has a drawn round (never fakes one). */
async function firstDrawnRound(request: APIRequestContext): Promise<Proof> {
  const deadline = Date.now() + 360_000;
  while (Date.now() < deadline) {
    for (const type of ROOM_TYPES) {
      const answer = await callApi<{ list: Proof[] }>(request, fairEndpoints.recent.path, {
        gametype: type,
        limit: 1,
      });
      if (answer.code === 1 && answer.data.list[0]) return answer.data.list[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('no round was drawn in time');
}

async function chooseLanguage(page: Page, language: UiLanguage): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    LANGUAGE_KEY,
    language,
  ] as const);
}

let drawn: Proof;

test.beforeAll(async ({ request }) => {
  drawn = await firstDrawnRound(request);
  expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
});

for (const language of ['vi', 'en-US'] as const) {
  const f = CATALOGUES[language].web.fairness;
  const tag = language === 'vi' ? 'vi' : 'en';

  test(`a visitor verifies a drawn round from its link, then the latest rounds in batch (${tag})`, async ({
    page,
  }) => {
    await chooseLanguage(page, language);
    await page.goto(`/fairness?type=${drawn.roomType}&seqno=${drawn.seqno}`);
    await expect(page.getByRole('heading', { name: f.title, exact: true })).toBeVisible();
    await expect(page.getByTestId('fair-seqno')).toHaveText(drawn.seqno);
    const verdict = page.getByTestId('fair-verdict');
    await expect(verdict).toContainText(f.verdict.verified);
    // Both steps and the verdict carry ✓, nothing carries ✗.
    await expect(page.getByTestId('check-ok')).toHaveCount(3);
    await expect(page.getByTestId('check-bad')).toHaveCount(0);
    await expect(page.getByText(f.steps.chain)).toBeVisible();
    await expect(page.getByText(f.steps.outcome)).toBeVisible();
    await expect(page.getByText(drawn.seed!, { exact: true })).toBeVisible();
    await shot(page, `fairness-single-${tag}`);

    await page.getByRole('tab', { name: f.modes.batch }).click();
    await page.getByRole('button', { name: f.batch.start }).click();
    const summary = page.getByTestId('fair-batch-summary');
    await expect(summary).toBeVisible();
    const recent = await callApi<{ list: Proof[] }>(page.request, fairEndpoints.recent.path, {
      gametype: drawn.roomType,
    });
    await expect(summary).toContainText(fillTemplate(f.batch.summaryAll, { total: recent.data.list.length }));
    await expect(page.getByTestId('check-bad')).toHaveCount(0);
    await shot(page, `fairness-batch-${tag}`);

    // A round picked in the batch list opens in the single check.
    await page
      .getByRole('button', { name: fillTemplate(f.batch.open, { seqno: recent.data.list[0]!.seqno }) })
      .click();
    await expect(page.getByTestId('fair-verdict')).toContainText(f.verdict.verified);
    await expect(page).toHaveURL(new RegExp(`seqno=${recent.data.list[0]!.seqno}`));
  });
}

test('the live chains’ commitments are on the page before play, as the chains API publishes them (vi, en)', async ({
  page,
}) => {
  for (const [language, tag] of [
    ['vi', 'vi'],
    ['en-US', 'en'],
  ] as const) {
    const f = CATALOGUES[language].web.fairness;
    await chooseLanguage(page, language);
    await page.goto('/fairness');
    await expect(page.getByRole('heading', { name: f.chains.title, exact: true })).toBeVisible();
    const cards = page.getByTestId('fair-chain');
    await expect(cards.first()).toBeVisible();
    const { list } = await apiData<{ list: Chain[] }>(page.request, fairEndpoints.chains.path);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const id = (await card.getByTestId('fair-chain-id').innerText()).trim();
      const published = list.find((chain) => chain.id === id);
      expect(published, `chain ${id} is one the API publishes`).toBeDefined();
      // A live chain: rounds still draw from it.
      expect(published!.used).toBeLessThan(published!.length);
      expect(await card.getAttribute('data-room-type')).toBe(String(published!.roomType));
      const live = card.getByTestId('fair-chain-live').locator('.fr-copy-field');
      const hash = (
        await live.filter({ hasText: f.chains.terminatingHash }).locator('.fr-copy-field__value').innerText()
      ).trim();
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).toBe(published!.terminatingHash);
      await expect(live.filter({ hasText: f.chains.salt }).locator('.fr-copy-field__value')).toHaveText(
        published!.salt,
      );
    }
    await shot(page, `fairness-chains-${tag}`);
  }
});

test('the single check reads right in Chinese, simplified and traditional', async ({ page }) => {
  for (const language of ['zh-CN', 'zh-TW'] as const) {
    const f = CATALOGUES[language].web.fairness;
    await chooseLanguage(page, language);
    await page.goto(`/fairness?type=${drawn.roomType}&seqno=${drawn.seqno}`);
    await expect(page.getByRole('heading', { name: f.title, exact: true })).toBeVisible();
    await expect(page.getByTestId('fair-verdict')).toContainText(f.verdict.verified);
    await expect(page.getByTestId('check-bad')).toHaveCount(0);
    await shot(page, `fairness-single-${language}`);
  }
});

test('the latest drawn round is one tap away, and a wrong number is refused with a translated message', async ({
  page,
}) => {
  const f = CATALOGUES.vi.web.fairness;
  await chooseLanguage(page, 'vi');
  await page.goto(`/fairness?type=${drawn.roomType}`);
  await page.getByRole('button', { name: f.latest }).click();
  await expect(page.getByTestId('fair-verdict')).toContainText(f.verdict.verified);
  await page.getByLabel(f.seqno).fill('20990101-9999');
  await page.getByRole('button', { name: f.verify, exact: true }).click();
  await expect(page.getByText(f.loadFailed)).toBeVisible();
});
