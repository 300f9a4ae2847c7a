import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  GUEST_FILTER_PARAM,
  MENU_CATEGORIES,
  cleanText,
  matchesGuestFilters,
  matchesSearch,
  parseGuestFilters,
  printedMenuPath,
  splitBoard,
  type MenuCategory,
  type PublicMenuItem,
  type WeekDay,
} from '@ticino/shared';
import { RetryNotice } from '../../ui/RetryNotice';
import { Spinner } from '../../ui/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import { useLocale, useT } from '../../hooks/useLocale';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useScrollSpy } from '../../hooks/useScrollSpy';
import { BoardSection } from './BoardSection';
import { CategoryIndex } from './CategoryIndex';
import { DishList } from './DishList';
import { DishSearch } from './DishSearch';
import { categoryAnchor } from './category-anchor';
import { useMenuItems } from './useMenuItems';
import { SetMenuSection } from './SetMenuSection';
import { useSetMenus } from './useSetMenus';
import { GuestFilters } from './GuestFilters';
import { MenuLawSummary, type MenuNotices } from './MenuLawSummary';
import { useUrlQuery } from './useUrlQuery';

interface CategoryGroup {
  category: MenuCategory;
  anchor: string;
  items: PublicMenuItem[];
}

/** The non-empty categories, in the printed order. */
function groupByCategory(items: PublicMenuItem[]): CategoryGroup[] {
  return MENU_CATEGORIES.map((category) => ({
    category,
    anchor: `categorie-${categoryAnchor(category)}`,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}

interface MenuPageProps {
  /** The days the restaurant serves, as runs of days (servedDayRuns), from its facts; left out until they are known. */
  servedDays?: readonly (readonly WeekDay[])[] | null;
  /** The restaurant's law texts (docs/product.md#swiss-food-and-price-law). */
  notices?: MenuNotices;
}

/** /la-carte: the whole menu on one page, readable on a phone and printable. */
export function MenuPage({ servedDays = null, notices }: MenuPageProps) {
  usePageTitle('/la-carte');
  const t = useT().menu;
  const locale = useLocale();
  const { items, isLoading, unavailable, retrying, retry } = useMenuItems();
  const setMenus = useSetMenus();
  // A shared search or filters apply once the page is hydrated: the server rendered the whole menu, by path.
  const hydrated = useHydrated();
  const [typedQuery, setQuery] = useUrlQuery('q');
  // What the guest types applies at once, hydrated or not: drawn empty until then, the field would lose their letters.
  const [typedHere, setTypedHere] = useState(false);
  const query = hydrated || typedHere ? typedQuery : '';
  const search = (next: string) => {
    setTypedHere(true);
    setQuery(next);
  };
  const [searchParams, setSearchParams] = useSearchParams();
  const filterParam = hydrated ? searchParams.get(GUEST_FILTER_PARAM) : null;
  const filters = useMemo(() => parseGuestFilters(filterParam), [filterParam]);
  const searching = cleanText(query) !== '';
  // The guest's filters and the search both narrow the menu: what is shown matches both. Kept while they stay the
  // same, so the render that follows hydration, or a scroll, does not draw the whole menu again (DishList is memo).
  const found = useMemo(
    () => items.filter((item) => matchesGuestFilters(item, filters) && (!searching || matchesSearch(item, query))),
    [items, filters, searching, query],
  );
  // A board dish shows on the board only, never also under its category (docs/product.md#todays-board).
  const groups = useMemo(() => groupByCategory(splitBoard(found).carte), [found]);
  const spy = useScrollSpy(groups.map((group) => group.anchor));
  const chooseFilters = (next: string[]) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next.length > 0) params.set(GUEST_FILTER_PARAM, next.join(','));
        else params.delete(GUEST_FILTER_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const indexTitleRef = useRef<HTMLHeadingElement>(null);
  const retriedByVisitor = useRef(false);

  // "Réessayer" disappears with the notice once the menu arrives: focus goes on to the menu's start.
  useEffect(() => {
    if (!retriedByVisitor.current || unavailable || isLoading) return;
    retriedByVisitor.current = false;
    indexTitleRef.current?.focus();
  }, [unavailable, isLoading]);

  // Until the reader reaches a category (or after a search removed it), the first one is current.
  const current = groups.some((group) => group.anchor === spy.current) ? spy.current : groups[0]?.anchor;

  return (
    <main className="carte-page">
      <div className="carte-page__header">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.title}</h1>
          <p className="carte-page__intro">
            {t.intro(servedDays ? t.servedDays(servedDays) : null)}
            {t.pricesIntro}
          </p>
          {/* A plain link to the printed menu in the page's language (docs/product.md#printed-menu): no script. */}
          <a className="button button--secondary carte-page__print" href={printedMenuPath(locale)}>
            {t.print}
          </a>
        </div>
      </div>

      <div className="container carte-page__body">
        {unavailable ? (
          // Unlike the home page's section (docs/product.md#menu-page), this page would otherwise be empty: say why.
          <RetryNotice
            className="carte-unavailable"
            message={t.unavailable}
            retryingLabel={retrying && t.loading}
            retryLabel={t.retry}
            onRetry={() => {
              if (retrying) return;
              retriedByVisitor.current = true;
              retry();
            }}
          />
        ) : isLoading ? (
          <div className="menu-loading">
            <Spinner label={t.loading} visibleLabel />
          </div>
        ) : (
          <>
            <DishSearch query={query} onChange={search} found={searching ? found.length : undefined} />
            {groups.length > 0 && (
              <CategoryIndex entries={groups} current={current ?? ''} onJump={spy.jumpedTo} titleRef={indexTitleRef} />
            )}
            <GuestFilters chosen={filters} onChange={chooseFilters} count={found.length} />
            <div className="carte-sections">
              <BoardSection items={found} idPrefix="carte" />
              {/* The set menus are no dish: a search or the guest's filters leave them out. */}
              {!searching && filters.length === 0 && <SetMenuSection setMenus={setMenus} idPrefix="carte" />}
              {groups.map((group) => (
                <section
                  className="carte-section"
                  key={group.category}
                  id={group.anchor}
                  aria-labelledby={`${group.anchor}-titre`}
                >
                  <h2 className="carte-section__title" id={`${group.anchor}-titre`} tabIndex={-1}>
                    {t.categories[group.category]}
                  </h2>
                  <DishList items={group.items} />
                </section>
              ))}
            </div>
            <MenuLawSummary items={items} notices={notices} />
          </>
        )}
      </div>
    </main>
  );
}
