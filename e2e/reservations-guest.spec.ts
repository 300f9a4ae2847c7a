import fs from 'node:fs';
import { axeOn } from './axe';
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
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reservation-[A-Z0-9-]+\.ics$/);
    const calendar = fs.readFileSync(await download.path(), 'utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('TZID=Europe/Zurich');
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

  test('books a table in German, and the manage link speaks German too', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/de/reservieren');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByLabel('Anzahl Personen').selectOption('2');
    await page.getByRole('button', { name: 'Nächster Monat' }).click();
    await page.locator('.booking-calendar .booking-calendar__day:enabled').first().click();
    await page.getByRole('radio', { name: '19:00' }).check();
    await page.getByLabel('Name', { exact: true }).fill('Urs Keller');
    await page.getByLabel('E-Mail', { exact: true }).fill(`urs.${Date.now().toString(36)}@example.ch`);
    await page.getByLabel('Telefon', { exact: true }).fill('+41 79 765 43 21');
    await page.getByRole('button', { name: 'Für 2 Personen reservieren um 19:00 Uhr' }).click();
    await expect(page.getByRole('heading', { name: 'Reservation bestätigt' })).toBeFocused();

    await page.getByRole('link', { name: 'Meine Reservation verwalten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Reservation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const facts = page.locator('.booking-manage__facts');
    await expect(facts).toContainText('Bestätigt');
    await page.getByLabel('Anzahl Personen').selectOption('3');
    await page.getByRole('button', { name: 'Änderung speichern' }).click();
    await expect(page.getByText('Reservation aktualisiert.')).toBeVisible();
    await expect(facts).toContainText(/Personen\s*3/);
    expect(errors).toEqual([]);
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
    const { violations } = await axeOn(page).analyze();
    expect(violations).toEqual([]);
  });

  test('axe finds nothing on the page that answers the form posted without JavaScript', async ({ page }) => {
    await page.goto('/reserver');
    // The form as a browser without JavaScript sends it: the answer is a page without the app, so axe can run on it.
    // A weekday, open for dinner whatever the suite's other tests did to Sunday.
    const day = new Date(Date.now() + 12 * 24 * 60 * 60 * 1000);
    if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    await Promise.all([
      page.waitForURL('**/reserver'),
      page.evaluate((day) => {
        const form = document.querySelector<HTMLFormElement>('form.booking')!;
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'date', value: day }));
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'intent', value: 'times' }));
        form.submit();
      }, date),
    ]);
    await expect(page.getByRole('button', { name: 'Voir les horaires libres' })).toBeVisible();
    await expect(page.getByLabel('Nom', { exact: true })).toBeVisible();
    const { violations } = await axeOn(page).analyze();
    expect(violations).toEqual([]);
  });

  test('axe finds nothing on the manage page’s answers to its forms posted without JavaScript', async ({ page }) => {
    await bookATable(page);
    const manageUrl = (await page.getByRole('link', { name: 'Gérer ma réservation' }).getAttribute('href'))!;
    // The page's form token, as a browser without JavaScript gets it (axe needs scripts: the forms are posted here).
    const served = await (await page.request.get(manageUrl)).text();
    const formToken = /name="formToken" value="([^"]+)"/.exec(served)![1];
    await page.goto(manageUrl);
    const post = (fields: Record<string, string>) =>
      page.evaluate((fields) => {
        const form = Object.assign(document.createElement('form'), { method: 'post', action: location.pathname });
        for (const [name, value] of Object.entries(fields)) {
          form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
        }
        document.body.append(form);
        form.submit();
      }, fields);
    await post({ intent: 'change', partySize: '2', time: '19:00', formToken });
    await expect(page.getByText('Réservation mise à jour.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer la modification' })).toBeVisible();
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    // The answer has no app: its button posts the question.
    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    await expect(page.getByText('Voulez-vous vraiment annuler votre réservation ?')).toBeVisible();
    expect((await axeOn(page).analyze()).violations).toEqual([]);
  });
});

