import useSWR from 'swr';
import { RESTAURANT_NAME, type Locale, type RestaurantInfo, type RestaurantResponse } from '@ticino/shared';
import { useLocale } from '../../hooks/useLocale';
import { inLocale } from '../../lib/locale-query';

/** The restaurant facts' address in a language (docs/product.md#translations), also SWR's key. */
export const restaurantKey = (locale: Locale) => inLocale('/public/restaurant', locale);
/** Shown while the CMS answers, or if it cannot: the name is part of the brand, not content. */
export const FALLBACK_NAME = RESTAURANT_NAME;

export interface RestaurantState {
  restaurant: RestaurantInfo | undefined;
  isLoading: boolean;
  failed: boolean;
}

/** The restaurant's facts from the CMS single type, fetched once and shared by every component. */
export function useRestaurant(): RestaurantState {
  const { data, error, isLoading } = useSWR<RestaurantResponse, unknown>(restaurantKey(useLocale()));
  return { restaurant: data?.data, isLoading, failed: Boolean(error) };
}
