import { axeOn } from './axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAsStaff } from './accounts';

/**
 * docs/product.md#translations: staff remove a dish's English name (the English menu falls back to French, marked
 * lang="fr"), write and validate it again, then change the French description, which sends its three translations
 * back « à revoir » while visitors keep reading the last validated ones.
 */
const DISH = 'Filets de perche meunière';
const ENGLISH_NAME = 'Perch fillets meunière';
const GERMAN_DESCRIPTION = 'Eglifilets aus dem Genfersee, in Butter goldbraun gebraten';
/** A suffix no seeded text carries. */
const RUN = Date.now().toString(36);

/** The tab's counts, read from its label: « Traductions (3 manquantes · 2 à revoir) », nothing shown being 0. */
async function tabCounts(page: Page): Promise<{ missing: number; toReview: number }> {
  const label = (await page.getByRole('tab', { name: /^Traductions/ }).textContent()) ?? '';
  const counts = { missing: 0, toReview: 0 };
  if (!label.includes('(')) return counts;
  for (const part of label.slice(label.indexOf('(') + 1, label.lastIndexOf(')')).split(' · ')) {
    const [count, ...words] = part.split(' ');
    if (words.join(' ') === 'à revoir') counts.toReview = Number(count);
    else counts.missing = Number(count);
  }
  return counts;
}

function countsLabel({ missing, toReview }: { missing: number; toReview: number }): string {
  const parts = [
    ...(missing ? [`${missing} ${missing === 1 ? 'manquante' : 'manquantes'}`] : []),
    ...(toReview ? [`${toReview} à revoir`] : []),
  ];
  return parts.length ? `Traductions (${parts.join(' · ')})` : 'Traductions';
}

/** Opens « Traductions » on the dish: searched by name, its heading opens by itself. */
async function openDish(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: /^Traductions/ }).click();
  await page.getByLabel('Rechercher un plat').fill(DISH);
  await expect(page.getByText('1 fiche trouvée')).toBeVisible();
  return page.getByRole('region', { name: DISH });
}

test('emptying, validating and a French change show on the translated menus, the counts following', async ({
  page,
  context,
}) => {
  // Two dashboard visits, three menu pages and an axe scan, on a shared machine.
  test.setTimeout(120_000);
  await logInAsStaff(page);
  // The counts are read once the grid has come: the label has none before (other tests may have left dishes).
  const dish = await openDish(page);
  const before = await tabCounts(page);

  const axe = await axeOn(page).include('.translations-tab').analyze();
  expect(axe.violations).toEqual([]);

  const english = dish.getByRole('textbox', { name: `Nom — anglais (${DISH})`, exact: true });
  await expect(english).toHaveValue(ENGLISH_NAME);
  await english.fill('');
  await dish.getByRole('button', { name: `Enregistrer : Nom — anglais (${DISH})` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette traduction ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dish.getByText('Traduction supprimée')).toBeVisible();
  await expect(page.getByRole('tab', { name: countsLabel({ ...before, missing: before.missing + 1 }) })).toBeVisible();

  const visitor = await context.newPage();
  await visitor.goto('/en/menu');
  await expect(visitor.locator('[lang="fr"]', { hasText: DISH }).first()).toBeVisible();

  await english.fill(ENGLISH_NAME);
  await dish.getByRole('button', { name: `Valider : Nom — anglais (${DISH})` }).click();
  await expect(dish.getByText('Traduction validée')).toBeVisible();
  await expect(page.getByRole('tab', { name: countsLabel(before) })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: ENGLISH_NAME })).toBeVisible();

  await page.getByRole('tab', { name: 'Gestion du Menu' }).click();
  await page.getByRole('button', { name: `Modifier ${DISH}` }).click();
  const form = page.getByRole('dialog', { name: "Modifier l'élément du menu" });
  await form.getByLabel('Description').fill(`Filets de perche du Léman au beurre noisette, frites fines (${RUN}).`);
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(form).toBeHidden();

  const changed = await openDish(page);
  const description = changed.getByRole('group', { name: 'Description' });
  await expect(description.locator('.translation-badge', { hasText: 'à revoir' })).toHaveCount(3);
  await expect(
    page.getByRole('tab', { name: countsLabel({ ...before, toReview: before.toReview + 3 }) }),
  ).toBeVisible();
  await visitor.goto('/de/speisekarte');
  await expect(visitor.getByText(GERMAN_DESCRIPTION)).toBeVisible();
});
