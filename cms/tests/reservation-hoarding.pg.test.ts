import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVATION_SETTINGS,
  RESERVATION_LIMITS,
  addDaysToDayText,
  genevaDay,
  type ReservationSettings,
} from '@ticino/shared';
import { rawRequest } from './raw-http';
import { openEveryDay, setReservationRules } from './reservation-mail-helpers';
import { loginToken, startStrapi, type TestStrapi } from './strapi';
import { french } from './messages';

/** No hoarding (docs/product.md#no-hoarding): the limits per contact and per address, under concurrency too. */
let app: TestStrapi;
let restaurantPhone: string;

const RESERVATION_UID = 'api::reservation.reservation';
const GROUP_REQUEST_UID = 'api::group-request.group-request';
/** The limits as shipped: what a restaurant gets without touching them. */
const LIMITS: Partial<ReservationSettings> = {
  maxFutureOnlinePerContact: DEFAULT_RESERVATION_SETTINGS.maxFutureOnlinePerContact,
  maxOnlinePerAddressPerDay: DEFAULT_RESERVATION_SETTINGS.maxOnlinePerAddressPerDay,
};

const day = (daysAhead: number) => addDaysToDayText(genevaDay(new Date()), daysAhead);

let guestNumber = 0;
/** A booking of two at 19:00, `daysAhead` days from now, by a guest of their own unless told otherwise. */
function booking(daysAhead: number, overrides: Record<string, unknown> = {}) {
  guestNumber += 1;
  return {
    date: day(daysAhead),
    time: '19:00',
    partySize: 2,
    name: `Guest ${guestNumber}`,
    email: `guest${guestNumber}@example.ch`,
    phone: `+41 22 000 ${String(guestNumber).padStart(4, '0')}`,
    ...overrides,
  };
}

/** A JSON post from a chosen loopback address: each 127.x.y.z is a client of its own. */
async function postFrom(localAddress: string, path: string, body: unknown) {
  const response = await rawRequest(app, {
    method: 'POST',
    path,
    localAddress,
    headers: { 'Content-Type': 'application/json' },
    chunks: [Buffer.from(JSON.stringify(body))],
  });
  return { status: response.status, headers: response.headers, body: JSON.parse(response.text) as { message: string } };
}

const statusCount = (statuses: number[], status: number) => statuses.filter((candidate) => candidate === status).length;

beforeAll(async () => {
  app = await startStrapi({ RESERVATION_RATE_LIMIT_MAX: '1000' });
  await openEveryDay(app.strapi);
  restaurantPhone = (await app.request.get('/api/public/restaurant').expect(200)).body.data.phone as string;
});

afterAll(async () => {
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  await app.stop();
});

beforeEach(async () => {
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
  await app.strapi.db.query(GROUP_REQUEST_UID).deleteMany({ where: {} });
  await setReservationRules(app.strapi, LIMITS);
});

