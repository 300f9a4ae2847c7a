/** The gallery's pictures, rendered by scripts/images/generate-gallery-images.ts; replace a file to change one. */
export interface GalleryImage {
  /** 1-based: the file is /images/galerie/{n}.JPG. */
  n: number;
  alt: string;
}

export const GALLERY_IMAGE_SIZE = { width: 1600, height: 1067 } as const;
export const GALLERY_THUMB_SIZE = { width: 600, height: 400 } as const;
export const GALLERY_MEDIUM_SIZE = { width: 900, height: 600 } as const;

/**
 * The pictures with their descriptions in the page's language (the shared dictionaries' `gallery.photos`, in the
 * order of the files).
 */
export const galleryImages = (photos: readonly string[]): GalleryImage[] =>
  photos.map((alt, index) => ({ n: index + 1, alt }));

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
