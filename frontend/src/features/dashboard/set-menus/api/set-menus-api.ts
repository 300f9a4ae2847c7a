import type { SetMenu, SetMenuResponse, SetMenuValues } from '@ticino/shared';
import { apiSend } from '../../../../lib/api-client';
import { ADMIN_KEYS } from '../../shared/admin-reads';

/** Creates the set menu, or replaces the one of `id` (docs/product.md#set-menus). */
export async function saveSetMenu(values: SetMenuValues, id?: string): Promise<SetMenu> {
  const path = id === undefined ? ADMIN_KEYS.setMenus : `${ADMIN_KEYS.setMenus}/${encodeURIComponent(id)}`;
  return (await apiSend<SetMenuResponse>(id === undefined ? 'post' : 'put', path, values)).data;
}

export async function deleteSetMenu(id: string): Promise<void> {
  await apiSend('delete', `${ADMIN_KEYS.setMenus}/${encodeURIComponent(id)}`);
}
