import type { Core } from '@strapi/strapi';
import type { DeliveryState } from '@ticino/shared';
import {
  contactMailMaxAttempts,
  contactMailRetrySeconds,
  contactNotifyTo,
  contactRetentionDays,
  smtpSettings,
} from '../../../utils/mail-settings';
import { retryLoop, retryPassMs } from '../../../utils/retry-loop';
import { notificationMail, type MailableMessage, type NotificationMail } from '../mail';

const CONTACT_MESSAGE_UID = 'api::contact-message.contact-message';

/** A try owns its message this long: longer than nodemailer's timeouts, so two tries never overlap. */
const CLAIM_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Messages tried per pass of the loop; the next pass takes the rest. */
const BATCH_SIZE = 20;
const ERROR_MAX_LENGTH = 1000;

interface EmailService {
  send(options: NotificationMail): Promise<unknown>;
}

interface PendingRow extends MailableMessage {
  documentId: string;
  deliveryAttempts: number | null;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/** The wait before try number `attempts + 1`: the retry delay, doubled after each failure, six hours at most. */
export function backoffMs(failedAttempts: number, retrySeconds: number): number {
  return Math.min(retrySeconds * 1000 * 2 ** Math.max(0, failedAttempts - 1), MAX_BACKOFF_MS);
}

/** Where the messages go: CONTACT_NOTIFY_TO, else the restaurant's e-mail. */
export async function restaurantAddress(strapi: Core.Strapi): Promise<string | undefined> {
  const configured = contactNotifyTo();
  if (configured) return configured;
  const restaurant = (await strapi.documents('api::restaurant.restaurant').findFirst({ fields: ['email'] })) as {
    email?: string | null;
  } | null;
  return restaurant?.email?.trim() || undefined;
}

/**
 * Sends each stored contact message to the restaurant by e-mail (docs/product.md#contact-e-mail). The message is
 * stored first, as `pending`; a try claims it in the database (so the visitor's request, the retry loop and other
 * instances never send it twice at once), sends, and records `sent`, or the error and the next try's time; after
 * CONTACT_MAIL_MAX_ATTEMPTS failures it is `failed`. The loop also deletes messages past CONTACT_RETENTION_DAYS.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(CONTACT_MESSAGE_UID);
  const loop = retryLoop(strapi, 'Contact messages');
  const { track } = loop;

  async function claim(documentId: string, now: Date): Promise<boolean> {
    const { count } = await rows().updateMany({
      where: { documentId, deliveryState: 'pending', nextDeliveryAt: { $lte: now } },
      data: { nextDeliveryAt: new Date(now.getTime() + CLAIM_MS) },
    });
    return count === 1;
  }

  async function record(documentId: string, data: Record<string, unknown>): Promise<void> {
    await rows().updateMany({ where: { documentId }, data });
  }

  async function attempt(documentId: string): Promise<DeliveryOutcome> {
    const now = new Date();
    if (!smtpSettings() || !(await claim(documentId, now))) return 'skipped';
    const row = (await rows().findOne({
      where: { documentId },
      select: ['documentId', 'name', 'email', 'subject', 'message', 'receivedAt', 'deliveryAttempts'],
    })) as PendingRow | null;
    if (!row) return 'skipped';
    const attempts = (row.deliveryAttempts ?? 0) + 1;
    try {
      const to = await restaurantAddress(strapi);
      if (!to) throw new Error("Aucune adresse de destination : ni CONTACT_NOTIFY_TO ni l'e-mail du restaurant");
      const email = strapi.plugin('email').service('email') as unknown as EmailService;
      await email.send(notificationMail(row, to));
      await record(documentId, {
        deliveryState: 'sent' satisfies DeliveryState,
        deliveryAttempts: attempts,
        deliveredAt: new Date(),
        nextDeliveryAt: null,
        lastDeliveryError: null,
      });
      return 'sent';
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
      const givenUp = attempts >= contactMailMaxAttempts();
      strapi.log.warn(`Contact message ${documentId}: e-mail try ${attempts} failed (${message})`);
      await record(documentId, {
        deliveryState: (givenUp ? 'failed' : 'pending') satisfies DeliveryState,
        deliveryAttempts: attempts,
        lastDeliveryError: message,
        nextDeliveryAt: givenUp ? null : new Date(Date.now() + backoffMs(attempts, contactMailRetrySeconds())),
      });
      return givenUp ? 'failed' : 'retry';
    }
  }

  return {
    /** Whether new messages are e-mailed (SMTP configured); otherwise they stay in the dashboard only. */
    notificationEnabled(): boolean {
      return smtpSettings() !== null;
    },

    /** Fields a new message is stored with: `pending` and due now when e-mail is on, nothing due otherwise. */
    initialState(now: Date): Record<string, unknown> {
      if (!smtpSettings()) return {};
      return { deliveryState: 'pending' satisfies DeliveryState, deliveryAttempts: 0, nextDeliveryAt: now };
    },

    /** Tries one message now, in the background: the caller (the visitor's request) does not wait for SMTP. */
    sendSoon(documentId: string): void {
      void track(attempt(documentId)).catch((error: unknown) =>
        strapi.log.error(`Contact message ${documentId}: e-mail try could not run: ${String(error)}`),
      );
    },

    /** One pass of the retry loop: tries every message whose next try is due. */
    async deliverDue(now = new Date()): Promise<DeliveryOutcome[]> {
      if (!smtpSettings()) return [];
      const due = (await rows().findMany({
        where: { deliveryState: 'pending', nextDeliveryAt: { $lte: now } },
        select: ['documentId'],
        orderBy: { nextDeliveryAt: 'asc' },
        limit: BATCH_SIZE,
      })) as { documentId: string }[];
      const outcomes: DeliveryOutcome[] = [];
      for (const { documentId } of due) outcomes.push(await track(attempt(documentId)));
      return outcomes;
    },

    /** Deletes the messages received more than CONTACT_RETENTION_DAYS ago; answers how many. */
    async purgeExpired(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - contactRetentionDays() * DAY_MS);
      const { count } = await rows().deleteMany({ where: { receivedAt: { $lt: cutoff } } });
      if (count > 0) strapi.log.info(`Deleted ${count} contact message(s) older than ${contactRetentionDays()} days`);
      return count;
    },

    /** Starts the retry loop (when e-mail is on); the retention is a shared job (contact-message/jobs.ts). */
    start(): void {
      loop.start(() => this.deliverDue(), smtpSettings() ? retryPassMs() : undefined);
    },

    /** Stops the loop and waits for tries under way, so none writes to a closed database. */
    stop: () => loop.stop(),
  };
};
