import { useEffect } from 'react';
import { pageAndLocaleOf, pageTitleFrom, pathFor, type TitledPage } from '@ticino/shared';
import { useLocale, useT } from './useLocale';

/**
 * Sets the tab title of the page: the one the server writes into the page it sends (shared). A restaurant page is
 * named by its French address and titled in the language of the page shown, as is a guest's manage page.
 */
export function usePageTitle(page: TitledPage): void {
  const locale = useLocale();
  const t = useT();
  const restaurantPage = pageAndLocaleOf(page)?.page;
  const title = pageTitleFrom(restaurantPage ? pathFor(restaurantPage, locale) : page, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
