import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ApiSuccess,
  GroupRequestListData,
  ReservationPauseData,
  ReservationSummary,
  StaffDayData,
  StaffTimesData,
} from '@ticino/shared';
import { ADMIN_KEYS, isAdminKey } from '../api/admin-api';
import { reservationDayKey, reservationTimesKey } from '../api/reservations-api';
import { SUMMARY_REFRESH_MS } from './useInbox';

/** One day's bookings, every status, by time. */
export function useReservationDay(date: string) {
  const { data, error, isValidating, mutate } = useSWR<ApiSuccess<StaffDayData>, unknown>(reservationDayKey(date), {
    keepPreviousData: true,
  });
  const current = data?.data?.date === date ? data.data : undefined;
  return {
    day: current,
    failed: Boolean(error) && !data && !isValidating,
    retry: () => void mutate(),
  };
}

/** The times a booking may move to for a party; nothing is asked for a party that is not one. */
export function useReservationTimes(reference: string, partySize: number) {
  const valid = Number.isInteger(partySize) && partySize >= 1;
  const { data, error } = useSWR<ApiSuccess<StaffTimesData>, unknown>(
    valid ? reservationTimesKey(reference, partySize) : null,
  );
  const current = data?.data?.partySize === partySize ? data.data : undefined;
  return { slots: current?.slots, failed: Boolean(error) && !current };
}

/** Group requests from today on. */
export function useGroupRequests() {
  const { data, error } = useSWR<ApiSuccess<GroupRequestListData>, unknown>(ADMIN_KEYS.groupRequests);
  return { groupRequests: data?.data?.groupRequests, failed: Boolean(error) && !data };
}

/** « Complet ce soir »: whether online booking is paused for tonight's service. */
export function useTonightPause() {
  const { data, error, mutate } = useSWR<ApiSuccess<ReservationPauseData>, unknown>(ADMIN_KEYS.reservationPause);
  return {
    pause: data?.data,
    failed: Boolean(error) && !data,
    /** Shows the server's answer at once, without reading it again. */
    show: (pause: ReservationPauseData) => void mutate({ success: true, data: pause }, { revalidate: false }),
  };
}

/** What waits for an answer: read again like the inbox's counts, so new requests show without a reload. */
export function useReservationSummary(): ReservationSummary | undefined {
  const { data } = useSWR<ApiSuccess<ReservationSummary>>(ADMIN_KEYS.reservationSummary, {
    refreshInterval: SUMMARY_REFRESH_MS,
  });
  return data?.data;
}

/** After any change: the days shown, the group requests and the header's count are read again. */
export function useRefreshReservations() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(
      (key) =>
        isAdminKey(key) &&
        typeof key === 'string' &&
        (key.startsWith(ADMIN_KEYS.reservations) || key.startsWith(ADMIN_KEYS.groupRequests)),
    );
  }, [mutate]);
}
