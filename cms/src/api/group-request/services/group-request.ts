import type { Core } from '@strapi/strapi';
import {
  RESERVATION_LIMITS,
  filledByRobot,
  validateGroupRequest,
  type GroupRequestErrors,
  addDaysToDayText,
  genevaDay,
  normalizeTime,
  reservationInstant,
  secondsUntilGenevaMidnight,
  type GroupRequestStatus,
  type GroupRequestValues,
  type GroupRequestView,
} from '@ticino/shared';
import type { Stored } from '../../../utils/stored';
import { reservationSettings } from '../../reservation-setting/services/reservation-setting';
import { addressHash, contactHash, contactHashKey, hashLockKey } from '../../reservation/contact-hash';
import { reservationNotices } from '../../reservation/services/notices';
import { holdAdvisoryLock } from '../../../utils/advisory-locks';
import { proposalView } from './proposal';

const GROUP_REQUEST_UID = 'api::group-request.group-request';

/** What a guest's group request gets: kept (or a robot's, ignored), refused with its fields' reasons, or held back. */
export type GroupRequestSubmission =
  | { ok: true }
  | { ok: false; status: 400; errors: GroupRequestErrors }
  | { ok: false; status: 429; retryAfterSeconds: number };

const FIELDS = [
  'date',
  'time',
  'guests',
  'occasion',
  'budgetPerPerson',
  'privateRoom',
  'name',
  'email',
  'phone',
  'message',
  'language',
  'status',
  'receivedAt',
  'proposal',
  'reservationReference',
] as const;

type StoredGroupRequest = Stored<typeof GROUP_REQUEST_UID, (typeof FIELDS)[number]> & { documentId: string };

function toView(stored: StoredGroupRequest, now: Date): GroupRequestView {
  return {
    id: stored.documentId,
    date: String(stored.date),
    time: normalizeTime(stored.time) ?? String(stored.time),
    guests: stored.guests,
    occasion: stored.occasion ?? null,
    budgetPerPerson: stored.budgetPerPerson ?? null,
    privateRoom: stored.privateRoom === true,
    name: stored.name ?? '',
    email: stored.email ?? '',
    phone: stored.phone ?? '',
    message: stored.message ?? '',
    language: stored.language ?? 'fr',
    status: stored.status ?? 'requested',
    receivedAt: new Date(String(stored.receivedAt)).toISOString(),
    proposal: proposalView(stored, now),
  };
}

