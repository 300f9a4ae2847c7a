import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import {
  RESTAURANT_TIME_ZONE,
  durationText,
  reservationInstant,
  turnMinutes,
  type GroupRequestValues,
  type RestaurantInfo,
  type ReservationSettings,
  type ReservationView,
} from '@ticino/shared';
import type { OutgoingMail } from '../outgoing-mail/services/outgoing-mail';

/**
 * The reservation e-mails (docs/product.md#reservation-e-mails), in French: what the guest gets at each step, with the
 * booking as an iCalendar file, and what the restaurant gets for a new online booking or group request.
 */
export type GuestMailKind =
  'confirmed' | 'requested' | 'confirmedByStaff' | 'changed' | 'declined' | 'cancelled' | 'reminder';

/** What every mail names: the restaurant, and where the site lives (the calendar UID's domain). */
export interface MailContext {
  restaurant: Pick<RestaurantInfo, 'name' | 'phone' | 'email' | 'street' | 'postalCode' | 'city'>;
  settings: ReservationSettings;
  publicUrl: string;
}

export const dayFormat = new Intl.DateTimeFormat('fr-CH', { timeZone: RESTAURANT_TIME_ZONE, dateStyle: 'full' });

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

const SUBJECTS: Record<GuestMailKind, string> = {
  confirmed: 'Réservation confirmée',
  requested: 'Demande envoyée',
  confirmedByStaff: 'Réservation confirmée',
  changed: 'Réservation modifiée',
  declined: 'Demande de réservation refusée',
  cancelled: 'Réservation annulée',
  reminder: 'Rappel de votre réservation',
};

function when(reservation: ReservationView): string {
  const day = dayFormat.format(reservationInstant(reservation.date, reservation.time));
  const people = reservation.partySize === 1 ? '1 personne' : `${reservation.partySize} personnes`;
  return `${day} à ${reservation.time}, ${people}`;
}

/** What the guest's mail says first; `before`, the booking as it stood when its time or party size just changed. */
function opening(
  kind: GuestMailKind,
  reservation: ReservationView,
  context: MailContext,
  before: ReservationView | undefined,
): string[] {
  const at = when(reservation);
  const previously = before ? [`Auparavant : ${when(before)}.`] : [];
  switch (kind) {
    case 'confirmed':
      return [`Votre table est réservée : ${at}.`];
    case 'confirmedByStaff':
      return [`Votre table est réservée : ${at}.`, ...previously];
    case 'changed':
      return [
        `Votre réservation est modifiée : ${at}.`,
        ...previously,
        ...(reservation.status === 'requested'
          ? ['Elle attend maintenant la confirmation de l’équipe : nous vous écrivons dès qu’elle l’a examinée.']
          : []),
      ];
    case 'requested':
      return [
        `Nous avons bien reçu votre demande : ${at}.`,
        'Elle n’est pas encore confirmée : nous vous écrivons dès que l’équipe l’a examinée.',
      ];
    case 'declined':
      return [`Nous sommes désolés : nous ne pouvons pas accepter votre demande (${at}).`];
    case 'cancelled':
      return [`Votre réservation est annulée : ${at}. Les places sont libérées.`];
    case 'reminder':
      return [
        `Nous nous réjouissons de vous accueillir : ${at}.`,
        `Un empêchement ? Merci de nous prévenir au ${context.restaurant.phone}.`,
      ];
  }
}

