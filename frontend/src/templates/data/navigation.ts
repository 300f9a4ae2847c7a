import type { TemplatePageName } from '../variants';

/** A menu link: a template page (prefixed inside a variant) or a fixed path. */
export type NavTarget = { page: TemplatePageName } | { path: string };

export interface NavItem {
  label: string;
  to: NavTarget;
}

export interface NavMenu {
  label: string;
  to?: NavTarget;
  children?: NavItem[];
}

/** The template navigation of docs/product.md#template-navigation. */
export const NAVIGATION: NavMenu[] = [
  {
    label: 'Home',
    children: [
      { label: 'Hotel Booking', to: { path: '/' } },
      { label: 'Resort', to: { path: '/home2' } },
      { label: 'Hostel', to: { path: '/home3' } },
      { label: 'City Hotel', to: { path: '/home4' } },
      { label: 'Apartment', to: { path: '/home5' } },
    ],
  },
  { label: 'About', to: { page: 'about' } },
  {
    label: 'Rooms',
    children: [
      { label: 'Room', to: { page: 'room' } },
      { label: 'Find Room', to: { page: 'find_room' } },
      { label: 'Room Details', to: { page: 'room_details' } },
    ],
  },
  {
    label: 'Page',
    children: [
      { label: 'About Us', to: { page: 'about' } },
      { label: 'Service', to: { page: 'services' } },
      { label: 'Service Details', to: { page: 'service_details' } },
      { label: 'Our Team', to: { page: 'our_team' } },
      { label: 'Pricing', to: { page: 'pricing' } },
    ],
  },
  {
    label: 'Blog',
    children: [
      { label: 'Blog', to: { page: 'blog' } },
      { label: 'Blog Details', to: { page: 'blog_details' } },
    ],
  },
  { label: 'Contact', to: { page: 'contact' } },
];

export const FOOTER_LINKS: NavItem[] = [
  { label: 'About Us', to: { page: 'about' } },
  { label: 'Our Rooms', to: { page: 'room' } },
  { label: 'Services', to: { page: 'services' } },
  { label: 'Pricing', to: { page: 'pricing' } },
  { label: 'Blog', to: { page: 'blog' } },
];

/** Placeholder links of the template (docs/product.md#template-navigation: they point to #). */
export const SOCIAL_LINKS = ['Facebook', 'Instagram', 'X', 'LinkedIn'];
