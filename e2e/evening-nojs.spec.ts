import { expect, test } from '@playwright/test';
import { addDaysToDayText, genevaDay } from '@ticino/shared';
import { STAFF } from './accounts';

/**
 * docs/product.md#evenings: an evening booked from its page in a browser without JavaScript, the form posted to the
 * evening's own address and answered by the server.
 */
const RUN = Date.now().toString(36);
/** Nineteen days ahead: a day no other suite books. */
const DAY = addDaysToDayText(genevaDay(new Date()), 19);
const EVENING = {
  name: `Soirée tessinoise ${RUN}`,
  date: DAY,
  times: ['19:00', '21:30'],
  menuText: 'Vitello tonnato · Risotto al Merlot · Panettone',
  pricePerPerson: 95,
  capacity: 12,
  depositPerPerson: 0,
  maxPartyOnline: 6,
  published: true,
};
const SLUG = `soiree-tessinoise-${RUN}`;

let staff: Record<string, string>;
let eveningId: string;

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: STAFF });
  expect(login.status()).toBe(200);
  staff = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const created = await request.post('/api/evenings', { headers: staff, data: EVENING });
  expect(created.status()).toBe(201);
  eveningId = ((await created.json()) as { data: { id: string } }).data.id;
});

test.afterAll(async ({ request }) => {
  // An evening with bookings is never deleted: unpublished, it leaves the other suites' home page as it was.
  await request.put(`/api/evenings/${eveningId}`, { headers: staff, data: { ...EVENING, published: false } });
});

test.describe('an evening without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is booked through its page’s form: a refusal beside its field, then the booking', async ({ page }) => {
    await page.goto(`/soirees/${SLUG}`);
    await page.getByLabel('Heure d’arrivée').selectOption('21:30');
    await page.getByLabel('Nombre de personnes').selectOption('3');
    await page.getByLabel('Nom', { exact: true }).fill('Luca Fontana');
    await page.getByLabel('E-mail', { exact: true }).fill('pas-un-email');
    await page.getByLabel('Téléphone', { exact: true }).fill('+41 79 765 43 21');
    await page.getByRole('button', { name: 'Réserver', exact: true }).click();

    // Refused: the evening's page again, what to fix first, the field's error, and what was typed.
    await expect(page).toHaveURL(new RegExp(`/soirees/${SLUG}$`));
    const summary = page.getByRole('group', { name: 'Veuillez corriger :' });
    await expect(summary.getByRole('link', { name: "Format d'email invalide." })).toHaveAttribute(
      'href',
      '#evening-email',
    );
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription("Format d'email invalide.");
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Luca Fontana');
    await expect(page.getByLabel('Heure d’arrivée')).toHaveValue('21:30');
    await expect(page.getByLabel('Nombre de personnes')).toHaveValue('3');

    await page.getByLabel('E-mail', { exact: true }).fill(`luca.${RUN}@example.ch`);
    await page.getByRole('button', { name: 'Réserver', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
    await expect(page.getByText(/à 21:30, 3 personnes/)).toBeVisible();
    const manageUrl = (await page.getByRole('link', { name: 'Gérer ma réservation' }).getAttribute('href'))!;
    expect(new URL(manageUrl).pathname).toMatch(/^\/reservation\/[A-Z0-9-]+\/[\w-]{43}$/);
    // The covers the booking took are gone from the evening's page.
    await page.goto(`/soirees/${SLUG}`);
    await expect(page.getByText('9 places')).toBeVisible();
  });
});
