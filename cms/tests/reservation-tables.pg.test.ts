import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDaysToDayText,
  genevaDay,
  staffMessageOf,
  type ReservationView,
  type ServiceData,
  type TableSettingsSaved,
  type TableView,
} from '@ticino/shared';
import { openEveryDay, setReservationRules } from './reservation-mail-helpers';
import { staffRefusal, staffSaid } from './messages';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * Tables for every booking (docs/product.md#tables): the seating rule under the day's lock, staff's choices and
 * moves, and what « Attribuer les tables » changes.
 */

let app: TestStrapi;
let staff: { Authorization: string };

const RESERVATION_UID = 'api::reservation.reservation';
const TABLE_UID = 'api::table.table';
/** Five days ahead: within the horizon, past the notice. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let guestNumber = 0;
function guest(overrides: Record<string, unknown> = {}) {
  guestNumber += 1;
  return {
    date: DAY,
    time: '19:00',
    partySize: 2,
    name: `Guest ${guestNumber}`,
    email: `tables${guestNumber}@example.ch`,
    phone: `+41 22 111 ${String(guestNumber).padStart(4, '0')}`,
    ...overrides,
  };
}

const book = (body: Record<string, unknown>) => app.request.post('/api/reservations').send(body);
const staffBook = (body: Record<string, unknown>) => app.request.post('/api/reservations').set(staff).send(body);
const staffDay = async () =>
  (await app.request.get(`/api/reservations?date=${DAY}`).set(staff).expect(200)).body.data
    .reservations as ReservationView[];
const bookingOf = async (reference: string) => (await staffDay()).find((booking) => booking.reference === reference)!;
const setAssign = async (assignTables: boolean) =>
  (await app.request.put('/api/table-settings').set(staff).send({ assignTables }).expect(200)).body as {
    data: TableSettingsSaved;
    message: string;
    code: string;
  };
const availability = async (partySize: number) =>
  (await app.request.get(`/api/public/availability?date=${DAY}&party=${partySize}`).expect(200)).body.data.slots as {
    time: string;
    available: boolean;
  }[];
const availableAt = async (time: string, partySize: number) =>
  (await availability(partySize)).find((slot) => slot.time === time)?.available;

/** T1 seats 2, T2 and T3 seat 4 and join, all in the room; T4 seats 6 on the terrace, given by staff only. */
let t1: TableView, t2: TableView, t3: TableView, t4: TableView;
async function addTable(body: Record<string, unknown>): Promise<TableView> {
  return (await app.request.post('/api/tables').set(staff).send(body).expect(201)).body.data as TableView;
}

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
  await app.strapi.db.query(TABLE_UID).deleteMany({ where: {} });
  await setReservationRules(app.strapi, {});
  await app.request.put('/api/table-settings').set(staff).send({ assignTables: false }).expect(200);
  t1 = await addTable({ label: 'T1', seats: 2 });
  t2 = await addTable({ label: 'T2', seats: 4 });
  t3 = await addTable({ label: 'T3', seats: 4, combinableWith: [t2.id] });
  t4 = await addTable({ label: 'T4', seats: 6, area: 'Terrasse', onlineBookable: false });
});

describe('« Attribuer les tables » off (the default)', () => {
  it('books as before: no table, no table needed online', async () => {
    expect((await app.request.get('/api/table-settings').set(staff).expect(200)).body.data.assignTables).toBe(false);
    await app.strapi.db.query(TABLE_UID).deleteMany({ where: {} });
    const { reference } = (await book(guest()).expect(201)).body.data;
    expect(await bookingOf(reference)).toMatchObject({ tables: [], version: 1 });
    expect(await availableAt('19:00', 2)).toBe(true);
  });
});

