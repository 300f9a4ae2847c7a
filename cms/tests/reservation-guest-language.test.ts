import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay, type ReservationSettings } from '@ticino/shared';
import { freePort } from '../../scripts/lib';
import {
  attachedCalendar,
  calendarValue,
  openEveryDay,
  setReservationRules,
  waitFor,
} from './reservation-mail-helpers';
import { smtpEnv, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';
import { CMS_ROOT, TEST_ENVIRONMENT, loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * A guest is answered in the language they booked in (docs/product.md#languages): their e-mails, and their manage
 * page as the server renders it (from the real build of the website) with the answers to its forms. The restaurant's
 * own mails stay French.
 */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const SITE = TEST_ENVIRONMENT.PUBLIC_URL;
const RESERVATION_UID = 'api::reservation.reservation';
const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';
const RESTAURANT_EMAIL = 'info@trattoria-ticino.ch';
/** Five days ahead: bookable online, far from the reminder window and the cut-off. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let app: TestStrapi;
let smtp: TestSmtpServer | undefined;
let smtpPort: number;
let staff: { Authorization: string };
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-guest-language-'));

/** DAY as a guest reads it in a language written in Switzerland: « Dienstag, 1. Dezember 2026 ». */
const dayIn = (tag: string) =>
  new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Zurich', dateStyle: 'full' }).format(new Date(`${DAY}T12:00:00Z`));

let guestNumber = 0;
/** A booking through the API, as the booking page in `language` sends it (none: as a client that names none). */
async function book(language: string | null, overrides: Record<string, unknown> = {}) {
  guestNumber += 1;
  const email = `guest${guestNumber}@example.ch`;
  const response = await app.request
    .post('/api/reservations')
    .send({
      date: DAY,
      time: '19:00',
      partySize: 2,
      name: `Giulia ${guestNumber}`,
      email,
      phone: `+41 22 200 ${String(guestNumber).padStart(4, '0')}`,
      ...(language ? { language } : {}),
      ...overrides,
    })
    .expect(201);
  const { reference, manageUrl } = response.body.data as { reference: string; manageUrl: string };
  return { email, reference, pathname: new URL(manageUrl).pathname };
}

/** Every stored mail sent: the SMTP server then has all it will ever get. */
async function allSent(): Promise<ReceivedMail[]> {
  await waitFor(
    () => app.strapi.db.query(OUTGOING_UID).count({ where: { deliveryState: 'pending' } }),
    (pending) => pending === 0,
  );
  return smtp!.received;
}
const mailsTo = (address: string) => smtp!.received.filter(({ envelopeTo }) => envelopeTo.includes(address));

const setRules = (rules: Partial<ReservationSettings>) => setReservationRules(app.strapi, rules);

const visit = (pathname: string) =>
  app.request.get(pathname).set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html');
const post = (pathname: string, fields: Record<string, string>) =>
  app.request.post(pathname).type('form').set('Accept', 'text/html').set('Origin', SITE).send(fields);
const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  smtpPort = await freePort();
  app = await startStrapi({
    ...smtpEnv(smtpPort),
    FRONTEND_DIST: frontendDist,
    RESERVATION_RATE_LIMIT_MAX: '1000',
    CONTACT_MAIL_RETRY_SECONDS: '1',
  });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await openEveryDay(app.strapi);
});

afterAll(async () => {
  await app.stop();
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  delete process.env.CONTACT_MAIL_RETRY_SECONDS;
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

beforeEach(async () => {
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
  await app.strapi.db.query(OUTGOING_UID).deleteMany({ where: {} });
  await setRules({});
  smtp = await startSmtpServer(smtpPort);
});

afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe("the guest's e-mails, in the language they booked in", () => {
  it('confirms a booking made in German in German, its date and calendar too; the restaurant is told in French', async () => {
    const { email, reference } = await book('de');
    await allSent();

    const [toGuest] = mailsTo(email);
    expect(toGuest.mail.subject).toMatch(/^Reservation bestätigt – /);
    const { text } = toGuest.mail;
    expect(text).toMatch(/^Guten Tag Giulia \d+,/);
    expect(text).toContain(`Ihr Tisch ist reserviert: ${dayIn('de-CH')} um 19:00, 2 Personen.`);
    expect(dayIn('de-CH')).toMatch(/^\p{L}+, \d{1,2}\. \p{L}+ \d{4}$/u);
    expect(text).toContain(`Referenz: ${reference}`);
    expect(text).toContain('Reservation ansehen, ändern oder stornieren (bis 2 Stunden vorher):');
    expect(text).toContain('Sie haben diese Reservation nicht gemacht?');
    expect(text).not.toMatch(/Bonjour|Votre table|Référence/);
    expect(toGuest.mail.html).toContain('<html lang="de">');
    expect(toGuest.mail.html).toContain('Ihr Tisch ist reserviert');
    const { lines } = attachedCalendar(toGuest);
    expect(calendarValue(lines, 'SUMMARY')).toMatch(/^Reservation – .+ \(2 Pers\.\)$/);
    expect(calendarValue(lines, 'DESCRIPTION')).toMatch(new RegExp(`^Referenz ${reference}\\. Telefon: `));

    const [toRestaurant] = mailsTo(RESTAURANT_EMAIL);
    expect(toRestaurant.mail.subject).toMatch(/^Nouvelle réservation en ligne/);
    expect(toRestaurant.mail.text).toContain(`Quand : ${dayIn('fr-CH')} à 19:00, 2 personnes`);
  });

  it('answers a booking made in Italian in Italian, at booking and when staff cancel it', async () => {
    const { email, reference } = await book('it');
    await app.request.put(`/api/reservations/${reference}`).set(staff).send({ status: 'cancelled' }).expect(200);
    await allSent();

    const [confirmed, cancelled] = mailsTo(email);
    expect(confirmed.mail.subject).toMatch(/^Prenotazione confermata – /);
    expect(confirmed.mail.text).toMatch(/^Buongiorno Giulia \d+,/);
    expect(confirmed.mail.text).toContain(`Il suo tavolo è prenotato: ${dayIn('it-CH')} alle 19:00, 2 persone.`);
    expect(dayIn('it-CH')).toMatch(/^\p{L}+,? \d{1,2} \p{L}+ \d{4}$/u);
    expect(confirmed.mail.text).toContain('modificare o annullare la prenotazione (fino a 2 ore prima):');
    expect(calendarValue(attachedCalendar(confirmed).lines, 'SUMMARY')).toMatch(/^Prenotazione – .+ \(2 pers\.\)$/);
    expect(cancelled.mail.subject).toMatch(/^Prenotazione annullata – /);
    expect(cancelled.mail.text).toContain('I posti sono di nuovo liberi.');
    expect(cancelled.mail.text).toContain(`Riferimento: ${reference}`);
    expect(calendarValue(attachedCalendar(cancelled).lines, 'METHOD', 'calendar')).toBe('CANCEL');
  });

  it('keeps a French booking, and one that names no language, in French as before', async () => {
    const french = await book('fr');
    const unnamed = await book(null);
    await allSent();
    for (const { email } of [french, unnamed]) {
      const [mail] = mailsTo(email);
      expect(mail.mail.subject).toMatch(/^Réservation confirmée – /);
      expect(mail.mail.text).toMatch(/^Bonjour Giulia \d+,/);
      expect(mail.mail.text).toContain(`Votre table est réservée : ${dayIn('fr-CH')} à 19:00, 2 personnes.`);
      expect(mail.mail.html).toContain('<html lang="fr">');
      expect(calendarValue(attachedCalendar(mail).lines, 'SUMMARY')).toMatch(/^Réservation – .+ \(2 pers\.\)$/);
    }
  });
});

describe('the manage page of a booking made in English', () => {
  it('renders in English on the server: its language, title, facts and forms', async () => {
    const { pathname, reference } = await book('en');
    const { text } = await visit(pathname).expect(200);
    expect(text).toMatch(/<html lang="en">/);
    expect(text).toMatch(/<title>Your booking — [^<]+<\/title>/);
    for (const shown of ['Your booking', reference, 'Confirmed', 'Save the change', 'Cancel the booking', '2 people']) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('The times offered are free for 2 people');
    expect(text).not.toMatch(/Votre réservation|Confirmée|Annuler la réservation|Enregistrer la modification/);
    // The site's own links lead to its English pages.
    expect(text).toContain('href="/en/gallery"');
  });

  it('answers its forms posted without JavaScript in English', async () => {
    await setRules({ arrivalsPerSlot: 3, coversAtOnce: 500 });
    const { pathname } = await book('en');
    const formToken = formTokenOf((await visit(pathname).expect(200)).text);

    const full = await post(pathname, { intent: 'change', time: '19:00', partySize: '4', formToken }).expect(409);
    expect(full.text).toContain('Fully booked at that time: choose another time or another date.');
    expect(full.text).toMatch(/<html lang="en">/);
    const changed = await post(pathname, { intent: 'change', time: '19:00', partySize: '3', formToken }).expect(200);
    expect(changed.text).toContain('Booking updated.');
    const expired = await post(pathname, { intent: 'cancel', formToken: 'nope' }).expect(400);
    expect(expired.text).toContain('The form has expired: check your booking and send it again.');

    const asked = await post(pathname, { intent: 'cancel-ask', formToken }).expect(200);
    expect(asked.text).toContain('Do you really want to cancel your booking?');
    expect(asked.text).toContain('Keep my booking');
    const cancelled = await post(pathname, { intent: 'cancel', formToken: formTokenOf(asked.text) }).expect(200);
    expect(cancelled.text).toContain('Booking cancelled.');
    expect(cancelled.text).toContain('Cancelled');
    expect(cancelled.text).not.toContain('Réservation annulée.');
  });

  it("answers the app's change through the API in English", async () => {
    const { pathname } = await book('en');
    const [, , reference, token] = pathname.split('/');
    const answer = await app.request
      .put(`/api/public/reservations/${reference}`)
      .set('X-Reservation-Token', decodeURIComponent(token))
      .send({ time: '19:00', partySize: 3 })
      .expect(200);
    expect(answer.body.message).toBe('Booking updated.');
    expect(answer.body.data.language).toBe('en');
  });
});

describe('the booking form posted without JavaScript from another language', () => {
  it('answers on the booking page of that language, and the booking keeps it', async () => {
    const times = await post('/en/book', { intent: 'times', partySize: '2', date: DAY }).expect(200);
    expect(times.text).toMatch(/<html lang="en">/);
    expect(times.text).toMatch(/<title>[^<]*Trattoria Ticino<\/title>/);
    expect(times.text).toContain('<form class="booking" method="post" action="/en/book"');
    expect(times.text).toContain('Book for 2 people');

    guestNumber += 1;
    const email = `guest${guestNumber}@example.ch`;
    const booked = await post('/en/book', {
      intent: 'book',
      formToken: formTokenOf(times.text),
      partySize: '2',
      date: DAY,
      time: '19:00',
      name: 'Ruth Miller',
      email,
      phone: '+44 20 7946 0000',
      notes: '',
      website: '',
    }).expect(201);
    expect(booked.text).toMatch(/<html lang="en">/);
    expect(booked.text).toContain('Booking confirmed');
    expect(booked.text).toContain('Manage my booking');
    const stored = await app.strapi.db.query(RESERVATION_UID).findOne({ where: { email } });
    expect(stored.language).toBe('en');
    await allSent();
    expect(mailsTo(email)[0].mail.subject).toMatch(/^Booking confirmed – /);
  });
});
