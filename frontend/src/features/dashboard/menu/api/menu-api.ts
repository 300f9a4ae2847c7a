import {
  PRICE_JUMP_CONFIRMATION,
  type AvailabilityRequest,
  type MenuItem,
  type MenuItemResponse,
  type MenuItemWrite,
  type MenuListResponse,
  type MenuOrderRequest,
} from '@ticino/shared';
import { ApiError, DEFAULT_ERROR_MESSAGE, apiSend, apiUpload } from '../../../../lib/api-client';

/** Creates an item: the item as the server saved it (its id, its place in its category, no photo yet). */
export async function createMenuItem(values: MenuItemWrite): Promise<MenuItem> {
  const created = (await apiSend<MenuItemResponse>('post', '/menu', values)).data;
  if (!created) throw new ApiError(DEFAULT_ERROR_MESSAGE);
  return created;
}

/**
 * Creates or updates an item; the id it is saved under (a new one's comes from the answer). `values` may carry
 * `confirmAllergens` (docs/product.md#swiss-food-and-price-law). `priceChangeConfirmed`: the staff member confirmed a
 * price ten times higher or lower than the stored one, which the server otherwise refuses
 * (docs/product.md#price-guard).
 */
export async function saveMenuItem(
  values: MenuItemWrite,
  id?: string,
  { priceChangeConfirmed = false }: { priceChangeConfirmed?: boolean } = {},
): Promise<string> {
  if (id === undefined) return (await createMenuItem(values)).id;
  await apiSend<MenuItemResponse>(
    'put',
    `/menu/${encodeURIComponent(id)}`,
    priceChangeConfirmed ? { ...values, [PRICE_JUMP_CONFIRMATION]: true } : values,
  );
  return id;
}

/** What the form asks of an item's photo (docs/product.md#dish-photos). */
export type PhotoChange =
  { kind: 'keep' } | { kind: 'upload'; file: File; alt: string } | { kind: 'alt'; alt: string } | { kind: 'remove' };

/** Applies a photo change to a saved item. */
export async function saveMenuPhoto(id: string, change: PhotoChange): Promise<void> {
  const path = `/menu/${encodeURIComponent(id)}/photo`;
  if (change.kind === 'upload') {
    const form = new FormData();
    form.append('alt', change.alt);
    form.append('photo', change.file);
    await apiUpload<MenuItemResponse>(path, form);
  } else if (change.kind === 'alt') {
    await apiSend<MenuItemResponse>('patch', path, { alt: change.alt });
  } else if (change.kind === 'remove') {
    await apiSend<MenuItemResponse>('delete', path);
  }
}

export async function deleteMenuItem(id: string): Promise<void> {
  await apiSend('delete', `/menu/${encodeURIComponent(id)}`);
}

/** A dashboard card's one tap (docs/product.md#availability). */
export async function setMenuItemAvailability(id: string, request: AvailabilityRequest): Promise<void> {
  await apiSend<MenuItemResponse>('put', `/menu/${encodeURIComponent(id)}/availability`, request);
}

/** The order of a category's items (docs/product.md#order-within-a-category). */
export async function saveMenuOrder(request: MenuOrderRequest): Promise<void> {
  await apiSend<MenuListResponse>('put', '/menu/order', request);
}
