import type { Core } from '@strapi/strapi';
import {
  DEFAULT_ALLERGEN_NOTICE,
  DEFAULT_BREAD_ORIGIN,
  DEFAULT_PRICE_NOTICE,
  normalizeTime,
  type OpeningException,
  type RestaurantInfo,
  type WeekDay,
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
  'latitude',
  'longitude',
  'mapZoom',
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

const SLOT_FIELDS = ['day', 'opensAt', 'closesAt'] as const;
const EXCEPTION_FIELDS = ['date', 'label', 'closed', 'opensAt', 'closesAt'] as const;

type StoredRestaurant = Stored<typeof RESTAURANT_UID, (typeof FIELDS)[number]> & {
  openingHours?: Stored<'restaurant.opening-slot', (typeof SLOT_FIELDS)[number]>[] | null;
  openingExceptions?: Stored<'restaurant.opening-exception', (typeof EXCEPTION_FIELDS)[number]>[] | null;
};

/** The stored time (« 11:30:00.000 ») as the site writes it (« 11:30 »). */
const time = (value: unknown) => normalizeTime(value) ?? '';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(): Promise<RestaurantInfo | null> {
    const stored = (await strapi.documents(RESTAURANT_UID).findFirst({
      fields: [...FIELDS],
      populate: {
        openingHours: { fields: [...SLOT_FIELDS] },
        openingExceptions: { fields: [...EXCEPTION_FIELDS] },
      },
    })) as StoredRestaurant | null;
    if (!stored) return null;
    const { openingHours, openingExceptions, ...facts } = stored;
    const info = Object.fromEntries(FIELDS.map((field) => [field, facts[field]])) as Omit<
      RestaurantInfo,
      'openingHours' | 'openingExceptions' | 'fallback'
    >;
    for (const [field, fallback] of Object.entries(NOTICE_DEFAULTS) as [keyof typeof NOTICE_DEFAULTS, string][]) {
      if (!info[field]) info[field] = fallback;
    }
    const exceptions: OpeningException[] = (openingExceptions ?? [])
      .map(({ date, label, closed, opensAt, closesAt }) => ({
        date: String(date),
        label: label ?? '',
        closed: closed === true,
        opensAt: closed ? null : time(opensAt),
        closesAt: closed ? null : time(closesAt),
      }))
      .sort((a, b) => a.date.localeCompare(b.date) || (a.opensAt ?? '').localeCompare(b.opensAt ?? ''));
    return {
      ...info,
      openingHours: (openingHours ?? []).map(({ day, opensAt, closesAt }) => ({
        day: day as WeekDay,
        opensAt: time(opensAt),
        closesAt: time(closesAt),
      })),
      openingExceptions: exceptions,
    };
  },
});
