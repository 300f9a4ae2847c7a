import type { AddressObject } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay } from '@ticino/shared';
import { freePort } from '../../scripts/lib';
import outboxManageLinks from '../src/migrations/2026-11-29-outbox-manage-links';
import {
  attachedCalendar,
  calendarValue,
  genevaSlotAhead,
  openEveryDay,
  setReservationRules,
  waitFor,
} from './reservation-mail-helpers';
import { smtpEnv, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';
import { loginToken, startStrapi, type TestStrapi } from './strapi';
import { french } from './messages';

const RESERVATION_UID = 'api::reservation.reservation';
const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';
const LEASE_UID = 'api::job-lease.job-lease';
const RESTAURANT_EMAIL = 'info@trattoria-ticino.ch';
/** Five days ahead: bookable online, far from the reminder window. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let app: TestStrapi;
let smtp: TestSmtpServer | undefined;
let smtpPort: number;
let staff: { Authorization: string };
let guestNumber = 0;

/**
 * A booking marked « Absent », as staff do once its time has passed: written directly, since these bookings are days
 * ahead (the API refuses « Absent » before the booking's time, reservations.pg.test.ts).
 */
async function markedAbsent(reference: string): Promise<void> {
  await app.strapi.db.query(RESERVATION_UID).updateMany({ where: { reference }, data: { status: 'no_show' } });
}

function guest(overrides: Record<string, unknown> = {}) {
  guestNumber += 1;
  return {
    date: DAY,
    time: '19:00',
    partySize: 2,
    name: `Giulia ${guestNumber}`,
    email: `giulia${guestNumber}@example.ch`,
    phone: `+41 22 100 ${String(guestNumber).padStart(4, '0')}`,
    ...overrides,
  };
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map(({ address }) => address));
const mailsTo = (address: string) => smtp!.received.filter(({ envelopeTo }) => envelopeTo.includes(address));

/** Waits until every stored mail has been sent: after that, the SMTP server has all it will ever get. */
async function allSent(): Promise<ReceivedMail[]> {
  await waitFor(
    () => app.strapi.db.query(OUTGOING_UID).count({ where: { deliveryState: 'pending' } }),
    (pending) => pending === 0,
  );
  return smtp!.received;
}

const book = (body: Record<string, unknown>) => app.request.post('/api/reservations').send(body).expect(201);
const staffPut = (reference: string, body: Record<string, unknown>) =>
  app.request.put(`/api/reservations/${reference}`).set(staff).send(body);

function manageLink(manageUrl: string): { reference: string; token: string } {
  const match = /\/reservation\/([^/]+)\/([^/]+)$/.exec(new URL(manageUrl).pathname);
  return { reference: decodeURIComponent(match![1]), token: decodeURIComponent(match![2]) };
}

beforeAll(async () => {
  smtpPort = await freePort();
  app = await startStrapi({
    ...smtpEnv(smtpPort),
    RESERVATION_RATE_LIMIT_MAX: '1000',
    CONTACT_MAIL_RETRY_SECONDS: '1',
    JOB_TICK_SECONDS: '1',
    JOB_LEASE_SECONDS: '3',
    RESERVATION_REMINDER_JOB_SECONDS: '1',
    RESERVATION_ANONYMISE_JOB_SECONDS: '1',
    RESERVATION_NO_SHOW_PROMPT_JOB_SECONDS: '1',
  });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  // Lunch and dinner every day, so any day is bookable; one guest may book more than the limits on hoarding allow.
  await openEveryDay(app.strapi);
  await setReservationRules(app.strapi, {});
});

afterAll(async () => {
  await app.stop();
  for (const name of ['RESERVATION_RATE_LIMIT_MAX', 'CONTACT_MAIL_RETRY_SECONDS', 'JOB_TICK_SECONDS']) {
    delete process.env[name];
  }
  for (const name of [
    'JOB_LEASE_SECONDS',
    'RESERVATION_REMINDER_JOB_SECONDS',
    'RESERVATION_ANONYMISE_JOB_SECONDS',
    'RESERVATION_NO_SHOW_PROMPT_JOB_SECONDS',
  ]) {
    delete process.env[name];
  }
});

beforeEach(async () => {
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
  await app.strapi.db.query(OUTGOING_UID).deleteMany({ where: {} });
  smtp = await startSmtpServer(smtpPort);
});

afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe('the e-mails of a booking', () => {
  it('sends the guest « Réservation confirmée » with the link, whom to call and a parseable .ics, and the restaurant a notice', async () => {
    const booking = guest();
    const { body } = await book(booking);
    const { reference } = body.data as { reference: string; manageUrl: string };
    await allSent();

    const [toGuest] = mailsTo(booking.email);
    expect(mailsTo(booking.email)).toHaveLength(1);
    expect(toGuest.mail.subject).toMatch(/^Réservation confirmée/);
    expect(toGuest.mail.text).toContain(body.data.manageUrl as string);
    expect(body.data.manageUrl).toMatch(/^https:\/\/www\.trattoria\.example\/reservation\//);
    expect(toGuest.mail.text).toContain('Vous n’avez pas fait cette réservation ?');
    expect(toGuest.mail.text).toMatch(/appelez-nous au \+?[\d ]+/);
    // The guest's answer reaches the restaurant's own address (its facts'), not the sending one.
    const facts = (await app.request.get('/api/public/restaurant').expect(200)).body.data as { email: string };
    expect(addressesOf(toGuest.mail.replyTo)).toEqual([facts.email]);
    const { lines, contentType } = attachedCalendar(toGuest);
    expect(contentType).toBe('text/calendar');
    expect(calendarValue(lines, 'METHOD', 'calendar')).toBe('PUBLISH');
    expect(calendarValue(lines, 'UID')).toBe(`${reference}@www.trattoria.example`);
    expect(calendarValue(lines, 'SEQUENCE')).toBe('0');
    expect(lines).toContain(`DTSTART;TZID=Europe/Zurich:${DAY.replaceAll('-', '')}T190000`);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Zurich');

    const [toRestaurant] = mailsTo(RESTAURANT_EMAIL);
    expect(mailsTo(RESTAURANT_EMAIL)).toHaveLength(1);
    expect(toRestaurant.mail.subject).toMatch(/^Nouvelle réservation en ligne/);
    expect(addressesOf(toRestaurant.mail.replyTo)).toEqual([booking.email]);
    expect(toRestaurant.mail.text).toContain(reference);
  });

  it('answers a request above the auto-confirm size with « Demande envoyée », and notifies a group request', async () => {
    const booking = guest({ partySize: 6 });
    await book(booking);
    await app.request
      .post('/api/group-requests')
      .send({
        date: DAY,
        time: '19:30',
        guests: 24,
        privateRoom: true,
        name: 'Famille Rossi',
        email: 'rossi@example.ch',
        phone: '+41 22 555 0000',
        message: 'Un anniversaire',
      })
      .expect(201);
    await allSent();
    expect(mailsTo(booking.email).map(({ mail }) => mail.subject)).toEqual([expect.stringMatching(/^Demande envoyée/)]);
    const subjects = mailsTo(RESTAURANT_EMAIL).map(({ mail }) => mail.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/^Nouvelle demande de réservation/));
    expect(subjects).toContainEqual(expect.stringMatching(/^Nouvelle demande de groupe : Famille Rossi/));
    // Group requests never write to the address a visitor typed.
    expect(mailsTo('rossi@example.ch')).toHaveLength(0);
  });

  it("sends a reservation's mails to the guest in the order they were written, even when the first is slow", async () => {
    const booking = guest({ partySize: 6 });
    const release = smtp!.holdNextMailTo(booking.email);
    const { reference } = (await book(booking)).body.data as { reference: string };
    await waitFor(
      () => app.strapi.db.query(OUTGOING_UID).count({ where: { deliveryState: 'pending' } }),
      (pending) => pending === 1,
    );
    await staffPut(reference, { status: 'confirmed' }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(booking.email)).toHaveLength(0);
    release();
    await allSent();
    expect(mailsTo(booking.email).map(({ mail }) => mail.subject)).toEqual([
      expect.stringMatching(/^Demande envoyée/),
      expect.stringMatching(/^Réservation confirmée/),
    ]);
  });

  it('sends METHOD:CANCEL with the same UID and a higher SEQUENCE when the guest cancels', async () => {
    const booking = guest();
    const { body } = await book(booking);
    const { reference, token } = manageLink(body.data.manageUrl as string);
    await app.request.delete(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token).expect(200);
    await allSent();
    const [booked, cancelled] = mailsTo(booking.email);
    expect(cancelled.mail.subject).toMatch(/^Réservation annulée/);
    const first = attachedCalendar(booked).lines;
    const last = attachedCalendar(cancelled).lines;
    expect(calendarValue(last, 'METHOD', 'calendar')).toBe('CANCEL');
    expect(calendarValue(last, 'UID')).toBe(calendarValue(first, 'UID'));
    expect(Number(calendarValue(last, 'SEQUENCE'))).toBeGreaterThan(Number(calendarValue(first, 'SEQUENCE')));
    expect(calendarValue(last, 'STATUS')).toBe('CANCELLED');
    // The restaurant learns it too, and « Répondre » writes to the guest.
    const notices = mailsTo(RESTAURANT_EMAIL).filter(({ mail }) => mail.text?.includes(reference));
    expect(notices).toHaveLength(2);
    const notice = notices[1];
    expect(notice?.mail.subject).toMatch(
      new RegExp(
        `^Réservation annulée par le client : ${booking.name}, \\p{L}+, \\d+ \\p{L}+ \\d{4} 19:00, 2 pers\\.$`,
        'u',
      ),
    );
    expect(addressesOf(notice?.mail.replyTo)).toEqual([booking.email]);
  });

  it('sends one e-mail for « Confirmer » pressed twice, and the staff message with a decline', async () => {
    const booking = guest({ partySize: 6 });
    const { reference } = (await book(booking)).body.data as { reference: string };
    const presses = await Promise.all([
      staffPut(reference, { status: 'confirmed' }),
      staffPut(reference, { status: 'confirmed' }),
    ]);
    expect(presses.map(({ status }) => status)).toEqual([200, 200]);
    await staffPut(reference, { status: 'confirmed' }).expect(200);

    const declined = guest({ partySize: 6, time: '20:00' });
    const other = (await book(declined)).body.data.reference as string;
    await staffPut(other, { status: 'declined', message: 'Complet ce soir-là, désolés.' }).expect(200);
    await allSent();

    expect(mailsTo(booking.email).map(({ mail }) => mail.subject)).toEqual([
      expect.stringMatching(/^Demande envoyée/),
      expect.stringMatching(/^Réservation confirmée/),
    ]);
    const refusal = mailsTo(declined.email)[1];
    expect(refusal.mail.subject).toMatch(/^Demande de réservation refusée/);
    expect(refusal.mail.text).toContain('Complet ce soir-là, désolés.');
    expect(calendarValue(attachedCalendar(refusal).lines, 'METHOD', 'calendar')).toBe('CANCEL');
  });

  it('sends one address at most 8 mails a day, yet always the first mail of a new booking', async () => {
    const email = 'souvent@example.ch';
    const times = ['11:30', '12:00', '12:30', '13:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
    const references: string[] = [];
    for (const time of times) references.push((await book(guest({ email, time }))).body.data.reference as string);
    await staffPut(references[0], { status: 'cancelled', message: 'Annulée à votre demande.' }).expect(200);
    await allSent();
    const subjects = mailsTo(email).map(({ mail }) => mail.subject);
    expect(subjects).toEqual(times.map(() => expect.stringMatching(/^Réservation confirmée/)));
    // The restaurant's own notices are not limited.
    expect(mailsTo(RESTAURANT_EMAIL)).toHaveLength(9);
  });
});

describe('the manage link in the outbox', () => {
  interface StoredRow {
    documentId: string;
    text: string;
    html: string;
    sealedLink: string | null;
    deliveryState: string;
  }
  const storedMails = async () =>
    (await app.strapi.db.query(OUTGOING_UID).findMany({ where: { toGuest: true } })) as StoredRow[];
  /** The link as the outbox keeps it: the reference, never the token. */
  const masked = (manageUrl: string) => `${new URL(manageUrl).origin}/reservation/${manageLink(manageUrl).reference}/…`;

  it('keeps the link sealed while the mail waits and masked once it is sent; the guest gets it whole', async () => {
    const booking = guest();
    const release = smtp!.holdNextMailTo(booking.email);
    const { manageUrl } = (await book(booking)).body.data as { manageUrl: string };
    const { token } = manageLink(manageUrl);
    const [waiting] = await storedMails();
    expect(waiting.deliveryState).toBe('pending');
    expect(JSON.stringify(waiting)).not.toContain(token);
    expect(waiting.text).toContain(masked(manageUrl));
    expect(waiting.html).toContain(`href="${masked(manageUrl)}"`);
    expect(waiting.sealedLink).toMatch(/^v1\./);
    release();
    await allSent();

    const [received] = mailsTo(booking.email);
    expect(received.mail.text).toContain(manageUrl);
    expect(received.mail.html).toContain(`href="${manageUrl}"`);
    expect(received.mail.text).not.toContain('…');
    const [sent] = await storedMails();
    expect(sent).toMatchObject({ deliveryState: 'sent', sealedLink: null });
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(sent.text).toContain(masked(manageUrl));
  });

  it('masks the links that mails stored before kept in clear, a waiting one still sent with its link', async () => {
    const manageUrl = 'http://localhost:1337/reservation/ABCD-EF23/un-jeton-de-gestion-en-clair';
    const stored = (state: 'pending' | 'sent', to: string) =>
      app.strapi.db.query(OUTGOING_UID).create({
        data: {
          topic: 'confirmed',
          reference: 'ABCD-EF23',
          recipient: to,
          toGuest: true,
          subject: 'Réservation confirmée – Trattoria Ticino',
          text: `Bonjour,\n\nModifier ou annuler :\n${manageUrl}\n\n--`,
          html: `<p>Modifier ou annuler :<br><a href="${manageUrl}">${manageUrl}</a></p>`,
          deliveryState: state,
          deliveryAttempts: state === 'sent' ? 1 : 0,
          // Not due yet: the retry loop leaves it until the test makes it due.
          nextDeliveryAt: state === 'pending' ? new Date(Date.now() + 3_600_000) : null,
        },
      });
    await stored('sent', 'ancien@example.ch');
    await stored('pending', 'en-attente@example.ch');
    await outboxManageLinks.up(app.strapi);

    const rows = await storedMails();
    expect(JSON.stringify(rows)).not.toContain('un-jeton-de-gestion-en-clair');
    for (const row of rows) expect(row.text).toContain(masked(manageUrl));
    expect(rows.map(({ deliveryState, sealedLink }) => [deliveryState, sealedLink !== null]).sort()).toEqual([
      ['pending', true],
      ['sent', false],
    ]);
    await app.strapi.db
      .query(OUTGOING_UID)
      .updateMany({ where: { deliveryState: 'pending' }, data: { nextDeliveryAt: new Date() } });
    await allSent();
    expect(mailsTo('en-attente@example.ch')[0].mail.text).toContain(manageUrl);
  });
});

describe('the e-mails of a changed time or party size', () => {
  const guestPut = (manageUrl: string, body: Record<string, unknown>) => {
    const { reference, token } = manageLink(manageUrl);
    return app.request.put(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token).send(body);
  };

  it('never writes allergies in a mail, ticked or in the notes, to the guest or the restaurant (docs/product.md#allergies)', async () => {
    const booking = guest({
      allergens: ['sesame', 'fruits-a-coque'],
      allergyConsent: true,
      notes: 'Allergie sévère au sésame',
    });
    const { manageUrl } = (await book(booking)).body.data as { manageUrl: string };
    await guestPut(manageUrl, { time: '20:00' }).expect(200);
    await guestPut(manageUrl, { allergens: [] }).expect(200);
    await allSent();
    const mails = [...mailsTo(booking.email), ...mailsTo(RESTAURANT_EMAIL)];
    // Booked and moved, to each; the withdrawal sends nothing.
    expect(mails).toHaveLength(4);
    for (const { mail } of mails) {
      for (const content of [
        mail.text ?? '',
        String(mail.html),
        ...mail.attachments.map((file) => file.content.toString()),
      ]) {
        expect(content).not.toMatch(/sésame|sesame|fruits à coque|fruits-a-coque|allerg/i);
      }
    }
  });

  it('sends the guest « Réservation modifiée » with the same UID and a higher SEQUENCE, and tells the restaurant', async () => {
    const booking = guest();
    const { reference, manageUrl } = (await book(booking)).body.data as { reference: string; manageUrl: string };
    // Six people is above the auto-confirm size: the booking waits for staff again.
    await guestPut(manageUrl, { time: '20:00', partySize: 6 }).expect(200);
    await allSent();

    const [booked, changed] = mailsTo(booking.email);
    expect(mailsTo(booking.email)).toHaveLength(2);
    expect(changed.mail.subject).toMatch(/^Réservation modifiée – /);
    expect(changed.mail.text).toContain('à 20:00, 6 personnes');
    expect(changed.mail.text).toContain('Auparavant :');
    expect(changed.mail.text).toContain('à 19:00, 2 personnes');
    expect(changed.mail.text).toContain('attend maintenant la confirmation');
    // The token is not kept: the link is only in the first mail.
    expect(changed.mail.text).not.toContain(manageLink(manageUrl).token);
    expect(changed.mail.text).toContain('Le lien pour modifier ou annuler se trouve dans notre premier e-mail.');
    const first = attachedCalendar(booked).lines;
    const last = attachedCalendar(changed).lines;
    expect(calendarValue(last, 'METHOD', 'calendar')).toBe('PUBLISH');
    expect(calendarValue(last, 'UID')).toBe(calendarValue(first, 'UID'));
    expect(Number(calendarValue(last, 'SEQUENCE'))).toBeGreaterThan(Number(calendarValue(first, 'SEQUENCE')));
    expect(last).toContain(`DTSTART;TZID=Europe/Zurich:${DAY.replaceAll('-', '')}T200000`);

    const notices = mailsTo(RESTAURANT_EMAIL);
    expect(notices.map(({ mail }) => mail.subject)).toEqual([
      expect.stringMatching(/^Nouvelle réservation en ligne/),
      expect.stringMatching(
        new RegExp(`^Réservation modifiée par le client : ${booking.name}, .* à 20:00, 6 personnes`),
      ),
    ]);
    expect(addressesOf(notices[1].mail.replyTo)).toEqual([booking.email]);
    expect(notices[1].mail.text).toContain(reference);
    expect(notices[1].mail.text).toMatch(/Auparavant : .* à 19:00, 2 personnes/);
  });

  it('sends the guest alone « Réservation modifiée » with the staff message when staff move a booking', async () => {
    const booking = guest();
    const { reference } = (await book(booking)).body.data as { reference: string };
    await staffPut(reference, { time: '20:30', partySize: 3, message: 'Table en terrasse.' }).expect(200);
    await allSent();

    const subjects = mailsTo(booking.email).map(({ mail }) => mail.subject);
    expect(subjects).toEqual([
      expect.stringMatching(/^Réservation confirmée/),
      expect.stringMatching(/^Réservation modifiée/),
    ]);
    const changed = mailsTo(booking.email)[1];
    expect(changed.mail.text).toContain('à 20:30, 3 personnes');
    expect(changed.mail.text).toContain('Message du restaurant : Table en terrasse.');
    expect(calendarValue(attachedCalendar(changed).lines, 'METHOD', 'calendar')).toBe('PUBLISH');
    // Staff know what they did: the restaurant has only the new booking's notice.
    expect(mailsTo(RESTAURANT_EMAIL)).toHaveLength(1);
  });

  it('sends one mail for a confirmation that also moves the time, and none for « Arrivé »', async () => {
    const booking = guest({ partySize: 6 });
    const { reference } = (await book(booking)).body.data as { reference: string };
    await staffPut(reference, { status: 'confirmed', time: '20:00' }).expect(200);
    await staffPut(reference, { status: 'honoured' }).expect(200);
    await allSent();

    expect(mailsTo(booking.email).map(({ mail }) => mail.subject)).toEqual([
      expect.stringMatching(/^Demande envoyée/),
      expect.stringMatching(/^Réservation confirmée/),
    ]);
    const confirmed = mailsTo(booking.email)[1];
    expect(confirmed.mail.text).toContain('à 20:00, 6 personnes');
    expect(confirmed.mail.text).toMatch(/Auparavant : .* à 19:00, 6 personnes/);
  });

  it("sends one booking at most 3 mails a day: a 4th change is not mailed, the restaurant's notice still going", async () => {
    const booking = guest();
    const { manageUrl } = (await book(booking)).body.data as { manageUrl: string };
    for (const time of ['19:30', '20:00', '20:30']) await guestPut(manageUrl, { time }).expect(200);
    await allSent();
    expect(mailsTo(booking.email).map(({ mail }) => mail.subject)).toEqual([
      expect.stringMatching(/^Réservation confirmée/),
      expect.stringMatching(/^Réservation modifiée/),
      expect.stringMatching(/^Réservation modifiée/),
    ]);
    expect(mailsTo(booking.email)[2].mail.text).toContain('à 20:00, 2 personnes');
    expect(mailsTo(RESTAURANT_EMAIL).map(({ mail }) => mail.subject)).toEqual([
      expect.stringMatching(/^Nouvelle réservation en ligne/),
      expect.stringMatching(/^Réservation modifiée par le client : .* à 19:30/),
      expect.stringMatching(/^Réservation modifiée par le client : .* à 20:00/),
      expect.stringMatching(/^Réservation modifiée par le client : .* à 20:30/),
    ]);
  });
});

describe('the jobs, in one process', () => {
  /** The reminder job's runs so far, as its lease row records them. */
  const lastRun = async () =>
    (
      (await app.strapi.db.query(LEASE_UID).findOne({ where: { job: 'reservation-reminders' } })) as {
        lastRunAt: string | null;
      } | null
    )?.lastRunAt ?? null;

  it('reminds a confirmed booking once, within the reminder delay, and not one made within it', async () => {
    const early = { ...guest({ source: 'phone' }), ...genevaSlotAhead(3) };
    const late = { ...guest({ source: 'phone' }), ...genevaSlotAhead(3) };
    const { reference } = (await app.request.post('/api/reservations').set(staff).send(early).expect(201)).body.data;
    await app.request.post('/api/reservations').set(staff).send(late).expect(201);
    // Booked two days ago: the reminder is due; `late` was booked just now and its confirmation says it all.
    await app.strapi.db
      .query(RESERVATION_UID)
      .update({ where: { reference }, data: { createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) } });

    await waitFor(
      () => mailsTo(early.email).filter(({ mail }) => mail.subject?.startsWith('Rappel')),
      (reminders) => reminders.length === 1,
    );
    // Two more runs of the job later, still one.
    const seen = await lastRun();
    const next = await waitFor(lastRun, (value) => value !== seen);
    await waitFor(lastRun, (value) => value !== next);
    await allSent();
    expect(mailsTo(early.email).filter(({ mail }) => mail.subject?.startsWith('Rappel'))).toHaveLength(1);
    expect(mailsTo(late.email).map(({ mail }) => mail.subject)).toEqual([
      expect.stringMatching(/^Réservation confirmée/),
    ]);
  });

  it('asks the restaurant once, after each service, to mark the bookings still « Confirmée »', async () => {
    const yesterday = addDaysToDayText(genevaDay(new Date()), -1);
    const bookings = [
      guest({ time: '12:00', name: 'Midi Bernasconi' }),
      guest({ time: '19:00', name: 'Soir Bernasconi', partySize: 3 }),
      guest({ time: '20:00', name: 'Venu Bernasconi' }),
      guest({ time: '20:30', name: 'Absent Bernasconi' }),
    ];
    const references: string[] = [];
    for (const booking of bookings) {
      const created = await app.request.post('/api/reservations').set(staff).send(booking).expect(201);
      references.push(created.body.data.reference as string);
    }
    await staffPut(references[2], { status: 'honoured' }).expect(200);
    await markedAbsent(references[3]);
    // Moved to yesterday: both services have ended.
    await app.strapi.db.query(RESERVATION_UID).updateMany({
      where: { reference: { $in: references } },
      data: { date: yesterday },
    });

    const prompts = () => mailsTo(RESTAURANT_EMAIL).filter(({ mail }) => mail.subject?.startsWith('Service du'));
    await waitFor(
      async () => prompts(),
      (found) => found.length === 2,
    );
    const bySubject = Object.fromEntries(prompts().map(({ mail }) => [mail.subject, mail.text ?? '']));
    const lunch = bySubject['Service du midi terminé : 1 réservation à pointer'];
    const dinner = bySubject['Service du soir terminé : 1 réservation à pointer'];
    expect(lunch).toContain(`12:00 — Midi Bernasconi, 2 pers. (${references[0]})`);
    expect(dinner).toContain(`19:00 — Soir Bernasconi, 3 pers. (${references[1]})`);
    // Marked ones are not asked for again.
    expect(dinner).not.toContain('Venu Bernasconi');
    expect(dinner).not.toContain('Absent Bernasconi');
    expect(dinner).toContain('onglet « Réservations » : https://www.trattoria.example/admin');

    // The job runs every second here: a few more runs send no second prompt.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await allSent();
    expect(prompts()).toHaveLength(2);
  });

  it('stores a keyed mail once when several writers store it at the same moment', async () => {
    const outbox = app.strapi.service('api::outgoing-mail.outgoing-mail') as {
      enqueue(mail: Record<string, unknown>): Promise<string>;
    };
    const dedupeKey = `concurrent:${Date.now()}`;
    const mail = {
      topic: 'test',
      to: RESTAURANT_EMAIL,
      toGuest: false,
      subject: 'Une seule fois',
      text: 'Une seule fois.',
      html: '<p>Une seule fois.</p>',
      dedupeKey,
    };
    // On PostgreSQL each call has a connection of its own: without the key's lock all eight would find none stored.
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => outbox.enqueue(mail)));
    expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(7);
    expect(await app.strapi.db.query(OUTGOING_UID).count({ where: { dedupeKey } })).toBe(1);
    await allSent();
  });

  it('anonymises bookings past the retention, keeping the statistics and the no-show block', async () => {
    const email = 'absent@example.ch';
    const phone = '+41 22 999 0000';
    for (const time of ['12:00', '12:30']) {
      const created = await app.request
        .post('/api/reservations')
        .set(staff)
        .send(
          guest({
            email,
            phone,
            time,
            notes: 'Allergie aux noix',
            source: 'phone',
            allergens: ['fruits-a-coque'],
            allergyConsent: true,
          }),
        )
        .expect(201);
      await markedAbsent(created.body.data.reference as string);
    }
    // 100 days ago: past the 90 days of retention, within the year of the block.
    const longAgo = addDaysToDayText(genevaDay(new Date()), -100);
    await app.strapi.db.query(RESERVATION_UID).updateMany({ where: { email }, data: { date: longAgo } });

    const rows = await waitFor(
      () =>
        app.strapi.db.query(RESERVATION_UID).findMany({ where: { date: longAgo } }) as Promise<
          Record<string, unknown>[]
        >,
      (found) => found.length === 2 && found.every(({ anonymisedAt }) => anonymisedAt),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ name: null, email: null, phone: null, notes: null, partySize: 2, status: 'no_show' });
      expect(row.allergens).toBeNull();
      expect(row.emailHash).toMatch(/^[0-9a-f]{64}$/);
    }
    // The same guest, by e-mail or by phone (spelt otherwise), is still asked to call.
    for (const contact of [{ email: email.toUpperCase() }, { phone: '0229990000', email: 'autre@example.ch' }]) {
      const refused = await app.request.post('/api/reservations').send(guest(contact)).expect(403);
      expect(refused.body.message).toBe(french('reservation.blocked'));
    }
  });

  it("deletes the bookings' mails past the retention, and leaves the contact notices to their messages' retention", async () => {
    await book(guest());
    await app.request
      .post('/api/contact')
      .send({ name: 'Léa Rossi', email: 'lea@example.ch', subject: 'Salle privée', message: 'Pour douze ?' })
      .expect(201);
    await allSent();
    const outbox = app.strapi.db.query(OUTGOING_UID);
    const topics = async () =>
      ((await outbox.findMany({ select: ['topic'], orderBy: { id: 'asc' } })) as { topic: string }[]).map(
        ({ topic }) => topic,
      );
    expect(await topics()).toEqual(['confirmed', 'restaurant-booking', 'contact-notice']);
    // 100 days ago: past the bookings' 90 days, well within the contact messages' 365.
    await outbox.updateMany({ where: {}, data: { createdAt: new Date(Date.now() - 100 * 24 * 60 * 60 * 1000) } });
    await waitFor(topics, (left) => left.length === 1);
    expect(await topics()).toEqual(['contact-notice']);
  });

  it('keeps the hashes only where the block needs them: on no-shows, for a year', async () => {
    const email = 'venu@example.ch';
    const created = await app.request
      .post('/api/reservations')
      .set(staff)
      .send(guest({ email, phone: '+41 22 888 0000', time: '12:00', source: 'phone' }))
      .expect(201);
    const reference = created.body.data.reference as string;
    await staffPut(reference, { status: 'honoured' }).expect(200);
    const absent = await app.request
      .post('/api/reservations')
      .set(staff)
      .send(guest({ email: 'absent-il-y-a-longtemps@example.ch', time: '12:30', source: 'phone' }))
      .expect(201);
    const absentReference = absent.body.data.reference as string;
    await markedAbsent(absentReference);
    const today = genevaDay(new Date());
    const rows = app.strapi.db.query(RESERVATION_UID);
    await rows.updateMany({ where: { reference }, data: { date: addDaysToDayText(today, -100) } });
    await rows.updateMany({ where: { reference: absentReference }, data: { date: addDaysToDayText(today, -400) } });

    const [honoured, oldNoShow] = await waitFor(
      () =>
        Promise.all([reference, absentReference].map((ref) => rows.findOne({ where: { reference: ref } }))) as Promise<
          Record<string, unknown>[]
        >,
      (found) => found.every((row) => row.anonymisedAt && row.emailHash === null),
    );
    expect(honoured).toMatchObject({ status: 'honoured', partySize: 2, emailHash: null, phoneHash: null });
    expect(oldNoShow).toMatchObject({ status: 'no_show', emailHash: null, phoneHash: null });
  });
});
