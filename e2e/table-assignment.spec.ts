import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDaysToDayText, genevaDay } from '@ticino/shared';
import { axeOn } from './axe';
import { logInAsStaff } from './accounts';

/**
 * docs/product.md#tables: « Attribuer les tables » turned on from a tablet, a guest's booking given a table, and
 * staff moving it to another by keyboard and by taps. The setting is turned off again, whatever happens, so the
 * suites after this one book as before.
 */
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

const RUN = Date.now().toString(36);
const GUEST = `Giulia Rezzonico ${RUN}`;
/** Three weeks ahead, a Tuesday or later: far from every other suite's bookings. */
const DAY = addDaysToDayText(genevaDay(new Date()), 23);

const staffHeaders = async (page: Page) => ({
  Authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('adminToken'))}`,
});

async function bookOnline(request: APIRequestContext): Promise<string> {
  const slots = (await (await request.get(`/api/public/availability?date=${DAY}&party=2`)).json()) as {
    data: { slots: { time: string; available: boolean }[] };
  };
  const time = slots.data.slots.find(({ available }) => available)?.time;
  expect(time, `a free time for two on ${DAY}`).toBeTruthy();
  const booked = await request.post('/api/reservations', {
    data: {
      date: DAY,
      time,
      partySize: 2,
      name: GUEST,
      email: `rezzonico.${RUN}@example.ch`,
      phone: '+41 22 700 00 00',
    },
  });
  expect(booked.status()).toBe(201);
  return ((await booked.json()) as { data: { reference: string } }).data.reference;
}

test('staff turn table assignment on, and move a guest to another table by keyboard and by tap', async ({
  page,
  request,
}) => {
  test.slow();
  await logInAsStaff(page);
  const headers = await staffHeaders(page);
  try {
    await page.getByRole('tab', { name: 'Tables' }).tap();
    const add = page.getByRole('form', { name: 'Ajouter une table' });
    for (const label of [`Tavolo ${RUN} A`, `Tavolo ${RUN} B`]) {
      await add.getByLabel('Nom de la nouvelle table').fill(label);
      await add.getByRole('button', { name: 'Ajouter la table' }).tap();
      await expect(page.getByRole('list', { name: 'Tables de la salle' }).getByText(`Table ${label}`)).toBeVisible();
    }

    const setting = page.getByRole('region', { name: 'Attribution des tables' });
    const toggle = setting.getByRole('checkbox', { name: 'Attribuer les tables' });
    if (!(await toggle.isChecked())) {
      await toggle.tap();
      await page
        .getByRole('dialog', { name: 'Attribuer les tables ?' })
        .getByRole('button', { name: 'Attribuer les tables' })
        .tap();
    }
    await expect(toggle).toBeChecked();
    expect((await axeOn(page).include('.tables-tab').analyze()).violations).toEqual([]);

    await bookOnline(request);
    await page.getByRole('tab', { name: /^Réservations/ }).tap();
    const panel = page.getByRole('region', { name: 'Réservations' });
    await panel.getByLabel('Jour', { exact: true }).fill(DAY);
    const row = panel.getByRole('listitem').filter({ hasText: GUEST });
    await expect(row.getByText(/· Tables? /)).toBeVisible();

    // By keyboard: the dialog opens on Enter, a box ticks with Space, Enter saves.
    await row.getByRole('button', { name: new RegExp(`^Tables : ${GUEST}`) }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Tables : ${GUEST}` });
    await expect(dialog).toBeVisible();
    expect((await axeOn(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
    for (const box of await dialog.getByRole('checkbox', { checked: true }).all()) await box.uncheck();
    const target = dialog.getByRole('checkbox', { name: new RegExp(`^Table Tavolo ${RUN} B ·`) });
    await target.focus();
    await page.keyboard.press('Space');
    await expect(target).toBeChecked();
    await dialog.getByRole('button', { name: 'Enregistrer' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(row.getByText(`· Table Tavolo ${RUN} B`)).toBeVisible();

    // By taps: back to none, « sans table ».
    await row.getByRole('button', { name: new RegExp(`^Tables : ${GUEST}`) }).tap();
    await dialog.getByRole('checkbox', { name: new RegExp(`^Table Tavolo ${RUN} B ·`) }).tap();
    await dialog.getByRole('button', { name: 'Enregistrer' }).tap();
    await expect(row.getByText('· Sans table')).toBeVisible();
    const box = await row.getByRole('button', { name: new RegExp(`^Tables : ${GUEST}`) }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  } finally {
    const off = await request.put('/api/table-settings', { headers, data: { assignTables: false } });
    expect(off.status()).toBe(200);
  }
});
