import useSWR from 'swr';
import {
  SERVICE_REFRESH_MS,
  type ApiSuccess,
  type GroupRequestListData,
  type SetMenuListResponse,
  type StaffEvening,
  type ReservationPauseData,
  type ReservationSummary,
  type ServiceData,
  type ServiceName,
  type StaffDayData,
  type StaffTimesData,
} from '@ticino/shared';
import { ADMIN_KEYS, SUMMARY_REFRESH_MS } from '../../shared/admin-reads';
import { reservationDayKey, reservationTimesKey, serviceKey } from '../api/reservations-api';

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

/** One service at the pass, read again every few seconds so each tablet sees the others' changes. */
export function useServiceDay(date: string, service: ServiceName) {
  const { data, error, isValidating, mutate } = useSWR<ApiSuccess<ServiceData>, unknown>(serviceKey(date, service), {
    refreshInterval: SERVICE_REFRESH_MS,
    keepPreviousData: true,
  });
  const current = data?.data?.date === date && data.data.service === service ? data.data : undefined;
  return {
    view: current,
    failed: Boolean(error) && !current && !isValidating,
    /** The last read failed: the plan shown is older than the others' changes. */
    stale: Boolean(error) && Boolean(current),
    reload: async () => void (await mutate()),
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

/**
 * What a group's proposal may serve: the « Formules » and the evenings (docs/product.md#group-proposals), each
 * undefined while it loads or when it could not be read.
 */
export function useProposalChoices() {
  const setMenus = useSWR<SetMenuListResponse, unknown>(ADMIN_KEYS.setMenus);
  const evenings = useSWR<ApiSuccess<StaffEvening[]>, unknown>(ADMIN_KEYS.evenings);
  return {
    setMenus: setMenus.data?.data,
    setMenusFailed: Boolean(setMenus.error) && !setMenus.data,
    evenings: evenings.data?.data,
    eveningsFailed: Boolean(evenings.error) && !evenings.data,
  };
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
