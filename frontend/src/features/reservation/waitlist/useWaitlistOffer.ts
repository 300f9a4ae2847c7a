import useSWR from 'swr';
import type { ApiError } from '../../../lib/api-client';
import { fetchWaitlistOffer, type WaitlistOfferResponse } from '../api/reservation-api';

/** A waiting party's offer link: the offer's id and the token that opens it. */
export interface OfferLink {
  id: string;
  token: string;
}

/**
 * A waiting party's offer, fetched once for everyone who asks (the offer page, and the page's language, which is the
 * party's); nothing without a link.
 */
export function useWaitlistOffer(link: OfferLink | null) {
  return useSWR<WaitlistOfferResponse, ApiError, [string, string, string] | null>(
    link ? ['waitlist-offer', link.id, link.token] : null,
    ([, id, token]) => fetchWaitlistOffer(id, token),
  );
}
