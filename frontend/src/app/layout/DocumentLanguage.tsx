import { useEffect } from 'react';
import { useLocale } from '../../hooks/useLocale';

/**
 * Keeps `<html lang>` on the language of the page shown as the visitor moves between pages; the server writes it
 * into the page it sends (cms/src/site/pages.ts).
 */
export function DocumentLanguage() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
