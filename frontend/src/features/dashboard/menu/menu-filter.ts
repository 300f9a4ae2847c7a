import { ALL_CATEGORIES, MENU_CATEGORIES, menuSearch, type MenuCategory, type MenuItem } from '@ticino/shared';

/** Value of the category select's first option: no category filter (docs/product.md#menu-search-and-filters). */
export { ALL_CATEGORIES };

export interface MenuFilter {
  search: string;
  category: string;
}

export interface CategoryCount {
  category: MenuCategory;
  count: number;
}

export interface FilteredMenu {
  items: MenuItem[];
  /** Categories holding at least one of `items`, in printed-menu order. */
  byCategory: CategoryCount[];
}

export function isFilterActive({ search, category }: MenuFilter): boolean {
  return search.trim() !== '' || category !== ALL_CATEGORIES;
}

/**
 * The dashboard list in one pass: search on title or description, the category
 * filter, and the per-category counts of what remains. Pure, so it can be memoised and benchmarked.
 */
export function filterMenuItems(all: readonly MenuItem[], { search, category }: MenuFilter): FilteredMenu {
  const anyCategory = category === ALL_CATEGORIES;
  const counts = new Map<string, number>();
  const items: MenuItem[] = [];
  const matches = menuSearch(search);
  for (const item of all) {
    if (!anyCategory && item.category !== category) continue;
    if (!matches(item)) continue;
    items.push(item);
    counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  }
  const byCategory: CategoryCount[] = [];
  for (const name of MENU_CATEGORIES) {
    const count = counts.get(name);
    if (count) byCategory.push({ category: name, count });
  }
  return { items, byCategory };
}
