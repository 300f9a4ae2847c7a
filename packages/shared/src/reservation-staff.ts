import type { DayText } from './service-day';
import type { GroupRequestValues, Validation } from './reservation';

/**
 * What the staff's « Réservations » tab and the CMS agree on beyond the booking rules
 * (docs/product.md#reservations-tab): group requests as staff see and answer them, and the header's count.
 */

export const GROUP_REQUEST_STATUSES = ['requested', 'confirmed', 'declined'] as const;
export type GroupRequestStatus = (typeof GROUP_REQUEST_STATUSES)[number];

export const GROUP_REQUEST_STATUS_LABELS: Record<GroupRequestStatus, string> = {
  requested: 'À traiter',
  confirmed: 'Confirmée',
  declined: 'Refusée',
};

/** A group request as the staff list shows it; `id` is its document id. */
export interface GroupRequestView extends GroupRequestValues {
  id: string;
  status: GroupRequestStatus;
  receivedAt: string;
}

/** `GET /api/group-requests?date=`: that day's requests, or without a date every one from today on. */
export interface GroupRequestListData {
  date: DayText | null;
  groupRequests: GroupRequestView[];
}

/** `GET /api/reservations/summary`: what waits for staff, from today on (the dashboard header). */
export interface ReservationSummary {
  /** Bookings in status `requested`. */
  requested: number;
  /** Group requests not yet answered. */
  groupRequests: number;
}

export const GROUP_REQUEST_MESSAGES = {
  notFound: 'Demande de groupe introuvable.',
  statusInvalid: 'Indiquez la réponse : confirmed (confirmée) ou declined (refusée).',
  updated: 'Demande de groupe mise à jour.',
} as const;

/** `PUT /api/group-requests/:id`: staff answer a request, confirmed or declined (and may change their answer). */
export function validateGroupRequestAnswer(
  input: unknown,
): Validation<{ status: Exclude<GroupRequestStatus, 'requested'> }, { status?: string }> {
  const status = input && typeof input === 'object' ? (input as { status?: unknown }).status : undefined;
  if (status === 'confirmed' || status === 'declined') return { ok: true, values: { status } };
  return { ok: false, errors: { status: GROUP_REQUEST_MESSAGES.statusInvalid } };
}
