import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDaysToDayText, genevaDay } from '@ticino/shared';
import { axeOn } from './axe';
import { logInAsStaff } from './accounts';

/**
 * docs/product.md#service-view: the pass on two tablets. One moves a booking by taps, the other sees it within five
 * seconds without reloading, then drags a booking to another table, and staff work it by keyboard alone.
 */
const RUN = Date.now().toString(36);
/** Four weeks ahead: a day no other suite books. */
const DAY = addDaysToDayText(genevaDay(new Date()), 27);
const TABLET = { width: 820, height: 1180 };

async function staffHeaders(page: Page) {
  return { Authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('adminToken'))}` };
}

async function addTable(request: APIRequestContext, headers: Record<string, string>, label: string, seats: number) {
  const created = await request.post('/api/tables', { headers, data: { label, seats } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

async function staffBook(request: APIRequestContext, headers: Record<string, string>, data: Record<string, unknown>) {
  const booked = await request.post('/api/reservations', {
    headers,
    data: { date: DAY, source: 'phone', phone: '+41 22 800 00 00', ...data },
  });
  expect(booked.status()).toBe(201);
}

async function openService(page: Page) {
  await page.getByRole('tab', { name: 'Service' }).click();
  await page.getByLabel('Jour', { exact: true }).fill(DAY);
  await page.getByRole('radio', { name: 'Soir' }).check();
  return page.getByRole('group', { name: 'Plan du service' });
}

const row = (plan: ReturnType<Page['getByRole']>, label: string) =>
  plan.getByRole('group', { name: new RegExp(`^Table ${label} · `) });

test('two tablets share the pass: a move by taps shows on the other, which works by keyboard', async ({ browser }) => {
  test.slow();
  const first = await browser.newContext({ viewport: TABLET, hasTouch: true });
  const second = await browser.newContext({ viewport: TABLET, hasTouch: true });
  const [tabletA, tabletB] = [await first.newPage(), await second.newPage()];
  await logInAsStaff(tabletA);
  await logInAsStaff(tabletB);
  const headers = await staffHeaders(tabletA);
  const [a, b, c] = [`${RUN}A`, `${RUN}B`, `${RUN}C`];
  const tableA = await addTable(tabletA.request, headers, a, 2);
  await addTable(tabletA.request, headers, b, 4);
  await addTable(tabletA.request, headers, c, 4);
  await staffBook(tabletA.request, headers, { time: '19:00', partySize: 2, name: `Rossi ${RUN}`, tables: [tableA] });
  await staffBook(tabletA.request, headers, { time: '19:30', partySize: 4, name: `Neri ${RUN}`, tables: [] });

  const planA = await openService(tabletA);
  const planB = await openService(tabletB);
  await expect(planA.getByRole('group', { name: 'Sans table' })).toContainText(`Neri ${RUN}`);
  expect((await axeOn(tabletA).include('.service-tab').analyze()).violations).toEqual([]);

  // Tablet B, by taps: Neri to table B.
  await planB.getByRole('button', { name: new RegExp(`^19:30–21:30 · Neri ${RUN}`) }).tap();
  const actions = tabletB.getByRole('dialog', { name: `Neri ${RUN} · 19:30 · 4 pers.` });
  await actions.getByRole('button', { name: 'Déplacer' }).tap();
  expect((await axeOn(tabletB).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await actions.getByRole('button', { name: new RegExp(`^Table ${b} · `) }).tap();
  await expect(row(planB, b)).toContainText(`Neri ${RUN}`);
  // Tablet A reads the service again every 4 s: the move shows within 5 s, with no reload.
  await expect(row(planA, b)).toContainText(`Neri ${RUN}`, { timeout: 5_000 });

  // By keyboard alone: Rossi from table A to table C.
  await row(planA, a)
    .getByRole('button', { name: new RegExp(`^19:00–20:30 · Rossi ${RUN}`) })
    .focus();
  await tabletA.keyboard.press('Enter');
  const dialog = tabletA.getByRole('dialog', { name: `Rossi ${RUN} · 19:00 · 2 pers.` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Déplacer' }).focus();
  await tabletA.keyboard.press('Enter');
  await dialog.getByRole('button', { name: new RegExp(`^Table ${c} · `) }).focus();
  await tabletA.keyboard.press('Enter');
  await expect(row(planA, c)).toContainText(`Rossi ${RUN}`);
  expect(await tabletA.evaluate(() => document.documentElement.scrollWidth)).toBe(TABLET.width);
  // On a phone the plan scrolls sideways inside itself; the page keeps the screen's width.
  await tabletA.setViewportSize({ width: 390, height: 844 });
  await expect(row(planA, c)).toContainText(`Rossi ${RUN}`);
  expect(await tabletA.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  await first.close();
  await second.close();
});

test('a block dragged by its handle onto another table moves there', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: TABLET, hasTouch: true });
  const tabletA = await context.newPage();
  await logInAsStaff(tabletA);
  const headers = await staffHeaders(tabletA);
  const [a, c] = [`${RUN}D`, `${RUN}E`];
  const tableA = await addTable(tabletA.request, headers, a, 2);
  await addTable(tabletA.request, headers, c, 4);
  await staffBook(tabletA.request, headers, { time: '19:00', partySize: 2, name: `Rossi ${RUN}`, tables: [tableA] });
  const planA = await openService(tabletA);
  // After the other files' tables, these rows lie far down the plan: the finger drags within the screen, so the
  // block is brought to its middle first, the next row below it.
  const handle = row(planA, a).locator('.service-block__handle');
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const target = await row(planA, c).boundingBox();
  const from = await handle.boundingBox();
  await tabletA.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await tabletA.mouse.down();
  await tabletA.mouse.move(from!.x + 40, target!.y + target!.height / 2, { steps: 8 });
  await tabletA.mouse.move(target!.x + 300, target!.y + target!.height / 2, { steps: 4 });
  await tabletA.mouse.up();
  await expect(row(planA, c)).toContainText(`Rossi ${RUN}`);
  await expect(tabletA.getByRole('status')).toHaveText(`Rossi ${RUN} : table ${c}.`);

  await context.close();
});
