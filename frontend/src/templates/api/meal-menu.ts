import { apiGet } from '../../lib/api-client';

/** The static file the site serves (docs/product.md#menu-fallback-file): the restaurant's carte, then the template's meals. */
export const FOOD_MENU_FILE_URL = '/food.menu.json';

export const MEAL_CATEGORIES = ['breakfast', 'lunch', 'supper', 'dinner'] as const;
export type MealCategory = (typeof MEAL_CATEGORIES)[number];

export interface MealItem {
  id: string;
  category: MealCategory;
  image: string;
  title: string;
  price: number;
  description: string;
}

const isMealCategory = (value: unknown): value is MealCategory =>
  typeof value === 'string' && (MEAL_CATEGORIES as readonly string[]).includes(value);

/** /food.menu.json also carries the restaurant's carte: keep only well-formed breakfast…dinner items. */
function toMealItems(data: unknown): MealItem[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown, index): MealItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Record<string, unknown>;
    if (!isMealCategory(item.category) || typeof item.title !== 'string') return [];
    return [
      {
        id: typeof item.id === 'string' ? item.id : `meal-${index}`,
        category: item.category,
        image: typeof item.image === 'string' ? item.image : '',
        title: item.title,
        price: Number(item.price) || 0,
        description: typeof item.description === 'string' ? item.description : '',
      },
    ];
  });
}

/** The template's meals, read through the app's one HTTP client (from the site's root, not /api). */
export async function loadMealMenu(signal?: AbortSignal): Promise<MealItem[]> {
  return toMealItems(await apiGet<unknown>(FOOD_MENU_FILE_URL, { baseURL: '/', signal }));
}
