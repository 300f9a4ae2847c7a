import type { Core } from '@strapi/strapi';
import type { DeliveryState } from '@ticino/shared';
import { OUTGOING_UID, restaurantAddress, storedRow } from '../api/outgoing-mail/services/outgoing-mail';
import { contactNotice } from '../api/contact-message/mail';
import type { DataMigration } from './data-migration';

const CONTACT_MESSAGE_UID = 'api::contact-message.contact-message';

/** A message as the previous version kept its e-mail's state, on the message itself. */
interface MessageWithDelivery {
  id: number;
  documentId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
  deliveryState: DeliveryState;
  deliveryAttempts: number | null;
  nextDeliveryAt: string | null;
  lastDeliveryError: string | null;
  deliveredAt: string | null;
}

/** The message's former e-mail fields, emptied once moved: no version reads them any more. */
const RETIRED_FIELDS_EMPTY = {
  deliveryState: null,
  deliveryAttempts: null,
  nextDeliveryAt: null,
  lastDeliveryError: null,
  deliveredAt: null,
};

/**
 * Takes each message by a conditional update before writing its notice: a second instance starting at the same moment
 * waits for the first, then finds nothing left to move.
 */
async function moveNotices(strapi: Core.Strapi, rows: MessageWithDelivery[], to: string): Promise<number> {
  let moved = 0;
  for (const row of rows) {
    const { count } = await strapi.db.query(CONTACT_MESSAGE_UID).updateMany({
      where: { id: row.id, deliveryState: { $notNull: true } },
      data: RETIRED_FIELDS_EMPTY,
    });
    if (count !== 1) continue;
    const pending = row.deliveryState === 'pending';
    await strapi.db.query(OUTGOING_UID).create({
      data: {
        ...storedRow(contactNotice(row, to), new Date()),
        deliveryState: row.deliveryState,
        deliveryAttempts: row.deliveryAttempts ?? 0,
        nextDeliveryAt: pending ? (row.nextDeliveryAt ?? new Date()) : null,
        lastDeliveryError: row.lastDeliveryError,
        deliveredAt: row.deliveredAt,
        // Kept as long as its message: the contact retention counts from the day it was received.
        createdAt: row.receivedAt,
      },
    });
    moved += 1;
  }
  return moved;
}

/**
 * Moves the contact messages' e-mail states into the outbox (docs/decisions.md#one-outbox-for-every-e-mail): each
 * becomes the message's notice there, with its state, tries, last error and next try, so that a pending one is sent
 * by the outbox, once, and a sent or failed one still shows in the Messages tab. The message's own fields are
 * emptied, no longer used; a later version removes them.
 */
const migration: DataMigration = {
  id: '2026-11-30-contact-notices-to-outbox',
  async up(strapi) {
    const rows = (await strapi.db.query(CONTACT_MESSAGE_UID).findMany({
      where: { deliveryState: { $notNull: true } },
      select: [
        'id',
        'documentId',
        'name',
        'email',
        'subject',
        'message',
        'receivedAt',
        'deliveryState',
        'deliveryAttempts',
        'nextDeliveryAt',
        'lastDeliveryError',
        'deliveredAt',
      ],
      orderBy: { id: 'asc' },
    })) as MessageWithDelivery[];
    if (rows.length === 0) return;
    const to = await restaurantAddress(strapi);
    // Stopping the start loses nothing: the migration runs again, whole, once an address is set.
    if (!to)
      throw new Error("Contact notices to move need an address: set CONTACT_NOTIFY_TO or the restaurant's e-mail");
    const moved = await moveNotices(strapi, rows, to);
    if (moved > 0) strapi.log.info(`Outbox: the e-mail notices of ${moved} contact message(s) moved into it.`);
  },
};

export default migration;