describe('the tables a day’s list shows', () => {
  it('names the room’s tables by label and whether bookings get them, never to the guest', async () => {
    const day = (await app.request.get(`/api/reservations?date=${DAY}`).set(staff).expect(200)).body.data;
    expect(day).toMatchObject({ date: DAY, assignTables: false, reservations: [] });
    expect(day.tables).toEqual([
      { id: t1.id, label: 'T1', seats: 2, area: 'Salle' },
      { id: t2.id, label: 'T2', seats: 4, area: 'Salle' },
      { id: t3.id, label: 'T3', seats: 4, area: 'Salle' },
      { id: t4.id, label: 'T4', seats: 6, area: 'Terrasse' },
    ]);
    await setAssign(true);
    const { manageUrl } = (await book(guest()).expect(201)).body.data as { manageUrl: string };
    const [, reference, token] = /\/reservation\/([^/]+)\/([^/]+)$/.exec(new URL(manageUrl).pathname)!;
    const seen = await app.request
      .get(`/api/public/reservations/${decodeURIComponent(reference)}`)
      .set('X-Reservation-Token', decodeURIComponent(token))
      .expect(200);
    expect(seen.body.data).not.toHaveProperty('tables');
    expect(seen.body.data).not.toHaveProperty('version');
  });
});

describe('turning « Attribuer les tables » on', () => {
  it('gives every booking to come its best tables in time order, and lists those none fits', async () => {
    const two = (await book(guest({ time: '19:00' })).expect(201)).body.data.reference;
    const six = (await staffBook(guest({ time: '19:15', partySize: 6 })).expect(201)).body.data.reference;
    const ten = (
      await staffBook(guest({ time: '19:30', partySize: 10, overCapacity: true, name: 'Verdi' })).expect(201)
    ).body.data.reference;

    const saved = await setAssign(true);
    expect(saved).toMatchObject(staffSaid(staffMessageOf('tables.assignTablesOnUnseated', { count: 1 })));
    expect(saved.data).toMatchObject({ assignTables: true });
    expect(saved.data.unseated).toEqual([{ reference: ten, date: DAY, time: '19:30', partySize: 10, name: 'Verdi' }]);
    // Two fit T1 exactly; six fit T4 exactly rather than T2 + T3 (two seats empty).
    expect((await bookingOf(two)).tables).toEqual([{ id: t1.id, label: 'T1' }]);
    expect(await bookingOf(six)).toMatchObject({ tables: [{ id: t4.id, label: 'T4' }], version: 2 });
    expect((await bookingOf(six)).history.at(-1)).toMatchObject({ by: 'système', action: 'Tables : T4' });
    expect((await bookingOf(ten)).tables).toEqual([]);
  });
});

