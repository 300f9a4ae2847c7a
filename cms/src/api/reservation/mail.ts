import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import {
  RESTAURANT_TIME_ZONE,
  SWISS_LOCALES,
  dictionaryFor,
  francs,
  reservationInstant,
  turnMinutes,
  type GroupRequestValues,
  type Locale,
  type RestaurantInfo,
  type ReservationSettings,
  type ReservationView,
} from '@ticino/shared';
import type { OutgoingMail } from '../outgoing-mail/services/outgoing-mail';

/** What a mail may say of a booking: never its tables, nor the guest's allergies (docs/product.md#allergies). */
export type MailedBooking = Omit<ReservationView, 'tables' | 'version' | 'allergens'>;

/**
 * The reservation e-mails (docs/product.md#reservation-e-mails): what the guest gets at each step, in the language they
 * booked in, with the booking as an iCalendar file, and what the restaurant gets for a new online booking or group
 * request, in French.
 */
export type GuestMailKind =
  | 'confirmed'
  | 'requested'
  | 'confirmedByStaff'
  | 'changed'
  | 'declined'
  | 'cancelled'
  | 'reminder'
  | 'awaitingPayment'
  | 'paymentReceived'
  | 'unpaid';

/** The payment mails (docs/product.md#deposits): a booking's own, never held back by the daily limits. */
const PAYMENT_MAILS: readonly GuestMailKind[] = ['awaitingPayment', 'paymentReceived', 'unpaid'];

/** What every mail names: the restaurant, and where the site lives (the calendar UID's domain). */
export interface MailContext {
  restaurant: Pick<RestaurantInfo, 'name' | 'phone' | 'email' | 'street' | 'postalCode' | 'city'>;
  settings: ReservationSettings;
  publicUrl: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/** A booking's texts in the language the guest booked in (docs/product.md#reservation-e-mails). */
const mailTexts = (reservation: MailedBooking) => dictionaryFor(reservation.language).bookingMail;

/** The guest's days, each in its language as written in Switzerland: « Dienstag, 1. Dezember 2026 ». */
const dayFormatIn = (locale: Locale) =>
  new Intl.DateTimeFormat(SWISS_LOCALES[locale].tag, { timeZone: RESTAURANT_TIME_ZONE, dateStyle: 'full' });
const DAY_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  fr: dayFormatIn('fr'),
  en: dayFormatIn('en'),
  de: dayFormatIn('de'),
  it: dayFormatIn('it'),
};

/** The restaurant's days, in French: « mardi, 1 décembre 2026 ». */
export const dayFormat = DAY_FORMATS.fr;

/** Day, time and party; in French unless `locale` says otherwise (the restaurant's own mails stay French). */
function when(reservation: Pick<MailedBooking, 'date' | 'time' | 'partySize'>, locale: Locale = 'fr'): string {
  const day = DAY_FORMATS[locale].format(reservationInstant(reservation.date, reservation.time));
  return dictionaryFor(locale).bookingMail.when(day, reservation.time, reservation.partySize);
}

/** What the guest's mail says first; `before`, the booking as it stood when its time or party size just changed. */
function opening(
  kind: GuestMailKind,
  reservation: MailedBooking,
  context: MailContext,
  before: MailedBooking | undefined,
): string[] {
  const t = mailTexts(reservation);
  const at = when(reservation, reservation.language);
  const previously = before ? [t.previously(when(before, reservation.language))] : [];
  switch (kind) {
    case 'confirmed':
      return [t.confirmed(at)];
    case 'confirmedByStaff':
      return [t.confirmed(at), ...previously];
    case 'changed':
      return [t.changed(at), ...previously, ...(reservation.status === 'requested' ? [t.changedAwaiting] : [])];
    case 'requested':
      return [t.requested(at), t.requestedAwaiting];
    case 'declined':
      return [t.declined(at)];
    case 'cancelled':
      return [t.cancelled(at)];
    case 'reminder':
      return [t.reminder(at), t.reminderCall(context.restaurant.phone)];
    case 'awaitingPayment': {
      const { deposit, evening } = reservation;
      const due = deposit
        ? [t.deposit.pay(francs(Math.round(deposit.amount * 100)), dayIn(deposit.deadline, reservation.language))]
        : [];
      return [evening ? t.deposit.held(at, evening.name) : t.deposit.heldTable(at), ...due, t.deposit.unpaidRelease];
    }
    case 'paymentReceived':
      return [t.deposit.paymentReceived(at)];
    case 'unpaid':
      return [t.deposit.unpaid(at)];
  }
}

