import { integerSetting } from './settings';

/**
 * The shared jobs' timing (docs/operations.md#scheduled-jobs). Each job holds a lease row in the database: the holder
 * renews it every tick, and another process takes the job over once the lease has expired, so a dead holder is
 * replaced within JOB_LEASE_SECONDS + JOB_TICK_SECONDS (under a minute by default).
 */
export function jobTickSeconds(): number {
  return integerSetting('JOB_TICK_SECONDS', 15, { min: 1, max: 300 });
}

export function jobLeaseSeconds(): number {
  return Math.max(integerSetting('JOB_LEASE_SECONDS', 40, { min: 2, max: 3600 }), jobTickSeconds() + 1);
}

/** How often the reservation reminders are looked for. */
export function reminderJobSeconds(): number {
  return integerSetting('RESERVATION_REMINDER_JOB_SECONDS', 300, { min: 1, max: 86_400 });
}

/** How often ended services are looked at for bookings still to mark « Arrivé » or « Absent ». */
export function noShowPromptJobSeconds(): number {
  return integerSetting('RESERVATION_NO_SHOW_PROMPT_JOB_SECONDS', 300, { min: 1, max: 86_400 });
}

/** How often the waiting list's offers are looked at: run out, to make where places freed, of ended services. */
export function waitlistJobSeconds(): number {
  return integerSetting('RESERVATION_WAITLIST_JOB_SECONDS', 60, { min: 1, max: 3600 });
}

/** How often reservations past their retention are anonymised. */
export function anonymiseJobSeconds(): number {
  return integerSetting('RESERVATION_ANONYMISE_JOB_SECONDS', 6 * 3600, { min: 1, max: 7 * 86_400 });
}

/** How often group requests past the reservations' retention are deleted. */
export function groupRetentionJobSeconds(): number {
  return integerSetting('GROUP_REQUEST_RETENTION_JOB_SECONDS', 6 * 3600, { min: 1, max: 7 * 86_400 });
}

/** How often the payment records past their ten years are deleted. */
export function paymentRetentionJobSeconds(): number {
  return integerSetting('PAYMENT_RETENTION_JOB_SECONDS', 86_400, { min: 1, max: 7 * 86_400 });
}

/** How often contact messages past CONTACT_RETENTION_DAYS are deleted. */
export function contactRetentionJobSeconds(): number {
  return integerSetting('CONTACT_RETENTION_JOB_SECONDS', 86_400, { min: 1, max: 7 * 86_400 });
}
