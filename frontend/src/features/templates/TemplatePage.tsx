import type { TemplatePageName, TemplateVariant } from './routes';

const VARIANT_NAMES: Record<TemplateVariant, string> = {
  home2: 'Resort',
  home3: 'Hostel',
  home4: 'City Hotel',
  home5: 'Apartment',
};

const PAGE_TITLES: Record<TemplatePageName, string> = {
  home: 'Hotel Booking',
  about: 'About Us',
  room: 'Room',
  find_room: 'Find Room',
  room_details: 'Room Details',
  services: 'Service',
  service_details: 'Service Details',
  our_team: 'Our Team',
  pricing: 'Pricing',
  blog: 'Blog',
  blog_details: 'Blog Details',
  contact: 'Contact',
};

interface TemplatePageProps {
  page: TemplatePageName;
  variant?: TemplateVariant;
}

/** Heading of each template route; the template issue fills the sections in. */
export function TemplatePage({ page, variant }: TemplatePageProps) {
  const title = page === 'home' && variant ? VARIANT_NAMES[variant] : PAGE_TITLES[page];
  return (
    <main className="template-page container">
      <h1>{title}</h1>
    </main>
  );
}
