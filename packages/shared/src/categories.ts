/** The restaurant's fixed menu categories, in the order the menu is printed (docs/product.md#menu-categories). */
export const MENU_CATEGORIES = [
  'Nos Spécialités',
  'Nos Viandes',
  'Nos Poissons',
  'Nos Pâtes',
  'Nos Entrées & Salades',
  'Nos Pizzas',
  "Nos Suggestions d'Été",
  'Suggestions du moment',
  'Menu de St. Silvestre',
  'Menu St. Valentin',
  'Nos Desserts',
  'Nos Boissons',
  'Nos Accompagnements',
  'Nos Sauces',
  'Nos Plats Principaux Spéciaux',
  'Vins Blancs',
  'Vins Rosés',
  'Vins Rouges - Suisse',
  'Vins Rouges - Bourgogne',
  'Vins Rouges - Côtes-du-Rhône',
  'Vins Rouges du Portugal',
  'Vins Rouges - Bordeaux',
  'Vins Rouges - Italie',
  'Vins Rouges - Espagne',
] as const;

export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const DEFAULT_CATEGORY: MenuCategory = MENU_CATEGORIES[0];

export function isMenuCategory(value: unknown): value is MenuCategory {
  return typeof value === 'string' && (MENU_CATEGORIES as readonly string[]).includes(value);
}

/** Position of a category in the printed menu; unknown categories sort last. */
export function categoryRank(category: string): number {
  const index = (MENU_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? MENU_CATEGORIES.length : index;
}

/** The dashboard's and the API's "all categories" filter value (docs/product.md#menu-search-and-filters). */
export const ALL_CATEGORIES = 'Toutes';
