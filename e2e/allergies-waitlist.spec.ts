import { expect, test, type Page } from '@playwright/test';
import { addDaysToDayText, genevaDay } from '@ticino/shared';
import { axeOn } from './axe';
import { logInAsStaff } from './accounts';

/**
 * docs/product.md#allergies and #waiting-list, in a real browser: a guest ticks an allergy with consent, staff see it
 * at the pass with the kitchen's lists, the guest withdraws it; a party waiting for a full time is seated from the
 * service view. Both screens stay clean for axe.
 */
const RUN = Date.now().toString(36);
const TABLET = { width: 820, height: 1180 };

async function staffHeaders(page: Page) {
  return { Authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('adminToken'))}` };
}

async function openService(page: Page, date: string) {
  await page.getByRole('tab', { name: 'Service' }).click();
  await page.getByLabel('Jour', { exact: true }).fill(date);
  await page.getByRole('radio', { name: 'Soir' }).check();
  return page.getByRole('group', { name: 'Plan du service' });
}

test('a guest’s allergy reaches the pass with the kitchen’s lists, and the guest withdraws it', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Allergica ${RUN}`;
  await page.goto('/reserver');
  await page.getByLabel('Nombre de personnes').selectOption('2');
  await page.getByRole('button', { name: 'Mois suivant' }).click();
  await page.locator('.booking-calendar .booking-calendar__day:enabled').first().click();
  await page.getByRole('radio', { name: '19:00' }).check();
  await page.getByLabel('Nom', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(`allergica.${RUN}@example.ch`);
  await page.getByLabel('Téléphone', { exact: true }).fill('+41 79 123 45 67');
  await page.getByRole('checkbox', { name: 'Céréales contenant du gluten' }).check();
  await page.getByRole('button', { name: 'Réserver pour 2 personnes à 19:00' }).click();
  // Without consent nothing is sent: the summary names the box.
  await expect(page.getByRole('link', { name: /Cochez l’accord|Cochez l'accord/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /J’accepte que le restaurant garde ces allergies/ }).check();
  await page.getByRole('button', { name: 'Réserver pour 2 personnes à 19:00' }).click();
  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeFocused();
  const manageUrl = (await page.getByRole('link', { name: 'Gérer ma réservation' }).getAttribute('href'))!;
  const [, , reference, token] = new URL(manageUrl).pathname.split('/');
  const booking = (await (
    await page.request.get(`/api/public/reservations/${reference}`, { headers: { 'X-Reservation-Token': token } })
  ).json()) as { data: { date: string; allergens: string[] } };
  expect(booking.data.allergens).toEqual(['gluten']);

  const staff = await (await browser.newContext({ viewport: TABLET, hasTouch: true })).newPage();
  await logInAsStaff(staff);
  const plan = await openService(staff, booking.data.date);
  const block = plan.getByRole('button', { name: new RegExp(`${name}.*Allergies : Gluten`) });
  await expect(block).toContainText('⚠ Gl');
  expect((await axeOn(staff).include('.service-tab').analyze()).violations).toEqual([]);
  await block.tap();
  const dialog = staff.getByRole('dialog', { name: `${name} · 19:00 · 2 pers.` });
  await expect(dialog.getByRole('heading', { name: 'Contient — à éviter' })).toBeVisible();
  expect((await axeOn(staff).include('[role="dialog"]').analyze()).violations).toEqual([]);

  await page.goto(manageUrl);
  await expect(page.locator('.booking-manage__facts')).toContainText('Gluten');
  await page.getByRole('button', { name: 'Retirer mes allergies' }).click();
  await expect(page.getByText('Vos allergies sont retirées de la réservation.')).toBeVisible();
});

test('a party waiting for a full time is listed at the pass and seated from it', async ({ page }) => {
  const date = addDaysToDayText(genevaDay(new Date()), 26);
  await page.setViewportSize(TABLET);
  await logInAsStaff(page);
  const headers = await staffHeaders(page);
  // Forty covers at 19:30 fill the room at once.
  const full = await page.request.post('/api/reservations', {
    headers,
    data: { date, time: '19:30', partySize: 40, name: `Banquet ${RUN}`, source: 'phone', overCapacity: true },
  });
  expect(full.status()).toBe(201);
  const name = `Attesa ${RUN}`;
  const waiting = await page.request.post('/api/waitlist', {
    data: {
      date,
      time: '19:30',
      partySize: 2,
      name,
      email: `attesa.${RUN}@example.ch`,
      phone: '+41 79 765 43 21',
      language: 'it',
    },
  });
  expect(waiting.status()).toBe(201);

  await openService(page, date);
  const list = page.getByRole('region', { name: 'Liste d’attente (1)' });
  await expect(list).toContainText(`19:30 · ${name} · 2 pers. · En attente`);
  expect((await axeOn(page).include('.service-tab').analyze()).violations).toEqual([]);
  await list.getByRole('button', { name: `Installer ${name}, 2 pers. à 19:30` }).click();
  await page
    .getByRole('dialog', { name: 'Complet à cet horaire' })
    .getByRole('button', { name: 'Installer quand même' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `${name} : réservé à 19:30` })).toBeAttached();
  await expect(list).toBeHidden();
  await expect(page.getByRole('group', { name: 'Plan du service' })).toContainText(name);
});
