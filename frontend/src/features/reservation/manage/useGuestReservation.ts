import useSWR from 'swr';
import type { ApiError } from '../../../lib/api-client';
import { fetchGuestReservation, type GuestReservationResponse } from '../api/reservation-api';

/** A guest's booking through their manage link: its reference and the token that opens it. */
export interface GuestLink {
  reference: string;
  token: string;
}

/**
 * A guest's booking, fetched once for everyone who asks (the manage page, and the page's language, which is the
 * booking's); nothing without a link.
 */
export function useGuestReservation(link: GuestLink | null) {
  return useSWR<GuestReservationResponse, ApiError, [string, string, string] | null>(
    link ? ['guest-reservation', link.reference, link.token] : null,
    ([, reference, token]) => fetchGuestReservation(reference, token),
  );
}
