import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RESERVATION_SETTINGS,
  addDaysToDayText,
  genevaDay,
  reservationInstant,
  staffMessageOf,
  staffText,
  type ReservationPauseData,
  type ReservationView,
  type StaffTimesData,
} from '@ticino/shared';
import { openEveryDay } from './reservation-mail-helpers';
import { loginToken, startStrapi, type TestStrapi } from './strapi';
import { french, staffSaid } from './messages';

/**
 * The staff tab's own routes (docs/product.md#reservations-tab): « Complet ce soir » (`GET` and
 * `PUT /api/reservations/pause`), and a booking's times to move to (`GET /api/reservations/:reference/times`).
 */

let app: TestStrapi;
let staff: { Authorization: string };

const SETTINGS_UID = 'api::reservation-setting.reservation-setting';

// Only Date is faked, at 10:00 in Geneva: tonight's dinner still has times to offer, whenever the suite runs.
const TODAY = genevaDay(new Date());
const MORNING = reservationInstant(TODAY, '10:00');
const TOMORROW = addDaysToDayText(TODAY, 1);

const availability = async (date = TODAY) =>
  (await app.request.get(`/api/public/availability?date=${date}&party=2`).expect(200)).body as {
    message?: string;
    data: { slots: { time: string; available: boolean }[] };
  };
const pause = (body: unknown) =>
  app.request
    .put('/api/reservations/pause')
    .set(staff)
    .send(body as object);
const storedPause = async () => (await app.strapi.documents(SETTINGS_UID).findFirst())?.pausedOn ?? null;

beforeAll(async () => {
  app = await startStrapi();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await openEveryDay(app.strapi);
});

afterAll(async () => {
  await app.stop();
  vi.useRealTimers();
});

beforeEach(async () => {
  await app.strapi.db.query(SETTINGS_UID).deleteMany({ where: {} });
  await app.strapi.db.query('api::reservation.reservation').deleteMany({ where: {} });
});

describe('« Complet ce soir » from the staff tab', () => {
  it('is closed to visitors, and changes nothing for them', async () => {
    const refused = await app.request.put('/api/reservations/pause').send({ paused: true }).expect(401);
    expect(refused.body).toEqual({
      success: false,
      message: french('api.unauthenticated'),
      code: 'api.unauthenticated',
    });
    await app.request.get('/api/reservations/pause').expect(401);
    expect(await storedPause()).toBeNull();
    expect((await availability()).data.slots.length).toBeGreaterThan(0);
  });

  it('pauses tonight’s online booking, then lifts the pause', async () => {
    const open = await availability();
    expect(open.message).toBeUndefined();
    expect(open.data.slots.some(({ time, available }) => time === '19:00' && available)).toBe(true);
    const before = await app.request.get('/api/reservations/pause').set(staff).expect(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body).toEqual({ success: true, data: { date: TODAY, paused: false } });

    const paused = await pause({ paused: true }).expect(200);
    expect(paused.body).toEqual({
      success: true,
      ...staffSaid(staffMessageOf('reservationPause.paused')),
      data: { date: TODAY, paused: true } satisfies ReservationPauseData,
    });
    expect(await storedPause()).toBe(TODAY);
    const closed = await availability();
    expect(closed.data.slots).toEqual([]);
    expect(closed.message).toBe(french('reservation.paused'));
    // Tomorrow still takes bookings, and a guest cannot book tonight through the API either.
    expect((await availability(TOMORROW)).data.slots.length).toBeGreaterThan(0);
    const booking = await app.request
      .post('/api/reservations')
      .send({
        date: TODAY,
        time: '19:00',
        partySize: 2,
        name: 'Rossi',
        email: 'rossi@example.ch',
        phone: '022 000 00 00',
      })
      .expect(400);
    expect(booking.body.errors).toEqual({ date: french('reservation.paused') });
    await app.request
      .get('/api/reservations/pause')
      .set(staff)
      .expect(200, { success: true, data: { date: TODAY, paused: true } });

    const lifted = await pause({ paused: false }).expect(200);
    expect(lifted.body).toEqual({
      success: true,
      ...staffSaid(staffMessageOf('reservationPause.resumed')),
      data: { date: TODAY, paused: false },
    });
    expect(await storedPause()).toBeNull();
    expect(await availability()).toEqual(open);
  });

  it('keeps the pause the owner set in /cms for another day when tonight’s is lifted', async () => {
    const { walkInOnly: _noRule, pausedOn: _noPause, ...rules } = DEFAULT_RESERVATION_SETTINGS;
    await app.strapi.documents(SETTINGS_UID).create({ data: { ...rules, pausedOn: TOMORROW } });
    await pause({ paused: false }).expect(200);
    expect(await storedPause()).toBe(TOMORROW);
    expect((await availability(TOMORROW)).message).toBe(french('reservation.paused'));
  });

  it('answers 400 for a body that is not a yes or no, changing nothing', async () => {
    for (const body of [{}, { paused: 'oui' }, { paused: 1 }, []]) {
      const refused = await pause(body).expect(400);
      expect(refused.body).toEqual({
        success: false,
        message: french('reservation.invalid'),
        code: 'reservation.invalid',
        errors: { paused: staffText('reservationPause.pausedInvalid') },
        errorCodes: { paused: staffMessageOf('reservationPause.pausedInvalid') },
      });
    }
    expect(await storedPause()).toBeNull();
  });
});

