/** The gallery's pictures, rendered by scripts/images/generate-gallery-images.ts; replace a file to change one. */
export interface GalleryImage {
  /** 1-based: the file is /images/galerie/{n}.JPG. */
  n: number;
  alt: string;
}

export const GALLERY_IMAGE_SIZE = { width: 1600, height: 1067 } as const;
export const GALLERY_THUMB_SIZE = { width: 600, height: 400 } as const;
export const GALLERY_MEDIUM_SIZE = { width: 900, height: 600 } as const;

const ALT_TEXTS = [
  'La salle du restaurant, tables nappées de blanc sous des suspensions dorées',
  'Un caquelon de fondue moitié-moitié fumant, avec des cubes de pain sur des piques',
  'Une demi-meule de raclette fondante sous le grill, servie avec des pommes de terre',
  'Le four à bois ouvert, une pizza margherita prête à être enfournée',
  'Une assiette de tagliatelles fraîches au basilic et au parmesan',
  'Des filets de perche du Léman dorés au beurre, citron et frites',
  'La cave à vins, des rangées de bouteilles suisses et italiennes',
  'La salle privée de 32 places dressée pour un anniversaire',
  'La terrasse ombragée avec ses parasols et ses tables pour deux',
  'Le quartier de Cornavin au crépuscule, la gare éclairée',
  "Le jet d'eau sur le lac Léman par une fin d'après-midi",
  "Châtaignes grillées et civet de chevreuil, la chasse d'automne",
  'Un tiramisu, une panna cotta aux fruits rouges et un espresso',
  'La charbonnade : un gril de table avec des lamelles de bœuf et des sauces',
  'Une entrecôte grillée, beurre maison et légumes du marché',
  'Une planche d’antipasti tessinois : salami, coppa, fromages et olives',
  'Deux verres de merlot du Tessin levés pour trinquer',
] as const;

export const GALLERY_IMAGES: GalleryImage[] = ALT_TEXTS.map((alt, index) => ({ n: index + 1, alt }));

export const galleryImageUrl = (n: number) => `/images/galerie/${n}.JPG`;
export const galleryThumbUrl = (n: number) => `/images/galerie/thumbs/${n}.webp`;
export const galleryMediumUrl = (n: number) => `/images/galerie/medium/${n}.webp`;

/**
 * Every width of picture `n`, for `srcset`: the grid on a phone with a dense screen (about 700 device pixels) takes
 * the 900 px one, a seventh of the JPG's weight.
 */
export const gallerySrcSet = (n: number) =>
  `${galleryThumbUrl(n)} ${GALLERY_THUMB_SIZE.width}w, ${galleryMediumUrl(n)} ${GALLERY_MEDIUM_SIZE.width}w, ` +
  `${galleryImageUrl(n)} ${GALLERY_IMAGE_SIZE.width}w`;