describe('bookings with « Attribuer les tables » on', () => {
  beforeEach(async () => {
    await setAssign(true);
  });

  it('offers a time online only while a table guests may book seats the party for its whole turn', async () => {
    await setReservationRules(app.strapi, { maxPartyOnline: 10 });
    // T2 + T3 seat eight; T4 seats six but is given by staff only, and T1 joins nothing.
    expect(await availableAt('19:00', 8)).toBe(true);
    expect(await availableAt('19:00', 9)).toBe(false);
    await book(guest({ partySize: 8 })).expect(201);
    expect(await availableAt('19:00', 3)).toBe(false);
    // T2 + T3 are held for 150 minutes from 19:00: free again at 21:30, not at 21:15.
    expect(await availableAt('21:15', 3)).toBe(false);
    expect(await availableAt('21:30', 3)).toBe(true);
    expect(await availableAt('19:00', 2)).toBe(true); // T1
  });

  it('gives a booking the table that fits best, and refuses online when none is left', async () => {
    const first = (await book(guest({ partySize: 3 })).expect(201)).body.data.reference;
    const second = (await book(guest({ partySize: 3 })).expect(201)).body.data.reference;
    expect((await bookingOf(first)).tables).toEqual([{ id: t2.id, label: 'T2' }]);
    expect((await bookingOf(second)).tables).toEqual([{ id: t3.id, label: 'T3' }]);
    expect((await bookingOf(first)).history[0].action).toBe('Réservation en ligne · Confirmée · T2');
    await book(guest({ partySize: 3 })).expect(409);
  });

  it('never gives one table to two of many parallel bookings', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => book(guest({ time: '12:00', partySize: 2 }))));
    expect(answers.map(({ status }) => status).sort()).toEqual([...Array(3).fill(201), ...Array(9).fill(409)]);
    const held = (await staffDay()).flatMap((booking) => booking.tables.map(({ label }) => label));
    expect(held.sort()).toEqual(['T1', 'T2', 'T3']);
  });

  it('seats staff bookings on any table, or « sans table » when staff say so', async () => {
    const six = (await staffBook(guest({ partySize: 6 })).expect(201)).body.data.reference;
    expect((await bookingOf(six)).tables).toEqual([{ id: t4.id, label: 'T4' }]);
    const refused = await staffBook(guest({ partySize: 12, overCapacity: true })).expect(409);
    expect(refused.body).toEqual(
      staffRefusal(staffMessageOf('reservationTables.noTableFree', { count: 12, time: '19:00' })),
    );
    const walkIn = await staffBook(guest({ partySize: 12, overCapacity: true, tables: [], source: 'walk_in' })).expect(
      201,
    );
    expect(await bookingOf(walkIn.body.data.reference)).toMatchObject({ tables: [], status: 'honoured' });
    expect((await bookingOf(walkIn.body.data.reference)).history[0].action).toBe(
      'Réservation au passage · Arrivé · sans table',
    );
  });

  it('refuses a table staff choose when another booking holds it during the turn', async () => {
    await book(guest({ name: 'Rossi', partySize: 2 })).expect(201); // T1
    const refused = await staffBook(guest({ time: '20:00', tables: [t1.id] })).expect(409);
    expect(refused.body).toEqual(
      staffRefusal(staffMessageOf('reservationTables.tableTaken', { label: 'T1', name: 'Rossi', time: '19:00' })),
    );
    await staffBook(guest({ time: '20:30', tables: [t1.id] })).expect(201); // after Rossi's 90 minutes
    await staffBook(guest({ time: '22:00', tables: ['nosuchtable000000000000'] })).expect(409);
  });

  it('moves a booking to other tables from the version staff saw, sharing only when asked', async () => {
    const rossi = (await book(guest({ name: 'Rossi', partySize: 2 })).expect(201)).body.data.reference;
    const bianchi = (await book(guest({ name: 'Bianchi', partySize: 4 })).expect(201)).body.data.reference;
    const move = (reference: string, body: Record<string, unknown>) =>
      app.request.put(`/api/reservations/${reference}`).set(staff).send(body);

    const moved = await move(rossi, { tables: [t4.id], version: 1 }).expect(200);
    expect(moved.body).toMatchObject(staffSaid(staffMessageOf('reservationTables.moved')));
    expect(moved.body.data).toMatchObject({ tables: [{ id: t4.id, label: 'T4' }], version: 2 });
    expect(moved.body.data.history.at(-1)).toMatchObject({ action: 'Tables : T1 → T4' });

    const stale = await move(rossi, { tables: [t1.id], version: 1 }).expect(409);
    expect(stale.body).toEqual(staffRefusal(staffMessageOf('reservationTables.stale')));

    const taken = await move(rossi, { tables: [t2.id], version: 2 }).expect(409);
    expect(taken.body).toEqual(
      staffRefusal(staffMessageOf('reservationTables.tableTaken', { label: 'T2', name: 'Bianchi', time: '19:00' })),
    );
    expect((await bookingOf(rossi)).version).toBe(2);

    const shared = await move(rossi, { tables: [t2.id], version: 2, shareTables: true }).expect(200);
    expect(shared.body.data.history.at(-1).action).toBe('Tables : T4 → T2 (partagée avec Bianchi à 19:00)');
    expect((await bookingOf(bianchi)).tables).toEqual([{ id: t2.id, label: 'T2' }]);

    await move(rossi, { tables: [], version: 3 }).expect(200);
    expect((await bookingOf(rossi)).tables).toEqual([]);
  });

  it('refuses a move that is malformed or mixed with another change, changing nothing', async () => {
    const rossi = (await book(guest({ name: 'Rossi' })).expect(201)).body.data.reference;
    const put = (body: Record<string, unknown>) =>
      app.request.put(`/api/reservations/${rossi}`).set(staff).send(body).expect(400);
    expect((await put({ tables: 'T1', version: 1 })).body.errorCodes.tables.code).toBe(
      'reservationTables.tablesInvalid',
    );
    expect((await put({ tables: [t2.id] })).body.errorCodes.version.code).toBe('reservationTables.versionInvalid');
    expect((await put({ tables: [t2.id], version: 1, time: '20:00' })).body.errorCodes.tables.code).toBe(
      'reservationTables.moveAlone',
    );
    expect((await put({ tables: [t2.id], version: 1, shareTables: 'yes' })).body.errorCodes.shareTables.code).toBe(
      'reservationTables.shareTablesInvalid',
    );
    expect(await bookingOf(rossi)).toMatchObject({ tables: [{ id: t1.id, label: 'T1' }], version: 1 });
  });

  it('seats a booking again when staff change its party, keeping its tables while they still seat it', async () => {
    const rossi = (await staffBook(guest({ name: 'Rossi', partySize: 3 })).expect(201)).body.data.reference; // T2
    const put = (body: Record<string, unknown>) => app.request.put(`/api/reservations/${rossi}`).set(staff).send(body);
    await put({ partySize: 4 }).expect(200);
    expect((await bookingOf(rossi)).tables).toEqual([{ id: t2.id, label: 'T2' }]);
    const grown = await put({ partySize: 6 }).expect(200);
    expect(grown.body.data.tables).toEqual([{ id: t4.id, label: 'T4' }]);
    expect(grown.body.data.history.at(-1).action).toBe('Modifiée : personnes 4 → 6, tables T2 → T4');
    await staffBook(guest({ time: '19:30', partySize: 8 })).expect(201); // T2 + T3
    const refused = await put({ partySize: 9, overCapacity: false }).expect(409);
    expect(refused.body.code).toBe('reservationTables.noTableFree');
    expect((await bookingOf(rossi)).partySize).toBe(6);
  });

  it('moves a booking no free table seats only when staff say « sans table », not by going over capacity', async () => {
    const rossi = (await staffBook(guest({ name: 'Rossi', partySize: 3 })).expect(201)).body.data.reference; // T2
    await staffBook(guest({ time: '19:15', partySize: 6 })).expect(201); // T4
    await staffBook(guest({ time: '19:30', partySize: 4 })).expect(201); // T3
    const put = (body: Record<string, unknown>) => app.request.put(`/api/reservations/${rossi}`).set(staff).send(body);
    expect((await put({ partySize: 5, overCapacity: true }).expect(409)).body.code).toBe(
      'reservationTables.noTableFree',
    );
    const moved = await put({ partySize: 5, withoutTable: true }).expect(200);
    expect(moved.body.data.tables).toEqual([]);
    expect(moved.body.data.history.at(-1).action).toBe('Modifiée : personnes 3 → 5, tables T2 → sans table');
    expect((await put({ partySize: 4, withoutTable: 'yes' }).expect(400)).body.errorCodes.withoutTable.code).toBe(
      'reservation.withoutTableInvalid',
    );
  });

  it('leaves a guest marked absent then arrived without the table someone else got meanwhile', async () => {
    const minuteAgo = new Date(Date.now() - 60_000);
    const clock = new Intl.DateTimeFormat('fr-CH', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit' });
    const late = { date: genevaDay(minuteAgo), time: clock.format(minuteAgo) };
    const tardi = (await staffBook(guest({ ...late, name: 'Tardi', tables: [t1.id] })).expect(201)).body.data.reference;
    const put = (body: Record<string, unknown>) => app.request.put(`/api/reservations/${tardi}`).set(staff).send(body);
    await put({ status: 'no_show' }).expect(200);
    await staffBook(guest({ ...late, name: 'Bruni', tables: [t1.id] })).expect(201);
    const back = await put({ status: 'honoured' }).expect(200);
    expect(back.body.data.tables).toEqual([]);
    expect(back.body.data.history.at(-1).action).toBe(
      `Absent → Arrivé · sans table (table T1 prise par Bruni à ${late.time})`,
    );
  });

  it('keeps a table held by a booking to come from being deleted, here and in /cms', async () => {
    const rossi = (await book(guest({ name: 'Rossi' })).expect(201)).body.data.reference; // T1
    const refused = await app.request.delete(`/api/tables/${t1.id}`).set(staff).expect(409);
    expect(refused.body).toEqual(staffRefusal(staffMessageOf('tables.heldByBookings', { count: 1 })));
    await expect(app.strapi.documents(TABLE_UID).delete({ documentId: t1.id })).rejects.toThrow(
      'Cette table est attribuée à 1 réservation(s) à venir.',
    );
    await app.request.put(`/api/reservations/${rossi}`).set(staff).send({ status: 'cancelled' }).expect(200);
    await app.request.delete(`/api/tables/${t1.id}`).set(staff).expect(200);
  });
});

