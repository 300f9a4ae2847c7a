import type { Core } from '@strapi/strapi';
import {
  DEFAULT_ALLERGEN_NOTICE,
  DEFAULT_BREAD_ORIGIN,
  DEFAULT_PRICE_NOTICE,
  type RestaurantInfo,
} from '@ticino/shared';
import type { Stored } from '../../../utils/stored';

const RESTAURANT_UID = 'api::restaurant.restaurant';

const FIELDS = [
  'name',
  'tagline',
  'description',
  'chefName',
  'phone',
  'email',
  'street',
  'postalCode',
  'city',
  'privateRoomSeats',
  'breadOrigin',
  'allergenNotice',
  'priceNotice',
] as const;

/** What the law's notices say when the owner has emptied them (docs/product.md#swiss-food-and-price-law). */
const NOTICE_DEFAULTS = {
  breadOrigin: DEFAULT_BREAD_ORIGIN,
  allergenNotice: DEFAULT_ALLERGEN_NOTICE,
  priceNotice: DEFAULT_PRICE_NOTICE,
} as const;

type StoredRestaurant = Stored<typeof RESTAURANT_UID, (typeof FIELDS)[number]> & {
  openingHours?: Stored<'restaurant.opening-slot', 'day' | 'opensAt' | 'closesAt'>[] | null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(): Promise<RestaurantInfo | null> {
    const stored = (await strapi.documents(RESTAURANT_UID).findFirst({
      fields: [...FIELDS],
      populate: { openingHours: { fields: ['day', 'opensAt', 'closesAt'] } },
    })) as StoredRestaurant | null;
    if (!stored) return null;
    const { openingHours, ...facts } = stored;
    const info = Object.fromEntries(FIELDS.map((field) => [field, facts[field]])) as Omit<
      RestaurantInfo,
      'openingHours'
    >;
    for (const [field, fallback] of Object.entries(NOTICE_DEFAULTS) as [keyof typeof NOTICE_DEFAULTS, string][]) {
      if (!info[field]) info[field] = fallback;
    }
    return {
      ...info,
      openingHours: (openingHours ?? []).map(({ day, opensAt, closesAt }) => ({ day, opensAt, closesAt })),
    };
  },
});
