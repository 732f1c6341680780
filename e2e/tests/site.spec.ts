import {
  API_LANGUAGES,
  BANNER_IMAGE_MAX_BYTES,
  CATALOGUES,
  fillTemplate,
  gameName,
  LANGUAGE_NATIVE_NAMES,
  toApiLanguage,
  type AdminHomeTileView,
  type GameTile,
  type TileNames,
  type UiLanguage,
  bannersAdminEndpoints,
  appConfigAdminEndpoints,
  adminEndpoints,
  bannersEndpoints,
  homeTilesAdminEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiData as api, callApi } from '../support/api.js';
import { shot } from '../support/screenshot.js';
import { confirmStepUp, createStaff, type E2eStaff, ownerOtp, ownerToken } from '../support/staff.js';
import { newPlayer, registerPlayer } from '../support/players.js';

/**
 * Site content (issue #6): a content editor adds a home banner in the console with images for
 * three languages, an owner (signing in with two-factor) sets the app and support links, and the
 * player sees the banner in all four languages (zh-TW by fallback to the zh-CN image), taps it
 * into the app, and finds the links on /my_update. The content editor also renames, moves and
 * hides a home game tile (issue #14) and the player's home follows. Everything is undone
 * afterwards so later journeys see the seeded tiles and no banners, as on a fresh install.
 */
test.describe.configure({ mode: 'serial' });

const LANGUAGES: { lang: UiLanguage; tag: string }[] = [
  { lang: 'vi', tag: 'vi' },
  { lang: 'en-US', tag: 'en' },
  { lang: 'zh-CN', tag: 'zhcn' },
  { lang: 'zh-TW', tag: 'zhtw' },
];
/** Languages the console uploads an image for; zh-TW is left out on purpose to show the fallback. */
const UPLOADED: UiLanguage[] = ['vi', 'en-US', 'zh-CN'];
const COLOURS: Record<string, [string, string]> = {
  vi: ['#0f5e55', '#2ec4b0'],
  'en-US': ['#1d3b7a', '#4f8df5'],
  'zh-CN': ['#6b3a0c', '#f5b942'],
};
const INTRO_TITLE: Record<UiLanguage, string> = {
  vi: 'Giới thiệu Fairround',
  'en-US': 'Introduction to Fairround',
  'zh-CN': 'Fairround 简介',
  'zh-TW': 'Fairround 簡介',
};
const LINK = '/help/26';
const LINKS = {
  android: 'https://play.google.com/store/apps/details?id=org.fairround.e2e',
  ios: 'https://apps.apple.com/app/fairround-e2e/id000000000',
  support: 'https://t.me/fairround_e2e_support',
};

const PLAYER = newPlayer('7', 'site', { payPwd: '135792' });
const vi = CATALOGUES.vi.admin;

let playerToken = '';
let editor: E2eStaff;
let owner: E2eStaff;
let bannerId = 0;
/** The home tiles before the tile journey, put back afterwards (names, switch and order). */
let originalTiles: AdminHomeTileView[] = [];
/** The tile the journey renames and hides (type 4, odd/even) and the one it moves up (type 15). */
let renamedId = 0;
let movedId = 0;
const RENAMED: TileNames = {
  vi: 'Lẻ & Chẵn tốc độ',
  en: 'Speedy Odd & Even',
  chs: '急速单双',
  cht: '急速單雙',
};
/** The tile the console adds (the race with odd/even in front), deleted afterwards. */
const ADDED: TileNames = { vi: 'Đua xe Lẻ Chẵn', en: 'Racing Odd & Even', chs: '赛车单双', cht: '賽車單雙' };
let addedId = 0;
/** A second banner (English image only, after the first) so the carousel has more than one slide. */
let secondId = 0;

/**
 * A 1000 × 400 PNG drawn by the browser: the language's colours and a label saying it is a test
 * image (no made-up offer). Each language's image differs, so screenshots show which one is used.
 * Flat colours keep the file far below the upload limit (a gradient's dithering would not).
 */
async function bannerPng(browser: Browser, lang: UiLanguage, second = false): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 400 } });
  const [from, to] = second ? ['#3a1d5c', '#b48cf2'] : COLOURS[lang]!;
  await page.setContent(
    `<div id="b" style="width:1000px;height:400px;display:flex;flex-direction:column;justify-content:center;
      padding:0 72px;box-sizing:border-box;font-family:'Noto Sans','Noto Sans CJK SC',sans-serif;color:#fff;
      background:${from};border-left:48px solid ${to}">
      <div style="font-size:84px;font-weight:800">Fairround</div>
      <div style="font-size:46px;margin-top:12px">${LANGUAGE_NATIVE_NAMES[lang]} · e2e test image${second ? ' 2' : ''}</div></div>`,
  );
  const png = await page.locator('#b').screenshot({ type: 'png' });
  expect(png.length).toBeLessThan(BANNER_IMAGE_MAX_BYTES);
  await page.close();
  return png;
}

