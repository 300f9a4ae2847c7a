import {
  menuToCsv,
  type ApiSuccess,
  type BulkPriceRequest,
  type BulkPriceResult,
  type MenuFileFailure,
  type MenuFileLine,
  type MenuImportRequest,
  type MenuImportResult,
  type MenuItem,
} from '@ticino/shared';
import { ApiError, apiSend } from '../../../../lib/api-client';

/** The staff's bulk changes (docs/product.md#menu-file, #bulk-price-change): a preview first, then the same applied. */
export async function sendMenuImport(request: MenuImportRequest): Promise<ApiSuccess<MenuImportResult>> {
  return apiSend<ApiSuccess<MenuImportResult>>('post', '/menu/import', request);
}

export async function sendBulkPrice(request: BulkPriceRequest): Promise<ApiSuccess<BulkPriceResult>> {
  return apiSend<ApiSuccess<BulkPriceResult>>('post', '/menu/bulk-price', request);
}

/** The line messages of a refused file, or none when the failure was of another kind. */
export function lineErrorsOf(error: unknown): MenuFileLine[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as Partial<MenuFileFailure> | undefined;
  return Array.isArray(body?.lines) ? body.lines : [];
}

/** « carte-trattoria-ticino-2026-11-23.csv », with the day the file is written. */
export function menuFileName(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `carte-trattoria-ticino-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.csv`;
}

/** Saves the menu as the CSV file the import reads back (called from a click, never while rendering). */
export function downloadMenuCsv(items: readonly MenuItem[]): void {
  const blob = new Blob([menuToCsv(items)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = menuFileName(new Date());
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
