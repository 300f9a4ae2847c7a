import { axeOn } from './axe';
import { expect, test } from '@playwright/test';
import { logInAsStaff } from './accounts';

/** docs/product.md#set-menus: staff make a set menu from a phone, and guests find it on /la-carte with its schedule. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const STARTERS = ['Salade verte', 'Carpaccio de bœuf', 'Vitello tonnato'];
const DESSERTS = ['Tiramisù maison', 'Coupe Danemark', 'Mousse au chocolat noir'];

test('a set menu of two courses with three choices each shows on /la-carte with when it is served', async ({
  page,
}) => {
  // A visit of the dashboard and one of the menu, on a shared machine.
  test.setTimeout(60_000);
  await logInAsStaff(page);
  await page.getByRole('tab', { name: 'Formules' }).tap();
  await page.getByRole('button', { name: 'Nouvelle formule' }).tap();
  const form = page.getByRole('form', { name: 'Nouvelle formule' });
  await form.getByLabel('Nom de la formule').fill('Formule du marché');
  await form.getByLabel('Prix (CHF)').fill('31,50');
  await form.getByLabel('Nom du service').nth(1).fill('Dessert');
  for (const title of STARTERS) await form.getByLabel('Ajouter un plat au service n° 1').selectOption({ label: title });
  for (const title of DESSERTS) await form.getByLabel('Ajouter un plat au service n° 2').selectOption({ label: title });
  await expect(form.getByRole('list', { name: 'Plats au choix du service n° 2' }).getByRole('listitem')).toHaveCount(3);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const axe = await axeOn(page).include('.set-menus-tab').analyze();
  expect(axe.violations).toEqual([]);

  await form.getByRole('button', { name: 'Enregistrer la formule' }).tap();
  await expect(page.getByRole('status').filter({ hasText: '« Formule du marché » est enregistrée.' })).toHaveCount(1);
  const card = page
    .getByRole('list', { name: 'Formules' })
    .getByRole('listitem')
    .filter({ hasText: 'Formule du marché' });
  await expect(card).toContainText('Entrée + dessert');
  await expect(card).toContainText('servie du lundi au vendredi à midi');

  await page.goto('/la-carte');
  const setMenu = page.getByRole('region', { name: 'Formules' }).getByRole('article', { name: 'Formule du marché' });
  await expect(setMenu.getByText('CHF 31.50')).toBeVisible();
  await expect(setMenu.getByText('servie du lundi au vendredi à midi')).toBeVisible();
  for (const [course, titles] of [
    ['Entrée · au choix', STARTERS],
    ['Dessert · au choix', DESSERTS],
  ] as const) {
    const choices = setMenu.getByRole('group', { name: course }).getByRole('heading', { level: 5 });
    await expect(choices).toHaveText([...titles]);
  }
  const carteAxe = await axeOn(page).include('.set-menus').analyze();
  expect(carteAxe.violations).toEqual([]);
});
