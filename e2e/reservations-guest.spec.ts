import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './console-errors';

/**
 * Next month's first open day: past the notice, within the horizon. Which days are closed depends on the opening hours
 * (opening-hours.spec.ts opens Sundays in this suite's database): BookingForm.test.tsx shows closed, past and too
 * distant days greyed out.
 */
async function chooseDayNextMonth(page: Page): Promise<void> {
  const calendar = page.locator('.booking-calendar');
  await page.getByRole('button', { name: 'Mois suivant' }).click();
  await calendar.locator('.booking-calendar__day:enabled').first().click();
}

async function bookATable(page: Page): Promise<void> {
  await page.goto('/reserver');
  await page.getByLabel('Nombre de personnes').selectOption('2');
  await chooseDayNextMonth(page);
  await page.getByRole('radio', { name: '19:00' }).check();
  await page.getByLabel('Nom', { exact: true }).fill('Giulia Bernasconi');
  await page.getByLabel('E-mail', { exact: true }).fill(`giulia.${Date.now().toString(36)}@example.ch`);
  await page.getByLabel('Téléphone', { exact: true }).fill('+41 79 123 45 67');
  await page.getByLabel(/Remarques/).fill('Allergie aux noix');
  await page.getByRole('button', { name: 'Réserver pour 2 personnes à 19:00' }).click();
}

test.describe('table reservations, guest side', () => {
  test('books a table, then changes and cancels it through the manage link', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await page.locator('.hero').getByRole('link', { name: 'Réserver une table' }).click();
    await expect(page).toHaveURL(/\/reserver$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Réserver une table' })).toBeVisible();

    await bookATable(page);
    await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeFocused();
    await expect(page.getByText(/Gardez ce lien/)).toBeVisible();
    const manage = page.getByRole('link', { name: 'Gérer ma réservation' });
    const manageUrl = (await manage.getAttribute('href'))!;
    expect(new URL(manageUrl).pathname).toMatch(/^\/reservation\/[A-Z0-9-]+\/[\w-]{43}$/);

    const [response] = await Promise.all([page.waitForResponse(manageUrl), manage.click()]);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page).toHaveTitle('Votre réservation — Trattoria Ticino');
    const facts = page.locator('.booking-manage__facts');
    await expect(facts).toContainText('Confirmée');
    await expect(facts).toContainText('19:00');
    await expect(facts).toContainText('Allergie aux noix');

    await page.getByLabel('Nombre de personnes').selectOption('3');
    await page.getByRole('button', { name: 'Enregistrer la modification' }).click();
    await expect(page.getByText('Réservation mise à jour.')).toBeVisible();
    await expect(facts).toContainText(/Personnes\s*3/);
    // Still so after a reload: the change is on the server.
    await page.reload();
    await expect(facts).toContainText(/Personnes\s*3/);

    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    await page.getByRole('button', { name: 'Oui, annuler' }).click();
    await expect(page.getByText('Réservation annulée.')).toBeVisible();
    await expect(facts).toContainText('Annulée');
    await expect(page.getByRole('button', { name: 'Enregistrer la modification' })).toHaveCount(0);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('a manage link with a wrong token is the not-found page', async ({ page }) => {
    await bookATable(page);
    const manageUrl = (await page.getByRole('link', { name: 'Gérer ma réservation' }).getAttribute('href'))!;
    const wrong = manageUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const response = await page.goto(wrong);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('axe finds nothing on /reserver, its calendar and its free times shown', async ({ page }) => {
    await page.goto('/reserver');
    await chooseDayNextMonth(page);
    await expect(page.getByRole('radio', { name: '19:00' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
});
