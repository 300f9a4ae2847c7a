import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDaysToDayText,
  genevaDay,
  staffMessageOf,
  type ReservationSettings,
  type ReservationView,
} from '@ticino/shared';
import { oneCharacterOff, openEveryDay, setReservationRules } from './reservation-mail-helpers';
import { loginToken, startStrapi, type TestStrapi } from './strapi';
import { french, staffRefusal } from './messages';

let app: TestStrapi;
let staff: { Authorization: string };

const RESERVATION_UID = 'api::reservation.reservation';

/** A day five days ahead: within the horizon, past the notice, far from the guest cut-off. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let guestNumber = 0;
/** A guest of their own, so no two bookings share an e-mail (nor a pending quota). */
function guest(overrides: Record<string, unknown> = {}) {
  guestNumber += 1;
  return {
    date: DAY,
    time: '19:00',
    partySize: 2,
    name: `Guest ${guestNumber}`,
    email: `guest${guestNumber}@example.ch`,
    phone: `+41 22 000 ${String(guestNumber).padStart(4, '0')}`,
    ...overrides,
  };
}

const setRules = (rules: Partial<ReservationSettings>) => setReservationRules(app.strapi, rules);

/** Every day lunch 11:30–14:30 and dinner 18:30–23:00, and the given exceptions. */
async function setHours(exceptions: { date: string; label: string; closed: boolean }[] = []): Promise<void> {
  await openEveryDay(app.strapi, exceptions);
}

async function clearReservations(): Promise<void> {
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
}

const book = (body: Record<string, unknown>) => app.request.post('/api/reservations').send(body);
const staffBook = (body: Record<string, unknown>) => app.request.post('/api/reservations').set(staff).send(body);
const staffDay = async (date = DAY) =>
  (await app.request.get(`/api/reservations?date=${date}`).set(staff).expect(200)).body.data
    .reservations as ReservationView[];

/** The reference and token of a manage link. */
function manageLink(manageUrl: string): { reference: string; token: string } {
  const match = /\/reservation\/([^/]+)\/([^/]+)$/.exec(new URL(manageUrl).pathname);
  return { reference: decodeURIComponent(match![1]), token: decodeURIComponent(match![2]) };
}

beforeAll(async () => {
  app = await startStrapi({ RESERVATION_RATE_LIMIT_MAX: '1000' });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await setHours();
});

afterAll(async () => {
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  await app.stop();
});

beforeEach(async () => {
  await clearReservations();
  await setRules({});
});

