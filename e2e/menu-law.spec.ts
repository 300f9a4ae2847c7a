import { axeOn } from './axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAsStaff } from './accounts';
import { collectErrors } from './console-errors';
import { revealEverything } from './scroll';

/** Swiss food and price law on the menu (docs/product.md#swiss-food-and-price-law). */
const RUN = Date.now().toString(36);
const WINE = `Gamaret de Satigny ${RUN}`;
const FISH = `Dos de cabillaud ${RUN}`;

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

const section = (form: Locator, title: string) => form.locator('summary', { hasText: title });

test.describe('a visitor on /la-carte', () => {
  test('reads the origins, the notices and the allergen symbols by name, and filters from a shared address', async ({
    page,
  }) => {
    await page.goto('/la-carte?regime=sans-gluten,vegetarien');
    await expect(page.getByRole('button', { name: 'Végétarien' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Sans gluten' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Raclette à discrétion' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fondue moitié-moitié' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Charbonnade de bœuf' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sans gluten' }).click();
    await expect(page).toHaveURL(/\?regime=vegetarien$/);
    await expect(page.getByRole('heading', { name: 'Fondue moitié-moitié' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Végétarien' }).click();
    await expect(page).toHaveURL(/\/la-carte$/);

    const perch = page.locator('.dish', {
      has: page.getByRole('heading', { name: 'Filets de perche meunière', exact: true }),
    });
    await expect(perch.getByRole('list', { name: 'Allergènes et régime' })).toContainText('Contient : Poissons');
    await expect(perch).toContainText('Origine : Perche : sauvage, Suisse');
    const gamay = page.locator('.dish', {
      has: page.getByRole('heading', { name: 'Gamay de Genève AOC', exact: true }),
    });
    await expect(gamay).toContainText('75 cl CHF 42.00');
    await expect(gamay).toContainText('Aussi servi : 1 dl — CHF 6.00');
    await expect(gamay).toContainText('Vin genevois');

    const summary = page.getByRole('region', { name: 'Provenance de nos viandes et poissons' });
    await expect(summary).toContainText('Bœuf : Suisse');
    await expect(summary).toContainText('Bar : sauvage, pêché en mer, Atlantique Nord-Est (FAO 27)');
    await expect(summary).toContainText('Nos collaborateurs vous renseignent volontiers sur les allergènes');
    await expect(summary).toContainText('Prix en CHF, TVA et service compris');
    await expect(summary).toContainText('Pain et pâtisseries : Suisse');
  });

  test('reads the countries of origin in the language of /en/menu, the page hydrating without an error', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/en/menu');
    const perch = page.locator('.dish', {
      has: page.getByRole('heading', { name: 'Perch fillets meunière', exact: true }),
    });
    await expect(perch).toContainText('Origin: Perch: wild, Switzerland');
    await expect(perch.getByText('Switzerland', { exact: true })).not.toHaveAttribute('lang', 'fr');
    const summary = page.getByRole('region', { name: 'Where our meat and fish come from' });
    await expect(summary).toContainText('Beef: Switzerland');
    await expect(summary).not.toContainText('Suisse');
    expect(errors).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`a filtered carte has no serious axe violation in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), mode === 'dark');
      await page.goto('/la-carte?regime=vegane');
      await expect(page.getByRole('heading', { name: 'Salade verte' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark)/);
      // Colours ease into the mode and sections fade in: axe reads them once they have settled, as public-site.spec does.
      await revealEverything(page);
      await expectNoSeriousViolations(page, `/la-carte?regime=vegane in ${mode} mode`);
    });
  }
});

test.describe('a visitor on /la-carte on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('finds the diet filters on the first screen, between the search and the dishes, beside the index', async ({
    page,
  }) => {
    await page.goto('/la-carte');
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      expect(found).not.toBeNull();
      return found ?? { x: 0, y: 0, width: 0, height: 0 };
    };
    const search = await box(page.getByRole('searchbox', { name: 'Rechercher un plat' }));
    const filters = await box(page.getByRole('group', { name: 'Filtrer la carte' }));
    const index = await box(page.getByRole('navigation', { name: /Catégories/ }));
    const firstSection = await box(page.locator('.carte-section').first());
    expect(filters.y).toBeGreaterThan(search.y + search.height);
    expect(filters.y + filters.height).toBeLessThan(Math.min(firstSection.y, 800));
    expect(filters.x).toBeGreaterThanOrEqual(index.x + index.width);
  });
});

test.describe('staff keep the menu lawful', () => {
  test('add a wine with two quantities and a fish with its FAO area, then print the allergen matrix', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logInAsStaff(page);

    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    let form = page.getByRole('dialog', { name: 'Ajouter un nouvel élément' });
    await form.getByLabel('Titre').fill(WINE);
    await form.getByLabel('Description').fill('Rouge genevois épicé.');
    await form.getByLabel('Catégorie').selectOption('Vins Rouges - Suisse');
    await form.getByLabel('Prix (CHF)').fill('52');
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(form.getByText(/Indiquez la quantité servie pour ce prix/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Ajouter une quantité' })).toBeFocused();

    // The section opened with its error.
    for (const [row, quantity, price] of [
      [1, '1 dl', '7.50'],
      [2, '75 cl', '52'],
    ] as const) {
      await form.getByRole('button', { name: 'Ajouter une quantité' }).click();
      const group = form.getByRole('group', { name: `Quantité ${row}` });
      await group.getByLabel('Quantité (ex. 1 dl, 75 cl)').fill(quantity);
      await group.getByLabel('Prix (CHF)').fill(price);
    }
    await section(form, 'Détails du vin').click();
    await form.getByLabel('Producteur').fill('Domaine du Paradis');
    await form.getByLabel('Appellation ou région').fill('Genève AOC');
    await form.getByLabel('Cépage').fill('Gamaret');
    await form.getByLabel('Millésime').fill('2022');
    await form.getByLabel('Vin genevois').check();
    await section(form, 'Allergènes').click();
    await form
      .getByRole('group', { name: 'Contient' })
      .getByLabel('Anhydride sulfureux et sulfites (> 10 mg/kg ou mg/l)')
      .check();
    await form.getByLabel('J’ai vérifié les allergènes de ce plat').check();
    await expectNoSeriousViolations(page, 'the form with its law sections open');
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('article', { name: WINE })).toContainText('CHF 7.50');

    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    form = page.getByRole('dialog', { name: 'Ajouter un nouvel élément' });
    await form.getByLabel('Titre').fill(FISH);
    await form.getByLabel('Prix (CHF)').fill('38');
    await form.getByLabel('Description').fill('Beurre blanc, poireaux fondants.');
    await form.getByLabel('Catégorie').selectOption('Nos Poissons');
    await section(form, 'Origine des viandes et poissons').click();
    await form.getByRole('button', { name: 'Ajouter une origine' }).click();
    const origin = form.getByRole('group', { name: 'Origine 1' });
    await origin.getByLabel('Animal').selectOption({ label: 'Poisson' });
    await origin.getByLabel('Nom affiché (ex. Perche)').fill('Cabillaud');
    await origin.getByLabel('Production').selectOption({ label: 'sauvage, pêché en mer' });
    // Folded before the save: the refusal opens it again and takes the focus to the row's FAO area.
    await section(form, 'Origine des viandes et poissons').click();
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(
      form.getByText('Origine 1 : la zone de pêche FAO est requise pour un poisson de mer sauvage'),
    ).toBeVisible();
    await expect(origin.getByLabel('Zone de pêche FAO')).toBeFocused();
    await origin.getByLabel('Zone de pêche FAO').selectOption({ label: 'Atlantique Nord-Est (FAO 27)' });
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    // A fish is declared with its allergen: the origin that does not fit the dish takes the focus to its animal.
    await expect(form.getByText("L'origine « Poisson » ne correspond pas à ce plat.")).toBeVisible();
    await expect(origin.getByLabel('Animal')).toBeFocused();
    await section(form, 'Allergènes').click();
    await form.getByRole('group', { name: 'Contient' }).getByLabel('Poissons').check();
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(form).toBeHidden();

    await page.getByRole('tab', { name: 'À vérifier' }).click();
    const review = page.getByRole('tabpanel');
    await expect(review.getByRole('listitem').filter({ hasText: FISH })).toContainText('Allergènes jamais confirmés');
    await expect(review.getByRole('listitem').filter({ hasText: WINE })).toHaveCount(0);
    const matrix = review.getByRole('table');
    await expect(matrix.locator('caption')).toContainText(/Matrice des allergènes — état au \d/);
    await expect(matrix.getByRole('row', { name: new RegExp(WINE) })).toContainText('contient');
    await expectNoSeriousViolations(page, 'the « À vérifier » tab');

    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printedMatrix = String(document.body.classList.contains('printing-allergen-matrix'));
      };
    });
    // One click from any tab of the dashboard: the header's button.
    await page.getByRole('tab', { name: 'Gestion du Menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Imprimer la matrice des allergènes' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed-matrix', 'true');
    await expect(page.getByRole('tab', { name: 'À vérifier' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/la-carte');
    const wine = page.locator('.dish', { has: page.getByRole('heading', { name: WINE }) });
    await expect(wine).toContainText('1 dl CHF 7.50');
    await expect(wine).toContainText('Aussi servi : 75 cl — CHF 52.00');
    await expect(wine).toContainText('Domaine du Paradis · Genève AOC · Gamaret · 2022');
    const fish = page.locator('.dish', { has: page.getByRole('heading', { name: FISH }) });
    await expect(fish).toContainText('Cabillaud : sauvage, pêché en mer, Atlantique Nord-Est (FAO 27)');
  });
});
