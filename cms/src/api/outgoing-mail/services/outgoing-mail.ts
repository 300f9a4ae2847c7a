import type { Core } from '@strapi/strapi';
import { genevaDay, reservationInstant, type DeliveryState } from '@ticino/shared';
import { contactNotifyTo, outboxSettings, smtpSettings } from '../../../utils/mail-settings';
import { maskedManageUrl } from '../../../utils/manage-link';
import { retryLoop, retryPassMs } from '../../../utils/retry-loop';
import { seal, unseal } from '../../../utils/sealed-text';
import { holdAdvisoryLock } from '../../../utils/advisory-locks';

export const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';

/**
 * The guest mails sent in one Geneva day (docs/product.md#reservation-e-mails): at most 3 about one booking, and 8 to
 * one address, so that a typed address cannot be flooded; a booking's first mail is never held back by the others.
 */
export const GUEST_MAIL_LIMITS = { perBookingPerDay: 3, perAddressPerDay: 8 } as const;
/** What the sealed manage link of a waiting mail is for (its key is derived from ENCRYPTION_KEY for this alone). */
const SEALED_LINK_PURPOSE = 'outbox manage link';
/** A try owns its mail this long: longer than nodemailer's timeouts, so two tries never overlap. */
const CLAIM_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const BATCH_SIZE = 20;
const ERROR_MAX_LENGTH = 1000;

/** A mail to store and send: to the guest (counted against their daily limit) or to the restaurant. */
export interface OutgoingMail {
  topic: string;
  /** The booking it is about: its mails to one address leave in the order they were written. */
  reference?: string;
  /** The contact message it is the notice of (its documentId): kept and deleted with it, its state shown beside it. */
  contactMessage?: string;
  to: string;
  toGuest: boolean;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** An iCalendar file attached as `reservation.ics`. */
  calendar?: { method: 'PUBLISH' | 'CANCEL'; content: string };
  /** A PDF attached beside it: a deposit's QR-bill (docs/product.md#deposits). */
  pdf?: { filename: string; content: Buffer };
  /** A mail with a key is stored once, ever (a reminder per reservation). */
  dedupeKey?: string;
  /** A guest mail the daily limits never hold back (a waiting list's offer): it is the reason they wrote to us. */
  alwaysSend?: true;
  /** Not sent, nor tried again, after this: what it says would be over before it is read. */
  sendBefore?: Date;
  /**
   * The guest's manage link, when `text` and `html` hold it: stored masked, and sealed beside them until the mail is
   * sent or given up, so that the outbox (and its backups) never keep a token that opens a booking.
   */
  manageUrl?: string;
}

export type EnqueueOutcome = 'queued' | 'off' | 'daily-limit' | 'duplicate';

/** Which daily limit held a guest mail back, or null when it may be stored. */
type GuestMailLimit = 'booking' | 'address' | null;

interface StoredMail {
  documentId: string;
  topic: string;
  recipient: string;
  replyToName: string | null;
  replyToAddress: string | null;
  subject: string;
  text: string;
  html: string;
  sealedLink: string | null;
  calendar: string | null;
  calendarMethod: 'PUBLISH' | 'CANCEL' | null;
  pdfName: string | null;
  pdf: string | null;
  sendBefore: string | null;
  deliveryAttempts: number | null;
}

interface EmailService {
  send(options: Record<string, unknown>): Promise<unknown>;
}

/** The wait before try number `attempts + 1`: the retry delay, doubled after each failure, six hours at most. */
export function backoffMs(failedAttempts: number, retrySeconds: number): number {
  return Math.min(retrySeconds * 1000 * 2 ** Math.max(0, failedAttempts - 1), MAX_BACKOFF_MS);
}