describe('online bookings per e-mail and per phone', () => {
  it('lets exactly the limit of 20 parallel bookings of one e-mail through, from 20 addresses on 20 days', async () => {
    const attempts = Array.from({ length: 20 }, (_, index) =>
      postFrom(`127.0.3.${index + 1}`, '/api/reservations', booking(index + 1, { email: 'Hoarder@example.ch' })),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map(({ status }) => status);
    expect(statusCount(statuses, 201)).toBe(4);
    expect(statusCount(statuses, 409)).toBe(16);
    expect(answers.find(({ status }) => status === 409)?.body).toEqual({
      success: false,
      message: french('reservation.tooManyFuture', { count: 4, phone: restaurantPhone }),
      code: 'reservation.tooManyFuture',
      params: { count: 4, phone: restaurantPhone },
    });
    expect(await app.strapi.db.query(RESERVATION_UID).count({ where: {} })).toBe(4);
  });

  it('counts a phone alike, whatever its spelling, and frees a place when a booking is cancelled', async () => {
    const phone = '022 700 00 00';
    const made = [];
    for (const daysAhead of [1, 2, 3, 4]) {
      made.push((await app.request.post('/api/reservations').send(booking(daysAhead, { phone })).expect(201)).body);
    }
    const refused = await app.request
      .post('/api/reservations')
      .send(booking(5, { phone: '+41 22 700 00 00' }))
      .expect(409);
    expect(refused.body.message).toBe(french('reservation.tooManyFuture', { count: 4, phone: restaurantPhone }));
    const [reference, token] = new URL(made[0].data.manageUrl as string).pathname.split('/').slice(2);
    await app.request.delete(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token).expect(200);
    await app.request.post('/api/reservations').send(booking(5, { phone })).expect(201);
  });

  it('never counts nor limits staff bookings, and 0 turns the limit off', async () => {
    const staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
    const email = 'regular@example.ch';
    for (const daysAhead of [1, 2, 3, 4, 5, 6]) {
      await app.request
        .post('/api/reservations')
        .set(staff)
        .send(booking(daysAhead, { email, source: 'phone' }))
        .expect(201);
    }
    for (const daysAhead of [7, 8, 9, 10]) {
      await app.request.post('/api/reservations').send(booking(daysAhead, { email })).expect(201);
    }
    await app.request.post('/api/reservations').send(booking(11, { email })).expect(409);
    await setReservationRules(app.strapi, { ...LIMITS, maxFutureOnlinePerContact: 0 });
    await app.request.post('/api/reservations').send(booking(11, { email })).expect(201);
  });
});

describe('online bookings per client address', () => {
  it('lets exactly the limit of 20 parallel bookings from one address through, each with its own e-mail', async () => {
    const attempts = Array.from({ length: 20 }, (_, index) =>
      postFrom('127.0.4.1', '/api/reservations', booking(index + 1)),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map(({ status }) => status);
    expect(statusCount(statuses, 201)).toBe(6);
    expect(statusCount(statuses, 409)).toBe(14);
    expect(answers.find(({ status }) => status === 409)?.body.message).toBe(
      french('reservation.tooManyFromAddress', { count: 6, phone: restaurantPhone }),
    );
    // Another address is another client.
    expect((await postFrom('127.0.4.2', '/api/reservations', booking(21))).status).toBe(201);
  });

  it('never stores the address itself', async () => {
    await postFrom('127.0.4.3', '/api/reservations', booking(1));
    const [stored] = (await app.strapi.db.query(RESERVATION_UID).findMany({ select: ['addressHash'] })) as {
      addressHash: string;
    }[];
    expect(stored.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await app.strapi.db.query(RESERVATION_UID).findMany({}))).not.toContain('127.0.4.3');
  });
});

describe('group requests', () => {
  const groupRequest = (email: string) => ({
    date: day(10),
    time: '19:30',
    guests: 14,
    name: 'Anna Keller',
    email,
    phone: '+41 79 000 00 00',
    message: 'Anniversaire',
  });

  it('take three per address and per e-mail in a Geneva day, then 429 until midnight', async () => {
    for (const index of [1, 2, 3]) {
      const sent = await postFrom('127.0.5.1', '/api/group-requests', groupRequest(`group${index}@example.ch`));
      expect(sent.status).toBe(201);
    }
    const fourth = await postFrom('127.0.5.1', '/api/group-requests', groupRequest('group4@example.ch'));
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      success: false,
      message: french('reservation.groupDailyLimit'),
      code: 'reservation.groupDailyLimit',
    });
    const untilMidnight = Number(fourth.headers['retry-after']);
    expect(untilMidnight).toBeGreaterThan(0);
    expect(untilMidnight).toBeLessThanOrEqual(25 * 3600);
    for (const address of ['127.0.5.2', '127.0.5.3', '127.0.5.4']) {
      expect((await postFrom(address, '/api/group-requests', groupRequest('Same@Example.ch'))).status).toBe(201);
    }
    const sameEmail = await postFrom('127.0.5.5', '/api/group-requests', groupRequest('same@example.ch'));
    expect(sameEmail.status).toBe(429);
    expect(await app.strapi.db.query(GROUP_REQUEST_UID).count({ where: {} })).toBe(6);
  });

  it('take exactly three of ten sent at once from one address, and of ten from one e-mail', async () => {
    const fromOneAddress = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postFrom('127.0.5.6', '/api/group-requests', groupRequest(`rush${index}@example.ch`)),
      ),
    );
    expect(fromOneAddress.filter(({ status }) => status === 201)).toHaveLength(3);
    expect(fromOneAddress.filter(({ status }) => status === 429)).toHaveLength(7);
    const fromOneEmail = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postFrom(`127.0.6.${index + 10}`, '/api/group-requests', groupRequest('rush@example.ch')),
      ),
    );
    expect(fromOneEmail.filter(({ status }) => status === 201)).toHaveLength(3);
  });
});

describe("a guest's changes through their link", () => {
  it(`allow ${RESERVATION_LIMITS.guestChangesMax} changes of time or size, then ask the guest to call; cancelling stays possible`, async () => {
    const created = (await app.request.post('/api/reservations').send(booking(3)).expect(201)).body.data;
    const [reference, token] = new URL(created.manageUrl as string).pathname.split('/').slice(2);
    const change = (body: Record<string, unknown>) =>
      app.request.put(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token).send(body);
    for (const time of ['19:15', '19:30', '19:45', '20:00', '20:15']) await change({ time }).expect(200);
    // Asking for what already is changes nothing, and is not counted.
    await change({ time: '20:15' }).expect(200);
    const refused = await change({ partySize: 3 }).expect(409);
    expect(refused.body).toEqual({
      success: false,
      message: french('reservation.tooManyChanges', { count: 5, phone: restaurantPhone }),
      code: 'reservation.tooManyChanges',
      params: { count: 5, phone: restaurantPhone },
    });
    await app.request.delete(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token).expect(200);
  });
});