test.describe('table reservations without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const dayAhead = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  /** Posts the party and a date, a day later each time, until the day offers 19:00 (some weekdays may be closed). */
  async function showTimesOfAnOpenDay(page: Page): Promise<void> {
    for (let ahead = 10; ahead < 17; ahead += 1) {
      await page.getByLabel('Date souhaitée').fill(dayAhead(ahead));
      await page.getByRole('button', { name: 'Voir les horaires libres' }).click();
      if ((await page.getByRole('radio', { name: '19:00', disabled: false }).count()) > 0) return;
    }
    throw new Error('No day of the coming week offers 19:00');
  }

  test('books a table through the form posted to /reserver, step by step', async ({ page }) => {
    await page.goto('/reserver');
    await page.getByLabel('Nombre de personnes').selectOption('3');
    await showTimesOfAnOpenDay(page);
    await expect(page.getByLabel('Nombre de personnes')).toHaveValue('3');

    await page.getByRole('radio', { name: '19:00' }).check();
    await page.getByLabel('Nom', { exact: true }).fill('Luca Fontana');
    await page.getByLabel('E-mail', { exact: true }).fill('pas-un-email');
    await page.getByLabel('Téléphone', { exact: true }).fill('+41 79 765 43 21');
    await page.getByRole('button', { name: 'Réserver pour 3 personnes' }).click();
    // Refused, shown again with what to fix first, the field's error and what was typed.
    const summary = page.getByRole('group', { name: 'Veuillez corriger :' });
    await expect(summary.getByRole('link', { name: "Format d'email invalide." })).toHaveAttribute(
      'href',
      '#booking-email',
    );
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription("Format d'email invalide.");
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Luca Fontana');

    await page.getByLabel('E-mail', { exact: true }).fill(`luca.${Date.now().toString(36)}@example.ch`);
    await page.getByRole('radio', { name: '19:00' }).check();
    await page.getByRole('button', { name: 'Réserver pour 3 personnes' }).click();
    await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
    const manageUrl = (await page.getByRole('link', { name: 'Gérer ma réservation' }).getAttribute('href'))!;
    expect(new URL(manageUrl).pathname).toMatch(/^\/reservation\/[A-Z0-9-]+\/[\w-]{43}$/);
  });

  test('changes the party size, then cancels, through the forms of the manage link', async ({ page }) => {
    await page.goto('/reserver');
    await page.getByLabel('Nombre de personnes').selectOption('2');
    await showTimesOfAnOpenDay(page);
    await page.getByRole('radio', { name: '19:00' }).check();
    await page.getByLabel('Nom', { exact: true }).fill('Sofia Ferrari');
    await page.getByLabel('E-mail', { exact: true }).fill(`sofia.${Date.now().toString(36)}@example.ch`);
    await page.getByLabel('Téléphone', { exact: true }).fill('+41 79 222 33 44');
    await page.getByRole('button', { name: 'Réserver pour 2 personnes' }).click();
    const manageUrl = (await page.getByRole('link', { name: 'Gérer ma réservation' }).getAttribute('href'))!;

    const response = await page.goto(manageUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page).toHaveTitle('Votre réservation — Trattoria Ticino');
    const facts = page.locator('.booking-manage__facts');
    await expect(facts).toContainText('Sofia Ferrari');
    await expect(facts).toContainText(/Personnes\s*2/);

    await page.getByLabel('Nombre de personnes').selectOption('3');
    await page.getByRole('button', { name: 'Enregistrer la modification' }).click();
    await expect(page.getByText('Réservation mise à jour.')).toBeVisible();
    await expect(facts).toContainText(/Personnes\s*3/);

    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    await expect(page.getByText('Voulez-vous vraiment annuler votre réservation ?')).toBeVisible();
    await page.getByRole('button', { name: 'Oui, annuler' }).click();
    await expect(page.getByText('Réservation annulée.')).toBeVisible();
    await expect(facts).toContainText('Annulée');
    await expect(page.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);
    // The link shows the booking as it now stands.
    await page.goto(manageUrl);
    await expect(facts).toContainText('Annulée');
  });

  test('sends a group request through the form posted to /reserver', async ({ page }) => {
    await page.goto('/reserver');
    await page.getByLabel('Nombre de personnes').selectOption('group');
    await page.getByRole('button', { name: 'Voir les horaires libres' }).click();
    await expect(page.getByRole('heading', { name: 'Demande de groupe' })).toBeVisible();
    await page.getByLabel('Date', { exact: true }).fill(dayAhead(20));
    await page.getByLabel('Heure').fill('19:30');
    await page.getByLabel('Nombre d’invités').fill('14');
    await page.getByLabel('Nom', { exact: true }).fill('Famille Rossi');
    await page.getByLabel('E-mail', { exact: true }).fill('rossi@example.ch');
    await page.getByLabel('Téléphone', { exact: true }).fill('+41 22 555 03 04');
    await page.getByLabel('Message').fill('Un gâteau au dessert, si possible.');
    await page.getByLabel('Nous souhaitons le salon privé').check();
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expect(page.getByText('Demande de groupe envoyée')).toBeVisible();
  });
});
