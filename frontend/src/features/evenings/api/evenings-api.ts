import type { ApiSuccess, BookingCreated, Locale } from '@ticino/shared';
import { apiSend } from '../../../lib/api-client';

/** What the guest sent for an evening, as `POST /api/reservations` takes it (the date is the evening's). */
export interface EveningBookingRequest {
  /** The evening's id: the API books its date, one of its times, within its own covers. */
  eventId: string;
  date: string;
  time: string;
  partySize: number;
  name: string;
  email: string;
  phone: string;
  notes: string;
  allergens: string[];
  allergyConsent: boolean;
  /** The hidden field only robots fill. */
  website: string;
}

/** Books an evening from its page in `language`: its e-mails, its QR-bill and its manage page speak it. */
export async function bookEvening(
  request: EveningBookingRequest,
  language: Locale,
): Promise<ApiSuccess<BookingCreated>> {
  return apiSend<ApiSuccess<BookingCreated>>('post', '/reservations', { ...request, language });
}
