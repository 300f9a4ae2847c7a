import { axeOn } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { foldForSearch } from '../packages/shared/src/text';
import { addDaysToDayText, genevaDay } from '../packages/shared/src/service-day';
import { revealEverything } from './scroll';

/** docs/product.md#menu-page and #action-bar, on a phone and a tablet held upright. */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const RESTAURANT_PAGES = ['/', '/la-carte', '/galerie', '/contact', '/reserver'];
/** The seeded restaurant facts (cms/data/seed/restaurant.json), served by the CMS. */
const ADDRESS = 'Rue de Lausanne 42, 1201 Genève, Suisse';

function categoryIndex(page: Page) {
  return page.getByRole('navigation', { name: 'Catégories de la carte' });
}

async function indexBottom(page: Page): Promise<number> {
  const box = await categoryIndex(page).boundingBox();
  if (!box) throw new Error('The category index is not shown.');
  return box.y + box.height;
}

for (const viewport of [PHONE, TABLET]) {
  test.describe(`la carte at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });

    test('shows the first dish on the first screen, under one sideways row of categories', async ({ page }) => {
      await page.goto('/la-carte');
      // The first thing offered, a set menu or a dish, with its name and price: below them, its details (choices,
      // allergens, origins) may run on past the first screen.
      const firstOffer = page.locator('.set-menu > .set-menu__line, .dish .dish__line').first();
      await expect(firstOffer).toContainText('CHF');
      await expect(firstOffer).toBeInViewport({ ratio: 1 });
      const pills = categoryIndex(page).getByRole('link');
      await expect(pills).toHaveCount(24);
      const tops = await pills.evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    });

    test('keeps the row at the top, marks the category being read and jumps to the one tapped', async ({ page }) => {
      await page.goto('/la-carte');
      const index = categoryIndex(page);
      await expect(index.getByRole('link', { name: 'Nos Spécialités' })).toHaveAttribute('aria-current', 'location');

      // The reader scrolls to the wines.
      await page.locator('#categorie-vins-rouges-suisse').evaluate((section) => section.scrollIntoView());
      const read = index.getByRole('link', { name: 'Vins Rouges - Suisse' });
      await expect(read).toHaveAttribute('aria-current', 'location');
      await expect(index.locator('[aria-current]')).toHaveCount(1);
      expect((await index.boundingBox())?.y).toBe(0);
      // The marked pill has scrolled itself into the row's view.
      await expect(read).toBeInViewport({ ratio: 1 });

      const pizzas = index.getByRole('link', { name: 'Nos Pizzas' });
      await pizzas.scrollIntoViewIfNeeded();
      await pizzas.tap();
      await expect(pizzas).toHaveAttribute('aria-current', 'location');
      const heading = page.getByRole('heading', { level: 2, name: 'Nos Pizzas' });
      await expect(heading).toBeFocused();
      const below = await indexBottom(page);
      await expect
        .poll(async () => (await heading.boundingBox())?.y ?? -1, { message: 'the heading lands under the row' })
        .toBeGreaterThanOrEqual(below);
      expect((await heading.boundingBox())?.y).toBeLessThan(below + 40);
      await expect(index.locator('[aria-current]')).toHaveCount(1);
      await expect(page).toHaveURL(/\/la-carte$/);
    });

    test('finds dishes as the guest types, accents included, and keeps the search in the address', async ({ page }) => {
      await page.goto('/la-carte?q=cr%C3%A8me');
      const field = page.getByRole('searchbox', { name: 'Rechercher un plat' });
      await expect(field).toHaveValue('crème');
      const found = await page.locator('.dish').allTextContents();
      expect(found.length).toBeGreaterThan(0);
      // Accents and case do not count: « crème » also finds « CRÈME », « creme » and « crémeux ».
      for (const dish of found) expect(foldForSearch(dish)).toContain('creme');
      await expect(page.locator('.dish').first()).toBeInViewport();

      const historyLength = await page.evaluate(() => history.length);
      await field.fill('');
      await field.pressSequentially('BŒUF');
      await expect(page).toHaveURL(/\?q=B%C5%92UF$/);
      const beef = await page.locator('.dish').allTextContents();
      expect(beef.length).toBeGreaterThan(0);
      for (const dish of beef) expect(foldForSearch(dish)).toContain('boeuf');
      const offered = await categoryIndex(page).getByRole('link').allTextContents();
      const shown = await page.locator('.carte-section__title').allTextContents();
      expect(offered).toEqual(shown);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
    });

    test('says so when a shared search finds nothing', async ({ page }) => {
      await page.goto('/la-carte?q=choucroute');
      await expect(page.getByRole('status').filter({ hasText: 'Aucun plat' })).toHaveText(
        'Aucun plat ne correspond à votre recherche',
      );
      await expect(page.locator('.dish')).toHaveCount(0);
      await expect(categoryIndex(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Effacer la recherche' }).click();
      await expect(page.locator('.dish').first()).toBeVisible();
      await expect(page).toHaveURL(/\/la-carte$/);
    });
  });
}

test.describe('the booking calendar on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('opens its sideways strip on this week, not on the 1st of the month', async ({ page }) => {
    const today = genevaDay(new Date());
    const monday = addDaysToDayText(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const expected = monday.slice(0, 7) === today.slice(0, 7) ? monday : `${today.slice(0, 8)}01`;
    await page.goto('/reserver');
    const strip = page.locator('.booking-calendar__grid');
    await expect(strip.locator(`[data-day="${today}"]`)).toBeAttached();
    const shown = await strip.evaluate((element, start) => {
      const { left, right } = element.getBoundingClientRect();
      const days = [...element.querySelectorAll<HTMLElement>('[data-day]')];
      const startDay = element.querySelector(`[data-day="${start}"]`)!.getBoundingClientRect();
      return {
        first: days.find((day) => day.getBoundingClientRect().right > left + 1)?.dataset.day,
        startWhole: startDay.left >= left - 1 && startDay.right <= right + 1,
        atTheEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      };
    }, expected);
    // The week's Monday first; in a month's last days, which cannot scroll past its end, the strip as far as it goes.
    expect(shown.startWhole).toBe(true);
    if (!shown.atTheEnd) expect(shown.first).toBe(expected);
  });
});

test.describe('phones’ action bar', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('calls the CMS phone and opens the way to the CMS address, without covering the page', async ({ page }) => {
    for (const path of RESTAURANT_PAGES) {
      await page.goto(path);
      const bar = page.getByRole('navigation', { name: 'Appeler ou venir' });
      await expect(bar.getByRole('link', { name: /^Appeler/ })).toHaveAttribute('href', 'tel:+41227314850');
      await expect(bar.getByRole('link', { name: /^Itinéraire/ })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ADDRESS)}`,
      );
      await revealEverything(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const barTop = (await bar.boundingBox())?.y ?? 0;
      expect(barTop).toBeGreaterThan(PHONE.height - 90);
      const lastLink = page.getByRole('contentinfo').getByRole('button', { name: 'Protection des données' });
      const last = await lastLink.boundingBox();
      expect((last?.y ?? Infinity) + (last?.height ?? 0)).toBeLessThanOrEqual(barTop);
      const scrollTop = await page.getByRole('button', { name: 'Revenir en haut de la page' }).boundingBox();
      expect((scrollTop?.y ?? Infinity) + (scrollTop?.height ?? 0)).toBeLessThanOrEqual(barTop);
    }
  });

  test('is not on the dashboard, the template pages or a tablet', async ({ page }) => {
    for (const path of ['/admin', '/about']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('navigation', { name: 'Appeler ou venir' })).toHaveCount(0);
    }
    await page.setViewportSize(TABLET);
    await page.goto('/contact');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '+41 22 731 48 50' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Appeler ou venir' })).toBeHidden();
  });
});

