import { WEEK_DAYS, sortedSlots, swissTime, type OpeningSlot, type RestaurantInfo, type WeekDay } from '@ticino/shared';

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

export interface DayHours {
  day: WeekDay;
  /** Empty when the restaurant is closed that day. */
  slots: string[];
}

/**
 * Every day of the week in order, with its opening slots by opening time, each written by `slotText` (in French
 * « 11 h 30 – 14 h 30 »).
 */
export function hoursByDay(
  openingHours: OpeningSlot[],
  slotText: (opensAt: string, closesAt: string) => string = (opensAt, closesAt) =>
    `${swissTime(opensAt)} – ${swissTime(closesAt)}`,
): DayHours[] {
  const sorted = sortedSlots(openingHours);
  return WEEK_DAYS.map((day) => ({
    day,
    slots: sorted.filter((slot) => slot.day === day).map((slot) => slotText(slot.opensAt, slot.closesAt)),
  }));
}

type Place = Pick<RestaurantInfo, 'latitude' | 'longitude' | 'mapZoom'>;

/**
 * The OpenStreetMap embed centred on the restaurant's place, with its marker. The embed takes a box, not a zoom: a
 * tile is 360 / 2^zoom degrees of longitude wide, and the 450-pixel-high frame shows about three tiles across and two
 * high (latitude degrees shrink by the cosine of the latitude).
 */
export function mapEmbedUrl({ latitude, longitude, mapZoom }: Place): string {
  const tile = 360 / 2 ** mapZoom;
  const halfWidth = (tile * 3) / 2;
  const halfHeight = tile * Math.cos((latitude * Math.PI) / 180);
  const box = [longitude - halfWidth, latitude - halfHeight, longitude + halfWidth, latitude + halfHeight]
    .map((value) => value.toFixed(5))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(box)}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

/** The restaurant's place on openstreetmap.org, at the map's zoom. */
export function mapLinkUrl({ latitude, longitude, mapZoom }: Place): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${mapZoom}/${latitude}/${longitude}`;
}
