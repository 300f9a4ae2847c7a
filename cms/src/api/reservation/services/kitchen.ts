import type { Core } from '@strapi/strapi';
import {
  DEFAULT_ALLERGEN_NOTICE,
  RESTAURANT_NAME,
  SERVICE_OF_NAME,
  allergyAdvice,
  kitchenGroups,
  type AllergenAdvice,
  type AllergenKey,
  type DayText,
  type ServiceData,
  type ServiceName,
} from '@ticino/shared';
import { siteService } from '../../../utils/services';
import { drawKitchenSheet } from '../../../site/print';

/**
 * The day's carte, board and set menus as the kitchen's allergy lists read them (docs/product.md#allergies): the staff
 * menu, so that allergens never confirmed are known, as guests see it on that service day.
 */
async function dayGroups(strapi: Core.Strapi, { date, service }: { date: DayText; service: ServiceName }) {
  const [items, setMenus] = await Promise.all([
    siteService('api::menu-item.menu', strapi).list({}, date),
    siteService('api::set-menu.set-menu', strapi).list(),
  ]);
  return kitchenGroups(items, setMenus, { date, service: SERVICE_OF_NAME[service] });
}

/** The lists for every allergen the service's bookings declared; none asked of the menu when nobody declared any. */
export async function kitchenAdvice(
  strapi: Core.Strapi,
  service: { date: DayText; service: ServiceName },
  bookings: readonly { allergens: readonly AllergenKey[] }[],
): Promise<AllergenAdvice[]> {
  const declared = bookings.map(({ allergens }) => allergens).filter((allergens) => allergens.length > 0);
  if (declared.length === 0) return [];
  return allergyAdvice(declared, await dayGroups(strapi, service));
}

/** The kitchen sheet of a service, ended by the restaurant's own allergen notice as the menu is. */
export async function kitchenSheet(strapi: Core.Strapi, service: ServiceData): Promise<Buffer> {
  const restaurant = await siteService('api::restaurant.restaurant', strapi).find();
  return drawKitchenSheet({
    restaurantName: restaurant?.name || RESTAURANT_NAME,
    service,
    notice: restaurant?.allergenNotice || DEFAULT_ALLERGEN_NOTICE,
  });
}