/** A day alone in the guest's language, as their mails write it. */
export const dayIn = (date: string, locale: Locale) => DAY_FORMATS[locale].format(reservationInstant(date, '12:00'));

/** A booking's status as its calendar file says it: cancelled, waiting for staff or for its deposit, or confirmed. */
function calendarStatus(reservation: MailedBooking, method: 'PUBLISH' | 'CANCEL'): ICalEventStatus {
  if (method === 'CANCEL') return ICalEventStatus.CANCELLED;
  return reservation.status === 'requested' || reservation.status === 'awaiting_payment'
    ? ICalEventStatus.TENTATIVE
    : ICalEventStatus.CONFIRMED;
}

/**
 * The iCalendar file of a booking (RFC 5545): PUBLISH while it stands, CANCEL once it does not, one UID for its whole
 * life; TENTATIVE while it waits for staff. Its times are Geneva's, by the VTIMEZONE the file carries; the calendar
 * names no zone of its own, so ical-generator writes neither TIMEZONE-ID nor X-WR-TIMEZONE and stamps DTSTAMP in UTC.
 */
export function reservationCalendar(
  reservation: MailedBooking,
  method: 'PUBLISH' | 'CANCEL',
  sequence: number,
  context: MailContext,
): string {
  const start = reservationInstant(reservation.date, reservation.time);
  const end = new Date(start.getTime() + turnMinutes(reservation.partySize, context.settings) * 60_000);
  const { restaurant } = context;
  const t = mailTexts(reservation);
  const calendar = ical({
    prodId: { company: restaurant.name, product: 'reservations', language: reservation.language.toUpperCase() },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] },
  });
  calendar.createEvent({
    id: `${reservation.reference}@${new URL(context.publicUrl).hostname}`,
    sequence,
    start: new TZDate(start.getTime(), RESTAURANT_TIME_ZONE),
    end: new TZDate(end.getTime(), RESTAURANT_TIME_ZONE),
    timezone: RESTAURANT_TIME_ZONE,
    summary: t.calendarSummary(restaurant.name, reservation.partySize),
    location: `${restaurant.name}, ${restaurant.street}, ${restaurant.postalCode} ${restaurant.city}`,
    description: t.calendarDescription(reservation.reference, restaurant.phone),
    status: calendarStatus(reservation, method),
  });
  // Every line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}

/**
 * A mail to the guest; `manageUrl` only at booking (the outbox keeps it sealed until sent), `message` from staff,
 * `before` when the time or party size changed (the mail then gives both).
 */
