import type { Core } from '@strapi/strapi';
import { normalizeTime, type OpeningException, type RestaurantInfo, type WeekDay } from '@ticino/shared';
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
] as const;

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
      'openingHours' | 'openingExceptions'
    >;
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
