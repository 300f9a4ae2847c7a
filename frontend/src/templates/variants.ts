import { MAIN_TEMPLATE_PAGES, type TEMPLATE_VARIANTS, type VARIANT_PAGES } from '@ticino/shared';

export type TemplateVariant = (typeof TEMPLATE_VARIANTS)[number];
export type TemplatePageName = (typeof VARIANT_PAGES)[number] | 'home';

const MAIN_PAGES: readonly string[] = MAIN_TEMPLATE_PAGES;

/**
 * Path of a template page seen from a variant: inside /homeN links keep the prefix. The main layout has no
 * room list of its own, so its "Room" link borrows the resort's; its "Contact" is the restaurant's page.
 */
export function variantPath(variant: TemplateVariant | undefined, page: TemplatePageName): string {
  if (variant) return page === 'home' ? `/${variant}` : `/${variant}/${page}`;
  if (page === 'home') return '/';
  if (page === 'contact' || MAIN_PAGES.includes(page)) return `/${page}`;
  return `/home2/${page}`;
}

const VARIANT_NAMES: Record<TemplateVariant, string> = {
  home2: 'Resort',
  home3: 'Hostel',
  home4: 'City Hotel',
  home5: 'Apartment',
};

const PAGE_TITLES: Record<TemplatePageName, string> = {
  home: 'Hotel Booking',
  about: 'About Us',
  room: 'Rooms',
  find_room: 'Find Room',
  room_details: 'Room Details',
  services: 'Services',
  service_details: 'Service Details',
  our_team: 'Our Team',
  pricing: 'Pricing',
  blog: 'Blog',
  blog_details: 'Blog Details',
  contact: 'Contact',
};

/** The tab title's page name: a home variant is named after its kind of stay. */
export function templatePageTitle(variant: TemplateVariant | undefined, page: TemplatePageName): string {
  return page === 'home' && variant ? VARIANT_NAMES[variant] : PAGE_TITLES[page];
}
