import type {
  AllergenKey,
  ApiSuccess,
  BookingCreated,
  GroupProposalValues,
  GroupRequestStatus,
  GroupRequestView,
  ReservationPauseData,
  ReservationSource,
  ReservationStatus,
  ReservationView,
  ServiceName,
} from '@ticino/shared';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { ADMIN_KEYS } from '../../shared/admin-reads';

/** The SWR key of one day's bookings (docs/product.md#reservations-tab). */
export const reservationDayKey = (date: string) => `${ADMIN_KEYS.reservations}?date=${encodeURIComponent(date)}`;

/** The SWR key of one service at the pass (docs/product.md#service-view). */
export const serviceKey = (date: string, service: ServiceName) =>
  `${ADMIN_KEYS.service}?date=${encodeURIComponent(date)}&service=${service}`;

/** The SWR key of the times a booking may move to for a party (docs/product.md#reservations-tab). */
export const reservationTimesKey = (reference: string, partySize: number) =>
  `${ADMIN_KEYS.reservations}/${encodeURIComponent(reference)}/times?party=${partySize}`;

/**
 * The guest's allergies as staff enter them (docs/product.md#allergies): health data, kept only once the guest agreed
 * (`consent`, « Accord donné par téléphone » or « sur place »). No allergy needs no consent.
 */
export interface StaffAllergies {
  allergens: AllergenKey[];
  consent: boolean;
}

/** The fields the API takes for them: the list, and `allergyConsent: true` when there is one to keep. */
function allergyFields({ allergens, consent }: StaffAllergies) {
  return { allergens, ...(allergens.length > 0 && consent ? { allergyConsent: true } : {}) };
}

/**
 * A change from the tab: a new time or party size, the message to the guest, and the allergies when staff changed
 * them (`[]` removes them; a new list needs the guest's consent).
 */
export interface ScheduleChange {
  time?: string;
  partySize?: number;
  message?: string;
  allergies?: StaffAllergies;
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
  const { allergies, ...rest } = change;
  const body = {
    ...rest,
    ...(allergies ? allergyFields(allergies) : {}),
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

/** What staff type for a phone booking or a walk-in; e-mail, phone, notes and allergies may stay empty. */
export interface StaffBooking {
  source: Extract<ReservationSource, 'phone' | 'walk_in'>;
  date: string;
  time: string;
  partySize: number;
  name: string;
  phone: string;
  email: string;
  notes: string;
  allergies: StaffAllergies;
}

/**
 * Enters a booking with the staff session; `overCapacity` once staff confirmed going past the limits; `tables` the
 * tables staff chose (`[]`: « sans table »), else the house chooses when it assigns tables.
 */
export async function createStaffBooking(
  booking: StaffBooking,
  { overCapacity = false, tables }: { overCapacity?: boolean; tables?: readonly string[] } = {},
): Promise<BookingCreated> {
  const { email, phone, notes, allergies, ...required } = booking;
  const body = {
    ...required,
    ...(email.trim() ? { email } : {}),
    ...(phone.trim() ? { phone } : {}),
    ...(notes.trim() ? { notes } : {}),
    ...(allergies.allergens.length > 0 ? allergyFields(allergies) : {}),
    ...(overCapacity ? { overCapacity: true } : {}),
    ...(tables ? { tables } : {}),
  };
  return (await apiSend<ApiSuccess<BookingCreated>>('post', '/reservations', body)).data;
}

/**
 * Seats a party of the waiting list (docs/product.md#waiting-list): a booking at its time, the best free tables;
 * `overCapacity` once staff confirmed going past the limits.
 */
export async function seatWaitingParty(id: string, { overCapacity = false } = {}): Promise<ReservationView> {
  const body = overCapacity ? { overCapacity: true } : {};
  return (await apiSend<ApiSuccess<ReservationView>>('post', `/waitlist/${encodeURIComponent(id)}/seat`, body)).data;
}

/** The name the service's « Fiche allergies » is saved under. */
export const kitchenSheetFileName = (date: string, service: ServiceName) => `fiche-allergies-${date}-${service}.pdf`;

/**
 * « Fiche allergies » (docs/product.md#service-view): the service's PDF for the kitchen, read with the staff session,
 * then saved (called from a click). Health data: the file's address is let go once the browser has it.
 */
export async function downloadKitchenSheet(date: string, service: ServiceName): Promise<void> {
  const sheet = await apiGet<Blob>(`${ADMIN_KEYS.service}/kitchen-sheet.pdf`, {
    params: { date, service },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(sheet);
  const link = document.createElement('a');
  link.href = url;
  link.download = kitchenSheetFileName(date, service);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: the address stays valid a moment longer.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** « Complet ce soir »: pauses online booking for tonight, or lifts the pause. */
export async function setTonightPause(paused: boolean): Promise<ReservationPauseData> {
  return (await apiSend<ApiSuccess<ReservationPauseData>>('put', ADMIN_KEYS.reservationPause, { paused })).data;
}

export async function answerGroupRequest(id: string, status: Exclude<GroupRequestStatus, 'requested'>): Promise<void> {
  await apiSend('put', `/group-requests/${encodeURIComponent(id)}`, { status });
}

/**
 * Staff's proposal answering a group request (docs/product.md#group-proposals): the request as it now stands, and the
 * server's message (mailed to the guest, or only stored).
 */
export async function sendGroupProposal(
  id: string,
  values: GroupProposalValues,
): Promise<ApiSuccess<GroupRequestView>> {
  return apiSend<ApiSuccess<GroupRequestView>>('post', `/group-requests/${encodeURIComponent(id)}/proposal`, values);
}
