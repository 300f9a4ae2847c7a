import type { ContactMessageValues, ContactResponse } from '@ticino/shared';
import { apiSend } from '../../../lib/api-client';

/** Sends a checked message to `POST /api/contact` (docs/product.md#contact-api), with the hidden anti-spam field as typed. */
export async function sendContactMessage(values: ContactMessageValues, website: string): Promise<ContactResponse> {
  return apiSend<ContactResponse>('post', '/contact', { ...values, website });
}
