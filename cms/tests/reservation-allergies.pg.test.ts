import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDaysToDayText,
  adviceHeadings,
  genevaDay,
  isShownOn,
  type GuestReservationView,
  type MenuItem,
  type ReservationView,
  type ServiceData,
} from '@ticino/shared';
import { openEveryDay } from './reservation-mail-helpers';
import { french, wordedIn } from './messages';
import { getPdf, pdfText } from './pdf';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * Guests' allergies (docs/product.md#allergies): kept only with consent, withdrawn by the guest, shown to staff and
 * printed on the kitchen's sheet against the day's offer.
 */

let app: TestStrapi;
let staff: { Authorization: string };

const RESERVATION_UID = 'api::reservation.reservation';
/** Five days ahead: within the horizon, past the notice. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let guestNumber = 0;
function guest(overrides: Record<string, unknown> = {}) {
  guestNumber += 1;
  return {
    date: DAY,
    time: '19:00',
    partySize: 2,
    name: `Allergic ${guestNumber}`,
    email: `allergies${guestNumber}@example.ch`,
    phone: `+41 22 222 ${String(guestNumber).padStart(4, '0')}`,
    ...overrides,
  };
}

const book = (body: Record<string, unknown>) => app.request.post('/api/reservations').send(body);
const staffDay = async () =>
  (await app.request.get(`/api/reservations?date=${DAY}`).set(staff).expect(200)).body.data
    .reservations as ReservationView[];
const bookingOf = async (reference: string) => (await staffDay()).find((booking) => booking.reference === reference)!;
const service = async (name: 'lunch' | 'dinner') =>
  (await app.request.get(`/api/service?date=${DAY}&service=${name}`).set(staff).expect(200)).body.data as ServiceData;

function linkOf(manageUrl: string) {
  const [, , reference, token] = new URL(manageUrl).pathname.split('/');
  return { reference: decodeURIComponent(reference), token: decodeURIComponent(token) };
}
const guestGet = ({ reference, token }: { reference: string; token: string }) =>
  app.request.get(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token);
const guestPut = ({ reference, token }: { reference: string; token: string }, body: Record<string, unknown>) =>
  app.request.put(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token).send(body);

beforeAll(async () => {
  app = await startStrapi({ RESERVATION_RATE_LIMIT_MAX: '1000' });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await openEveryDay(app.strapi);
});

afterAll(async () => {
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  await app.stop();
});

beforeEach(async () => {
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
});

describe('a guest’s allergies', () => {
  it('are refused without consent, in the guest’s language, and nothing is kept', async () => {
    const refused = await book({ ...guest({ allergens: ['gluten'] }), language: 'de' }).expect(400);
    expect(refused.body.errors.allergyConsent).toBe(wordedIn('de', 'reservation.allergyConsent'));
    expect(refused.body.errorCodes.allergyConsent).toEqual({ code: 'reservation.allergyConsent' });
    expect(await app.strapi.db.query(RESERVATION_UID).count()).toBe(0);
    const unknown = await book(guest({ allergens: ['peanuts'], allergyConsent: true })).expect(400);
    expect(unknown.body.errors.allergens).toBe(french('reservation.allergensInvalid'));
    expect(await app.strapi.db.query(RESERVATION_UID).count()).toBe(0);
  });

  it('are kept with consent, shown to staff and to the guest, and the history says how consent was given', async () => {
    const created = await book(guest({ allergens: ['lait', 'gluten'], allergyConsent: true })).expect(201);
    const { reference, manageUrl } = created.body.data as { reference: string; manageUrl: string };
    const staffView = await bookingOf(reference);
    expect(staffView.allergens).toEqual(['gluten', 'lait']);
    expect(staffView.history[0].action).toContain('allergies notées (accord en ligne)');
    // The history outlives a withdrawal and the retention: it keeps the consent, never the list.
    expect(staffView.history[0].action).not.toMatch(/gluten|lait/i);
    const guestView = (await guestGet(linkOf(manageUrl)).expect(200)).body.data as GuestReservationView;
    expect(guestView.allergens).toEqual(['gluten', 'lait']);
  });

  it('are withdrawn by the guest at any time, even once the booking is cancelled; a guest cannot add any', async () => {
    const created = await book(guest({ allergens: ['soja'], allergyConsent: true })).expect(201);
    const link = linkOf(created.body.data.manageUrl as string);
    await app.request.delete(`/api/public/reservations/${link.reference}`).set('X-Reservation-Token', link.token);
    // A withdrawal comes alone: a refused move could otherwise leave it half done.
    await guestPut(link, { allergens: [], time: '20:00' }).expect(400);
    const added = await guestPut(link, { allergens: ['gluten'], allergyConsent: true }).expect(400);
    expect(added.body.errorCodes.allergens).toEqual({ code: 'reservation.allergensInvalid' });
    expect((await bookingOf(link.reference)).allergens).toEqual(['soja']);

    const withdrawn = await guestPut(link, { allergens: [] }).expect(200);
    expect(withdrawn.body.code).toBe('reservation.allergiesWithdrawn');
    expect(withdrawn.body.message).toBe(french('reservation.allergiesWithdrawn'));
    expect(withdrawn.body.data.allergens).toEqual([]);
    const after = await bookingOf(link.reference);
    expect(after.allergens).toEqual([]);
    expect(after.status).toBe('cancelled');
    expect(after.history.at(-1)).toMatchObject({ by: 'client', action: 'Allergies retirées' });
    const wrongToken = await guestPut({ ...link, token: 'x'.repeat(43) }, { allergens: [] }).expect(404);
    expect(wrongToken.body.message).toBe(french('reservation.notFound'));
  });

  it('are noted by staff with « Accord donné par téléphone », changed and removed', async () => {
    const refused = await app.request
      .post('/api/reservations')
      .set(staff)
      .send({ ...guest({ allergens: ['celeri'] }), source: 'phone' })
      .expect(400);
    expect(refused.body.errors.allergyConsent).toBe(french('reservation.allergyConsent'));
    const created = await app.request
      .post('/api/reservations')
      .set(staff)
      .send({ ...guest({ allergens: ['celeri'], allergyConsent: true }), source: 'phone' })
      .expect(201);
    const { reference } = created.body.data as { reference: string };
    expect((await bookingOf(reference)).history[0].action).toContain('(accord donné par téléphone)');
    const put = (body: Record<string, unknown>) =>
      app.request.put(`/api/reservations/${reference}`).set(staff).send(body);
    await put({ allergens: ['moutarde'] }).expect(400);
    const changed = await put({ allergens: ['moutarde', 'celeri'], allergyConsent: true }).expect(200);
    expect(changed.body.data.allergens).toEqual(['celeri', 'moutarde']);
    const removed = await put({ allergens: [] }).expect(200);
    expect(removed.body.data.allergens).toEqual([]);
    expect(removed.body.data.history.at(-1).action).toBe('Allergies retirées');
    expect(changed.body.data.history.at(-1).action).toBe('Allergies modifiées (accord donné par téléphone)');
  });
});

describe('the kitchen’s lists', () => {
  /** The seeded menu's dishes and drinks guests see on DAY. */
  async function shownItems(): Promise<MenuItem[]> {
    const items = (await app.request.get('/api/menu').set(staff).expect(200)).body.data as MenuItem[];
    return items.filter((item) => isShownOn(item, DAY));
  }

  it('come with the service view, for each allergen its bookings declared', async () => {
    await book(guest({ time: '19:00', allergens: ['gluten'], allergyConsent: true })).expect(201);
    await book(guest({ time: '12:00', allergens: ['lait'], allergyConsent: true })).expect(201);
    const dinner = await service('dinner');
    expect(dinner.bookings.map(({ allergens }) => allergens)).toEqual([['gluten']]);
    expect(dinner.allergyAdvice.map(({ allergen }) => allergen)).toEqual(['gluten']);
    const gluten = new Set(
      (await shownItems()).filter((item) => item.allergens.includes('gluten')).map(({ title }) => title),
    );
    expect(gluten.size).toBeGreaterThan(0);
    expect(new Set(dinner.allergyAdvice[0].contains)).toEqual(gluten);
    const lunch = await service('lunch');
    expect(lunch.allergyAdvice.map(({ allergen }) => allergen)).toEqual(['lait']);
  });

  it('print on the « Fiche allergies », for staff alone and never cached', async () => {
    const created = await book(guest({ time: '19:30', partySize: 3, allergens: ['gluten'], allergyConsent: true }));
    expect(created.status).toBe(201);
    await book(guest({ time: '20:00', name: 'Sans Allergie' })).expect(201);
    const address = `/api/service/kitchen-sheet.pdf?date=${DAY}&service=dinner`;
    expect((await getPdf(app.request, address)).status).toBe(401);
    const bad = await app.request.get(`/api/service/kitchen-sheet.pdf?date=${DAY}&service=brunch`).set(staff);
    expect(bad.status).toBe(400);

    const pdf = await getPdf(app.request, address, staff);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const text = pdfText(pdf.bytes);
    expect(text).toContain('19:30 · Sans table · 3 personnes · Allergic');
    expect(text).not.toContain('Sans Allergie');
    const headings = adviceHeadings('gluten');
    const contains = text.split(`${headings.contains} :`)[1].split(`${headings.traces} :`)[0].trim();
    const advice = (await service('dinner')).allergyAdvice[0];
    expect(contains).toBe(advice.contains.join(', '));
    const gluten = (await shownItems()).filter((item) => item.allergens.includes('gluten')).map(({ title }) => title);
    expect(new Set(advice.contains)).toEqual(new Set(gluten));
    expect(text).toContain(`${headings.without} :`);
    // It ends with the restaurant's allergen notice.
    const facts = (await app.request.get('/api/public/restaurant').expect(200)).body.data as { allergenNotice: string };
    expect(text.trim().endsWith(facts.allergenNotice.replace(/\s+/gu, ' ').trim())).toBe(true);
  });

  it('say so when nobody declared any', async () => {
    const text = pdfText(
      (await getPdf(app.request, `/api/service/kitchen-sheet.pdf?date=${DAY}&service=lunch`, staff)).bytes,
    );
    expect(text).toContain('Aucune allergie déclarée pour ce service.');
  });
});
