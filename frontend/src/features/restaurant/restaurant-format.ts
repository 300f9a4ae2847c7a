import { WEEK_DAYS, type OpeningSlot, type RestaurantInfo, type WeekDay } from '@ticino/shared';

/** "+41 22 731 48 50" → "tel:+41227314850". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Which map application a link can open: Apple's, any Android map app, or Google Maps on the web and elsewhere. */
export type MapPlatform = 'apple' | 'android' | 'other';

/** The map application a browser's user agent can open; iPadOS reports itself as a Mac. */
export function mapPlatform(userAgent: string): MapPlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod|Macintosh/i.test(userAgent)) return 'apple';
  return 'other';
}

/** "Rue de Lausanne 42, 1201 Genève, Suisse": the restaurant's address as map applications search it. */
export function postalAddress(restaurant: Pick<RestaurantInfo, 'street' | 'postalCode' | 'city'>): string {
  return `${restaurant.street}, ${restaurant.postalCode} ${restaurant.city}, Suisse`;
}

/**
 * A link that opens the visitor's map application at the address (docs/product.md#action-bar): Apple Plans with the
 * route, Android's chooser of map apps (`geo:`), Google Maps' route elsewhere. Only a link: the site itself asks no
 * map server anything.
 */
export function directionsHref(address: string, platform: MapPlatform): string {
  const destination = encodeURIComponent(address);
  if (platform === 'apple') return `https://maps.apple.com/?daddr=${destination}`;
  if (platform === 'android') return `geo:0,0?q=${destination}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/** "18:30" → "18 h 30", the Swiss-French way of writing times. */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(':');
  return `${Number(hours)} h ${minutes}`;
}

export interface DayHours {
  day: WeekDay;
  /** Empty when the restaurant is closed that day. */
  slots: string[];
}

/** Every day of the week in order, with its opening slots ("11 h 30 – 14 h 30"). */
export function hoursByDay(openingHours: OpeningSlot[]): DayHours[] {
  return WEEK_DAYS.map((day) => ({
    day,
    slots: openingHours
      .filter((slot) => slot.day === day)
      .map((slot) => `${formatTime(slot.opensAt)} – ${formatTime(slot.closesAt)}`),
  }));
}
