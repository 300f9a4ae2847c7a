import type { ApiSuccess, Evening, EveningValues } from '@ticino/shared';
import { apiSend } from '../../../../lib/api-client';
import { ADMIN_KEYS } from '../../shared/admin-reads';

const eveningPath = (id: string) => `${ADMIN_KEYS.evenings}/${encodeURIComponent(id)}`;

/** Creates the evening, or replaces the one of `id`, whole (docs/product.md#evenings). */
export async function saveEvening(values: EveningValues, id?: string): Promise<Evening> {
  const answer = await apiSend<ApiSuccess<Evening>>(
    id === undefined ? 'post' : 'put',
    id === undefined ? ADMIN_KEYS.evenings : eveningPath(id),
    values,
  );
  return answer.data;
}

/** Deletes an evening without bookings; one with bookings is refused (409 `evening.hasBookings`). */
export async function deleteEvening(id: string): Promise<void> {
  await apiSend('delete', eveningPath(id));
}
