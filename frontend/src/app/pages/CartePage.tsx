import { MenuPage } from '../../features/menu/MenuPage';
import { useRestaurant } from '../../features/restaurant/useRestaurant';

/** /la-carte with the restaurant's written notices (docs/product.md#swiss-food-and-price-law). */
export function CartePage() {
  const { restaurant } = useRestaurant();
  return <MenuPage notices={restaurant} />;
}
