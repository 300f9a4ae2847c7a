import fs from 'node:fs';
import { axeOn } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { MENU_CSV_HEADERS, formatChf } from '../packages/shared/src';
import { logInAsStaff } from './accounts';

/** The menu file through the dashboard (docs/product.md#menu-file), in a real browser against the real app. */

async function exportMenu(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^carte-trattoria-ticino-\d{4}-\d{2}-\d{2}\.csv$/);
  return fs.readFileSync(await download.path(), 'utf8');
}

/** The line of the file where `row` starts, as a text editor numbers them (a quoted cell may span lines). */
function lineOf(text: string, row: string): number {
  return text.slice(0, text.indexOf(row)).split('\n').length;
}

async function chooseFile(page: Page, text: string) {
  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer la carte (CSV)' });
  await dialog.getByLabel('Fichier CSV').setInputFiles({
    name: 'carte.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
  return dialog;
}

async function cartePrices(page: Page): Promise<string> {
  await page.goto('/la-carte');
  await expect(page.locator('.carte-section').first()).toBeVisible();
  return (await page.locator('main').innerText()).trim();
}

test.describe('the menu file', () => {
  test('export, then import it back with one price changed: the preview shows it, « Importer » applies it', async ({
    page,
  }) => {
    await logInAsStaff(page);
    const text = await exportMenu(page);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(MENU_CSV_HEADERS.join(';'));

    // A row with no quoted cell, so its cells are plain `;`-separated text.
    const index = lines.findIndex((line, at) => at > 0 && line !== '' && !line.includes('"'));
    const cells = lines[index].split(';');
    const [, title, price] = cells;
    const raised = (Number(price) + 1).toFixed(2);
    lines[index] = [cells[0], title, raised, ...cells.slice(3)].join(';');

    const edited = `\uFEFF${lines.join('\r\n')}`;
    const dialog = await chooseFile(page, edited);
    await expect(dialog.getByText(/Aperçu : 0 ajout\(s\), 1 modification\(s\), 0 suppression\(s\)/)).toBeVisible();
    const changed = dialog.getByRole('region', { name: 'À modifier' });
    await expect(changed).toContainText(`Ligne ${lineOf(edited, lines[index])} : ${title}`);
    await expect(changed).toContainText(`Prix (CHF) : ${price} → ${raised}`);
    const { violations } = await axeOn(page).include('[role="dialog"]').analyze();
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
    await dialog.getByRole('button', { name: 'Importer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Import terminé : 0 ajouté(s), 1 modifié(s), 0 supprimé(s).')).toBeVisible();
    await expect(page.getByRole('article', { name: title }).first()).toContainText(formatChf(Number(raised)));

    await page.goto('/la-carte');
    const dish = page.locator('.dish', { has: page.getByRole('heading', { name: title, exact: true }) }).first();
    await expect(dish).toContainText(formatChf(Number(raised)));
  });

  test('a file with a bad line is refused with its line number, and the menu stays as it was', async ({ page }) => {
    const before = await cartePrices(page);
    await logInAsStaff(page);
    const text = await exportMenu(page);
    // Every column of the export; those after « Disponibilité » stay empty.
    const columns = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
      .split(';').length;
    const row = [';Plat sans prix;;Une description;Nos Pizzas;disponible', ...Array(columns - 6).fill('')].join(';');
    const bad = `${text}${row}\r\n`;
    const line = lineOf(bad, row);

    const dialog = await chooseFile(page, bad);
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText("Le fichier contient des erreurs : rien n'a été importé.");
    await expect(alert).toContainText(`Ligne ${line} : le prix est requis.`);
    await expect(dialog.getByRole('button', { name: 'Importer' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();

    expect(await cartePrices(page)).toBe(before);
  });
});
