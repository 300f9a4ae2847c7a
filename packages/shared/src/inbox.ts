import type { ApiSuccess } from './api';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';

/**
 * The staff inbox of contact messages (docs/product.md#messages-tab and docs/product.md#messages-api): what the
 * CMS answers on /api/messages and what the dashboard shows.
 */

/** Where the e-mail to the restaurant stands; `null` when no e-mail was due (notification off, or older messages). */
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  pending: 'en attente',
  sent: 'envoyé',
  failed: 'échec',
};

/** How long contact messages are kept when CONTACT_RETENTION_DAYS is not set (docs/product.md#contact-messages). */
export const DEFAULT_CONTACT_RETENTION_DAYS = 365;

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
  /** When a staff member first opened it; null while unread. */
  readAt: string | null;
  /** When it was marked « traité »; null while not handled. */
  handledAt: string | null;
  delivery: {
    state: DeliveryState | null;
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
  };
}

/** The list's filter: every message, or those not yet handled. */
export const INBOX_FILTERS = ['all', 'unhandled'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const INBOX_PAGE_SIZE = { default: 20, max: 50 } as const;

export interface InboxQuery {
  page?: number;
  pageSize?: number;
  filter?: InboxFilter;
}

export interface InboxPage {
  messages: InboxMessage[];
  page: number;
  pageSize: number;
  /** Messages matching the filter, over all pages. */
  total: number;
  pageCount: number;
}
export type InboxPageResponse = ApiSuccess<InboxPage>;

export interface InboxSummary {
  unread: number;
  unhandled: number;
  /** Whether each new message is also sent by e-mail (SMTP configured). */
  emailNotification: boolean;
}
export type InboxSummaryResponse = ApiSuccess<InboxSummary>;

/** A change of a message's marks: at least one of the two. */
export interface InboxMessageUpdate {
  read?: boolean;
  handled?: boolean;
}
export type InboxMessageResponse = ApiSuccess<InboxMessage>;

/** What the privacy statement needs from the server. */
export interface PrivacyFacts {
  contactRetentionDays: number;
  /**
   * Days after its date a reservation's name, e-mail, phone and notes are erased, and a group request deleted (the
   * owner's setting).
   */
  reservationRetentionDays: number;
}
export type PrivacyFactsResponse = ApiSuccess<PrivacyFacts>;

export type InboxQueryValidation =
  { ok: true; values: Required<InboxQuery> } | { ok: false; errors: Partial<Record<keyof InboxQuery, StaffMessage>> };

function wholeNumber(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}

/** Reads `?page=&pageSize=&filter=` as the server receives them (strings, all optional). */
export function validateInboxQuery(query: Record<string, unknown>): InboxQueryValidation {
  const errors: Partial<Record<keyof InboxQuery, StaffMessage>> = {};
  let page = 1;
  let pageSize: number = INBOX_PAGE_SIZE.default;
  let filter: InboxFilter = 'all';
  if (query.page !== undefined) {
    const value = wholeNumber(query.page);
    if (value === undefined || value < 1) errors.page = staffMessageOf('inbox.pageInvalid');
    else page = value;
  }
  if (query.pageSize !== undefined) {
    const value = wholeNumber(query.pageSize);
    if (value === undefined || value < 1 || value > INBOX_PAGE_SIZE.max)
      errors.pageSize = staffMessageOf('inbox.pageSizeInvalid', { max: INBOX_PAGE_SIZE.max });
    else pageSize = value;
  }
  if (query.filter !== undefined) {
    if (typeof query.filter === 'string' && (INBOX_FILTERS as readonly string[]).includes(query.filter)) {
      filter = query.filter as InboxFilter;
    } else {
      errors.filter = staffMessageOf('inbox.filterInvalid');
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { page, pageSize, filter } };
}

export type InboxUpdateValidation =
  | { ok: true; values: InboxMessageUpdate }
  | { ok: false; errors: Partial<Record<keyof InboxMessageUpdate | 'body', StaffMessage>> };

export function validateInboxUpdate(body: unknown): InboxUpdateValidation {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: { body: staffMessageOf('inbox.updateEmpty') } };
  }
  const input = body as Record<string, unknown>;
  const errors: Partial<Record<keyof InboxMessageUpdate, StaffMessage>> = {};
  const values: InboxMessageUpdate = {};
  for (const field of ['read', 'handled'] as const) {
    if (input[field] === undefined) continue;
    if (typeof input[field] === 'boolean') values[field] = input[field];
    else errors[field] = staffMessageOf('inbox.flagInvalid');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (values.read === undefined && values.handled === undefined) {
    return { ok: false, errors: { body: staffMessageOf('inbox.updateEmpty') } };
  }
  return { ok: true, values };
}