/** Opens a player screen in a language, logged in as the journey's player. */
async function openAsPlayer(page: Page, path: string, language: UiLanguage) {
  await page.goto('/languageSet');
  await page.evaluate(
    ([token, lang]) => {
      window.localStorage.setItem('fairround.token', token);
      window.localStorage.setItem('fairround.language', lang);
    },
    [playerToken, language] as const,
  );
  await page.goto(path);
}

async function snap(page: Page, name: string) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** Signs in to the console through the form, with the two-factor code when the staff has one. */
async function signIn(page: Page, staff: E2eStaff) {
  await page.goto('/admin/');
  await page.getByLabel(vi.login.username).fill(staff.username);
  await page.getByLabel(vi.login.password, { exact: true }).fill(staff.password);
  if (staff.secret) await page.getByLabel(vi.login.otp).fill(staff.otp());
  await page.getByRole('button', { name: vi.login.submit }).click();
  await expect(page.getByRole('navigation', { name: vi.nav.menu })).toBeVisible();
}

async function openSection(page: Page, label: string, path: RegExp) {
  await page.getByRole('navigation', { name: vi.nav.menu }).getByRole('menuitem', { name: label }).click();
  await expect(page).toHaveURL(path);
}

async function waitForToasts(page: Page) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
}

test.beforeAll(async ({ request }) => {
  ({ token: playerToken } = await registerPlayer(request, PLAYER));
  editor = await createStaff(request, { role: 'content', prefix: 'e2e-site' });
  owner = await createStaff(request, { role: 'owner', twoFactor: true, prefix: 'e2e-site' });
});

test.afterAll(async ({ request }) => {
  const token = await ownerToken(request);
  for (const id of [bannerId, secondId].filter(Boolean)) {
    await callApi(request, bannersAdminEndpoints.remove.path, { token, id });
  }
  await callApi(request, appConfigAdminEndpoints.updateLinks.path, {
    token,
    otp: await ownerOtp(request),
    android: '',
    ios: '',
    support: '',
  });
  if (addedId) await callApi(request, homeTilesAdminEndpoints.delete.path, { token, id: addedId });
  const renamed = originalTiles.find((tile) => tile.id === renamedId);
  if (renamed)
    await callApi(request, homeTilesAdminEndpoints.update.path, {
      token,
      id: renamed.id,
      names: renamed.names,
      enabled: renamed.enabled,
    });
  if (originalTiles.length > 0)
    await callApi(request, homeTilesAdminEndpoints.reorder.path, {
      token,
      ids: originalTiles.map((tile) => tile.id),
    });
});

test('without banners the home screen draws no carousel box at all', async ({ page }) => {
  await openAsPlayer(page, '/', 'vi');
  await expect(page.getByRole('heading', { name: CATALOGUES.vi.web.home.games.title })).toBeVisible();
  await expect(page.getByTestId('banner-skeleton')).toHaveCount(0);
  await expect(page.locator('.fr-banner')).toHaveCount(0);
});

