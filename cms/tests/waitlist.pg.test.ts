import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay, type ServiceData } from '@ticino/shared';
import { freePort } from '../../scripts/lib';
import { openEveryDay, setReservationRules, waitFor } from './reservation-mail-helpers';
import { smtpEnv, startSmtpServer, type TestSmtpServer } from './smtp';
import { french, wordedIn } from './messages';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * The waiting list (docs/product.md#waiting-list): a party waits for a full time, a freed place is offered to the
 * first that fits and to it alone, held for it while its link is valid, and taken, let go or run out.
 */

const RESERVATION_UID = 'api::reservation.reservation';
const WAITLIST_UID = 'api::reservation.waitlist-entry';
const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';
/** Five days ahead: bookable online, far from the last offer's time. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let app: TestStrapi;
let smtp: TestSmtpServer | undefined;
let staff: { Authorization: string };
let guestNumber = 0;

function guest(overrides: Record<string, unknown> = {}) {
  guestNumber += 1;
  return {
    date: DAY,
    time: '19:00',
    partySize: 2,
    name: `Attente ${guestNumber}`,
    email: `attente${guestNumber}@example.ch`,
    phone: `+41 22 333 ${String(guestNumber).padStart(4, '0')}`,
    ...overrides,
  };
}

const book = (body: Record<string, unknown>) => app.request.post('/api/reservations').send(body);
const join = (body: Record<string, unknown>) => app.request.post('/api/waitlist').send(body);
const entryOf = (documentId: string) =>
  app.strapi.db.query(WAITLIST_UID).findOne({ where: { documentId } }) as Promise<Record<string, unknown>>;
const waitlist = () => app.strapi.service('api::reservation.waitlist') as { runJob(now: Date): Promise<void> };

/** Waits until every stored mail has been sent or given up. */
async function allSent() {
  await waitFor(
    () => app.strapi.db.query(OUTGOING_UID).count({ where: { deliveryState: 'pending' } }),
    (pending) => pending === 0,
  );
  return smtp!.received;
}

/** The offers mailed to `email`: each link's id and token. */
async function offersTo(email: string): Promise<{ id: string; token: string; subject: string }[]> {
  const received = await allSent();
  return received
    .filter(({ envelopeTo }) => envelopeTo.includes(email))
    .flatMap(({ mail }) => {
      const match = /\/reservation\/offre\/([^/\s]+)\/([^/\s]+)/.exec(mail.text ?? '');
      return match
        ? [{ id: decodeURIComponent(match[1]), token: decodeURIComponent(match[2]), subject: mail.subject ?? '' }]
        : [];
    });
}

const offer = (id: string, token: string) => ({
  view: () => app.request.get(`/api/public/waitlist/${id}`).set('X-Reservation-Token', token),
  accept: () => app.request.post(`/api/public/waitlist/${id}/accept`).set('X-Reservation-Token', token),
  decline: () => app.request.post(`/api/public/waitlist/${id}/decline`).set('X-Reservation-Token', token),
});

beforeAll(async () => {
  const smtpPort = await freePort();
  app = await startStrapi({
    ...smtpEnv(smtpPort),
    RESERVATION_RATE_LIMIT_MAX: '1000',
    // The job runs when a test says so, not on its own.
    RESERVATION_WAITLIST_JOB_SECONDS: '3600',
  });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await openEveryDay(app.strapi);
  smtp = await startSmtpServer(smtpPort);
});

afterAll(async () => {
  await app.stop();
  await smtp?.close();
  for (const name of ['RESERVATION_RATE_LIMIT_MAX', 'RESERVATION_WAITLIST_JOB_SECONDS']) delete process.env[name];
});

beforeEach(async () => {
  // Four covers at once: two parties of two fill a time.
  await setReservationRules(app.strapi, { coversAtOnce: 4 });
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
  await app.strapi.db.query(WAITLIST_UID).deleteMany({ where: {} });
});

afterEach(async () => {
  await allSent();
  smtp!.received.length = 0;
});

/** Two bookings of two at 19:00: the time is full; their references. */
async function fillSeven(): Promise<string[]> {
  const references: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    references.push((await book(guest()).expect(201)).body.data.reference as string);
  }
  return references;
}

describe('joining the waiting list', () => {
  it('takes a party for a full time only, once per e-mail per service, with the booking’s own checks', async () => {
    const free = await join(guest()).expect(409);
    expect(free.body.message).toBe(french('reservation.waitlistNotFull'));
    await fillSeven();
    const party = guest();
    const joined = await join(party).expect(201);
    expect(joined.body).toMatchObject({ code: 'reservation.waitlistJoined', data: { status: 'waiting' } });
    expect(joined.body.message).toBe(french('reservation.waitlistJoined', { time: '19:00' }));
    expect(joined.body.data.id).toMatch(/^[a-z0-9]+$/);
    const again = await join({ ...party, time: '19:15' }).expect(409);
    expect(again.body.message).toBe(french('reservation.waitlistAlready'));
    const bad = await join({ ...guest(), email: 'nope', language: 'en' }).expect(400);
    expect(bad.body.errors.email).toBe(wordedIn('en', 'reservation.emailInvalid'));
    expect(await app.strapi.db.query(WAITLIST_UID).count()).toBe(1);
  });

  it('counts a waiting place with the contact’s online bookings to come', async () => {
    await setReservationRules(app.strapi, { coversAtOnce: 4, maxFutureOnlinePerContact: 1 });
    await fillSeven();
    const party = guest();
    await join(party).expect(201);
    const refused = await book({ ...party, time: '12:00' }).expect(409);
    expect(refused.body.code).toBe('reservation.tooManyFuture');
  });
});