describe('a booking moved from the staff tab', () => {
  const staffBooking = async (time: string, partySize: number, name: string) =>
    (
      await app.request
        .post('/api/reservations')
        .set(staff)
        .send({ date: TOMORROW, time, partySize, name, source: 'phone' })
        .expect(201)
    ).body.data.reference as string;
  const times = (reference: string, party: string) =>
    app.request.get(`/api/reservations/${reference}/times?party=${party}`).set(staff);

  it('offers the day’s times with whether the party fits, then moves it, over capacity once asked', async () => {
    const { walkInOnly: _noRule, pausedOn: _noPause, ...rules } = DEFAULT_RESERVATION_SETTINGS;
    await app.strapi.documents(SETTINGS_UID).create({ data: { ...rules, arrivalsPerSlot: 4 } });
    const moved = await staffBooking('19:00', 2, 'Verdi');
    await staffBooking('19:30', 4, 'Bianchi');

    const offered = await times(moved, '2').expect(200);
    expect(offered.headers['cache-control']).toBe('no-store');
    const data = offered.body.data as StaffTimesData;
    expect(data).toMatchObject({ date: TOMORROW, partySize: 2 });
    const free = Object.fromEntries(data.slots.map(({ time, available }) => [time, available]));
    // Lunch 11:30–14:30 and dinner 18:30–23:00, last seating an hour before closing; its own covers left out.
    expect(data.slots[0]?.time).toBe('11:30');
    expect(data.slots.at(-1)?.time).toBe('22:00');
    expect(free).toMatchObject({ '12:00': true, '19:00': true, '19:30': false, '20:00': true });
    expect(((await times(moved, '3').expect(200)).body.data as StaffTimesData).slots).toContainEqual({
      time: '19:00',
      available: true,
    });

    const full = await app.request.put(`/api/reservations/${moved}`).set(staff).send({ time: '19:30' }).expect(409);
    expect(full.body).toEqual({ success: false, message: french('reservation.full'), code: 'reservation.full' });
    const anyway = await app.request
      .put(`/api/reservations/${moved}`)
      .set(staff)
      .send({ time: '19:30', partySize: 3, overCapacity: true, message: 'À 19 h 30, comme convenu.' })
      .expect(200);
    const view = anyway.body.data as ReservationView;
    expect(view).toMatchObject({ time: '19:30', partySize: 3, status: 'confirmed' });
    expect(view.history.at(-1)).toMatchObject({
      by: 'admin',
      action: 'Modifiée : horaire 19:00 → 19:30, personnes 2 → 3',
      overCapacity: true,
      message: 'À 19 h 30, comme convenu.',
    });
  });

  it('answers 400 for a party that is not one, 404 for an unknown booking, 401 to visitors', async () => {
    const reference = await staffBooking('19:00', 2, 'Rossi');
    for (const party of ['0', 'deux', '', '201']) {
      const refused = await times(reference, party).expect(400);
      expect(refused.body.success).toBe(false);
      expect(refused.body.errors).toHaveProperty('partySize');
    }
    await times('ZZZZ-ZZZZ', '2').expect(404, {
      success: false,
      message: french('reservation.notFound'),
      code: 'reservation.notFound',
    });
    await app.request.get(`/api/reservations/${reference}/times?party=2`).expect(401);
  });
});
