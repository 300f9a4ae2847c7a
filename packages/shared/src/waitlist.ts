import {
  reservationInstant,
  validateReservationInput,
  type ReservationErrors,
  type ReservationLanguage,
  type Validation,
} from './reservation';
import type { DayText } from './service-day';

/**
 * The waiting list (docs/product.md#waiting-list): a party that finds its time full waits for it; when covers or a
 * table free up at that time, the first waiting party that fits is offered them by e-mail, held for it a while.
 */

export const WAITLIST_RULES = {
  /** How long an offer's link is valid, covers and table held for it meanwhile. */
  offerMinutes: 30,
  /** No offer is made later than this before the time: the party could not come. */
  lastOfferMinutesBefore: 30,
  /** An offer's mail not sent by then is dropped: the offer would be over before it is read. */
  offerMailMinutes: 10,
} as const;

/**
 * `waiting` until offered; `offered` while its link is valid; then `booked` (taken, or seated by staff), `expired`
 * (the link ran out, or the service passed) or `withdrawn` (the guest no longer waits).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'withdrawn'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The statuses still at the pass: staff see them, and they count toward a contact's online bookings to come. */
export const WAITLIST_OPEN_STATUSES: readonly WaitlistStatus[] = ['waiting', 'offered'];
export const isWaitlistOpen = (status: WaitlistStatus) => WAITLIST_OPEN_STATUSES.includes(status);

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'En attente',
  offered: 'Table proposée',
  booked: 'Réservée',
  expired: 'Expirée',
  withdrawn: 'Retirée',
};

/** What `POST /api/waitlist` takes; `website` is the hidden field only robots fill. */
export interface WaitlistInput {
  date?: unknown;
  time?: unknown;
  partySize?: unknown;
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  language?: unknown;
  website?: unknown;
}

export interface WaitlistValues {
  date: DayText;
  time: string;
  partySize: number;
  name: string;
  email: string;
  phone: string;
  language: ReservationLanguage;
}

/** A waiting party's fields: the online booking's own checks (name, e-mail and phone required, the online party). */
export function validateWaitlistInput(
  input: WaitlistInput,
  { maxPartyOnline }: { maxPartyOnline: number },
): Validation<WaitlistValues, ReservationErrors> {
  const { date, time, partySize, name, email, phone, language } = input;
  const checked = validateReservationInput(
    { date, time, partySize, name, email, phone, language },
    { staff: false, maxPartyOnline },
  );
  if (!checked.ok) return checked;
  const values = checked.values;
  return {
    ok: true,
    values: {
      date: values.date,
      time: values.time,
      partySize: values.partySize,
      name: values.name,
      email: values.email!,
      phone: values.phone!,
      language: values.language,
    },
  };
}

/** Whether an offer may still be made for a time: until WAITLIST_RULES.lastOfferMinutesBefore before it. */
export function offerStillPossible(date: DayText, time: string, now: Date): boolean {
  const last = reservationInstant(date, time).getTime() - WAITLIST_RULES.lastOfferMinutesBefore * 60_000;
  return now.getTime() < last;
}

/** `POST /api/waitlist`'s answer. */
export interface WaitlistCreated {
  id: string;
  status: 'waiting';
}

/** An offer's page as the guest's link opens it (`GET /api/public/waitlist/{id}`). */
export interface WaitlistOfferView {
  id: string;
  date: DayText;
  time: string;
  partySize: number;
  name: string;
  language: ReservationLanguage;
  status: WaitlistStatus;
  /** Until when the offer holds (ISO), while `offered`. */
  offerExpiresAt: string | null;
}

/** A waiting party as the service view lists it. */
export interface ServiceWaiting {
  id: string;
  time: string;
  partySize: number;
  name: string;
  status: WaitlistStatus;
}

/** The offer's page: `/reservation/offre/{id}/{token}`, in the language the party waits in. */
export const waitlistOfferPath = (id: string, token: string) =>
  `/reservation/offre/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;
