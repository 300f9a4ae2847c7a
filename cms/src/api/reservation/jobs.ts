import type { Core } from '@strapi/strapi';
import {
  anonymiseJobSeconds,
  noShowPromptJobSeconds,
  reminderJobSeconds,
  waitlistJobSeconds,
} from '../../utils/job-settings';
import { siteService } from '../../utils/services';
import type { SharedJob } from '../job-lease/services/job-runner';
import { promptUnmarkedBookings } from './no-show-prompt';
import { reservationNotices } from './services/notices';

/** The reservations' shared jobs, run once per period across every app process (docs/operations.md#scheduled-jobs). */
export function reservationJobs(strapi: Core.Strapi): SharedJob[] {
  return [
    {
      name: 'reservation-reminders',
      periodSeconds: reminderJobSeconds,
      run: async (now) => void (await reservationNotices(strapi).remindDue(now)),
    },
    {
      name: 'reservation-no-show-prompt',
      periodSeconds: noShowPromptJobSeconds,
      run: async (now) => void (await promptUnmarkedBookings(strapi, now)),
    },
    {
      name: 'reservation-waitlist',
      periodSeconds: waitlistJobSeconds,
      run: (now) => siteService('api::reservation.waitlist', strapi).runJob(now),
    },
    {
      name: 'reservation-anonymise',
      periodSeconds: anonymiseJobSeconds,
      run: async (now) => void (await reservationNotices(strapi).anonymiseExpired(now)),
    },
  ];
}