describe('GET /api/service (docs/product.md#service-view)', () => {
  const service = (query: string) => app.request.get(`/api/service?${query}`).set(staff);

  it('answers one service of a day: its times, the tables and its bookings over their turns', async () => {
    await setAssign(true);
    const lunch = (await book(guest({ time: '12:00', name: 'Pranzo' })).expect(201)).body.data.reference;
    const dinner = (await book(guest({ time: '19:00', name: 'Cena', partySize: 3 })).expect(201)).body.data.reference;
    const gone = (await book(guest({ time: '19:30', name: 'Annullato' })).expect(201)).body.data.reference;
    await app.request.put(`/api/reservations/${gone}`).set(staff).send({ status: 'cancelled' }).expect(200);
    const late = (await staffBook(guest({ time: '23:40', name: 'Tardi', tables: [] })).expect(201)).body.data.reference;

    const answer = await service(`date=${DAY}&service=dinner`).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.body.data as ServiceData;
    expect(data).toMatchObject({
      date: DAY,
      service: 'dinner',
      slotIntervalMinutes: 15,
      turns: { turnMinutesUpTo2: 90, turnMinutesUpTo4: 120, turnMinutesLarger: 150 },
      assignTables: true,
    });
    // 18:30 to the last seating at 22:00 every 15 minutes, and the late walk-in's own time.
    expect(data.slots[0]).toBe('18:30');
    expect(data.slots.slice(-2)).toEqual(['22:00', '23:40']);
    expect(data.slots).toHaveLength(16);
    expect(data.tables.map(({ label }) => label)).toEqual(['T1', 'T2', 'T3', 'T4']);
    expect(data.bookings).toEqual([
      {
        reference: dinner,
        time: '19:00',
        turnMinutes: 120,
        partySize: 3,
        name: 'Cena',
        status: 'confirmed',
        language: 'fr',
        tables: [t2.id],
        allergens: [],
        version: 1,
      },
      expect.objectContaining({ reference: late, time: '23:40', tables: [], status: 'confirmed' }),
    ]);
    expect(data.allergyAdvice).toEqual([]);
    const midday = (await service(`date=${DAY}&service=lunch`).expect(200)).body.data as ServiceData;
    expect(midday.bookings.map(({ reference }) => reference)).toEqual([lunch]);
  });

  it('refuses a query without a real date or service, and anyone but staff', async () => {
    const refused = await service('date=2026-02-30&service=brunch').expect(400);
    expect(refused.body).toEqual(
      staffRefusal(staffMessageOf('serviceView.invalid'), {
        date: staffMessageOf('serviceView.dateInvalid'),
        service: staffMessageOf('serviceView.serviceInvalid'),
      }),
    );
    await app.request.get(`/api/service?date=${DAY}&service=dinner`).expect(401);
  });
});
