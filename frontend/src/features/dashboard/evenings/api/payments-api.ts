import type { ApiSuccess, BankFileImport } from '@ticino/shared';
import { apiGet, apiUpload } from '../../../../lib/api-client';
import { ADMIN_KEYS } from '../../shared/admin-reads';

/** What an import said and did: its French message (« 2 nouveaux crédits importés. ») and its result. */
export interface BankFileImported {
  message: string;
  result: BankFileImport;
}

/**
 * « Importer le fichier de la banque »: the camt.054 or camt.053 file, XML or ZIP, sent alone as a multipart body;
 * a refusal (unreadable, too large, not a file) is an `ApiError` carrying the server's French message.
 */
export async function importBankFile(file: File): Promise<BankFileImported> {
  const form = new FormData();
  form.append('file', file);
  const answer = await apiUpload<ApiSuccess<BankFileImport>>('/payments/bank-file', form);
  return { message: answer.message ?? '', result: answer.data };
}

/** The name the accountant's file of a month is saved under. */
export const creditsFileName = (month: string) => `credits-${month}.csv`;

/**
 * « Télécharger le relevé (CSV) »: the month's credits (by value date) for the accountant, read with the staff
 * session, then saved (called from a click).
 */
export async function downloadCreditsFile(month: string): Promise<void> {
  const file = await apiGet<Blob>(`${ADMIN_KEYS.credits}.csv`, { params: { month }, responseType: 'blob' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = creditsFileName(month);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: the address stays valid a moment longer.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
