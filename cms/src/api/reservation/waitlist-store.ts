import type { Core } from '@strapi/strapi';
import { normalizeTime } from '@ticino/shared';

export const WAITLIST_UID = 'api::reservation.waitlist-entry';

/** An offer's hold as the day's covers and tables count it: under a key no booking's reference can take. */
export interface OfferHold {
  key: string;
  name: string;
  time: string;
  partySize: number;
  tables: string[];
}

/** The key an offer's hold is counted under, so that taking the offer leaves its own hold out. */
export const offerHoldKey = (entryId: string) => `offer:${entryId}`;

/**
 * The covers and tables the day's waiting list holds (docs/product.md#waiting-list): each offer still valid, at its
 * time, for its party. Read under the day's lock, with the bookings.
 */
export async function offerHolds(strapi: Core.Strapi, date: string, now = new Date()): Promise<OfferHold[]> {
  const rows = (await strapi.db.query(WAITLIST_UID).findMany({
    select: ['documentId', 'name', 'time', 'partySize'],
    where: { date, status: 'offered', offerExpiresAt: { $gt: now } },
    populate: { tables: { select: ['documentId'] } },
  })) as {
    documentId: string;
    name: string | null;
    time: string;
    partySize: number;
    tables?: { documentId: string }[];
  }[];
  return rows.map(({ documentId, name, time, partySize, tables }) => ({
    key: offerHoldKey(documentId),
    name: name ?? '',
    time: normalizeTime(time) ?? time,
    partySize,
    tables: (tables ?? []).map((table) => table.documentId),
  }));
}
