import { servedDaysSentence } from '@ticino/shared';
import { MenuPage } from '../../features/menu/MenuPage';
import { useRestaurant } from '../../features/restaurant/useRestaurant';

/** /la-carte with the days the restaurant serves, from its facts (docs/product.md#menu-page). */
export function MenuRoute() {
  const { restaurant } = useRestaurant();
  return <MenuPage servedDays={restaurant ? servedDaysSentence(restaurant.openingHours) : null} />;
}
