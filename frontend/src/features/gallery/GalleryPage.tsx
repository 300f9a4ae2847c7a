import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { mediaSlide } from '../../ui/media/media-slides';
import { GalleryLightbox } from './GalleryLightbox';
import { GALLERY_THUMB_SIZE, galleryImageUrl, galleryImages, gallerySrcSet } from './gallery-images';
import { usePageTitle } from '../../hooks/usePageTitle';
import { usePagePath, useT } from '../../hooks/useLocale';

/** Grid columns: one on phones, two from 600 px, three from 992 px (of a 1200 px content width). */
const THUMB_SIZES = '(min-width: 992px) 400px, (min-width: 600px) 50vw, 100vw';
/** In the lightbox: 90 % of the window from 992 px, the full width below (docs/product.md#lightbox). */
const LIGHTBOX_SIZES = '(min-width: 992px) 90vw, 100vw';

export function GalleryPage() {
  const [openIndex, setOpenIndex] = useState(-1);
  const t = useT().gallery;
  const pagePath = usePagePath();
  const images = useMemo(() => galleryImages(t.photos), [t]);

  usePageTitle('/galerie');

  // Classified like any lightbox source (docs/product.md#lightbox); the .JPG extension makes each a picture with no request.
  const slides = useMemo(
    () =>
      images.map(({ n, alt }) =>
        mediaSlide(
          {
            src: galleryImageUrl(n),
            attributes: {
              srcSet: gallerySrcSet(n),
              sizes: LIGHTBOX_SIZES,
            },
          },
          alt,
        ),
      ),
    [images],
  );

  return (
    <main className="gallery">
      <header className="gallery__banner">
        <div className="container">
          <nav aria-label={t.breadcrumb}>
            <ol className="breadcrumb">
              <li>
                <Link to={pagePath('home')}>{t.home}</Link>
              </li>
              <li aria-current="page">{t.current}</li>
            </ol>
          </nav>
          <h1 className="gallery__title">{t.title}</h1>
        </div>
      </header>

      <div className="container gallery__body">
        <ul className="gallery__grid" aria-label={t.gridLabel}>
          {images.map(({ n, alt }, index) => (
            <li key={n}>
              <button
                type="button"
                className="gallery__item"
                onClick={() => setOpenIndex(index)}
                aria-label={t.enlarge(n, images.length, alt)}
              >
                <img
                  src={galleryImageUrl(n)}
                  srcSet={gallerySrcSet(n)}
                  sizes={THUMB_SIZES}
                  alt={alt}
                  width={GALLERY_THUMB_SIZE.width}
                  height={GALLERY_THUMB_SIZE.height}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>

      <GalleryLightbox slides={slides} index={openIndex} onClose={() => setOpenIndex(-1)} />
    </main>
  );
}
