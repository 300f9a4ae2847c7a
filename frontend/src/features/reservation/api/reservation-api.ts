import type {
  ApiSuccess,
  AvailabilityData,
  BookingCreated,
  GroupProposalAccepted,
  GroupProposalPublicView,
  GroupRequestValues,
  GuestReservationView,
  Locale,
  MessageCode,
  WaitlistCreated,
  WaitlistOfferView,
} from '@ticino/shared';
import { apiGet, apiSend } from '../../../lib/api-client';

/** The SWR key of a day's free times for a party (`GET /api/public/availability`). */
export const availabilityKey = (date: string, partySize: number) =>
  `/public/availability?date=${encodeURIComponent(date)}&party=${partySize}`;

export type AvailabilityResponse = ApiSuccess<AvailabilityData>;

/** What the guest typed, as `POST /api/reservations` takes it, with the hidden anti-spam field. */
export interface BookingRequest {
  date: string;
  time: string;
  partySize: number;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** The allergy boxes ticked (keys of ALLERGEN_KEYS), kept only with `allergyConsent` (docs/product.md#allergies). */
  allergens: string[];
  allergyConsent: boolean;
  website: string;
}

/** A booking made on the page in `language`: its e-mails and manage page speak it (docs/product.md#languages). */
export async function createReservation(
  request: BookingRequest,
  language: Locale,
): Promise<ApiSuccess<BookingCreated>> {
  return apiSend<ApiSuccess<BookingCreated>>('post', '/reservations', { ...request, language });
}

/** A « demande de groupe » (`POST /api/group-requests`). */
export async function sendGroupRequest(
  values: Omit<GroupRequestValues, 'occasion' | 'budgetPerPerson'> & {
    occasion: string;
    budgetPerPerson: number | null;
    website: string;
  },
): Promise<{ success: true; message: string; code?: MessageCode }> {
  return apiSend<{ success: true; message: string }>('post', '/group-requests', values);
}

/** The token of a manage link travels in a header, never in an address the API would log. */
const tokenHeader = (token: string) => ({ 'X-Reservation-Token': token });
const guestPath = (reference: string) => `/public/reservations/${encodeURIComponent(reference)}`;

export type GuestReservationResponse = ApiSuccess<GuestReservationView>;

export async function fetchGuestReservation(reference: string, token: string): Promise<GuestReservationResponse> {
  return apiGet<GuestReservationResponse>(guestPath(reference), { headers: tokenHeader(token) });
}

export async function changeGuestReservation(
  reference: string,
  token: string,
  change: { time?: string; partySize?: number },
): Promise<GuestReservationResponse> {
  return apiSend<GuestReservationResponse>('put', guestPath(reference), change, { headers: tokenHeader(token) });
}

/** The guest takes back their allergies: allowed at any time, whatever the booking's status or the cut-off. */
export async function withdrawGuestAllergies(reference: string, token: string): Promise<GuestReservationResponse> {
  return apiSend<GuestReservationResponse>(
    'put',
    guestPath(reference),
    { allergens: [] },
    { headers: tokenHeader(token) },
  );
}

/**
 * The QR-bill of a booking awaiting its deposit (docs/product.md#deposits), read with the link's token in its header,
 * then saved under `fileName` (called from a click). The file's address is let go once the browser has it.
 */
export async function downloadDepositSlip(reference: string, token: string, fileName: string): Promise<void> {
  const slip = await apiGet<Blob>(`${guestPath(reference)}/qr-bill.pdf`, {
    headers: { ...tokenHeader(token), Accept: 'application/pdf' },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(slip);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: the address stays valid a moment longer.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function cancelGuestReservation(reference: string, token: string): Promise<GuestReservationResponse> {
  return apiSend<GuestReservationResponse>('delete', guestPath(reference), undefined, {
    headers: tokenHeader(token),
  });
}

/** Who waits for a full time, as `POST /api/waitlist` takes it (docs/product.md#waiting-list). */
export interface WaitlistRequest {
  date: string;
  time: string;
  partySize: number;
  name: string;
  email: string;
  phone: string;
  website: string;
}

/** A party waits for a full time from the page in `language`: its offer's e-mail and page speak it. */
export async function joinWaitlist(request: WaitlistRequest, language: Locale): Promise<ApiSuccess<WaitlistCreated>> {
  return apiSend<ApiSuccess<WaitlistCreated>>('post', '/waitlist', { ...request, language });
}

const offerPath = (id: string) => `/public/waitlist/${encodeURIComponent(id)}`;

export type WaitlistOfferResponse = ApiSuccess<WaitlistOfferView>;

/** An offer through the link of its e-mail: the token in a header, as a manage link's. */
export async function fetchWaitlistOffer(id: string, token: string): Promise<WaitlistOfferResponse> {
  return apiGet<WaitlistOfferResponse>(offerPath(id), { headers: tokenHeader(token) });
}

/** Takes the offer: the booking it becomes, answered as `POST /api/reservations` answers. */
export async function acceptWaitlistOffer(id: string, token: string): Promise<ApiSuccess<BookingCreated>> {
  return apiSend<ApiSuccess<BookingCreated>>('post', `${offerPath(id)}/accept`, undefined, {
    headers: tokenHeader(token),
  });
}

/** Lets the offer go to the next waiting party. */
export async function declineWaitlistOffer(id: string, token: string): Promise<ApiSuccess<null>> {
  return apiSend<ApiSuccess<null>>('post', `${offerPath(id)}/decline`, undefined, { headers: tokenHeader(token) });
}

const proposalPath = (id: string) => `/public/group-proposals/${encodeURIComponent(id)}`;

export type GroupProposalResponse = ApiSuccess<GroupProposalPublicView>;

/** Staff's proposal to a group through the link of its e-mail: the token in a header, as a manage link's. */
export async function fetchGroupProposal(id: string, token: string): Promise<GroupProposalResponse> {
  return apiGet<GroupProposalResponse>(proposalPath(id), { headers: tokenHeader(token) });
}

/** Takes the proposal: the group's booking, answered as `POST /api/reservations` answers. */
export async function acceptGroupProposal(id: string, token: string): Promise<ApiSuccess<GroupProposalAccepted>> {
  return apiSend<ApiSuccess<GroupProposalAccepted>>('post', `${proposalPath(id)}/accept`, undefined, {
    headers: tokenHeader(token),
  });
}
