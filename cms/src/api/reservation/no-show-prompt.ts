import type { Core } from '@strapi/strapi';
import {
  addDaysToDayText,
  endedServices,
  genevaDay,
  isInService,
  normalizeTime,
  reservationInstant,
  type EndedService,
} from '@ticino/shared';
import { sitePublicUrl } from '../../utils/public-url';
import { siteService } from '../../utils/services';
import { outgoingMails, restaurantAddress, type OutgoingMail } from '../outgoing-mail/services/outgoing-mail';
import { dayFormat, escapeHtml } from './mail';

const RESERVATION_UID = 'api::reservation.reservation';

/** A booking still « Confirmée » after its service: neither « Arrivé » nor « Absent » yet. */
export interface UnmarkedBooking {
  reference: string;
  time: string;
  partySize: number;
  name: string | null;
}

/** To the restaurant, once a service has ended: its bookings to mark, one line each, and where to mark them. */
export function noShowPromptMail(
  ended: EndedService,
  bookings: readonly UnmarkedBooking[],
  to: string,
  publicUrl: string,
): OutgoingMail {
  const service = ended.service === 'Midi' ? 'midi' : 'soir';
  const count = `${bookings.length} réservation${bookings.length > 1 ? 's' : ''} à pointer`;
  const day = dayFormat.format(reservationInstant(ended.date, ended.opensAt));
  const lines = bookings.map(
    ({ time, name, partySize, reference }) => `${time} — ${name ?? '—'}, ${partySize} pers. (${reference})`,
  );
  const dashboard = `${publicUrl}/admin`;
  const ask = 'Marquez chacune « Arrivé » ou « Absent » dans le tableau de bord, onglet « Réservations »';
  return {
    topic: 'no-show-prompt',
    to,
    toGuest: false,
    subject: `Service du ${service} terminé : ${count}`,
    text: [`Service du ${service}, ${day}, terminé : ${count}.`, '', ...lines, '', `${ask} : ${dashboard}`].join('\n'),
    html: [
      '<!doctype html><html lang="fr"><body style="font-family:sans-serif">',
      `<p>Service du ${service}, ${escapeHtml(day)}, terminé : ${count}.</p><ul>`,
      ...lines.map((line) => `<li>${escapeHtml(line)}</li>`),
      `</ul><p>${ask} : <a href="${escapeHtml(dashboard)}">${escapeHtml(dashboard)}</a></p></body></html>`,
    ].join('\n'),
    // One prompt per service, ever, whichever process runs the job and however often.
    dedupeKey: `no-show-prompt:${ended.date}:${ended.opensAt}`,
  };
}

/**
 * The end-of-service prompt (docs/product.md#after-each-service), a shared job: once a service of today or yesterday
 * (Geneva) has ended, the restaurant gets one e-mail listing its bookings still « Confirmée », so that staff mark
 * who came and who did not (a no-show counts towards the online booking block). None when every booking is marked,
 * or when e-mail is off. Returns how many prompts were stored.
 */
export async function promptUnmarkedBookings(strapi: Core.Strapi, now: Date): Promise<number> {
  if (!outgoingMails(strapi).enabled()) return 0;
  const to = await restaurantAddress(strapi);
  const restaurant = await siteService('api::restaurant.restaurant', strapi).find();
  if (!to || !restaurant) return 0;
  const today = genevaDay(now);
  let stored = 0;
  for (const date of [addDaysToDayText(today, -1), today]) {
    const ended = endedServices(date, restaurant.openingHours, restaurant.openingExceptions, now);
    if (ended.length === 0) continue;
    const rows = (await strapi.db.query(RESERVATION_UID).findMany({
      where: { date, status: 'confirmed' },
      select: ['reference', 'time', 'partySize', 'name'],
      orderBy: [{ time: 'asc' }, { id: 'asc' }],
    })) as UnmarkedBooking[];
    const bookings = rows.map((row) => ({ ...row, time: normalizeTime(row.time) ?? row.time }));
    for (const service of ended) {
      const unmarked = bookings.filter(({ time }) => isInService(time, service));
      if (unmarked.length === 0) continue;
      const mail = noShowPromptMail(service, unmarked, to, sitePublicUrl());
      if ((await outgoingMails(strapi).enqueue(mail, now)) === 'queued') stored += 1;
    }
  }
  return stored;
}