test.describe('restaurant pages on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('every tappable element is at least 44 × 44 px', async ({ page }) => {
    const small: string[] = [];
    for (const path of RESTAURANT_PAGES) {
      await page.goto(path);
      await revealEverything(page);
      const found = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLElement>(
            'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex="0"]',
          ),
        )
          .filter((element) => {
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            // Shown and on the page: not the skip link parked above it or the robots' trap field parked aside, not a
            // visually hidden control.
            const onPage = box.bottom + window.scrollY > 0 && box.right > 0 && box.left < window.innerWidth;
            return box.width > 1 && box.height > 1 && onPage && style.visibility !== 'hidden';
          })
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width < 43.5 || box.height < 43.5;
          })
          .map((element) => {
            const box = element.getBoundingClientRect();
            const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
            return `${element.tagName.toLowerCase()} « ${name} » ${Math.round(box.width)}×${Math.round(box.height)}`;
          }),
      );
      small.push(...found.map((element) => `${path}: ${element}`));
    }
    expect(small).toEqual([]);
  });

  test('nothing is wider than a 320 px screen, and prices stay on their dish’s line', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of RESTAURANT_PAGES) {
      await page.goto(path);
      await revealEverything(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
    }
    await page.goto('/la-carte');
    await expect(page.locator('.dish').first()).toBeVisible();
    const astray = await page.locator('.dish__line').evaluateAll((lines) =>
      lines
        .filter((line) => {
          const title = line.querySelector('.dish__title')?.getBoundingClientRect();
          const price = line.querySelector('.dish__price')?.getBoundingClientRect();
          if (!title || !price) return true;
          return price.left < title.right - 1 || price.bottom > title.bottom + 4 || price.right > 320;
        })
        .map((line) => line.textContent),
    );
    expect(astray).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    // The pages as they open are scanned by accessibility.spec.ts; here, the menu showing a search's results.
    for (const path of ['/la-carte?q=fondue']) {
      test(`axe finds no serious or critical violation on ${path} in ${mode} mode on a phone`, async ({ page }) => {
        // axe reads every node of the menu, the dishes the search hides included: on a shared 2-core machine that
        // alone may take half a minute.
        test.slow();
        await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), mode === 'dark');
        await page.goto(path);
        await expect(page.locator('.dish').first()).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Appeler ou venir' })).toBeVisible();
        await revealEverything(page);
        const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(blocking).toEqual([]);
      });
    }
  }
});
