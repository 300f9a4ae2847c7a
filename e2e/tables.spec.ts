import fs from 'fs';
import { axeOn } from './axe';
import { expect, test } from '@playwright/test';
import { logInAsStaff } from './accounts';

/** docs/product.md#tables: the tables list on a phone, a table's code leading to the menu and counted. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('staff add, rename and place a table from a phone, see its scans and download its QR codes', async ({ page }) => {
  // Two visits of the dashboard, one of the menu and a PDF made, on a shared machine (at load 10, over a minute).
  test.slow();
  await logInAsStaff(page);
  await page.getByRole('tab', { name: 'Tables' }).tap();

  const add = page.getByRole('form', { name: 'Ajouter une table' });
  await add.getByLabel('Nom de la nouvelle table').fill('Véranda 5');
  await add.getByRole('button', { name: 'Ajouter la table' }).tap();
  const list = page.getByRole('list', { name: 'Tables de la salle' });
  const row = list.getByRole('listitem').filter({ hasText: 'Table Véranda 5' });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Renommer la table Véranda 5' }).tap();
  const field = page.getByLabel('Nouveau nom de la table Véranda 5');
  await expect(field).toBeFocused();
  await field.fill('Véranda 6');
  await field.press('Enter');
  const renamed = list.getByRole('listitem').filter({ hasText: 'Table Véranda 6' });
  await expect(renamed.getByText("Scans aujourd'hui : 0 · sur 7 jours : 0")).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Renommer la table Véranda 6' })).toBeFocused();
  const code = ((await renamed.getByText(/^Code : /).textContent()) ?? '').replace('Code : ', '');

  // Its place: six seats on the terrace, kept for staff; the form read by axe while open.
  await renamed.getByRole('button', { name: 'Places et salle de la table Véranda 6' }).tap();
  const place = page.getByRole('form', { name: 'Places et salle de la table Véranda 6' });
  await expect(place.getByLabel('Places')).toBeFocused();
  expect((await axeOn(page).include('.tables-tab').analyze()).violations).toEqual([]);
  await place.getByLabel('Places').fill('6');
  await place.getByLabel('Salle').selectOption('Terrasse');
  await place.getByRole('checkbox', { name: 'Réservable en ligne' }).tap();
  await place.getByRole('button', { name: 'Enregistrer' }).tap();
  await expect(renamed.getByText('6 places · Terrasse · par le personnel seulement')).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Places et salle de la table Véranda 6' })).toBeFocused();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const box = await add.getByRole('button', { name: 'Ajouter la table' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  const axe = await axeOn(page).include('.tables-tab').analyze();
  expect(axe.violations).toEqual([]);

  const sheet = page.getByRole('region', { name: 'Codes QR des tables' });
  await sheet.getByRole('radio', { name: '12 par page' }).check();
  const downloading = page.waitForEvent('download');
  await sheet.getByRole('button', { name: 'Télécharger les codes QR (PDF)' }).tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('codes-qr-tables-12-par-page.pdf');
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // A guest scans the table's code: the menu opens, and the table counts one scan today.
  await page.goto(`/t/${code}`);
  await expect(page).toHaveURL(/\/la-carte$/);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Tables' }).tap();
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: 'Table Véranda 6' })
      .getByText("Scans aujourd'hui : 1 · sur 7 jours : 1"),
  ).toBeVisible();
});
