import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logInAsStaff } from './accounts';

/** The seeded desserts include a hidden one (docs/product.md#availability). */
const CATEGORY = 'Nos Desserts';
const HIDDEN = 'Sorbet colonel';
const SOLD_OUT_FROM_CARD = 'Tiramisù maison';

/** The dashboard filtered on the desserts; signs in on the first visit of the test. */
async function dashboardDesserts(page: Page, signedIn = false): Promise<void> {
  if (signedIn) await page.goto('/admin');
  else await logInAsStaff(page);
  await page.getByLabel('Filtrer par catégorie').selectOption(CATEGORY);
  await expect(page.getByRole('button', { name: /^Monter / }).first()).toBeVisible();
}

const dashboardTitles = (page: Page) => page.locator('.admin-item__title').allTextContents();

function carteSection(page: Page): Locator {
  return page.locator('section.carte-section', { has: page.getByRole('heading', { name: CATEGORY, level: 2 }) });
}

/**
 * /la-carte as a new visitor sees it: the public menu may be kept a minute by a browser that read it
 * (docs/product.md#public-api), so each look is from a browser context of its own.
 */
async function asNewVisitor<T>(browser: Browser, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/la-carte');
    return await look(page);
  } finally {
    await context.close();
  }
}

const carteTitles = (browser: Browser) =>
  asNewVisitor(browser, (page) => carteSection(page).locator('.dish__title').allTextContents());

test.describe('the menu as the restaurant runs it', () => {
  // One journey at a time on the shared database: they change the same category.
  test.describe.configure({ mode: 'serial' });

  test('a dish marked « Épuisé » from its card shows greyed with « Épuisé » on /la-carte, and back', async ({
    page,
    browser,
  }) => {
    await dashboardDesserts(page);
    const toggle = page.getByRole('button', { name: `Épuisé : ${SOLD_OUT_FROM_CARD}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article', { name: SOLD_OUT_FROM_CARD })).toContainText(/Épuisé jusqu'au .* à 5 h/);

    await asNewVisitor(browser, async (visitor) => {
      const dish = carteSection(visitor).locator('li.dish', { hasText: SOLD_OUT_FROM_CARD });
      await expect(dish).toHaveClass(/dish--sold-out/);
      await expect(dish.getByText('Épuisé', { exact: true })).toBeVisible();
    });

    await dashboardDesserts(page, true);
    await page.getByRole('button', { name: `Épuisé : ${SOLD_OUT_FROM_CARD}` }).click();
    await expect(page.getByRole('button', { name: `Épuisé : ${SOLD_OUT_FROM_CARD}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await asNewVisitor(browser, async (visitor) => {
      await expect(carteSection(visitor).locator('li.dish', { hasText: SOLD_OUT_FROM_CARD })).not.toHaveClass(
        /dish--sold-out/,
      );
    });
  });

  test('a hidden item is on the dashboard, marked, and absent from the page and the API', async ({
    page,
    request,
    browser,
  }) => {
    await dashboardDesserts(page);
    await expect(page.getByRole('article', { name: HIDDEN })).toContainText('Masqué : absent de la carte publique');
    const titles = await carteTitles(browser);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain(HIDDEN);
    await asNewVisitor(browser, async (visitor) => {
      await expect(visitor.locator('main')).toContainText(SOLD_OUT_FROM_CARD);
      await expect(visitor.locator('main')).not.toContainText(HIDDEN);
    });
    const body = (await (await request.get('/api/public/menu')).json()) as { data: { title: string }[] };
    expect(body.data.map((item) => item.title)).not.toContain(HIDDEN);
    const filtered = (await (await request.get(`/api/public/menu?search=colonel`)).json()) as { data: unknown[] };
    expect(filtered.data).toEqual([]);
  });

  test('the order set by keyboard is the order on /la-carte', async ({ page, browser }) => {
    await dashboardDesserts(page);
    const before = await dashboardTitles(page);
    const descend = page.getByRole('button', { name: `Descendre ${before[0]}` });
    await descend.focus();
    await page.keyboard.press('Enter');
    const byKeyboard = [before[1], before[0], ...before.slice(2)];
    await expect(page.locator('.admin-item__title')).toHaveText(byKeyboard);
    await expect(page.getByRole('button', { name: `Descendre ${before[0]}` })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'déplacé en position 2' })).toBeVisible();
    await expect.poll(() => carteTitles(browser)).toEqual(byKeyboard.filter((title) => title !== HIDDEN));
  });
});
