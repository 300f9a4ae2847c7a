import useSWR from 'swr';
import type { ApiSuccess, Locale, PublicEvening } from '@ticino/shared';
import { useLocale } from '../../hooks/useLocale';
import type { ApiError } from '../../lib/api-client';
import { inLocale } from '../../lib/locale-query';

/**
 * The evenings guests may see (`GET /api/public/evenings`, docs/product.md#evenings) in a language (their texts
 * translated: docs/product.md#translations), also SWR's key.
 */
export const eveningsKey = (locale: Locale) => inLocale('/public/evenings', locale);

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
    eveningsKey(useLocale()),
    fresh ? { revalidateOnMount: true } : {},
  );
  return { evenings: data?.data, error, isLoading, refresh: () => void mutate() };
}
