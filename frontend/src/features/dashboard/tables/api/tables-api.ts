import type { ApiSuccess, TablePlace, TableQrPerPage, TableSettingsData, TableSettingsSaved } from '@ticino/shared';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { ADMIN_KEYS } from '../../shared/admin-reads';

/** The staff's tables (docs/product.md#tables): the server gives each new table its code. */
export async function createTable(label: string): Promise<void> {
  await apiSend('post', ADMIN_KEYS.tables, { label });
}

export async function renameTable(id: string, label: string): Promise<void> {
  await apiSend('put', `${ADMIN_KEYS.tables}/${encodeURIComponent(id)}`, { label });
}

/** Seats, area, joins and online booking: the server keeps a join on both tables. */
export async function saveTablePlace(id: string, place: TablePlace): Promise<void> {
  await apiSend('put', `${ADMIN_KEYS.tables}/${encodeURIComponent(id)}`, place);
}

export async function deleteTable(id: string): Promise<void> {
  await apiSend('delete', `${ADMIN_KEYS.tables}/${encodeURIComponent(id)}`);
}

/** The page the codes lead to; the server answers the path it kept. */
export async function saveTableMenuPath(menuPath: string): Promise<string> {
  return (await apiSend<ApiSuccess<TableSettingsData>>('put', '/table-settings', { menuPath })).data.menuPath;
}

/** The owner's areas, in order; one still holding a table is refused. */
export async function saveTableAreas(areas: string[]): Promise<void> {
  await apiSend('put', '/table-settings', { areas });
}

/**
 * « Attribuer les tables »: turned on, the server gives every booking to come its tables and answers those it could
 * not seat.
 */
export async function saveAssignTables(assignTables: boolean): Promise<TableSettingsSaved> {
  return (await apiSend<ApiSuccess<TableSettingsSaved>>('put', '/table-settings', { assignTables })).data;
}

export const tableQrFileName = (perPage: TableQrPerPage) => `codes-qr-tables-${perPage}-par-page.pdf`;

/** « Codes QR des tables »: the PDF, read with the staff session, then saved (called from a click). */
export async function downloadTableQrSheet(perPage: TableQrPerPage): Promise<void> {
  const sheet = await apiGet<Blob>(`${ADMIN_KEYS.tables}/qr-codes`, { params: { perPage }, responseType: 'blob' });
  const url = URL.createObjectURL(sheet);
  const link = document.createElement('a');
  link.href = url;
  link.download = tableQrFileName(perPage);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
