import type { TranslationWrite, TranslationWriteResponse } from '@ticino/shared';
import { apiSend } from '../../../../lib/api-client';
import { ADMIN_KEYS } from '../../shared/admin-reads';

/** Saves one text in one language (docs/product.md#translations): its line of the grid as the server now holds it. */
export async function saveTranslation(write: TranslationWrite): Promise<TranslationWriteResponse> {
  return apiSend<TranslationWriteResponse>('put', ADMIN_KEYS.translations, write);
}