/** « Demandes de groupe »: kept for staff to answer; they take no capacity until staff book the table. */
const groupRequestService = ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * Runs `work` in a transaction holding the locks of the sender's hashes (its e-mail's, its address's), taken in
   * increasing order: parallel requests of one sender are counted one after the other, so none passes the daily
   * limit. On SQLite the one connection already runs one transaction at a time.
   */
  async function underSenderLocks<T>(hashes: (string | undefined)[], work: () => Promise<T>): Promise<T> {
    return await strapi.db.transaction(async ({ trx }) => {
      const keys = [...new Set(hashes.filter((hash): hash is string => Boolean(hash)).map(hashLockKey))];
      for (const lockKey of keys.sort((a, b) => a - b)) {
        await holdAdvisoryLock(strapi, trx, 'groupRequestSender', lockKey);
      }
      return work();
    });
  }

  /**
   * Keeps a guest's request and tells the restaurant; refused past RESERVATION_LIMITS.groupRequestsPerDay requests of
   * its e-mail, or of its client address (`clientAddressKey`), since midnight in Geneva (docs/product.md#no-hoarding):
   * `retryAfterSeconds` until the next midnight.
   */
  async function store(
    values: GroupRequestValues,
    now: Date,
    address?: string,
  ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
    const today = genevaDay(now);
    const key = contactHashKey(strapi);
    const hash = address ? addressHash(address, today, key) : undefined;
    const stored = await underSenderLocks([contactHash('email', values.email, key), hash], async () => {
      const sameSender = [{ email: { $eqi: values.email } }, ...(hash ? [{ addressHash: { $eq: hash } }] : [])];
      const sentToday = (await strapi.db.query(GROUP_REQUEST_UID).findMany({
        select: ['email', 'addressHash'],
        where: { receivedAt: { $gte: reservationInstant(today, '00:00').toISOString() }, $or: sameSender },
      })) as { email: string | null; addressHash: string | null }[];
      const limit = RESERVATION_LIMITS.groupRequestsPerDay;
      const byEmail = sentToday.filter((row) => row.email?.toLowerCase() === values.email.toLowerCase()).length;
      const byAddress = hash ? sentToday.filter((row) => row.addressHash === hash).length : 0;
      if (byEmail >= limit || byAddress >= limit) return false;
      await strapi.documents(GROUP_REQUEST_UID).create({
        data: {
          addressHash: hash,
          ...values,
          time: `${values.time}:00.000`,
          occasion: values.occasion ?? undefined,
          budgetPerPerson: values.budgetPerPerson ?? undefined,
          status: 'requested',
          receivedAt: now.toISOString(),
        },
      });
      return true;
    });
    if (!stored) {
      return { ok: false, retryAfterSeconds: secondsUntilGenevaMidnight(now) };
    }
    await reservationNotices(strapi).groupRequested(values);
    return { ok: true };
  }

  return {
    /**
     * A guest's group request, whichever way it came (`POST /api/group-requests`, the booking page's form without
     * JavaScript): a robot's gets a person's answer and is not kept; then the owner's rules, then the daily limits.
     */
    async submit(input: unknown, now: Date, address?: string): Promise<GroupRequestSubmission> {
      if (filledByRobot(input)) return { ok: true };
      const { maxPartyOnline } = await reservationSettings(strapi).find();
      const checked = validateGroupRequest(input, { now, maxPartyOnline });
      if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
      const stored = await store(checked.values, now, address);
      return stored.ok ? stored : { ok: false, status: 429, retryAfterSeconds: stored.retryAfterSeconds };
    },

    /** One day's requests by time, or (`date` null) every one from today on, by date and time. */
    async list(date: string | null, now: Date): Promise<GroupRequestView[]> {
      const today = genevaDay(now);
      const stored = (await strapi.documents(GROUP_REQUEST_UID).findMany({
        filters: date ? { date: { $eq: date } } : { date: { $gte: today } },
        fields: [...FIELDS],
        sort: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }],
      })) as StoredGroupRequest[];
      return stored.map((each) => toView(each, now));
    },

    /** Staff's answer; null for an unknown id. */
    async answer(
      id: string,
      status: Exclude<GroupRequestStatus, 'requested' | 'proposed'>,
      now: Date,
    ): Promise<GroupRequestView | null> {
      const documents = strapi.documents(GROUP_REQUEST_UID);
      if (!(await documents.findOne({ documentId: id, fields: ['id'] }))) return null;
      const updated = (await documents.update({
        documentId: id,
        data: { status },
        fields: [...FIELDS],
      })) as StoredGroupRequest;
      return toView(updated, now);
    },

    /** One request as staff see it; null for an unknown id. */
    async find(id: string, now: Date): Promise<GroupRequestView | null> {
      const stored = (await strapi.documents(GROUP_REQUEST_UID).findOne({
        documentId: id,
        fields: [...FIELDS],
      })) as StoredGroupRequest | null;
      return stored ? toView(stored, now) : null;
    },

    /** Requests not yet answered from `from` on (the dashboard header's count). */
    countWaitingFrom(from: string): Promise<number> {
      return strapi.documents(GROUP_REQUEST_UID).count({ filters: { status: 'requested', date: { $gte: from } } });
    },

    /**
     * The retention job's run: the requests dated more than the reservations' retention days ago go. Deleted, not
     * emptied: a request takes no capacity and no statistic counts it (a group staff seated has its covers in the
     * booking they entered for it), and the staff tab shows requests from today on; without its name, e-mail, phone
     * and message nothing in it is of use.
     */
    async deleteExpired(now: Date): Promise<number> {
      const { retentionDays } = await reservationSettings(strapi).find();
      const cutoff = addDaysToDayText(genevaDay(now), -retentionDays);
      const { count } = await strapi.db.query(GROUP_REQUEST_UID).deleteMany({ where: { date: { $lt: cutoff } } });
      if (count > 0) strapi.log.info(`Deleted ${count} group request(s) dated over ${retentionDays} days ago`);
      return count;
    },
  };
};

export default groupRequestService;

export const groupRequests = (app: Core.Strapi = strapi) =>
  app.service(GROUP_REQUEST_UID) as ReturnType<typeof groupRequestService>;
