import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiSuccess, LedgerCredit } from '@ticino/shared';
import { reservationCreditsKey } from '../api/booking-payments-api';
import { useRefreshReservations } from '../../shared/useRefreshReservations';

/** A booking's payments as the bank's files recorded them (read by the disclosure once it is opened). */
export function useReservationCredits(reference: string) {
  const { data, error, isValidating, mutate } = useSWR<ApiSuccess<LedgerCredit[]>, unknown>(
    reservationCreditsKey(reference),
  );
  return {
    credits: data?.data,
    failed: Boolean(error) && !data && !isValidating,
    retry: () => void mutate(),
  };
}

/** After a line is written by hand: the booking's payments, and the bookings (a payment may have confirmed it). */
export function useRefreshAfterPaymentEntry(reference: string) {
  const refreshReservations = useRefreshReservations();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([refreshReservations(), mutate(reservationCreditsKey(reference))]);
  }, [mutate, reference, refreshReservations]);
}
