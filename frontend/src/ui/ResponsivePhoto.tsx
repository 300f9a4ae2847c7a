import { MENU_PHOTO_FORMATS, type MenuPhoto, type MenuPhotoSize } from '@ticino/shared';

/** Every size of a photo, narrowest first, one per width: Strapi's smaller copies, then the original. */
function photoSizes(photo: MenuPhoto): MenuPhotoSize[] {
  const sizes: MenuPhotoSize[] = [];
  for (const format of MENU_PHOTO_FORMATS) {
    const size = photo.formats[format];
    if (size) sizes.push(size);
  }
  sizes.push({ url: photo.url, width: photo.width, height: photo.height });
  return sizes
    .sort((a, b) => a.width - b.width)
    .filter((size, index, sorted) => index === 0 || size.width !== sorted[index - 1].width);
}

/** The `srcset` of a photo: each size with its width, for the browser to pick by the space it has. */
export function photoSrcSet(photo: MenuPhoto): string {
  return photoSizes(photo)
    .map((size) => `${size.url} ${size.width}w`)
    .join(', ');
}

interface ResponsivePhotoProps {
  photo: MenuPhoto;
  /** How wide the picture shows, as the `sizes` attribute says it (docs/product.md#dish-photos). */
  sizes: string;
  className?: string;
  /** The language of the description, when it is not the page's (staff write it in French). */
  lang?: string;
}

/**
 * A photo of the media library in the size the layout needs: `srcset` from Strapi's copies, the original's width and
 * height so the page does not move when it arrives, loaded only when near the screen.
 */
export function ResponsivePhoto({ photo, sizes, className, lang }: ResponsivePhotoProps) {
  const fallback = photo.formats.small ?? photo.formats.thumbnail ?? photo;
  return (
    <img
      className={className}
      src={fallback.url}
      srcSet={photoSrcSet(photo)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      lang={lang}
      loading="lazy"
      decoding="async"
    />
  );
}
