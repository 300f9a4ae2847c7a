import type menuService from '../../api/menu-item/services/menu';
import type restaurantService from '../../api/restaurant/services/restaurant';
import type setMenuService from '../../api/set-menu/services/set-menu';
import type translationService from '../../api/translation/services/translation';
import { servicesOf } from '../../utils/services';

/** The API services the public content is read from: this room's one door into src/api. */
export interface ContentApi {
  'api::menu-item.menu': ReturnType<typeof menuService>;
  'api::restaurant.restaurant': ReturnType<typeof restaurantService>;
  'api::set-menu.set-menu': ReturnType<typeof setMenuService>;
  'api::translation.translation': ReturnType<typeof translationService>;
}

export const contentApi = servicesOf<ContentApi>();
