import type { Core } from '@strapi/strapi';
import { paymentRetentionJobSeconds } from '../../utils/job-settings';
import type { SharedJob } from '../job-lease/services/job-runner';
import { deleteExpiredPaymentRecords } from './ledger';

/** The payments' shared job, run once per period across every app process (docs/operations.md#scheduled-jobs). */
export function paymentJobs(strapi: Core.Strapi): SharedJob[] {
  return [
    {
      name: 'payment-retention',
      periodSeconds: paymentRetentionJobSeconds,
      run: async (now) => void (await deleteExpiredPaymentRecords(strapi, now)),
    },
  ];
}