/** The iCalendar file of a booking: PUBLISH while it stands, CANCEL once it does not, one UID for its whole life. */
export function reservationCalendar(
  reservation: ReservationView,
  method: 'PUBLISH' | 'CANCEL',
  sequence: number,
  context: MailContext,
): string {
  const start = reservationInstant(reservation.date, reservation.time);
  const end = new Date(start.getTime() + turnMinutes(reservation.partySize, context.settings) * 60_000);
  const { restaurant } = context;
  const calendar = ical({
    prodId: { company: restaurant.name, product: 'reservations', language: 'FR' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: RESTAURANT_TIME_ZONE, generator: (zone) => tzlib_get_ical_block(zone)[0] },
  });
  calendar.createEvent({
    id: `${reservation.reference}@${new URL(context.publicUrl).hostname}`,
    sequence,
    start: new TZDate(start.getTime(), RESTAURANT_TIME_ZONE),
    end: new TZDate(end.getTime(), RESTAURANT_TIME_ZONE),
    timezone: RESTAURANT_TIME_ZONE,
    summary: `Table au ${restaurant.name} (${reservation.partySize} pers.)`,
    location: `${restaurant.name}, ${restaurant.street}, ${restaurant.postalCode} ${restaurant.city}`,
    description: `Référence ${reservation.reference}. Téléphone : ${restaurant.phone}.`,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/**
 * A mail to the guest; `manageUrl` only at booking (the link's token is never stored), `message` from staff,
 * `before` when the time or party size changed (the mail then gives both).
 */
export function guestMail(
  kind: GuestMailKind,
  reservation: ReservationView & { email: string },
  context: MailContext,
  extras: { manageUrl?: string | null; message?: string | null; before?: ReservationView; sequence: number },
): OutgoingMail {
  const { restaurant, settings } = context;
  const lines = [`Bonjour ${reservation.name},`, '', ...opening(kind, reservation, context, extras.before)];
  if (extras.message) lines.push('', `Message du restaurant : ${extras.message}`);
  lines.push('', `Référence : ${reservation.reference}`);
  const open = kind !== 'declined' && kind !== 'cancelled';
  if (open && extras.manageUrl) {
    lines.push(
      '',
      `Voir, modifier ou annuler votre réservation (jusqu’à ${durationText(settings.guestCutoffMinutes)} avant) :`,
      extras.manageUrl,
    );
  } else if (open) {
    lines.push('', 'Le lien pour modifier ou annuler se trouve dans notre premier e-mail.');
  }
  if (kind === 'confirmed' || kind === 'requested') {
    lines.push(
      '',
      `Vous n’avez pas fait cette réservation ? Quelqu’un a saisi votre adresse : appelez-nous au ${restaurant.phone}, ` +
        'nous l’annulerons.',
    );
  }
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
      .map((line) =>
        line === extras.manageUrl ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>` : escapeHtml(line),
      )
      .join('<br>');
  const html = [
    '<!doctype html><html lang="fr"><body style="font-family:sans-serif">',
    ...text.split('\n\n').map((block) => `<p>${paragraph(block)}</p>`),
    '</body></html>',
  ].join('\n');
  return {
    topic: kind,
    reference: reservation.reference,
    to: reservation.email,
    toGuest: true,
    subject: `${SUBJECTS[kind]} – ${restaurant.name}`,
    text,
    html,
    calendar: { method, content: reservationCalendar(reservation, method, extras.sequence, context) },
    ...(kind === 'reminder' ? { dedupeKey: `reminder:${reservation.reference}` } : {}),
  };
}

/** A notice to the restaurant about one booking: its title, the rows that say it all, « Répondre » to the guest. */
function restaurantNotice(
  notice: { topic: string; title: string; rows: [string, string][] },
  reservation: ReservationView,
  to: string,
  publicUrl: string,
): OutgoingMail {
  const { title } = notice;
  const rows: [string, string][] = [
    ...notice.rows,
    ['Nom', reservation.name],
    ['E-mail', reservation.email ?? '—'],
    ['Téléphone', reservation.phone ?? '—'],
    ['Remarques', reservation.notes ?? '—'],
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
    subject: `${title} : ${reservation.name}, ${when(reservation)}`,
    text,
    html,
  };
}

/** To the restaurant: a new online booking (or request); « Répondre » writes to the guest. */
export function restaurantBookingMail(reservation: ReservationView, to: string, publicUrl: string): OutgoingMail {
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
  before: ReservationView,
  reservation: ReservationView,
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
