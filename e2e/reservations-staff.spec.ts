import { axeOn } from './axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDaysToDayText, genevaDay, pauseDay, type ApiSuccess, type AvailabilityData } from '@ticino/shared';
import { logInAsStaff } from './accounts';

/** Names no other test uses, so this run finds its own bookings. */
const RUN = Date.now().toString(36);
const GUEST = `Lucia Ferrari ${RUN}`;
const CALLER = `Marco Pedrazzini ${RUN}`;

/** The first day from tomorrow with a free time for six: a party above the auto-confirm size, so a request. */
async function freeTimeForSix(request: APIRequestContext): Promise<{ date: string; time: string }> {
  for (let ahead = 1; ahead <= 30; ahead += 1) {
    const date = addDaysToDayText(genevaDay(new Date()), ahead);
    const answer = await request.get(`/api/public/availability?date=${date}&party=6`);
    const { slots } = ((await answer.json()) as { data: AvailabilityData }).data;
    const free = slots.find(({ available }) => available);
    if (free) return { date, time: free.time };
  }
  throw new Error('No free time for six within 30 days.');
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await axeOn(page).include('.admin-main').analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
}

test.describe('reservations tab', () => {
  test('staff enter a phone booking, confirm a request and mark the guest arrived', async ({ page, request }) => {
    // Many steps, three axe scans and a reload on a shared machine.
    test.setTimeout(120_000);
    const { date, time } = await freeTimeForSix(request);
    const booked = await request.post('/api/reservations', {
      data: {
        date,
        time,
        partySize: 6,
        name: GUEST,
        email: `ferrari.${RUN}@example.ch`,
        phone: '+41 22 310 00 00',
        notes: 'Allergie aux fruits à coque',
      },
    });
    expect(booked.status()).toBe(201);
    expect(((await booked.json()) as { data: { status: string } }).data.status).toBe('requested');

    await logInAsStaff(page);
    await page.getByRole('button', { name: /^\d+ réservation\(s\) et \d+ demande\(s\) de groupe à traiter$/ }).click();
    const panel = page.getByRole('region', { name: 'Réservations' });
    await expect(page.getByRole('tab', { name: /^Réservations/ })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByText(/couverts au total/)).toBeVisible();
    await expectNoSeriousViolations(page);

    await panel.getByLabel('Jour', { exact: true }).fill(date);
    const requestRow = panel.getByRole('listitem').filter({ hasText: GUEST });
    await expect(requestRow.getByText('Demande', { exact: true })).toBeVisible();
    await expect(requestRow.getByText('Allergie aux fruits à coque')).toBeVisible();
    await expectNoSeriousViolations(page);

    // A phone booking, on the day shown.
    await panel.getByRole('button', { name: 'Nouvelle réservation' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle réservation' });
    await form.getByLabel('Heure').fill('12:00');
    await form.getByLabel('Personnes').fill('3');
    await form.getByLabel('Nom', { exact: true }).fill(CALLER);
    await form.getByLabel('Téléphone (facultatif)').fill('+41 79 555 12 34');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const full = page.getByRole('dialog', { name: 'Complet à cet horaire' });
    const phoneRow = panel.getByRole('listitem').filter({ hasText: CALLER });
    // The seeded hours may leave noon closed or full: staff book anyway, the override kept.
    await expect(full.or(phoneRow)).toBeVisible();
    if (await full.isVisible()) await full.getByRole('button', { name: 'Réserver quand même' }).click();
    await expect(phoneRow.getByText('Confirmée', { exact: true })).toBeVisible();
    await expect(phoneRow).toContainText('Téléphone');

    // The caller rings back: another time, chosen among the day's.
    await phoneRow.getByRole('button', { name: /^Modifier/ }).click();
    const edit = page.getByRole('dialog', { name: `Modifier : ${CALLER}` });
    await expect(edit.getByLabel('Personnes')).toBeFocused();
    const timeField = edit.getByLabel('Heure');
    await expect(edit.getByText('Les horaires marqués « complet » demandent une confirmation.')).toBeVisible();
    const free = await timeField
      .locator('option')
      .evaluateAll((options) =>
        options
          .filter((option) => !option.textContent?.includes('complet'))
          .map((option) => option.getAttribute('value')),
      );
    const newTime = free.find((candidate) => candidate !== '12:00')!;
    await timeField.selectOption(newTime);
    await expectNoSeriousViolations(page);
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toBeHidden();
    await expect(phoneRow.getByRole('button', { name: `Modifier : ${CALLER}, ${newTime}` })).toBeFocused();
    await phoneRow.getByRole('button', { name: /^Historique/ }).click();
    await expect(phoneRow.getByRole('list', { name: `Historique de ${CALLER}` })).toContainText(
      `admin · Modifiée : horaire 12:00 → ${newTime}`,
    );

    // Confirm the request with a message to the guest.
    await requestRow.getByRole('button', { name: /^Confirmer/ }).click();
    const confirm = page.getByRole('dialog', { name: new RegExp(`^Confirmer : ${GUEST}`) });
    await confirm.getByRole('textbox', { name: 'Message au client (facultatif)' }).fill('Avec plaisir, à bientôt !');
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await expect(requestRow.getByText('Confirmée', { exact: true })).toBeVisible();

    // The guests arrive.
    await requestRow.getByRole('button', { name: /^Arrivé/ }).click();
    await expect(requestRow.locator('.badge').getByText('Arrivé', { exact: true })).toBeVisible();
    await expect(requestRow.getByRole('button', { name: /^Confirmer/ })).toHaveCount(0);

    await requestRow.getByRole('button', { name: /^Historique/ }).click();
    const history = requestRow.getByRole('list', { name: `Historique de ${GUEST}` });
    await expect(history).toContainText('admin · Demande → Confirmée');
    await expect(history).toContainText('Message : « Avec plaisir, à bientôt ! »');
    await expect(history).toContainText('admin · Confirmée → Arrivé');
    await expectNoSeriousViolations(page);

    // The « Service du jour » sheet alone on paper: the dashboard's chrome hidden.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await panel.getByRole('button', { name: 'Imprimer le service du jour' }).click();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.service-sheet table');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('row').filter({ hasText: GUEST })).toContainText('Allergie aux fruits à coque');
    await expect(sheet.getByRole('row').filter({ hasText: CALLER })).toContainText('3');
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeHidden();
    await expect(page.getByRole('tab', { name: /^Réservations/ })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();

    // Still so after a reload: the changes are on the server.
    await page.reload();
    await page.getByRole('tab', { name: /^Réservations/ }).click();
    await panel.getByLabel('Jour', { exact: true }).fill(date);
    await expect(requestRow.locator('.badge').getByText('Arrivé', { exact: true })).toBeVisible();
  });

  test('staff pause online booking for tonight with « Complet ce soir », then lift the pause', async ({
    page,
    request,
  }) => {
    const tonight = pauseDay(new Date());
    const availability = async () => {
      const answer = await request.get(`/api/public/availability?date=${tonight}&party=2`);
      return (await answer.json()) as ApiSuccess<AvailabilityData>;
    };
    await logInAsStaff(page);
    await page.getByRole('tab', { name: /^Réservations/ }).click();
    const panel = page.getByRole('region', { name: 'Réservations' });
    const toggle = panel.getByRole('switch', { name: 'Complet ce soir' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(panel.getByText(/^Réservations en ligne suspendues pour ce soir\./)).toBeVisible();
    const paused = await availability();
    expect(paused.data.slots).toEqual([]);
    // After midnight « ce soir » is the evening before, which takes no booking any more anyway.
    if (tonight === genevaDay(new Date())) expect(paused.code).toBe('reservation.paused');
    await expectNoSeriousViolations(page);

    // The pause is on the server: a reload shows it still.
    await page.reload();
    await page.getByRole('tab', { name: /^Réservations/ }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(panel.getByText('Réservations en ligne ouvertes ce soir.')).toBeVisible();
    expect((await availability()).code).not.toBe('reservation.paused');
    await expectNoSeriousViolations(page);
  });

  test('the staff reservation routes are closed to visitors', async ({ request }) => {
    for (const [method, path] of [
      ['get', '/api/reservations'],
      ['get', '/api/reservations/summary'],
      ['get', '/api/reservations/pause'],
      ['put', '/api/reservations/pause'],
      ['put', '/api/reservations/ABCD-EFGH'],
      ['get', '/api/reservations/ABCD-EFGH/times?party=2'],
      ['get', '/api/group-requests'],
      ['put', '/api/group-requests/any'],
    ] as const) {
      const data = method === 'put' ? { status: 'confirmed', paused: true } : undefined;
      const response = await request[method](path, { data });
      expect(response.status(), `${method} ${path}`).toBe(401);
    }
  });
});
