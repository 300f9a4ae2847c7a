import type { Core } from '@strapi/strapi';
import { groupRetentionJobSeconds } from '../../utils/job-settings';
import type { SharedJob } from '../job-lease/services/job-runner';
import { groupRequests } from './services/group-request';

/** The group requests' shared job, run once per period across every app process (docs/operations.md#scheduled-jobs). */
export function groupRequestJobs(strapi: Core.Strapi): SharedJob[] {
  return [
    {
      name: 'group-request-retention',
      periodSeconds: groupRetentionJobSeconds,
      run: async (now) => void (await groupRequests(strapi).deleteExpired(now)),
    },
  ];
}
