import { useEffect } from 'react';
import { pageTitle, type TitledPage } from '@ticino/shared';

/** Sets the tab title of the page: the one the server writes into the page it sends (shared). */
export function usePageTitle(page: TitledPage): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
