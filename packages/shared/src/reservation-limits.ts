/**
 * The reservations' statuses and limits, which the messages' sentences quote: apart from the rules (reservation.ts),
 * so the dictionaries can hold those sentences without importing the rules that return them.
 */

export const RESERVATION_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'honoured',
  'no_show',
  'awaiting_payment',
  'unpaid',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  requested: 'Demande',
  confirmed: 'Confirmée',
  declined: 'Refusée',
  cancelled: 'Annulée',
  honoured: 'Arrivé',
  no_show: 'Absent',
  awaiting_payment: 'En attente du paiement',
  unpaid: 'Non payée',
};

export const RESERVATION_LIMITS = {
  nameMaxLength: 120,
  emailMaxLength: 254,
  phoneMinDigits: 6,
  phoneMaxLength: 30,
  notesMaxLength: 1000,
  staffMessageMaxLength: 1000,
  /** A party staff may enter (phone or walk-in): above the online maximum, still a table's worth. */
  staffMaxParty: 200,
  groupMaxGuests: 500,
  groupOccasionMaxLength: 120,
  groupBudgetMax: 10_000,
  groupMessageMaxLength: 5000,
  /** Requests (not yet confirmed) one e-mail address may have made on one day. */
  pendingPerEmailPerDay: 2,
  /** Group requests one client address, and one e-mail, may send in one Geneva day. */
  groupRequestsPerDay: 3,
  /** Changes of time or party size a guest may make through their link; cancelling stays possible. */
  guestChangesMax: 5,
  /** Tables staff may give one booking: a long table for a large party, still a list one can read. */
  tablesPerBookingMax: 8,
} as const;

/** « 2 h », « 90 min »: a cut-off or a notice as guests read it. */
export function durationText(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
}
