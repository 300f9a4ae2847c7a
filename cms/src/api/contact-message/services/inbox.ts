import type { Core } from '@strapi/strapi';
import type { InboxMessage, InboxMessageUpdate, InboxPage, InboxQuery, InboxSummary } from '@ticino/shared';
import type { Stored } from '../../../utils/stored';
import { outgoingMails, type NoticeState } from '../../outgoing-mail/services/outgoing-mail';

const CONTACT_MESSAGE_UID = 'api::contact-message.contact-message';

const FIELDS = ['name', 'email', 'subject', 'message', 'receivedAt', 'readAt', 'handledAt'] as const;

/** A stored row; the fields added with the inbox are null on messages stored before it. */
type StoredMessage = Stored<typeof CONTACT_MESSAGE_UID, (typeof FIELDS)[number]> & { documentId: string };

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** A message with where its notice stands in the outbox; no notice: no e-mail was due (notification off, or older). */
function toInboxMessage(row: StoredMessage, notice: NoticeState | undefined): InboxMessage {
  return {
    id: row.documentId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    receivedAt: new Date(row.receivedAt).toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
    delivery: {
      state: notice?.deliveryState ?? null,
      attempts: notice?.deliveryAttempts ?? 0,
      lastError: notice?.lastDeliveryError ?? null,
      sentAt: iso(notice?.deliveredAt),
    },
  };
}

const UNHANDLED = { handledAt: { $null: true } };

/**
 * The staff inbox (docs/product.md#messages-api): newest first, paginated, marks kept as dates. Each message's e-mail
 * state is its notice's in the outbox, read for the page's messages at once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(CONTACT_MESSAGE_UID);

  async function withNotices(rows: StoredMessage[]): Promise<InboxMessage[]> {
    const notices = await outgoingMails(strapi).noticesOf(rows.map((row) => row.documentId));
    return rows.map((row) => toInboxMessage(row, notices.get(row.documentId)));
  }

  async function findStored(id: string): Promise<StoredMessage | null> {
    return (await documents().findOne({ documentId: id, fields: [...FIELDS] })) as StoredMessage | null;
  }

  return {
    async list({ page, pageSize, filter }: Required<InboxQuery>): Promise<InboxPage> {
      const filters = filter === 'unhandled' ? UNHANDLED : {};
      const [rows, total] = await Promise.all([
        documents().findMany({
          filters,
          fields: [...FIELDS],
          sort: [{ receivedAt: 'desc' }, { id: 'desc' }],
          start: (page - 1) * pageSize,
          limit: pageSize,
        }),
        documents().count({ filters }),
      ]);
      return {
        messages: await withNotices(rows as StoredMessage[]),
        page,
        pageSize,
        total,
        pageCount: Math.ceil(total / pageSize),
      };
    },

    async summary(emailNotification: boolean): Promise<InboxSummary> {
      const [unread, unhandled] = await Promise.all([
        documents().count({ filters: { readAt: { $null: true } } }),
        documents().count({ filters: UNHANDLED }),
      ]);
      return { unread, unhandled, emailNotification };
    },

    /** Sets or clears the marks; a mark already set keeps its first date. Null when there is no such message. */
    async update(id: string, { read, handled }: InboxMessageUpdate): Promise<InboxMessage | null> {
      const stored = await findStored(id);
      if (!stored) return null;
      const now = new Date().toISOString();
      const data: Partial<Pick<StoredMessage, 'readAt' | 'handledAt'>> = {};
      if (read !== undefined) data.readAt = read ? (stored.readAt ?? now) : null;
      if (handled !== undefined) data.handledAt = handled ? (stored.handledAt ?? now) : null;
      // The database layer, because the document service's input types do not let a date go back to null.
      const updated = (await strapi.db.query(CONTACT_MESSAGE_UID).update({
        where: { documentId: id },
        data,
        select: ['documentId', ...FIELDS],
      })) as StoredMessage | null;
      return updated ? (await withNotices([updated]))[0] : null;
    },

    /** Deletes the message, its notice with it (api/contact-message/notice-cleanup.ts). */
    async remove(id: string): Promise<boolean> {
      if (!(await findStored(id))) return false;
      await documents().delete({ documentId: id });
      return true;
    },
  };
};
