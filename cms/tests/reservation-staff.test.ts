import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WEEK_DAYS,
  addDaysToDayText,
  genevaDay,
  staffMessageOf,
  staffText,
  type GroupRequestView,
  type ReservationSummary,
} from '@ticino/shared';
import { loginToken, startStrapi, type TestStrapi } from './strapi';
import { french, staffRefusal, staffSaid } from './messages';

/** The staff tab's routes beside the booking API (docs/product.md#reservations-api): group requests and the count. */

let app: TestStrapi;
let staff: { Authorization: string };

const GROUP_UID = 'api::group-request.group-request';
const RESERVATION_UID = 'api::reservation.reservation';
const RESTAURANT_UID = 'api::restaurant.restaurant';

const TODAY = genevaDay(new Date());
const DAY = addDaysToDayText(TODAY, 5);
const LATER = addDaysToDayText(TODAY, 9);
const YESTERDAY = addDaysToDayText(TODAY, -1);

/** A group request as a guest sends it; kept straight in the database for past days the API refuses. */
function groupRequest(date: string, time: string, name: string) {
  return {
    date,
    time: `${time}:00.000`,
    guests: 18,
    occasion: 'Anniversaire',
    budgetPerPerson: 80,
    privateRoom: true,
    name,
    email: `${name.toLowerCase()}@example.ch`,
    phone: '+41 22 123 45 67',
    message: 'Un menu pour dix-huit.',
    status: 'requested' as const,
    receivedAt: new Date().toISOString(),
  };
}

async function storeGroupRequest(date: string, time: string, name: string): Promise<string> {
  const created = await app.strapi.documents(GROUP_UID).create({ data: groupRequest(date, time, name) });
  return created.documentId;
}

const list = (query = '') => app.request.get(`/api/group-requests${query}`).set(staff);

beforeAll(async () => {
  app = await startStrapi({ RESERVATION_RATE_LIMIT_MAX: '1000' });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  const documents = app.strapi.documents(RESTAURANT_UID);
  const restaurant = await documents.findFirst();
  await documents.update({
    documentId: restaurant!.documentId,
    data: {
      openingHours: WEEK_DAYS.map((day) => ({ day, opensAt: '18:30:00.000', closesAt: '23:00:00.000' })),
      openingExceptions: [],
    },
  });
});

afterAll(async () => {
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  await app.stop();
});

beforeEach(async () => {
  await app.strapi.db.query(GROUP_UID).deleteMany({ where: {} });
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
});

describe('GET /api/group-requests', () => {
  it('is closed to visitors', async () => {
    await app.request.get('/api/group-requests').expect(401);
    await app.request.put('/api/group-requests/any').send({ status: 'confirmed' }).expect(401);
    await app.request.get('/api/reservations/summary').expect(401);
  });

  it('lists every request from today on by date and time, or one day’s with a date', async () => {
    await storeGroupRequest(LATER, '12:00', 'Tardif');
    await storeGroupRequest(DAY, '20:00', 'Second');
    await storeGroupRequest(DAY, '19:00', 'Premier');
    await storeGroupRequest(YESTERDAY, '19:00', 'Passé');

    const upcoming = await list().expect(200);
    expect(upcoming.headers['cache-control']).toBe('no-store');
    expect(upcoming.body.data.date).toBeNull();
    const names = (upcoming.body.data.groupRequests as GroupRequestView[]).map(({ name }) => name);
    expect(names).toEqual(['Premier', 'Second', 'Tardif']);

    const day = await list(`?date=${DAY}`).expect(200);
    const [first] = day.body.data.groupRequests as GroupRequestView[];
    expect(day.body.data.date).toBe(DAY);
    expect(day.body.data.groupRequests).toHaveLength(2);
    expect(first).toMatchObject({
      date: DAY,
      time: '19:00',
      guests: 18,
      occasion: 'Anniversaire',
      budgetPerPerson: 80,
      privateRoom: true,
      name: 'Premier',
      status: 'requested',
    });
    expect(typeof first.id).toBe('string');
  });

  it('answers 400 for a date that is not one', async () => {
    const response = await list('?date=2026-02-30').expect(400);
    expect(response.body).toEqual({
      success: false,
      message: french('reservation.invalid'),
      code: 'reservation.invalid',
      errors: { date: french('reservation.dateInvalid') },
      errorCodes: { date: { code: 'reservation.dateInvalid' } },
    });
  });
});

describe('PUT /api/group-requests/:id', () => {
  it('confirms or declines a request, and staff may change their answer', async () => {
    const id = await storeGroupRequest(DAY, '19:30', 'Bianchi');
    const confirmed = await app.request
      .put(`/api/group-requests/${id}`)
      .set(staff)
      .send({ status: 'confirmed' })
      .expect(200);
    expect(confirmed.body).toMatchObject({
      success: true,
      ...staffSaid(staffMessageOf('groupRequest.updated')),
      data: { id, status: 'confirmed', name: 'Bianchi' },
    });
    await app.request.put(`/api/group-requests/${id}`).set(staff).send({ status: 'declined' }).expect(200);
    const [stored] = (await list(`?date=${DAY}`).expect(200)).body.data.groupRequests as GroupRequestView[];
    expect(stored.status).toBe('declined');
  });

  it('refuses another status with 400 and an unknown id with 404, changing nothing', async () => {
    const id = await storeGroupRequest(DAY, '19:30', 'Bianchi');
    for (const body of [{ status: 'requested' }, { status: 'honoured' }, {}, []]) {
      const response = await app.request.put(`/api/group-requests/${id}`).set(staff).send(body).expect(400);
      expect(response.body).toEqual({
        success: false,
        message: french('reservation.invalid'),
        code: 'reservation.invalid',
        errors: { status: staffText('groupRequest.statusInvalid') },
        errorCodes: { status: staffMessageOf('groupRequest.statusInvalid') },
      });
    }
    const missing = await app.request
      .put('/api/group-requests/no-such-request')
      .set(staff)
      .send({ status: 'confirmed' })
      .expect(404);
    expect(missing.body).toEqual(staffRefusal(staffMessageOf('groupRequest.notFound')));
    const [stored] = (await list(`?date=${DAY}`).expect(200)).body.data.groupRequests as GroupRequestView[];
    expect(stored.status).toBe('requested');
  });
});

describe('GET /api/reservations/summary', () => {
  it('counts the booking requests and unanswered group requests from today on', async () => {
    const empty = await app.request.get('/api/reservations/summary').set(staff).expect(200);
    expect(empty.body).toEqual({ success: true, data: { requested: 0, groupRequests: 0 } });

    const booking = (partySize: number, email: string) =>
      app.request
        .post('/api/reservations')
        .send({ date: DAY, time: '19:00', partySize, name: 'Rossi', email, phone: '+41 22 000 11 22' })
        .expect(201);
    await booking(6, 'rossi@example.ch');
    await booking(2, 'verdi@example.ch');
    const answered = await storeGroupRequest(DAY, '20:00', 'Confirmed');
    await app.request.put(`/api/group-requests/${answered}`).set(staff).send({ status: 'confirmed' }).expect(200);
    await storeGroupRequest(LATER, '20:00', 'Waiting');
    await storeGroupRequest(YESTERDAY, '20:00', 'Past');

    const summary = (await app.request.get('/api/reservations/summary').set(staff).expect(200)).body
      .data as ReservationSummary;
    expect(summary).toEqual({ requested: 1, groupRequests: 1 });
  });
});
