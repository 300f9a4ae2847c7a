/** Slot sizes of the generated template illustrations (scripts/images/generate-template-images.ts reads them). */
export const IMAGE_SLOTS = {
  hero: { width: 1600, height: 900 },
  banner: { width: 1600, height: 560 },
  card: { width: 800, height: 560 },
  wide: { width: 1200, height: 720 },
  portrait: { width: 600, height: 720 },
  avatar: { width: 160, height: 160 },
  meal: { width: 480, height: 360 },
} as const;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** Every illustration under /images/template/, with the slot it is rendered for. */
export const TEMPLATE_IMAGE_NAMES = {
  'hero-resort': 'hero',
  'hero-hostel': 'hero',
  'hero-city': 'hero',
  'hero-apartment-1': 'hero',
  'hero-apartment-2': 'hero',
  'hero-apartment-3': 'hero',
  banner: 'banner',
  'video-banner': 'banner',
  'room-1': 'card',
  'room-2': 'card',
  'room-3': 'card',
  'room-4': 'card',
  'room-5': 'card',
  'room-6': 'card',
  'room-detail-1': 'wide',
  'room-detail-2': 'wide',
  'place-1': 'card',
  'place-2': 'card',
  'place-3': 'card',
  'place-4': 'card',
  'place-5': 'card',
  'place-6': 'card',
  'post-1': 'card',
  'post-2': 'card',
  'post-3': 'card',
  'post-4': 'card',
  'post-5': 'card',
  'post-6': 'card',
  'service-1': 'card',
  'service-2': 'card',
  'service-3': 'card',
  'service-4': 'card',
  'service-5': 'card',
  'offer-1': 'card',
  'offer-2': 'card',
  'offer-3': 'card',
  'about-1': 'portrait',
  'about-2': 'portrait',
  manager: 'portrait',
  'team-1': 'portrait',
  'team-2': 'portrait',
  'team-3': 'portrait',
  'team-4': 'portrait',
  'team-5': 'portrait',
  'team-6': 'portrait',
  'avatar-1': 'avatar',
  'avatar-2': 'avatar',
  'avatar-3': 'avatar',
  'avatar-4': 'avatar',
  'avatar-5': 'avatar',
} as const satisfies Record<string, ImageSlot>;

export type TemplateImageName = keyof typeof TEMPLATE_IMAGE_NAMES;

export interface TemplateImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export function templateImage(name: TemplateImageName, alt: string): TemplateImage {
  const size = IMAGE_SLOTS[TEMPLATE_IMAGE_NAMES[name]];
  return { src: `/images/template/${name}.webp`, alt, ...size };
}
