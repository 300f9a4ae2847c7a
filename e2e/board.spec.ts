import { axeOn } from './axe';
import { expect, test } from '@playwright/test';
import { logInAsStaff } from './accounts';

/** docs/product.md#todays-board: the board screen on a phone at the pass, and the board at the top of /la-carte. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const BOARD_HEADING = "Aujourd'hui à l'ardoise";

test('staff put a fish of the day on the board from a phone, and guests see it at the top of the menu', async ({
  page,
  browser,
}) => {
  // Two visits of the dashboard and two of the menu, on a shared machine.
  test.setTimeout(60_000);
  await logInAsStaff(page);
  await page.getByRole('tab', { name: 'Ardoise' }).tap();
  await expect(page.getByText("L'ardoise est vide : rien ne s'affiche sur le site.")).toBeVisible();
  const form = page.getByRole('form', { name: "Ajouter un plat à l'ardoise" });

  await form.getByLabel('Titre').fill('Omble chevalier du Léman');
  await form.getByLabel('Description').fill('Beurre blanc, pommes vapeur.');
  await form.getByLabel('Prix (CHF)').fill('36.50');
  await form.getByLabel('Catégorie').selectOption('Nos Poissons');
  await form.getByRole('button', { name: "Mettre à l'ardoise" }).tap();
  // The allergens are asked for, and a fish needs its origin: the form says so before anything is sent, in the menu
  // item form's own sections.
  await expect(
    form.getByText('Vérifiez les allergènes du plat, puis cochez « J’ai vérifié les allergènes de ce plat ».'),
  ).toBeVisible();
  await expect(form.getByText('Origine de la viande ou du poisson non déclarée')).toBeVisible();

  const contains = form.getByRole('group', { name: 'Contient' });
  await contains.getByLabel('Poissons').check();
  await contains.getByLabel('Lait').check();
  await form.getByLabel('J’ai vérifié les allergènes de ce plat').check();
  await form.getByRole('button', { name: 'Ajouter une origine' }).tap();
  const origin = form.getByRole('group', { name: 'Origine 1' });
  // Never guessed: the origin starts with nothing chosen.
  await expect(origin.getByLabel('Animal')).toHaveValue('');
  await origin.getByLabel('Animal').selectOption('poisson');
  await origin.getByLabel('Nom affiché (ex. Perche)').fill('Omble chevalier');
  await origin.getByLabel('Production').selectOption({ label: 'élevage' });
  await origin.getByLabel('Pays').selectOption({ label: 'Suisse' });

  // Big targets: the button to send spans the screen and is at least 48 px high.
  const submit = form.getByRole('button', { name: "Mettre à l'ardoise" });
  const box = await submit.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const axe = await axeOn(page).include('.board-tab').analyze();
  expect(axe.violations).toEqual([]);

  await submit.tap();
  await expect(
    page.getByRole('status').filter({ hasText: "« Omble chevalier du Léman » est à l'ardoise." }),
  ).toHaveCount(1);
  const list = page.getByRole('list', { name: "Plats à l'ardoise" });
  await expect(list.getByText('Omble chevalier du Léman', { exact: true })).toBeVisible();
  await expect(list.getByText("Aujourd'hui seulement")).toBeVisible();
  // « Épuisé » works on it as on any dish.
  await list.getByRole('button', { name: 'Épuisé : Omble chevalier du Léman' }).tap();
  await expect(list.getByRole('button', { name: 'Disponible : Omble chevalier du Léman' })).toBeVisible();

  await page.goto('/la-carte');
  const board = page.getByRole('region', { name: BOARD_HEADING });
  await expect(board.getByRole('heading', { name: 'Omble chevalier du Léman' })).toBeVisible();
  await expect(board.getByText('CHF 36.50')).toBeVisible();
  await expect(board.getByText('Épuisé', { exact: true })).toBeVisible();
  // Not also under its category.
  const fish = page.getByRole('region', { name: 'Nos Poissons' });
  await expect(fish.getByRole('heading', { name: 'Omble chevalier du Léman' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Omble chevalier du Léman' })).toHaveCount(1);

  // Taken off the board, it leaves the menu and is offered for reuse (the staff session is still open).
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Ardoise' }).tap();
  await page.getByRole('button', { name: 'Retirer : Omble chevalier du Léman' }).tap();
  await expect(page.getByText("L'ardoise est vide : rien ne s'affiche sur le site.")).toBeVisible();
  await page.getByLabel("Reprendre un plat déjà passé à l'ardoise").selectOption({ index: 1 });
  await expect(form.getByLabel('Titre')).toHaveValue('Omble chevalier du Léman');
  await expect(form.getByLabel('Prix (CHF)')).toHaveValue('36.50');
  // The law sections fold as in the menu item form: opened, they hold the earlier dish's allergens.
  await form.locator('summary', { hasText: 'Allergènes' }).tap();
  await expect(form.getByRole('group', { name: 'Contient' }).getByLabel('Poissons')).toBeChecked();

  // A new guest: a browser that read the public menu may keep it a minute (Cache-Control max-age=60).
  const guest = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: test.info().project.use.baseURL,
  });
  const guestPage = await guest.newPage();
  await guestPage.goto('/la-carte');
  await expect(guestPage.getByRole('heading', { name: 'Dôle du Valais AOC' })).toBeVisible();
  await expect(guestPage.getByRole('heading', { name: 'Omble chevalier du Léman' })).toHaveCount(0);
  await expect(guestPage.getByRole('region', { name: BOARD_HEADING })).toHaveCount(0);
  await guest.close();
});
