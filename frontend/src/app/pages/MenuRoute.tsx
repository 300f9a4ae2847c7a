import { servedDayRuns } from '@ticino/shared';
import { MenuPage } from '../../features/menu/MenuPage';
import { useRestaurant } from '../../features/restaurant/useRestaurant';

/**
 * /la-carte with what it says from the restaurant's facts: the days it serves (docs/product.md#menu-page) and its
 * written notices (docs/product.md#swiss-food-and-price-law).
 */
export function MenuRoute() {
  const { restaurant } = useRestaurant();
  return <MenuPage servedDays={restaurant ? servedDayRuns(restaurant.openingHours) : null} notices={restaurant} />;
}
