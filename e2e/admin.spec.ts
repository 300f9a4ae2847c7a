import { axeOn } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { logInAsStaff } from './accounts';

/** A suffix no seeded dish carries, so searches find only what this run created. */
const RUN = Date.now().toString(36);

const DISH = {
  title: `Risotto aux cèpes ${RUN}`,
  /** Typed the Swiss way: the comma must be read as a decimal point, not dropped (which would give 275). */
  price: '27,5',
  description: `Riz carnaroli, cèpes du Tessin et parmesan (${RUN})`,
};
const EDITED_TITLE = `Risotto aux cèpes et truffe ${RUN}`;

async function logIn(page: Page): Promise<void> {
  await logInAsStaff(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(/\b\d+ élément\(s\) trouvé\(s\)/)).toBeVisible();
}

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await axeOn(page).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

function statValue(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test.describe('staff dashboard', () => {
  test('log in, add, see on the home page, edit, search, filter, read the stats, delete and log out', async ({
    page,
    request,
  }) => {
    // Ten steps of a shift in one journey: past 30 s when the other test phases share the machine.
    test.slow();
    await logIn(page);

    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter un nouvel élément' });
    await form.getByLabel('Titre').fill(DISH.title);
    await form.getByLabel('Prix (CHF)').pressSequentially(DISH.price);
    await form.getByLabel('Description').fill(DISH.description);
    await expect(form.getByLabel('Catégorie')).toHaveValue('Nos Spécialités');
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(form).toBeHidden();
    const added = page.getByRole('article', { name: DISH.title });
    await expect(added).toContainText('CHF 27.50');
    await expect(added).toContainText('Nos Spécialités');

    await page.goto('/');
    const homeMenu = page.locator('#carte');
    await expect(homeMenu.getByRole('heading', { name: DISH.title })).toBeVisible();
    await expect(homeMenu.getByText(DISH.description)).toBeVisible();

    await page.goto('/admin');
    await page.getByRole('button', { name: `Modifier ${DISH.title}` }).click();
    const editForm = page.getByRole('dialog', { name: "Modifier l'élément du menu" });
    await expect(editForm.getByLabel('Titre')).toHaveValue(DISH.title);
    await editForm.getByLabel('Titre').fill(EDITED_TITLE);
    await editForm.getByLabel('Prix (CHF)').fill('29.9');
    await editForm.getByLabel('Catégorie').selectOption('Nos Pâtes');
    await editForm.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(editForm).toBeHidden();
    const edited = page.getByRole('article', { name: EDITED_TITLE });
    await expect(edited).toContainText('CHF 29.90');
    await expect(edited).toContainText('Nos Pâtes');

    const search = page.getByPlaceholder('Rechercher par titre ou description...');
    const category = page.getByLabel('Filtrer par catégorie');
    await search.fill(RUN.toUpperCase());
    await expect(page.getByText('1 élément(s) trouvé(s)')).toBeVisible();
    await expect(edited).toBeVisible();
    await expect(page.getByRole('region', { name: 'Répartition par catégorie' })).toBeVisible();
    await category.selectOption('Nos Viandes');
    await expect(page.getByText('0 élément(s) trouvé(s)')).toBeVisible();
    await expect(page.getByText('Essayez de modifier vos critères de recherche')).toBeVisible();
    await category.selectOption('Nos Pâtes');
    await expect(page.getByText('1 élément(s) trouvé(s)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Répartition par catégorie' })).toBeHidden();

    const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
    expect(token).toBeTruthy();
    const listed = await request.get('/api/menu', { headers: { Authorization: `Bearer ${token}` } });
    const statistics = await request.get('/api/menu/statistics', { headers: { Authorization: `Bearer ${token}` } });
    const { data: items } = (await listed.json()) as { data: unknown[] };
    const { data: stats } = (await statistics.json()) as { data: { averagePrice: number } };

    await page.getByRole('tab', { name: 'Statistiques' }).click();
    await expect(statValue(page, 'Total des éléments')).toHaveText(String(items.length));
    await expect(statValue(page, 'Catégories')).toHaveText('24');
    await expect(statValue(page, 'Prix moyen')).toHaveText(`CHF ${stats.averagePrice.toFixed(2)}`);
    await expect(page.getByRole('region', { name: 'Éléments par catégorie' }).locator('dt')).toHaveCount(24);

    await page.getByRole('tab', { name: 'Gestion du Menu' }).click();
    await page.getByPlaceholder('Rechercher par titre ou description...').fill(RUN);
    await page.getByRole('button', { name: `Supprimer ${EDITED_TITLE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer cet élément du menu ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('article', { name: EDITED_TITLE })).toHaveCount(0);
    await expect(page.getByText('0 élément(s) trouvé(s)')).toBeVisible();
    await expect(page.getByText('Aucun élément trouvé')).toBeVisible();

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminLoggedIn')]),
    ).toEqual([null, null]);

    const refused = await request.get('/api/menu', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
  });

  test('login, menu tab, open form and statistics have no serious or critical axe violation', async ({ page }) => {
    // Five scans, two of them over the full seeded menu (over a hundred cards, about ten seconds each).
    test.setTimeout(150_000);
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the login screen');

    await logIn(page);
    await expectNoSeriousViolations(page, 'the menu tab');

    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter un nouvel élément' });
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(form.getByText('Le titre est requis')).toBeVisible();
    await expectNoSeriousViolations(page, 'the open form with its errors');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await page
      .getByRole('button', { name: /^Supprimer / })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer cet élément du menu ?' });
    await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await expectNoSeriousViolations(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('tab', { name: 'Statistiques' }).click();
    await expect(statValue(page, 'Catégories')).toHaveText('24');
    await expectNoSeriousViolations(page, 'the statistics tab');
  });
});

test.describe('price written the Swiss way', () => {
  // In de-CH, Chromium's number input does not read a comma as a decimal separator: "19,50" would become 1950.
  test.use({ locale: 'de-CH', permissions: ['clipboard-read', 'clipboard-write'] });

  test('a price typed or pasted with a comma or a point is 19.50 francs', async ({ page }) => {
    await logIn(page);
    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    const price = page.getByRole('dialog', { name: 'Ajouter un nouvel élément' }).getByLabel('Prix (CHF)');
    for (const written of ['19,50', '19.50']) {
      await price.clear();
      await price.pressSequentially(written);
      await expect(price, `typed ${written}`).toHaveValue('19.50');

      await price.clear();
      await page.evaluate((text) => navigator.clipboard.writeText(text), written);
      await price.press('ControlOrMeta+V');
      await expect(price, `pasted ${written}`).toHaveValue('19.50');
    }
  });
});
