import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { staffText, type TranslationGridResponse, type TranslationWrite } from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { ADMIN_KEYS } from '../../shared/admin-reads';
import { saveTranslation } from '../api/translations-api';
import { withSavedField } from '../translation-grid';

/** The counts the tab's label carries, read with the dashboard. */
export function useTranslationCounts() {
  const { data } = useSWR<TranslationGridResponse>(ADMIN_KEYS.translations);
  return data?.data.counts;
}

/** The whole grid, read again each time the tab opens: the French texts may have changed in another tab. */
export function useTranslationGrid() {
  const { data, error, isValidating, mutate } = useSWR<TranslationGridResponse, unknown>(ADMIN_KEYS.translations, {
    revalidateOnMount: true,
  });
  return {
    grid: data?.data,
    failed: Boolean(error) && !data && !isValidating,
    retry: () => void mutate(),
  };
}

/** What a save came to: the server's French message, and whether it was saved. */
export interface TranslationSaveOutcome {
  ok: boolean;
  message: string;
}

/**
 * Saves one translation; the grid takes the line the server answered, and its counts follow at once (no other line
 * changes with a write, so the grid is not read again).
 */
export function useSaveTranslation() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (write: TranslationWrite): Promise<TranslationSaveOutcome> => {
      try {
        const answer = await saveTranslation(write);
        await mutate<TranslationGridResponse>(
          ADMIN_KEYS.translations,
          (current) => current && { ...current, data: withSavedField(current.data, write, answer.data) },
          { revalidate: false },
        );
        return { ok: true, message: answer.message ?? staffText('translation.saved') };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { ok: false, message: error.fieldErrors.text ?? error.message };
      }
    },
    [mutate],
  );
}