test.describe('console', () => {
  /** The console is a desktop app; the harness default is a phone viewport. */
  test.use({ viewport: { width: 1366, height: 860 } });
  const text = vi.site;

  test('a content editor adds a banner, uploads images per language and previews them', async ({
    page,
    browser,
    request,
  }) => {
    const images = Object.fromEntries(
      await Promise.all(UPLOADED.map(async (lang) => [lang, await bannerPng(browser, lang)] as const)),
    );
    await signIn(page, editor);
    await openSection(page, text.bannersNav, /\/admin\/banners$/);
    await expect(page.getByText(text.banners.imageRules.replace('{num}', '1024'))).toBeVisible();

    await page.getByRole('button', { name: text.banners.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.banners.editor.link).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: text.banners.editor.save }).click();
    await expect(dialog.getByText(text.banners.editor.linkInvalid)).toBeVisible();
    await dialog.getByLabel(text.banners.editor.link).fill(LINK);
    await dialog.getByRole('button', { name: text.banners.editor.save }).click();
    await expect(dialog).toHaveCount(0);

    const token = await ownerToken(request);
    const list = await api<{ list: { id: number; link: string | null }[] }>(
      request,
      bannersAdminEndpoints.list.path,
      { token },
    );
    bannerId = Math.max(...list.list.filter((banner) => banner.link === LINK).map((banner) => banner.id));
    const card = page.getByTestId(`banner-${bannerId}`);
    await expect(card.getByText(text.banners.noImageWarning)).toBeVisible();

    // A file that only claims to be a PNG is refused by the server, which reads the bytes.
    await page.getByTestId(`banner-${bannerId}-file-vi`).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect(page.getByText(CATALOGUES.vi.errors[3051])).toBeVisible();
    await waitForToasts(page);

    for (const lang of UPLOADED) {
      const api = toApiLanguage(lang);
      await page.getByTestId(`banner-${bannerId}-file-${api}`).setInputFiles({
        name: `banner-${api}.png`,
        mimeType: 'image/png',
        buffer: images[lang]!,
      });
      const alt = fillTemplate(text.banners.imageAlt, {
        id: bannerId,
        language: text.banners.languages[api],
      });
      const preview = card.getByRole('img', { name: alt });
      await expect(preview).toBeVisible();
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1000);
    }
    await expect(card.getByText(text.banners.noImageWarning)).toHaveCount(0);
    await expect(card.getByText(text.banners.noImage)).toHaveCount(1);
    await waitForToasts(page);
    await shot(page, 'site-console-banners-vi');

    const second = await api<{ id: number }>(request, bannersAdminEndpoints.create.path, {
      token: editor.token,
      link: '/fairness',
    });
    secondId = second.id;
    await api(request, bannersAdminEndpoints.setImage.path, {
      token: editor.token,
      id: secondId,
      language: 'en',
      data: (await bannerPng(browser, 'en-US', true)).toString('base64'),
    });
  });

  test('an owner signed in with two-factor sets the app and support links', async ({ page }) => {
    await signIn(page, owner);
    await openSection(page, vi.site.linksNav, /\/admin\/links$/);
    const android = page.getByLabel(text.links.android);
    await android.fill('http://insecure.example.org/app');
    await page.getByRole('button', { name: text.links.save }).click();
    await expect(page.getByText(text.links.invalid)).toBeVisible();
    await android.fill(LINKS.android);
    await page.getByLabel(text.links.ios).fill(LINKS.ios);
    await page.getByLabel(text.links.support).fill(LINKS.support);
    await page.getByRole('button', { name: text.links.save }).click();
    // The support link is where players ask about payments: saving it asks for the owner's code.
    await confirmStepUp(page, owner.otp(), 'site-console-links-step-up');
    await expect(page.getByText(text.links.saved)).toBeVisible();
    await waitForToasts(page);
    await shot(page, 'site-console-links-vi');
  });

  test('a content editor renames, moves and hides a home game tile', async ({ page, request }) => {
    originalTiles = (
      await api<{ list: AdminHomeTileView[] }>(request, homeTilesAdminEndpoints.list.path, {
        token: editor.token,
      })
    ).list;
    const target = originalTiles.find((tile) => tile.roomType === 4 && tile.focus === 'odd_even')!;
    const moved = originalTiles.find((tile) => tile.roomType === 15 && tile.focus === null)!;
    renamedId = target.id;
    movedId = moved.id;
    await signIn(page, editor);
    await openSection(page, text.tilesNav, /\/admin\/tiles$/);
    await expect(page.getByTestId(`tile-row-${target.id}`)).toContainText(target.names.vi);
    await shot(page, 'site-console-tiles-vi');

    await page
      .getByRole('button', { name: fillTemplate(text.tiles.renameTitle, { name: target.names.vi }) })
      .click();
    const dialog = page.getByRole('dialog');
    const field = (language: keyof TileNames) =>
      dialog.getByLabel(fillTemplate(text.tiles.nameIn, { language: text.banners.languages[language] }));
    // Another tile's English name, in other letters' case: refused at the field, nothing sent.
    const taken = originalTiles.find((tile) => tile.id !== target.id)!.names.en;
    await field('en').fill(taken.toUpperCase());
    await dialog.getByRole('button', { name: text.tiles.save }).click();
    await expect(dialog.getByText(text.tiles.nameDuplicate)).toBeVisible();
    for (const language of API_LANGUAGES) await field(language).fill(RENAMED[language]);
    await shot(page, 'site-console-tiles-rename-vi');
    await dialog.getByRole('button', { name: text.tiles.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId(`tile-row-${target.id}`)).toContainText(RENAMED.vi);
    await waitForToasts(page);

    await page
      .getByRole('button', { name: fillTemplate(text.tiles.moveUp, { name: moved.names.vi }) })
      .click();
    await expect(page.getByText(text.tiles.reordered)).toBeVisible();
    await page.getByRole('switch', { name: fillTemplate(text.tiles.toggle, { name: RENAMED.vi }) }).click();
    await expect(page.getByTestId(`tile-row-${target.id}`)).toContainText(text.tiles.hidden);
    await waitForToasts(page);
    await shot(page, 'site-console-tiles-after-vi');

    const audit = await api<{ items: { action: string; actorUsername: string | null }[] }>(
      request,
      adminEndpoints.auditList.path,
      {
        token: await ownerToken(request),
        action: 'site.tile',
        actor: editor.username,
      },
    );
    expect(audit.items.map((item) => item.action).sort()).toEqual([
      'site.tile.reorder',
      'site.tile.update',
      'site.tile.update',
    ]);
  });

  test.describe('at 1440 × 900', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('a content editor adds a tile: the race with odd/even in front, an icon and four names', async ({
      page,
      request,
    }) => {
      await signIn(page, editor);
      await openSection(page, text.tilesNav, /\/admin\/tiles$/);
      await page.getByRole('button', { name: text.tiles.add }).click();
      const dialog = page.getByRole('dialog', { name: text.tiles.addTitle });
      await test.step('Once the race is chosen, only its own families are offered', async () => {
        await dialog.getByLabel(text.tiles.game).click();
        await page
          .locator('.ant-select-item-option', {
            hasText: fillTemplate(text.tiles.roomType, { game: gameName('vi', 16) }),
          })
          .click();
      });
      await test.step("The chosen value lies over the select's input: the click goes to the select as a player's would", async () => {
        await dialog.getByLabel(text.tiles.focus).click({ force: true });
        const families = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
        await expect(families).toHaveText([
          text.tiles.wholeGame,
          ...['big_small', 'odd_even'].map((key) => CATALOGUES.vi.game.families[key as 'odd_even']),
        ]);
        await families.filter({ hasText: CATALOGUES.vi.game.families.odd_even }).click();
        await dialog.getByText(text.tiles.icons['odd-even'], { exact: true }).click();
        const field = (language: keyof TileNames) =>
          dialog.getByLabel(fillTemplate(text.tiles.nameIn, { language: text.banners.languages[language] }));
        for (const language of API_LANGUAGES) await field(language).fill(ADDED[language]);
        await shot(page, 'console-tiles-add-vi', { fullPage: false });
        await dialog.getByRole('button', { name: text.tiles.save }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByText(text.tiles.added)).toBeVisible();

        const tiles = (
          await api<{ list: AdminHomeTileView[] }>(request, homeTilesAdminEndpoints.list.path, {
            token: editor.token,
          })
        ).list;
        const added = tiles.find((tile) => tile.names.en === ADDED.en)!;
        addedId = added.id;
        expect(added).toMatchObject({
          roomType: 16,
          focus: 'odd_even',
          icon: 'odd-even',
          added: true,
          shown: true,
        });
        const row = page.getByTestId(`tile-row-${added.id}`);
        await expect(row).toContainText(text.tiles.addedTag);
        await expect(row).toContainText(CATALOGUES.vi.game.families.odd_even);
        await waitForToasts(page);
        await row.scrollIntoViewIfNeeded();
        await shot(page, 'console-tiles-added-vi', { fullPage: false });
        const audit = await api<{ items: { action: string; targetId: string | null }[] }>(
          request,
          adminEndpoints.auditList.path,
          {
            token: await ownerToken(request),
            action: 'site.tile.create',
            actor: editor.username,
          },
        );
        expect(audit.items.map((item) => [item.action, item.targetId])).toEqual([
          ['site.tile.create', String(added.id)],
        ]);
      });
    });
  });
});

