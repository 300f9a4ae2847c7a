/**
 * The home page's illustrations, rendered by scripts/images/generate-restaurant-images.ts to
 * /images/restaurant/{name}-{width}.{webp,jpg}. The widths here match the generator's; to use a
 * real photo instead, drop files with the same names in place.
 */
export interface Illustration {
  name: string;
  alt: string;
  width: number;
  height: number;
  widths: readonly number[];
}

const HERO_WIDTHS = [640, 1024, 1600] as const;
const SCENE_WIDTHS = [480, 800] as const;

export const HERO_IMAGES: readonly Illustration[] = [
  {
    name: 'hero-fondue',
    alt: 'Caquelon de fondue fumant sur une table en bois, entouré de pain, de verres de vin blanc et de bougies.',
    width: 1600,
    height: 900,
    widths: HERO_WIDTHS,
  },
  {
    name: 'hero-pizza',
    alt: 'Pizza dorée tout juste sortie du four à bois, posée sur une pelle devant la voûte rougeoyante.',
    width: 1600,
    height: 900,
    widths: HERO_WIDTHS,
  },
  {
    name: 'hero-cornavin',
    alt: 'Le quartier de la gare Cornavin au crépuscule, avec ses façades éclairées et les montagnes au loin.',
    width: 1600,
    height: 900,
    widths: HERO_WIDTHS,
  },
];

function scene(name: string, alt: string): Illustration {
  return { name, alt, width: 800, height: 600, widths: SCENE_WIDTHS };
}

export const CHEF_IMAGE = scene(
  'chef-hands',
  'Les mains du chef coupant des herbes fraîches sur une planche, à côté de tomates et de pâtes maison.',
);
export const PRIVATE_ROOM_IMAGE = scene(
  'private-room',
  'Notre salle privée dressée pour un banquet : une longue table avec nappes, verres et bougies.',
);
export const CUISINE_IMAGE = scene(
  'wine-glasses',
  'Deux verres de vin rouge du Tessin et une bouteille, devant une planche de fromages et de charcuterie.',
);
export const CHARBONNADE_IMAGE = scene(
  'charbonnade',
  'Table de charbonnade vue du dessus : plaque chaude, fines tranches de bœuf, frites et cinq sauces maison.',
);
