import type { Core } from '@strapi/strapi';
import type { RestaurantInfo } from '@ticino/shared';
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
] as const;

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
    return {
      ...info,
      openingHours: (openingHours ?? []).map(({ day, opensAt, closesAt }) => ({ day, opensAt, closesAt })),
    };
  },
});
