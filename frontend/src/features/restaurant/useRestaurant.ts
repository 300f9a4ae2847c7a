import useSWR from 'swr';
import { RESTAURANT_NAME, type RestaurantInfo, type RestaurantResponse } from '@ticino/shared';

export const RESTAURANT_KEY = '/public/restaurant';
/** Shown while the CMS answers, or if it cannot: the name is part of the brand, not content. */
export const FALLBACK_NAME = RESTAURANT_NAME;

export interface RestaurantState {
  restaurant: RestaurantInfo | undefined;
  isLoading: boolean;
  failed: boolean;
}

/** The restaurant's facts from the CMS single type, fetched once and shared by every component. */
export function useRestaurant(): RestaurantState {
  const { data, error, isLoading } = useSWR<RestaurantResponse, unknown>(RESTAURANT_KEY);
  return { restaurant: data?.data, isLoading, failed: Boolean(error) };
}
