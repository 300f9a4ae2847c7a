import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_MESSAGES,
  DEFAULT_RESERVATION_SETTINGS,
  RESERVATION_MESSAGES,
  RESERVATION_PAUSE_MESSAGES,
  addDaysToDayText,
  genevaDay,
  reservationInstant,
  type ReservationPauseData,
} from '@ticino/shared';
import { openEveryDay } from './reservation-mail-helpers';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

/** « Complet ce soir » from the staff tab (docs/product.md#reservations-tab): `GET` and `PUT /api/reservations/pause`. */

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
});

describe('« Complet ce soir » from the staff tab', () => {
  it('is closed to visitors, and changes nothing for them', async () => {
    const refused = await app.request.put('/api/reservations/pause').send({ paused: true }).expect(401);
    expect(refused.body).toEqual({ success: false, message: API_MESSAGES.unauthenticated });
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
      message: RESERVATION_PAUSE_MESSAGES.paused,
      data: { date: TODAY, paused: true } satisfies ReservationPauseData,
    });
    expect(await storedPause()).toBe(TODAY);
    const closed = await availability();
    expect(closed.data.slots).toEqual([]);
    expect(closed.message).toBe(RESERVATION_MESSAGES.paused);
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
    expect(booking.body.errors).toEqual({ date: RESERVATION_MESSAGES.paused });
    await app.request
      .get('/api/reservations/pause')
      .set(staff)
      .expect(200, { success: true, data: { date: TODAY, paused: true } });

    const lifted = await pause({ paused: false }).expect(200);
    expect(lifted.body).toEqual({
      success: true,
      message: RESERVATION_PAUSE_MESSAGES.resumed,
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
    expect((await availability(TOMORROW)).message).toBe(RESERVATION_MESSAGES.paused);
  });

  it('answers 400 for a body that is not a yes or no, changing nothing', async () => {
    for (const body of [{}, { paused: 'oui' }, { paused: 1 }, []]) {
      const refused = await pause(body).expect(400);
      expect(refused.body).toEqual({
        success: false,
        message: RESERVATION_MESSAGES.invalid,
        errors: { paused: RESERVATION_PAUSE_MESSAGES.pausedInvalid },
      });
    }
    expect(await storedPause()).toBeNull();
  });
});
