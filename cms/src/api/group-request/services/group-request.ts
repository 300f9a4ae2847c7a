import type { Core } from '@strapi/strapi';
import { normalizeTime, type GroupRequestStatus, type GroupRequestValues, type GroupRequestView } from '@ticino/shared';
import type { Stored } from '../../../utils/stored';
import { reservationNotices } from '../../reservation/services/notices';

const GROUP_REQUEST_UID = 'api::group-request.group-request';

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
  'status',
  'receivedAt',
] as const;

type StoredGroupRequest = Stored<typeof GROUP_REQUEST_UID, (typeof FIELDS)[number]> & { documentId: string };

function toView(stored: StoredGroupRequest): GroupRequestView {
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
    status: stored.status ?? 'requested',
    receivedAt: new Date(String(stored.receivedAt)).toISOString(),
  };
}

/** « Demandes de groupe »: kept for staff to answer; they take no capacity until staff book the table. */
const groupRequestService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(values: GroupRequestValues, now: Date): Promise<void> {
    await strapi.documents(GROUP_REQUEST_UID).create({
      data: {
        ...values,
        time: `${values.time}:00.000`,
        occasion: values.occasion ?? undefined,
        budgetPerPerson: values.budgetPerPerson ?? undefined,
        status: 'requested',
        receivedAt: now.toISOString(),
      },
    });
    await reservationNotices(strapi).groupRequested(values);
  },

  /** One day's requests by time, or (`date` null) every one from `today` on, by date and time. */
  async list(date: string | null, today: string): Promise<GroupRequestView[]> {
    const stored = (await strapi.documents(GROUP_REQUEST_UID).findMany({
      filters: date ? { date: { $eq: date } } : { date: { $gte: today } },
      fields: [...FIELDS],
      sort: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }],
    })) as StoredGroupRequest[];
    return stored.map(toView);
  },

  /** Staff's answer; null for an unknown id. */
  async answer(id: string, status: Exclude<GroupRequestStatus, 'requested'>): Promise<GroupRequestView | null> {
    const documents = strapi.documents(GROUP_REQUEST_UID);
    if (!(await documents.findOne({ documentId: id, fields: ['id'] }))) return null;
    const updated = (await documents.update({
      documentId: id,
      data: { status },
      fields: [...FIELDS],
    })) as StoredGroupRequest;
    return toView(updated);
  },

  /** Requests not yet answered from `from` on (the dashboard header's count). */
  countWaitingFrom(from: string): Promise<number> {
    return strapi.documents(GROUP_REQUEST_UID).count({ filters: { status: 'requested', date: { $gte: from } } });
  },
});

export default groupRequestService;

export const groupRequests = (app: Core.Strapi = strapi) =>
  app.service(GROUP_REQUEST_UID) as ReturnType<typeof groupRequestService>;