/** Where the restaurant's mails go: CONTACT_NOTIFY_TO, else the restaurant's e-mail. */
export async function restaurantAddress(strapi: Core.Strapi): Promise<string | undefined> {
  const configured = contactNotifyTo();
  if (configured) return configured;
  const restaurant = (await strapi.documents('api::restaurant.restaurant').findFirst({ fields: ['email'] })) as {
    email?: string | null;
  } | null;
  return restaurant?.email?.trim() || undefined;
}

/** A small stable number for an address, the second key of its advisory lock. */
/** A text's 32-bit key for an advisory lock (an address, a mail's dedupe key). */
function lockKeyOf(address: string): number {
  let hash = 0;
  for (const character of address) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

/** Every occurrence of `from` in the mail's text and HTML (a link: the same in both) replaced by `to`. */
const withLink = <Body extends { text: string; html: string }>(body: Body, from: string, to: string): Body => ({
  ...body,
  text: body.text.split(from).join(to),
  html: body.html.split(from).join(to),
});

/** The mail as it is to be stored: its manage link masked in the text, sealed beside it. */
export function storedBody(mail: Pick<OutgoingMail, 'text' | 'html' | 'manageUrl'>): {
  text: string;
  html: string;
  sealedLink: string | null;
} {
  const { text, html, manageUrl } = mail;
  if (!manageUrl) return { text, html, sealedLink: null };
  return {
    ...withLink({ text, html }, manageUrl, maskedManageUrl(manageUrl)),
    sealedLink: seal(manageUrl, SEALED_LINK_PURPOSE),
  };
}

/** The stored mail as it is to be sent: its manage link back in place (left masked when it cannot be unsealed). */
function sentBody(strapi: Core.Strapi, row: StoredMail): { text: string; html: string } {
  const { text, html, sealedLink } = row;
  if (!sealedLink) return { text, html };
  const manageUrl = unseal(sealedLink, SEALED_LINK_PURPOSE);
  if (manageUrl === null) {
    strapi.log.error(`Mail ${row.documentId}: its manage link cannot be unsealed (ENCRYPTION_KEY changed?)`);
    return { text, html };
  }
  return withLink({ text, html }, maskedManageUrl(manageUrl), manageUrl);
}

async function claim(strapi: Core.Strapi, documentId: string, now: Date): Promise<boolean> {
  const { count } = await strapi.db.query(OUTGOING_UID).updateMany({
    where: { documentId, deliveryState: 'pending', nextDeliveryAt: { $lte: now } },
    data: { nextDeliveryAt: new Date(now.getTime() + CLAIM_MS) },
  });
  return count === 1;
}

interface MailThread {
  id: number;
  recipient: string;
  reference: string | null;
}

/** The mails of one reservation to one address, in the order they were written. */
const threadOf = ({ recipient, reference }: MailThread) => ({ recipient, reference });

/**
 * Whether an earlier mail of the same reservation to the same address is still waiting: a guest must read
 * « Demande envoyée » before « Réservation confirmée », even when staff confirm while the first is being sent.
 */
async function waitsForEarlier(strapi: Core.Strapi, mail: MailThread): Promise<boolean> {
  if (!mail.reference) return false;
  const earlier = await strapi.db.query(OUTGOING_UID).findOne({
    where: { ...threadOf(mail), deliveryState: 'pending', id: { $lt: mail.id } },
    select: ['id'],
  });
  return earlier !== null;
}

/** The files a stored mail carries: its calendar, its PDF. */
function attachmentsOf(row: StoredMail) {
  return [
    ...(row.calendar
      ? [
          {
            filename: 'reservation.ics',
            content: row.calendar,
            contentType: `text/calendar; charset=utf-8; method=${row.calendarMethod ?? 'PUBLISH'}`,
          },
        ]
      : []),
    ...(row.pdf
      ? [
          {
            filename: row.pdfName ?? 'document.pdf',
            content: Buffer.from(row.pdf, 'base64'),
            contentType: 'application/pdf',
          },
        ]
      : []),
  ];
}

/** One try of a stored mail, if no other try holds it: sent, or its error and next try recorded. */
async function attempt(strapi: Core.Strapi, documentId: string): Promise<MailThread | null> {
  const rows = () => strapi.db.query(OUTGOING_UID);
  if (!smtpSettings()) return null;
  const thread = (await rows().findOne({
    where: { documentId },
    select: ['id', 'recipient', 'reference'],
  })) as MailThread | null;
  if (!thread || (await waitsForEarlier(strapi, thread))) return null;
  if (!(await claim(strapi, documentId, new Date()))) return null;
  const row = (await rows().findOne({ where: { documentId } })) as StoredMail | null;
  if (!row) return null;
  const attempts = (row.deliveryAttempts ?? 0) + 1;
  const deadline = row.sendBefore ? new Date(row.sendBefore).getTime() : Number.POSITIVE_INFINITY;
  if (Date.now() >= deadline) {
    strapi.log.warn(`Mail ${documentId} (${row.topic}): not sent, too late (due before ${row.sendBefore})`);
    await rows().updateMany({
      where: { documentId },
      data: {
        deliveryState: 'failed' satisfies DeliveryState,
        nextDeliveryAt: null,
        lastDeliveryError: 'Trop tard pour être envoyé',
        sealedLink: null,
        pdf: null,
      },
    });
    return thread;
  }
  try {
    const email = strapi.plugin('email').service('email') as unknown as EmailService;
    await email.send({
      to: row.recipient,
      ...(row.replyToAddress ? { replyTo: { name: row.replyToName ?? '', address: row.replyToAddress } } : {}),
      subject: row.subject,
      ...sentBody(strapi, row),
      attachments: attachmentsOf(row),
    });
    await rows().updateMany({
      where: { documentId },
      data: {
        deliveryState: 'sent' satisfies DeliveryState,
        deliveryAttempts: attempts,
        deliveredAt: new Date(),
        nextDeliveryAt: null,
        lastDeliveryError: null,
        sealedLink: null,
        pdf: null,
      },
    });
    return thread;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
    const { retrySeconds, maxAttempts } = outboxSettings();
    const retryAt = Date.now() + backoffMs(attempts, retrySeconds);
    const givenUp = attempts >= maxAttempts || retryAt >= deadline;
    strapi.log.warn(`Mail ${documentId} (${row.topic}): try ${attempts} failed (${message})`);
    await rows().updateMany({
      where: { documentId },
      data: {
        deliveryState: (givenUp ? 'failed' : 'pending') satisfies DeliveryState,
        deliveryAttempts: attempts,
        lastDeliveryError: message,
        nextDeliveryAt: givenUp ? null : new Date(retryAt),
        ...(givenUp ? { sealedLink: null, pdf: null } : {}),
      },
    });
    return givenUp ? thread : null;
  }
}

/** The next mail of a thread still waiting, once the one before it was sent or given up. */
async function nextInThread(strapi: Core.Strapi, done: MailThread): Promise<string | null> {
  if (!done.reference) return null;
  const next = (await strapi.db.query(OUTGOING_UID).findOne({
    where: { ...threadOf(done), deliveryState: 'pending', id: { $gt: done.id } },
    select: ['documentId'],
    orderBy: { id: 'asc' },
  })) as { documentId: string } | null;
  return next?.documentId ?? null;
}

/** Which of GUEST_MAIL_LIMITS a guest mail would pass today (to be asked under the address's lock). */
async function guestMailLimit(strapi: Core.Strapi, mail: OutgoingMail, now: Date): Promise<GuestMailLimit> {
  const count = (where: Record<string, unknown>) =>
    strapi.db.query(OUTGOING_UID).count({ where: { recipient: mail.to, toGuest: true, ...where } });
  const today = { createdAt: { $gte: reservationInstant(genevaDay(now), '00:00') } };
  if (mail.reference) {
    if ((await count({ reference: mail.reference, ...today })) >= GUEST_MAIL_LIMITS.perBookingPerDay) return 'booking';
    if ((await count({ reference: mail.reference })) === 0) return null;
  }
  return (await count(today)) >= GUEST_MAIL_LIMITS.perAddressPerDay ? 'address' : null;
}

/** The outbox's row of a new mail: due at once. */
export function storedRow(mail: OutgoingMail, now: Date) {
  return {
    dedupeKey: mail.dedupeKey ?? null,
    topic: mail.topic,
    reference: mail.reference ?? null,
    contactMessage: mail.contactMessage ?? null,
    recipient: mail.to,
    toGuest: mail.toGuest,
    replyToName: mail.replyTo?.name ?? null,
    replyToAddress: mail.replyTo?.address ?? null,
    subject: mail.subject,
    ...storedBody(mail),
    calendar: mail.calendar?.content ?? null,
    calendarMethod: mail.calendar?.method ?? null,
    pdfName: mail.pdf?.filename ?? null,
    pdf: mail.pdf?.content.toString('base64') ?? null,
    sendBefore: mail.sendBefore ?? null,
    deliveryState: 'pending' satisfies DeliveryState,
    deliveryAttempts: 0,
    nextDeliveryAt: now,
  };
}

/**
 * Stores the mail unless one with its dedupe key is already stored (looked for under the key's lock, so that two
 * processes writing it at once store it once) or a guest mail passes its daily limits (counted under the address's
 * lock), else says which; `stored` runs once the mail is committed, with the transaction of the caller when there is
 * one (a contact notice is written with its message), so that no try reads a mail that may yet be rolled back.
 */
async function store(
  strapi: Core.Strapi,
  mail: OutgoingMail,
  now: Date,
  stored: (documentId: string) => void,
): Promise<{ documentId: string } | { limit: Exclude<GuestMailLimit, null> } | { duplicate: true }> {
  const rows = () => strapi.db.query(OUTGOING_UID);
  return await strapi.db.transaction(async ({ trx, onCommit }) => {
    if (mail.dedupeKey) {
      await holdAdvisoryLock(strapi, trx, 'mailDedupe', lockKeyOf(mail.dedupeKey));
      if (await rows().findOne({ where: { dedupeKey: mail.dedupeKey }, select: ['id'] }))
        return { duplicate: true as const };
    }
    if (mail.toGuest && !mail.alwaysSend) {
      await holdAdvisoryLock(strapi, trx, 'guestMailAddress', lockKeyOf(mail.to));
      const limit = await guestMailLimit(strapi, mail, now);
      if (limit) return { limit };
    }
    const created = (await rows().create({ data: storedRow(mail, now) })) as { documentId: string };
    onCommit(() => stored(created.documentId));
    return { documentId: created.documentId };
  });
}

/** Where a contact message's notice stands, for the staff inbox. */
export interface NoticeState {
  contactMessage: string;
  deliveryState: DeliveryState;
  deliveryAttempts: number | null;
  lastDeliveryError: string | null;
  deliveredAt: string | Date | null;
}

/**
 * The outbox of every e-mail the site sends (docs/product.md#contact-e-mail, docs/product.md#reservation-e-mails):
 * the contact messages' notices to the restaurant and the bookings' mails. A mail is stored first, then tried at once
 * in the background; a try claims the row in the database (so processes never send it twice), and a failure is
 * retried with a growing delay, up to CONTACT_MAIL_MAX_ATTEMPTS tries (outboxSettings). Without SMTP nothing is stored.
 */
const outgoingMailService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(OUTGOING_UID);
  const loop = retryLoop(strapi, 'Outbox');
  const { track } = loop;

  /** Tries a mail, then the next one of its thread that waited for it. */
  async function sendInOrder(documentId: string): Promise<void> {
    const done = await attempt(strapi, documentId);
    const next = done && (await nextInThread(strapi, done));
    if (next) await sendInOrder(next);
  }

  function sendSoon(documentId: string): void {
    void track(sendInOrder(documentId)).catch((error: unknown) =>
      strapi.log.error(`Mail ${documentId}: try could not run: ${String(error)}`),
    );
  }

  return {
    /** Whether mails are sent at all (SMTP configured). */
    enabled(): boolean {
      return smtpSettings() !== null;
    },

    /**
     * Stores a mail and tries it in the background as soon as it is committed; skipped (and logged) past a guest's
     * daily limit.
     */
    async enqueue(mail: OutgoingMail, now = new Date()): Promise<EnqueueOutcome> {
      if (!smtpSettings()) return 'off';
      const stored = await store(strapi, mail, now, sendSoon);
      if ('duplicate' in stored) return 'duplicate';
      if ('limit' in stored) {
        const reached =
          stored.limit === 'booking'
            ? `this booking already had ${GUEST_MAIL_LIMITS.perBookingPerDay} mails today`
            : `its address already had ${GUEST_MAIL_LIMITS.perAddressPerDay} mails today`;
        strapi.log.warn(`Mail « ${mail.topic} » for ${mail.reference ?? '?'} not sent: ${reached}`);
        return 'daily-limit';
      }
      return 'queued';
    },

    /** One pass of the retry loop: tries every mail whose next try is due. */
    async deliverDue(now = new Date()): Promise<void> {
      if (!smtpSettings()) return;
      const due = (await rows().findMany({
        where: { deliveryState: 'pending', nextDeliveryAt: { $lte: now } },
        select: ['documentId'],
        orderBy: { nextDeliveryAt: 'asc' },
        limit: BATCH_SIZE,
      })) as { documentId: string }[];
      for (const { documentId } of due) await track(sendInOrder(documentId));
    },

    /** Deletes the mails of one topic to one address (a waiting party's offers, once its service has ended). */
    async purgeTopicTo(topic: string, recipient: string): Promise<number> {
      const { count } = await rows().deleteMany({ where: { topic, recipient } });
      return count;
    },

    /**
     * Deletes the bookings' mails stored before `cutoff` (they hold guests' addresses): the reservations' retention
     * calls it. The contact notices follow their messages' retention instead.
     */
    async purgeBookingMailsBefore(cutoff: Date): Promise<number> {
      const { count } = await rows().deleteMany({
        where: { createdAt: { $lt: cutoff }, contactMessage: { $null: true } },
      });
      return count;
    },

    /** Deletes the contact notices stored before `cutoff`, as their messages are: the contact retention calls it. */
    async purgeContactNoticesBefore(cutoff: Date): Promise<number> {
      const { count } = await rows().deleteMany({
        where: { createdAt: { $lt: cutoff }, contactMessage: { $notNull: true } },
      });
      return count;
    },

    /** Deletes the notice of a contact message staff deleted: it holds the guest's words too. */
    async purgeNoticeOf(contactMessage: string): Promise<void> {
      await rows().deleteMany({ where: { contactMessage } });
    },

    /** The notices of these contact messages (at most one each), for the inbox: a lookup by the unique link. */
    async noticesOf(contactMessages: string[]): Promise<Map<string, NoticeState>> {
      if (contactMessages.length === 0) return new Map();
      const found = (await rows().findMany({
        where: { contactMessage: { $in: contactMessages } },
        select: ['contactMessage', 'deliveryState', 'deliveryAttempts', 'lastDeliveryError', 'deliveredAt'],
      })) as NoticeState[];
      return new Map(found.map((notice) => [notice.contactMessage, notice]));
    },

    /** Starts the retry loop (when e-mail is on); `stop` ends it. */
    start(): void {
      if (smtpSettings()) loop.start(() => this.deliverDue(), retryPassMs());
    },

    /** Stops the loop and waits for tries under way, so none writes to a closed database. */
    stop: () => loop.stop(),
  };
};

export default outgoingMailService;

export const outgoingMails = (app: Core.Strapi) => app.service(OUTGOING_UID) as ReturnType<typeof outgoingMailService>;