describe('an offer', () => {
  it('goes to the first waiting party that fits, and to it alone, holding its covers', async () => {
    const [first] = await fillSeven();
    const four = guest({ partySize: 4 });
    const two = guest();
    const later = guest();
    for (const party of [four, two, later]) await join(party).expect(201);

    await app.request.put(`/api/reservations/${first}`).set(staff).send({ status: 'cancelled' }).expect(200);
    const [offered] = await offersTo(two.email);
    expect(offered.subject).toMatch(/^Une table s’est libérée – /);
    expect(await offersTo(four.email)).toEqual([]);
    expect(await offersTo(later.email)).toEqual([]);

    // The two freed covers are the offer's: nobody else books them meanwhile.
    expect((await book(guest()).expect(409)).body.code).toBe('reservation.full');
    const service = (await app.request.get(`/api/service?date=${DAY}&service=dinner`).set(staff).expect(200)).body
      .data as ServiceData;
    expect(service.waiting.map(({ name, status }) => [name, status])).toEqual([
      [four.name, 'waiting'],
      [two.name, 'offered'],
      [later.name, 'waiting'],
    ]);

    const link = offer(offered.id, offered.token);
    expect((await link.view().expect(200)).body.data).toMatchObject({ time: '19:00', partySize: 2, status: 'offered' });
    const taken = await link.accept().expect(201);
    expect(taken.body.data).toMatchObject({ date: DAY, time: '19:00', partySize: 2, status: 'confirmed' });
    expect(taken.body.data.manageUrl).toMatch(/\/reservation\/[A-Z0-9]{4}-[A-Z0-9]{4}\//);
    expect((await entryOf(offered.id)).status).toBe('booked');
    expect((await link.accept().expect(409)).body.message).toBe(french('reservation.offerGone'));
    const wrong = await offer(offered.id, 'x'.repeat(43)).view().expect(404);
    expect(wrong.body.message).toBe(french('reservation.offerGone'));
  });

  it('runs out after its time, and passes to the next; a party that lets it go passes it on at once', async () => {
    const [first] = await fillSeven();
    const a = guest();
    const b = guest({ language: 'it' });
    await join(a).expect(201);
    await join(b).expect(201);
    await app.request.put(`/api/reservations/${first}`).set(staff).send({ status: 'cancelled' }).expect(200);
    const [offeredToA] = await offersTo(a.email);
    await app.strapi.db
      .query(WAITLIST_UID)
      .update({ where: { documentId: offeredToA.id }, data: { offerExpiresAt: new Date(Date.now() - 1000) } });
    await waitlist().runJob(new Date());
    expect((await entryOf(offeredToA.id)).status).toBe('expired');
    const late = await offer(offeredToA.id, offeredToA.token).accept().expect(410);
    expect(late.body.message).toBe(french('reservation.offerExpired'));

    const [offeredToB] = await offersTo(b.email);
    expect(offeredToB.subject).toMatch(/^Si è liberato un tavolo/);
    const declined = await offer(offeredToB.id, offeredToB.token).decline().expect(200);
    expect(declined.body.code).toBe('reservation.offerDeclined');
    expect((await entryOf(offeredToB.id)).status).toBe('withdrawn');
    // The covers are free again: a booking takes them.
    await book(guest()).expect(201);
  });

  it('is seated by staff from the service view, over capacity when they say so', async () => {
    await fillSeven();
    const party = guest();
    const { id } = (await join(party).expect(201)).body.data as { id: string };
    expect((await app.request.post(`/api/waitlist/${id}/seat`).set(staff).send({}).expect(409)).body.code).toBe(
      'reservation.full',
    );
    const seated = await app.request
      .post(`/api/waitlist/${id}/seat`)
      .set(staff)
      .send({ overCapacity: true })
      .expect(201);
    expect(seated.body.data).toMatchObject({ name: party.name, time: '19:00', partySize: 2, status: 'confirmed' });
    expect((await entryOf(id)).status).toBe('booked');
    await app.request.post(`/api/waitlist/${id}/seat`).expect(401);
  });

  it('is never made for a party whose service has ended: its details are forgotten', async () => {
    const yesterday = addDaysToDayText(genevaDay(new Date()), -1);
    const entry = (await app.strapi.db.query(WAITLIST_UID).create({
      data: { ...guest({ date: yesterday }), time: '19:00:00.000', status: 'waiting', emailHash: 'a'.repeat(64) },
    })) as { documentId: string };
    await waitlist().runJob(new Date());
    expect(await entryOf(entry.documentId)).toMatchObject({
      status: 'expired',
      name: null,
      email: null,
      phone: null,
      emailHash: null,
    });
  });
});
