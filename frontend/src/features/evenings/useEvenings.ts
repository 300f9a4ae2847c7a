import useSWR from 'swr';
import type { ApiSuccess, PublicEvening } from '@ticino/shared';
import type { ApiError } from '../../lib/api-client';

/** The evenings guests may see (`GET /api/public/evenings`, docs/product.md#evenings), also SWR's key. */
export const EVENINGS_KEY = '/public/evenings';

export type EveningsResponse = ApiSuccess<PublicEvening[]>;

export interface EveningsState {
  evenings: PublicEvening[] | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  /** Asks the API again: the covers left after a booking, or a refusal because the evening filled meanwhile. */
  refresh: () => void;
}

/**
 * The listed evenings, from the server's render first. `fresh`: asked again as the page starts, even over the
 * server's copy, for what changes with every booking (the covers left, the times still ahead); the home page's list
 * shows what changes only when staff edit an evening, and takes the server's copy as it is.
 */
export function useEvenings({ fresh = false }: { fresh?: boolean } = {}): EveningsState {
  const { data, error, isLoading, mutate } = useSWR<EveningsResponse, ApiError>(
    EVENINGS_KEY,
    fresh ? { revalidateOnMount: true } : {},
  );
  return { evenings: data?.data, error, isLoading, refresh: () => void mutate() };
}
