import type { Core } from '@strapi/strapi';
import type { GroupRequestValues } from '@ticino/shared';
import { reservationNotices } from '../../reservation/services/notices';

const GROUP_REQUEST_UID = 'api::group-request.group-request';

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
});

export default groupRequestService;

export const groupRequests = (app: Core.Strapi = strapi) =>
  app.service(GROUP_REQUEST_UID) as ReturnType<typeof groupRequestService>;
