import type {
  ApiSuccess,
  BookingCreated,
  GroupRequestStatus,
  ReservationPauseData,
  ReservationSource,
  ReservationStatus,
  ReservationView,
  ServiceName,
} from '@ticino/shared';
import { apiSend } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-api';

/** The SWR key of one day's bookings (docs/product.md#reservations-tab). */
export const reservationDayKey = (date: string) => `${ADMIN_KEYS.reservations}?date=${encodeURIComponent(date)}`;

/** The SWR key of one service at the pass (docs/product.md#service-view). */
export const serviceKey = (date: string, service: ServiceName) =>
  `${ADMIN_KEYS.service}?date=${encodeURIComponent(date)}&service=${service}`;

/** The SWR key of the times a booking may move to for a party (docs/product.md#reservations-tab). */
export const reservationTimesKey = (reference: string, partySize: number) =>
  `${ADMIN_KEYS.reservations}/${encodeURIComponent(reference)}/times?party=${partySize}`;

/** A new time or party size from the tab; `overCapacity` once staff confirmed going past the limits. */
export interface ScheduleChange {
  time?: string;
  partySize?: number;
  message?: string;
}

/**
 * A new time or party size; `overCapacity` once staff confirmed going past the limits, `withoutTable` once they
 * confirmed moving it with no table when none free fits.
 */
export async function changeReservationSchedule(
  reference: string,
  change: ScheduleChange,
  { overCapacity = false, withoutTable = false }: { overCapacity?: boolean; withoutTable?: boolean } = {},
): Promise<ReservationView> {
  const body = {
    ...change,
    ...(overCapacity ? { overCapacity: true } : {}),
    ...(withoutTable ? { withoutTable: true } : {}),
  };
  const answer = await apiSend<ApiSuccess<ReservationView>>(
    'put',
    `/reservations/${encodeURIComponent(reference)}`,
    body,
  );
  return answer.data;
}

/**
 * Moves a booking to other tables, or to none, from the version staff saw (docs/product.md#tables); onto a table
 * another booking holds only with `shareTables`, once staff confirmed.
 */
export async function moveReservationTables(
  reservation: Pick<ReservationView, 'reference' | 'version'>,
  tables: readonly string[],
  shareTables = false,
): Promise<ReservationView> {
  const body = { tables, version: reservation.version, ...(shareTables ? { shareTables: true } : {}) };
  const path = `/reservations/${encodeURIComponent(reservation.reference)}`;
  return (await apiSend<ApiSuccess<ReservationView>>('put', path, body)).data;
}

/** A status change from the tab, with the message to the guest when staff wrote one. */
export async function changeReservationStatus(
  reference: string,
  status: ReservationStatus,
  message?: string,
): Promise<ReservationView> {
  const body = message ? { status, message } : { status };
  const answer = await apiSend<ApiSuccess<ReservationView>>(
    'put',
    `/reservations/${encodeURIComponent(reference)}`,
    body,
  );
  return answer.data;
}

/** What staff type for a phone booking or a walk-in; e-mail, phone and notes may stay empty. */
export interface StaffBooking {
  source: Extract<ReservationSource, 'phone' | 'walk_in'>;
  date: string;
  time: string;
  partySize: number;
  name: string;
  phone: string;
  email: string;
  notes: string;
}

/**
 * Enters a booking with the staff session; `overCapacity` once staff confirmed going past the limits; `tables` the
 * tables staff chose (`[]`: « sans table »), else the house chooses when it assigns tables.
 */
export async function createStaffBooking(
  booking: StaffBooking,
  { overCapacity = false, tables }: { overCapacity?: boolean; tables?: readonly string[] } = {},
): Promise<BookingCreated> {
  const { email, phone, notes, ...required } = booking;
  const body = {
    ...required,
    ...(email.trim() ? { email } : {}),
    ...(phone.trim() ? { phone } : {}),
    ...(notes.trim() ? { notes } : {}),
    ...(overCapacity ? { overCapacity: true } : {}),
    ...(tables ? { tables } : {}),
  };
  return (await apiSend<ApiSuccess<BookingCreated>>('post', '/reservations', body)).data;
}

/** « Complet ce soir »: pauses online booking for tonight, or lifts the pause. */
export async function setTonightPause(paused: boolean): Promise<ReservationPauseData> {
  return (await apiSend<ApiSuccess<ReservationPauseData>>('put', ADMIN_KEYS.reservationPause, { paused })).data;
}

export async function answerGroupRequest(id: string, status: Exclude<GroupRequestStatus, 'requested'>): Promise<void> {
  await apiSend('put', `/group-requests/${encodeURIComponent(id)}`, { status });
}
