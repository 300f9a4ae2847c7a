import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { mediaSlide } from '../../ui/media/media-slides';
import { GalleryLightbox } from './GalleryLightbox';
import { GALLERY_IMAGES, GALLERY_THUMB_SIZE, galleryImageUrl, gallerySrcSet } from './gallery-images';
import { usePageTitle } from '../../hooks/usePageTitle';

/** Grid columns: one on phones, two from 600 px, three from 992 px (of a 1200 px content width). */
const THUMB_SIZES = '(min-width: 992px) 400px, (min-width: 600px) 50vw, 100vw';
/** In the lightbox: 90 % of the window from 992 px, the full width below (docs/product.md#lightbox). */
const LIGHTBOX_SIZES = '(min-width: 992px) 90vw, 100vw';

export function GalleryPage() {
  const [openIndex, setOpenIndex] = useState(-1);

  usePageTitle('/galerie');

  // Classified like any lightbox source (docs/product.md#lightbox); the .JPG extension makes each a picture with no request.
  const slides = useMemo(
    () =>
      GALLERY_IMAGES.map(({ n, alt }) =>
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
    [],
  );

  return (
    <main className="gallery">
      <header className="gallery__banner">
        <div className="container">
          <nav aria-label="Fil d'Ariane">
            <ol className="breadcrumb">
              <li>
                <Link to="/">Accueil</Link>
              </li>
              <li aria-current="page">Galerie</li>
            </ol>
          </nav>
          <h1 className="gallery__title">Notre galerie</h1>
        </div>
      </header>

      <div className="container gallery__body">
        <ul className="gallery__grid" aria-label="Photos de la trattoria">
          {GALLERY_IMAGES.map(({ n, alt }, index) => (
            <li key={n}>
              <button
                type="button"
                className="gallery__item"
                onClick={() => setOpenIndex(index)}
                aria-label={`Agrandir l'image ${n} sur ${GALLERY_IMAGES.length} : ${alt}`}
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