describe('GET /api/public/availability', () => {
  it('offers every slot interval from opening to last seating, free ones available', async () => {
    const response = await app.request.get(`/api/public/availability?date=${DAY}&party=2`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { slots } = response.body.data as { slots: { time: string; available: boolean }[] };
    expect(response.body).toMatchObject({ success: true, data: { date: DAY, maxPartyOnline: 8 } });
    // The guest's calendar stops at the horizon, 60 days from today in Geneva.
    expect(response.body.data.lastDay).toBe(addDaysToDayText(genevaDay(new Date()), 60));
    expect(slots[0]).toEqual({ time: '11:30', available: true });
    expect(slots.map(({ time }) => time)).toContain('13:30');
    expect(slots.map(({ time }) => time)).not.toContain('13:45');
    expect(slots.at(-1)).toEqual({ time: '22:00', available: true });
  });

  it('marks a time unavailable once either limit is reached', async () => {
    await setRules({ arrivalsPerSlot: 4, coversAtOnce: 100 });
    await book(guest({ partySize: 4 })).expect(201);
    const { slots } = (await app.request.get(`/api/public/availability?date=${DAY}&party=1`).expect(200)).body.data;
    expect(slots).toContainEqual({ time: '19:00', available: false });
    expect(slots).toContainEqual({ time: '19:15', available: true });
  });

  it('gives no time and a French message on a closed day, a paused day, or for a party too large', async () => {
    await setHours([{ date: DAY, label: 'Inventaire', closed: true }]);
    try {
      const closed = await app.request.get(`/api/public/availability?date=${DAY}&party=2`).expect(200);
      expect(closed.body).toEqual({
        success: true,
        message: french('reservation.closedDay'),
        code: 'reservation.closedDay',
        data: { date: DAY, slots: [], lastDay: expect.any(String), maxPartyOnline: 8 },
      });
    } finally {
      await setHours();
    }
    await setRules({ pausedOn: DAY });
    const paused = await app.request.get(`/api/public/availability?date=${DAY}&party=2`).expect(200);
    expect(paused.body.message).toBe(french('reservation.paused'));
    await setRules({});
    const large = await app.request.get(`/api/public/availability?date=${DAY}&party=9`).expect(200);
    expect(large.body).toMatchObject({
      message: french('reservation.partyTooLargeOnline', { max: 8 }),
      code: 'reservation.partyTooLargeOnline',
      params: { max: 8 },
      data: { slots: [] },
    });
  });

  it('refuses a query without a real date or party', async () => {
    const response = await app.request.get('/api/public/availability?date=2026-02-30&party=x').expect(400);
    expect(response.body).toEqual({
      success: false,
      message: french('reservation.queryInvalid'),
      code: 'reservation.queryInvalid',
      errors: { date: french('reservation.dateInvalid'), partySize: french('reservation.partyInvalid') },
      errorCodes: { date: { code: 'reservation.dateInvalid' }, partySize: { code: 'reservation.partyInvalid' } },
    });
  });
});

describe('POST /api/reservations', () => {
  it('confirms a small party at once and returns its reference and private manage link', async () => {
    const response = await book(guest()).expect(201);
    expect(response.body).toMatchObject({
      success: true,
      message: french('reservation.confirmed'),
      code: 'reservation.confirmed',
      data: { status: 'confirmed' },
    });
    const { reference, manageUrl } = response.body.data as { reference: string; manageUrl: string };
    expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(manageUrl.startsWith(`https://www.trattoria.example/reservation/${reference}/`)).toBe(true);
    // 256 random bits, base64url: 43 characters; only its hash is stored.
    const { token } = manageLink(manageUrl);
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await app.strapi.db.query(RESERVATION_UID).findOne({ where: { reference } });
    expect(stored.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(response.headers['cache-control']).toBe('no-store');
    // The booking as a calendar file for the guest to add: the same event as its mails' attachment.
    const calendar = String(response.body.data.calendar).split('\r\n');
    expect(calendar).toContain('METHOD:PUBLISH');
    expect(calendar).toContain(`UID:${reference}@www.trattoria.example`);
    expect(calendar).toContain(`DTSTART;TZID=Europe/Zurich:${DAY.replaceAll('-', '')}T190000`);
  });

  it('makes a request for staff above the auto-confirm size', async () => {
    const response = await book(guest({ partySize: 5 })).expect(201);
    expect(response.body).toMatchObject({
      message: french('reservation.requested'),
      code: 'reservation.requested',
      data: { status: 'requested', date: DAY, time: '19:00', partySize: 5 },
    });
  });

  it('answers 400 with every bad field, and stores nothing', async () => {
    const response = await book({ date: DAY, time: '19:00', partySize: 12, name: '', email: 'x@', phone: '' }).expect(
      400,
    );
    expect(response.body).toEqual({
      success: false,
      message: french('reservation.invalid'),
      code: 'reservation.invalid',
      errors: {
        partySize: french('reservation.partyTooLargeOnline', { max: 8 }),
        name: french('reservation.nameRequired'),
        email: french('reservation.emailInvalid'),
        phone: french('reservation.phoneRequired'),
      },
      errorCodes: {
        partySize: { code: 'reservation.partyTooLargeOnline', params: { max: 8 } },
        name: { code: 'reservation.nameRequired' },
        email: { code: 'reservation.emailInvalid' },
        phone: { code: 'reservation.phoneRequired' },
      },
    });
    expect(await app.strapi.db.query(RESERVATION_UID).count()).toBe(0);
  });

  it('refuses a time not offered, a past day and a closed one, on the field to blame', async () => {
    const notOffered = await book(guest({ time: '16:00' })).expect(400);
    expect(notOffered.body.errors).toEqual({ time: french('reservation.timeNotOffered') });
    const past = await book(guest({ date: addDaysToDayText(genevaDay(new Date()), -1) })).expect(400);
    expect(past.body.errors).toEqual({ date: french('reservation.pastDay') });
    await setHours([{ date: DAY, label: 'Inventaire', closed: true }]);
    try {
      const closed = await book(guest()).expect(400);
      expect(closed.body.errors).toEqual({ date: french('reservation.closedDay') });
    } finally {
      await setHours();
    }
    expect(await app.strapi.db.query(RESERVATION_UID).count()).toBe(0);
  });

  it('answers a filled honeypot like a person and keeps nothing', async () => {
    const response = await book(guest({ website: 'https://spam.example' })).expect(201);
    expect(response.body).toMatchObject({ success: true, data: { date: DAY, time: '19:00', partySize: 2 } });
    // Checked first, as a person's: a robot's wrong form is refused like anyone's.
    await book(guest({ website: 'https://spam.example', date: 'demain' })).expect(400);
    expect(await app.strapi.db.query(RESERVATION_UID).count()).toBe(0);
  });

  it('answers 429 past two pending requests per e-mail and day', async () => {
    const email = 'busy@example.ch';
    await book(guest({ email, partySize: 5, time: '19:00' })).expect(201);
    await book(guest({ email, partySize: 6, time: '20:00' })).expect(201);
    const third = await book(guest({ email, partySize: 5, time: '21:00' })).expect(429);
    expect(third.body).toEqual({
      success: false,
      message: french('reservation.pendingQuota'),
      code: 'reservation.pendingQuota',
    });
    // Confirmed bookings are no requests: the same guest may still book a small table.
    await book(guest({ email, partySize: 2, time: '12:00' })).expect(201);
  });

  it('answers 403 « merci de nous appeler » after two no-shows of the e-mail', async () => {
    const email = 'absent@example.ch';
    // Staff mark a guest absent once their time has passed: yesterday's bookings.
    const yesterday = addDaysToDayText(genevaDay(new Date()), -1);
    for (const time of ['12:00', '12:30']) {
      const created = await staffBook(guest({ email, time, source: 'phone', date: yesterday })).expect(201);
      await app.request
        .put(`/api/reservations/${created.body.data.reference as string}`)
        .set(staff)
        .send({ status: 'no_show' })
        .expect(200);
    }
    const refused = await book(guest({ email })).expect(403);
    expect(refused.body).toEqual({
      success: false,
      message: french('reservation.blocked'),
      code: 'reservation.blocked',
    });
  });
});

describe('capacity under concurrency', () => {
  /** 50 guests at once, two covers each, for one slot that has four covers left. */
  async function race(): Promise<number[]> {
    const attempts = Array.from({ length: 50 }, () => book(guest({ time: '19:00', partySize: 2 })));
    return (await Promise.all(attempts)).map(({ status }) => status);
  }

  it('lets exactly two of 50 parallel bookings through when four covers at once are left', async () => {
    await setRules({ arrivalsPerSlot: 500, coversAtOnce: 10 });
    await staffBook(guest({ time: '18:45', partySize: 6, source: 'phone' })).expect(201);
    const statuses = await race();
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(48);
    const seated = (await staffDay()).filter(({ status }) => status === 'confirmed');
    expect(seated.reduce((sum, { partySize }) => sum + partySize, 0)).toBe(10);
  });

  it('lets exactly two of 50 parallel bookings through when four arrivals are left in the slot', async () => {
    await setRules({ arrivalsPerSlot: 4, coversAtOnce: 500 });
    const statuses = await race();
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(48);
    const refused = await book(guest({ time: '19:00', partySize: 1 })).expect(409);
    expect(refused.body).toEqual({ success: false, message: french('reservation.full'), code: 'reservation.full' });
  });
});

describe('staff', () => {
  it('need a live session to list or change bookings', async () => {
    await app.request.get(`/api/reservations?date=${DAY}`).expect(401);
    await app.request.put('/api/reservations/ABCD-EFGH').send({ status: 'confirmed' }).expect(401);
    await app.request.post('/api/reservations').set({ Authorization: 'Bearer nope' }).send(guest()).expect(401);
  });

  it('enter a phone booking without e-mail and a walk-in over capacity, and list the day by time', async () => {
    await setRules({ coversAtOnce: 4 });
    const phone = await staffBook({ date: DAY, time: '19:00', partySize: 4, name: 'Rossi', source: 'phone' });
    expect(phone.status).toBe(201);
    expect(phone.body.data).toMatchObject({ status: 'confirmed', manageUrl: null });
    await staffBook({ date: DAY, time: '18:30', partySize: 2, name: 'Table 4', source: 'walk_in' }).expect(409);
    const walkIn = await staffBook({
      date: DAY,
      time: '18:30',
      partySize: 2,
      name: 'Table 4',
      source: 'walk_in',
      overCapacity: true,
    }).expect(201);
    expect(walkIn.body.data.status).toBe('honoured');
    const day = await staffDay();
    expect(day.map(({ time, name }) => [time, name])).toEqual([
      ['18:30', 'Table 4'],
      ['19:00', 'Rossi'],
    ]);
    expect(day[0].history).toEqual([
      expect.objectContaining({ by: 'admin', action: 'Réservation au passage · Arrivé', overCapacity: true }),
    ]);
    expect(day[1].source).toBe('phone');
  });

  it('confirm a request once, refuse transitions that make no sense, and keep every action', async () => {
    const created = await book(guest({ partySize: 6 })).expect(201);
    const path = `/api/reservations/${created.body.data.reference as string}`;
    const confirmed = await app.request
      .put(path)
      .set(staff)
      .send({ status: 'confirmed', message: 'À samedi !' })
      .expect(200);
    expect(confirmed.body.data.status).toBe('confirmed');
    const again = await app.request.put(path).set(staff).send({ status: 'confirmed' }).expect(200);
    expect(again.body.data.history).toHaveLength(2);
    await app.request.put(path).set(staff).send({ status: 'cancelled' }).expect(200);
    const nonsense = await app.request.put(path).set(staff).send({ status: 'honoured' }).expect(409);
    expect(nonsense.body).toEqual({
      success: false,
      message: french('reservation.transitionRefused', { from: 'cancelled', to: 'honoured' }),
      code: 'reservation.transitionRefused',
      params: { from: 'cancelled', to: 'honoured' },
    });
    const [stored] = await staffDay();
    expect(stored.history.map(({ by, action, message }) => [by, action, message])).toEqual([
      ['client', 'Réservation en ligne · Demande', null],
      ['admin', 'Demande → Confirmée', 'À samedi !'],
      ['admin', 'Confirmée → Annulée', null],
    ]);
    await app.request.put('/api/reservations/NONE-NONE').set(staff).send({ status: 'confirmed' }).expect(404);
    await app.request.put(path).set(staff).send({ status: 'seated' }).expect(400);
  });

  it('mark a guest « Absent » only once their time has come, « Arrivé » at any time', async () => {
    const early = await staffBook(guest({ name: 'Pronto', source: 'phone' })).expect(201);
    const path = `/api/reservations/${early.body.data.reference as string}`;
    const refused = await app.request.put(path).set(staff).send({ status: 'no_show' }).expect(409);
    expect(refused.body).toEqual(staffRefusal(staffMessageOf('reservationStatus.notLateYet')));
    expect((await staffDay())[0]).toMatchObject({ status: 'confirmed', version: 1 });
    await app.request.put(path).set(staff).send({ status: 'honoured' }).expect(200);

    // A minute past its time, today in Geneva: the guest is late.
    const now = new Date();
    const minuteAgo = new Date(now.getTime() - 60_000);
    const clock = new Intl.DateTimeFormat('fr-CH', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit' });
    const late = await staffBook(
      guest({ name: 'Tardi', source: 'phone', date: genevaDay(minuteAgo), time: clock.format(minuteAgo) }),
    ).expect(201);
    await app.request
      .put(`/api/reservations/${late.body.data.reference as string}`)
      .set(staff)
      .send({ status: 'no_show' })
      .expect(200);
  });

  it('move a booking only where it fits, unless they go over capacity on purpose', async () => {
    await setRules({ arrivalsPerSlot: 4, coversAtOnce: 500 });
    await book(guest({ time: '20:00', partySize: 4 })).expect(201);
    const moving = await book(guest({ time: '19:00', partySize: 2 })).expect(201);
    const path = `/api/reservations/${moving.body.data.reference as string}`;
    // Its own covers do not count against it: four fit in its slot of four.
    await app.request.put(path).set(staff).send({ partySize: 4 }).expect(200);
    const full = await app.request.put(path).set(staff).send({ time: '20:00' }).expect(409);
    expect(full.body.message).toBe(french('reservation.full'));
    const forced = await app.request.put(path).set(staff).send({ time: '20:00', overCapacity: true }).expect(200);
    expect(forced.body.data.time).toBe('20:00');
    expect(forced.body.data.history.at(-1)).toMatchObject({
      by: 'admin',
      action: 'Modifiée : horaire 19:00 → 20:00',
      overCapacity: true,
    });
  });
});

describe('the guest manage link', () => {
  async function booked(overrides: Record<string, unknown> = {}) {
    const response = await book(guest(overrides)).expect(201);
    return manageLink(response.body.data.manageUrl as string);
  }

  it('opens the booking with its token only; a wrong or missing token is a 404', async () => {
    const { reference, token } = await booked({ notes: 'Allergie aux noix' });
    const found = await app.request
      .get(`/api/public/reservations/${reference}`)
      .set('X-Reservation-Token', token)
      .expect(200);
    expect(found.body.data).toMatchObject({
      reference,
      status: 'confirmed',
      notes: 'Allergie aux noix',
      changeable: true,
    });
    expect(found.body.data).not.toHaveProperty('history');
    expect(found.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    });
    const wrong = await app.request
      .get(`/api/public/reservations/${reference}`)
      .set('X-Reservation-Token', oneCharacterOff(token))
      .expect(404);
    expect(wrong.body).toEqual({
      success: false,
      message: french('reservation.notFound'),
      code: 'reservation.notFound',
    });
    await app.request.get(`/api/public/reservations/${reference}`).expect(404);
    await app.request.delete(`/api/public/reservations/${reference}`).set('X-Reservation-Token', 'x').expect(404);
    await app.request
      .put(`/api/public/reservations/${reference}`)
      .set('X-Reservation-Token', 'x')
      .send({ partySize: 99 })
      .expect(404);
  });

  it('changes time or party where it fits, a request again above the auto-confirm size', async () => {
    await setRules({ arrivalsPerSlot: 6, coversAtOnce: 500 });
    // A request holds its covers too.
    await book(guest({ time: '20:00', partySize: 5 })).expect(201);
    const { reference, token } = await booked({ time: '19:00' });
    const put = (body: Record<string, unknown>) =>
      app.request.put(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token).send(body);
    expect((await put({ time: '20:00' }).expect(409)).body.message).toBe(french('reservation.full'));
    expect((await put({ time: '16:00' }).expect(400)).body.errors).toEqual({
      time: french('reservation.timeNotOffered'),
    });
    expect((await put({ partySize: 9 }).expect(400)).body.errors).toEqual({
      partySize: french('reservation.partyTooLargeOnline', { max: 8 }),
    });
    const moved = await put({ time: '19:30', partySize: 3 }).expect(200);
    expect(moved.body).toMatchObject({
      code: 'reservation.updated',
      data: { time: '19:30', partySize: 3, status: 'confirmed' },
    });
    // Past the size staff confirm themselves, the change says the booking now waits for them.
    const grown = await put({ partySize: 5 }).expect(200);
    expect(grown.body).toMatchObject({
      message: french('reservation.updatedToRequest', { count: 5 }),
      code: 'reservation.updatedToRequest',
      params: { count: 5 },
      data: { status: 'requested' },
    });
  });

  it('cancels before the cut-off and frees the covers at once', async () => {
    await setRules({ arrivalsPerSlot: 2, coversAtOnce: 500 });
    const { reference, token } = await booked({ time: '19:00', partySize: 2 });
    await book(guest({ time: '19:00', partySize: 2 })).expect(409);
    const cancelled = await app.request
      .delete(`/api/public/reservations/${reference}`)
      .set('X-Reservation-Token', token)
      .expect(200);
    expect(cancelled.body).toMatchObject({
      message: french('reservation.cancelled'),
      code: 'reservation.cancelled',
      data: { status: 'cancelled', changeable: false },
    });
    await book(guest({ time: '19:00', partySize: 2 })).expect(201);
    await app.request.delete(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token).expect(409);
  });

  it('refuses changes after the cut-off and gives the restaurant’s phone', async () => {
    const { reference, token } = await booked();
    await setRules({ guestCutoffMinutes: 7 * 24 * 60 });
    const late = await app.request
      .delete(`/api/public/reservations/${reference}`)
      .set('X-Reservation-Token', token)
      .expect(409);
    expect(late.body.message).toMatch(/^Il est trop tard pour la modifier en ligne \(jusqu’à 168 h avant\)/);
    expect(late.body.message).toContain('merci de nous appeler au');
  });
});

describe('POST /api/group-requests', () => {
  const request = {
    date: DAY,
    time: '19:30',
    guests: 20,
    occasion: 'Anniversaire',
    budgetPerPerson: 90,
    privateRoom: true,
    name: 'Luca Bianchi',
    email: 'luca@example.ch',
    phone: '+41 22 123 45 67',
    message: 'Un menu pour vingt.',
  };

  it('keeps a valid request, taking no capacity', async () => {
    const response = await app.request.post('/api/group-requests').send(request).expect(201);
    expect(response.body).toEqual({
      success: true,
      message: french('reservation.groupSent'),
      code: 'reservation.groupSent',
    });
    const stored = await app.strapi.db
      .query('api::group-request.group-request')
      .findMany({ where: { email: request.email } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ guests: 20, privateRoom: true, status: 'requested' });
    const { slots } = (await app.request.get(`/api/public/availability?date=${DAY}&party=8`).expect(200)).body.data;
    expect(slots).toContainEqual({ time: '19:30', available: true });
  });

  it('answers 400 with every bad field', async () => {
    const response = await app.request
      .post('/api/group-requests')
      .send({ ...request, guests: 0, email: '' })
      .expect(400);
    expect(response.body.errors).toEqual({
      guests: french('reservation.guestsInvalid'),
      email: french('reservation.emailRequired'),
    });
  });
});
