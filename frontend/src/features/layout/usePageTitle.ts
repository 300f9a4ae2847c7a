import { useEffect } from 'react';
import { RESTAURANT_NAME } from '@ticino/shared';

const SITE_NAME = RESTAURANT_NAME;

/** Sets the tab title for the page; without a page name, the home page's title. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} — ${SITE_NAME}` : `${SITE_NAME} — Restaurant suisse-italien à Genève`;
  }, [page]);
}