test('the player home follows the console: the hidden tile is gone, the moved one a place earlier', async ({
  page,
  request,
}) => {
  const shown = originalTiles.filter((tile) => tile.shown).map((tile) => tile.id);
  const home = (await api<{ list: GameTile[] }>(request, gameEndpoints.gameList.path, {})).list.map(
    (tile) => tile.id,
  );
  expect(home).not.toContain(renamedId);
  expect(home.indexOf(movedId)).toBe(shown.indexOf(movedId) - 1);
  await openAsPlayer(page, '/', 'vi');
  await expect(page.locator('.fr-game-tile')).toHaveCount(home.length);
  await expect(page.locator(`.fr-game-tile[data-tile="${renamedId}"]`)).toHaveCount(0);
  await expect(page.locator('.fr-game-tile').nth(home.indexOf(movedId))).toHaveAttribute(
    'data-tile',
    String(movedId),
  );
  await snap(page, 'site-home-tiles-vi');
});

test('the added tile is on the player home and opens the race with odd/even in front', async ({ page }) => {
  await openAsPlayer(page, '/', 'vi');
  const tile = page.locator(`.fr-game-tile[data-tile="${addedId}"]`);
  await expect(tile).toHaveAttribute('href', `/room_list/16?tile=${addedId}`);
  await expect(tile).toHaveAttribute('data-focus', 'odd_even');
  await expect(tile.locator('.fr-game-tile__name')).toHaveText(ADDED.vi);
  // The period the engine really runs (the journeys' 40 s), not one written into the name.
  await expect(tile.locator('.fr-game-tile__schedule')).toHaveText(
    fillTemplate(CATALOGUES.vi.web.home.games.periodSeconds, { num: 40 }),
  );
  // The viewport with the tile in its middle: a full-page shot would put the tab bar over the last row.
  await tile.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 400),
  );
  await shot(page, 'site-home-tile-added-vi', { fullPage: false });
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/room_list/16\\?tile=${addedId}$`));
  await expect(page.getByRole('heading', { name: ADDED.vi })).toBeVisible();
  await page.locator('.fr-room-card__button').first().click();
  await expect(page).toHaveURL(/\/bjsc\/\d+\?focus=odd_even$/);
});

for (const { lang, tag } of LANGUAGES) {
  test(`the player home shows the banner (${lang})`, async ({ page, request }) => {
    const expected = (
      await api<{ list: { id: number; img: string; lang: string }[] }>(
        request,
        bannersEndpoints.slides.path,
        {
          lang: toApiLanguage(lang),
        },
      )
    ).list.find((slide) => slide.id === bannerId);
    expect(expected?.lang).toBe(lang === 'zh-TW' ? 'chs' : toApiLanguage(lang));
    // Reduced motion keeps the carousel on the first slide, so the screenshot and the tap are steady.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAsPlayer(page, '/', lang);
    const web = CATALOGUES[lang].web;
    const carousel = page.getByRole('region', { name: web.home.banners.label });
    const image = carousel.getByRole('img', {
      name: fillTemplate(web.home.banners.slide, { num: 1, total: 2 }),
    });
    await expect(
      carousel.getByRole('img', { name: fillTemplate(web.home.banners.slide, { num: 2, total: 2 }) }),
    ).toHaveCount(1);
    await expect(image).toBeVisible();
    expect(await image.getAttribute('src')).toBe(expected!.img);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1000);
    const box = await carousel.boundingBox();
    expect(Math.round(box!.width / box!.height)).toBe(3); // 358 × 143: the 5:2 shape.
    await snap(page, `site-home-banner-${tag}`);

    if (lang === 'en-US') {
      await image.click();
      await expect(page).toHaveURL(new RegExp(`${LINK}$`));
      await expect(page.getByRole('heading', { level: 2, name: INTRO_TITLE[lang] })).toBeVisible();
    }
  });
}

for (const { lang, tag } of LANGUAGES) {
  test(`/my_update shows the version and the operator's links (${lang})`, async ({ page }) => {
    const web = CATALOGUES[lang].web;
    if (lang === 'vi') {
      // Reached from the account menu.
      await openAsPlayer(page, '/user', lang);
      await page.getByRole('link', { name: new RegExp(web.account.user.appVersion) }).click();
    } else {
      await openAsPlayer(page, '/my_update', lang);
    }
    await expect(page).toHaveURL(/\/my_update$/);
    await expect(page.getByRole('heading', { name: web.update.title })).toBeVisible();
    await expect(page.getByTestId('app-version')).toHaveText(/\d+\.\d+\.\d+/);
    const android = page.getByRole('link', { name: new RegExp(web.update.android) });
    await expect(android).toHaveAttribute('href', LINKS.android);
    await expect(android).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: new RegExp(web.update.ios) })).toHaveAttribute(
      'href',
      LINKS.ios,
    );
    await expect(page.getByText(web.update.noStore)).toHaveCount(0);
    await snap(page, `site-my-update-${tag}`);
  });
}
