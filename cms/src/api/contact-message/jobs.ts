import type { Core } from '@strapi/strapi';
import { contactRetentionJobSeconds } from '../../utils/job-settings';
import type { SharedJob } from '../job-lease/services/job-runner';
import { siteService } from '../../utils/services';

/** The contact messages' shared job, run once per period across every app process (docs/operations.md#scheduled-jobs). */
export function contactMessageJobs(strapi: Core.Strapi): SharedJob[] {
  return [
    {
      name: 'contact-retention',
      periodSeconds: contactRetentionJobSeconds,
      run: async (now) => void (await siteService('api::contact-message.contact-message', strapi).purgeExpired(now)),
    },
  ];
}