export function guestMail(
  kind: GuestMailKind,
  reservation: MailedBooking & { email: string },
  context: MailContext,
  extras: {
    manageUrl?: string | null;
    message?: string | null;
    before?: MailedBooking;
    sequence: number;
    /** The deposit's QR-bill, for a booking awaiting it. */
    slip?: OutgoingMail['pdf'];
  },
): OutgoingMail {
  const { restaurant, settings } = context;
  const t = mailTexts(reservation);
  const lines = [t.greeting(reservation.name), '', ...opening(kind, reservation, context, extras.before)];
  if (extras.message) lines.push('', t.staffMessage(extras.message));
  lines.push('', t.reference(reservation.reference));
  const open = kind !== 'declined' && kind !== 'cancelled' && kind !== 'unpaid';
  const manageUrl = open ? extras.manageUrl : null;
  if (manageUrl) {
    lines.push('', t.manageLink(settings.guestCutoffMinutes), manageUrl);
  } else if (open) {
    lines.push('', t.linkInFirstMail);
  }
  if (kind === 'confirmed' || kind === 'requested' || kind === 'awaitingPayment')
    lines.push('', t.notYou(restaurant.phone));
  lines.push(
    '',
    '--',
    restaurant.name,
    `${restaurant.street}, ${restaurant.postalCode} ${restaurant.city}`,
    `${restaurant.phone} · ${restaurant.email}`,
  );
  const method = open ? 'PUBLISH' : 'CANCEL';
  const text = lines.join('\n');
  const paragraph = (block: string) =>
    block
      .split('\n')
      .map((line) => (line === manageUrl ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>` : escapeHtml(line)))
      .join('<br>');
  const html = [
    `<!doctype html><html lang="${reservation.language}"><body style="font-family:sans-serif">`,
    ...text.split('\n\n').map((block) => `<p>${paragraph(block)}</p>`),
    '</body></html>',
  ].join('\n');
  return {
    topic: kind,
    reference: reservation.reference,
    to: reservation.email,
    toGuest: true,
    subject: `${t.subjects[kind]} – ${restaurant.name}`,
    text,
    html,
    calendar: { method, content: reservationCalendar(reservation, method, extras.sequence, context) },
    // The guest's answer goes to the restaurant, not to the address the site sends from.
    ...(restaurant.email ? { replyTo: { name: restaurant.name, address: restaurant.email } } : {}),
    ...(kind === 'reminder' ? { dedupeKey: `reminder:${reservation.reference}` } : {}),
    ...(manageUrl ? { manageUrl } : {}),
    ...(extras.slip ? { pdf: extras.slip } : {}),
    ...(PAYMENT_MAILS.includes(kind) ? { alwaysSend: true as const } : {}),
  };
}

/** The outbox's topic of the waiting list's offers: deleted with the party's details once its service ends. */
export const WAITLIST_OFFER_TOPIC = 'waitlistOffer';

/** A waiting party as its offer's mail names it. */
export interface OfferedParty {
  date: string;
  time: string;
  partySize: number;
  name: string;
  email: string;
  language: Locale;
}

/** « 19:45 »: when an offer ends, in Geneva. */
const genevaClock = new Intl.DateTimeFormat('fr-CH', {
  timeZone: RESTAURANT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The waiting list's offer (docs/product.md#waiting-list), in the party's language: the time freed, until when it is
 * held, and the link that books it or lets it go. Never held back by the daily limits, never sent once its first
 * minutes are gone; the outbox keeps its link sealed, as a manage link.
 */
export function waitlistOfferMail(
  party: OfferedParty,
  context: MailContext,
  offer: { url: string; expiresAt: Date; sendBefore: Date },
): OutgoingMail {
  const t = dictionaryFor(party.language).bookingMail;
  const lines = [
    t.greeting(party.name),
    '',
    t.offer.freed(when(party, party.language)),
    '',
    t.offer.heldUntil(genevaClock.format(offer.expiresAt)),
    offer.url,
    '',
    t.offer.next,
  ];
  return {
    ...linkMail(lines, offer.url, party, context),
    topic: WAITLIST_OFFER_TOPIC,
    alwaysSend: true,
    sendBefore: offer.sendBefore,
    subject: `${t.offer.subject} – ${context.restaurant.name}`,
  };
}

export const GROUP_PROPOSAL_TOPIC = 'groupProposal';

/** What a group proposal's mail says (docs/product.md#group-proposals), with its link and, with a deposit, its slip. */
export interface ProposalMailed {
  /** The booking's reference the proposal keeps for the group: its mails leave in order with the booking's. */
  reference: string;
  menuName: string;
  pricePerPerson: number;
  /** CHF the whole group pays ahead; 0 for none. */
  deposit: number;
  deadline: string;
  message: string;
  url: string;
  slip: OutgoingMail['pdf'] | null;
}

/**
 * Staff's proposal to the group's guest, in the request's language: the day, time and party, the menu and its price,
 * staff's own words, the deposit and its slip, the link to take it by its last day. Held to the daily limits of the
 * guest's address like any guest mail: the proposal stays on its link, and staff may call.
 */
export function groupProposalMail(party: OfferedParty, context: MailContext, proposal: ProposalMailed): OutgoingMail {
  const t = dictionaryFor(party.language).bookingMail;
  const deadline = dayIn(proposal.deadline, party.language);
  const lines = [
    t.greeting(party.name),
    '',
    t.proposal.intro(when(party, party.language)),
    t.proposal.menu(proposal.menuName, francs(Math.round(proposal.pricePerPerson * 100))),
    ...(proposal.message ? ['', proposal.message] : []),
    ...(proposal.deposit > 0 ? ['', t.proposal.deposit(francs(Math.round(proposal.deposit * 100)), deadline)] : []),
    '',
    t.proposal.accept(deadline),
    proposal.url,
    '',
    t.proposal.noAnswer,
  ];
  return {
    ...linkMail(lines, proposal.url, party, context),
    topic: GROUP_PROPOSAL_TOPIC,
    reference: proposal.reference,
    subject: `${t.proposal.subject} – ${context.restaurant.name}`,
    ...(proposal.slip ? { pdf: proposal.slip } : {}),
  };
}

/** A guest's mail around one private link (an offer's, a proposal's): its lines signed, the link sealed in the outbox. */
function linkMail(
  lines: string[],
  url: string,
  party: Pick<OfferedParty, 'email' | 'language'>,
  { restaurant }: MailContext,
): Omit<OutgoingMail, 'topic' | 'subject'> {
  const text = [
    ...lines,
    '',
    '--',
    restaurant.name,
    `${restaurant.street}, ${restaurant.postalCode} ${restaurant.city}`,
    `${restaurant.phone} · ${restaurant.email}`,
  ].join('\n');
  const line = (value: string) =>
    value === url ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  const html = [
    `<!doctype html><html lang="${party.language}"><body style="font-family:sans-serif">`,
    ...text.split('\n\n').map((block) => `<p>${block.split('\n').map(line).join('<br>')}</p>`),
    '</body></html>',
  ].join('\n');
  return {
    to: party.email,
    toGuest: true,
    text,
    html,
    ...(restaurant.email ? { replyTo: { name: restaurant.name, address: restaurant.email } } : {}),
    manageUrl: url,
  };
}

/** A notice to the restaurant about one booking: its title, the rows that say it all, « Répondre » to the guest. */
function restaurantNotice(
  notice: { topic: string; title: string; rows: [string, string][]; subject?: string },
  reservation: MailedBooking,
  to: string,
  publicUrl: string,
): OutgoingMail {
  const { title } = notice;
  const rows: [string, string][] = [
    ...notice.rows,
    ['Nom', reservation.name],
    ['E-mail', reservation.email ?? '—'],
    ['Téléphone', reservation.phone ?? '—'],
    // Notes may name allergies, health data that no mail carries (docs/product.md#allergies): staff read them in the dashboard.
    ['Remarques', reservation.notes ? 'à lire dans le tableau de bord' : '—'],
    ['Référence', reservation.reference],
  ];
  const dashboard = `${publicUrl}/admin`;
  const text = [
    `${title}.`,
    '',
    ...rows.map(([label, value]) => `${label} : ${value}`),
    '',
    `À traiter dans le tableau de bord, onglet « Réservations » : ${dashboard}`,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="fr"><body style="font-family:sans-serif">',
    `<p>${escapeHtml(title)}.</p><table>`,
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th>` +
        `<td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    `</table><p>À traiter dans le tableau de bord, onglet « Réservations » : <a href="${escapeHtml(dashboard)}">`,
    `${escapeHtml(dashboard)}</a></p></body></html>`,
  ].join('\n');
  return {
    topic: notice.topic,
    reference: reservation.reference,
    to,
    toGuest: false,
    ...(reservation.email ? { replyTo: { name: reservation.name, address: reservation.email } } : {}),
    subject: notice.subject ?? `${title} : ${reservation.name}, ${when(reservation)}`,
    text,
    html,
  };
}

/** To the restaurant: a new online booking (or request); « Répondre » writes to the guest. */
export function restaurantBookingMail(reservation: MailedBooking, to: string, publicUrl: string): OutgoingMail {
  const waiting = reservation.status === 'requested';
  const title = waiting ? 'Nouvelle demande de réservation (à confirmer)' : 'Nouvelle réservation en ligne';
  return restaurantNotice(
    { topic: 'restaurant-booking', title, rows: [['Quand', when(reservation)]] },
    reservation,
    to,
    publicUrl,
  );
}

/** To the restaurant: the guest changed the time or party size through their link; « Répondre » writes to them. */
export function restaurantChangeMail(
  before: MailedBooking,
  reservation: MailedBooking,
  to: string,
  publicUrl: string,
): OutgoingMail {
  const rows: [string, string][] = [
    ['Quand', when(reservation)],
    ['Auparavant', when(before)],
    ['Statut', reservation.status === 'requested' ? 'à confirmer' : 'confirmée'],
  ];
  return restaurantNotice(
    { topic: 'restaurant-change', title: 'Réservation modifiée par le client', rows },
    reservation,
    to,
    publicUrl,
  );
}

/**
 * To the restaurant: the guest cancelled through their link (docs/product.md#reservation-e-mails), « Réservation annulée
 * par le client : Giulia Rossi, vendredi, 4 décembre 2026 19:30, 6 pers. »; « Répondre » writes to them.
 */
export function restaurantCancelMail(reservation: MailedBooking, to: string, publicUrl: string): OutgoingMail {
  const title = 'Réservation annulée par le client';
  const day = dayFormat.format(reservationInstant(reservation.date, reservation.time));
  return restaurantNotice(
    {
      topic: 'restaurant-cancel',
      title,
      rows: [['Quand', when(reservation)]],
      subject: `${title} : ${reservation.name}, ${day} ${reservation.time}, ${reservation.partySize} pers.`,
    },
    reservation,
    to,
    publicUrl,
  );
}

/** To the restaurant: a new « demande de groupe »; « Répondre » writes to the guest. */
export function restaurantGroupMail(request: GroupRequestValues, to: string): OutgoingMail {
  const day = dayFormat.format(reservationInstant(request.date, request.time));
  const rows: [string, string][] = [
    ['Quand', `${day} à ${request.time}`],
    ['Personnes', String(request.guests)],
    ['Salle privée', request.privateRoom ? 'oui' : 'non'],
    ['Occasion', request.occasion ?? '—'],
    ['Budget par personne', request.budgetPerPerson === null ? '—' : `CHF ${request.budgetPerPerson}`],
    ['Nom', request.name],
    ['E-mail', request.email],
    ['Téléphone', request.phone],
  ];
  const text = [
    'Nouvelle demande de groupe.',
    '',
    ...rows.map(([label, value]) => `${label} : ${value}`),
    '',
    request.message,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="fr"><body style="font-family:sans-serif">',
    '<p>Nouvelle demande de groupe.</p><table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    `</table><p style="white-space:pre-wrap">${escapeHtml(request.message)}</p></body></html>`,
  ].join('\n');
  return {
    topic: 'restaurant-group',
    to,
    toGuest: false,
    replyTo: { name: request.name, address: request.email },
    subject: `Nouvelle demande de groupe : ${request.name}, ${request.guests} personnes, ${day}`,
    text,
    html,
  };
}
