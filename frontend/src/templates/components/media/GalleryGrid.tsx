import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import type { TemplateImage } from '../../data/images';
import { Icon } from '../primitives/Icon';
import { Img } from '../primitives/Img';
import { TEMPLATE_LIGHTBOX } from './lightbox';
import { mediaSlide, renderMediaSlide } from '../../../ui/media/media-slides';

/** Image grid whose tiles open a looping lightbox at the clicked picture (zoom icon on each tile). */
export function GalleryGrid({ images, className = '' }: { images: TemplateImage[]; className?: string }) {
  const [index, setIndex] = useState(-1);
  return (
    <>
      <ul className={`tpl-gallery ${className}`}>
        {images.map((image, i) => (
          <li key={image.src}>
            <button type="button" className="tpl-gallery__tile" onClick={() => setIndex(i)}>
              <Img image={image} />
              <span className="tpl-gallery__zoom">
                <Icon name="zoom" size={28} />
                <span className="tpl-visually-hidden">Enlarge: {image.alt}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {index >= 0 && (
        <Lightbox
          {...TEMPLATE_LIGHTBOX}
          open
          index={index}
          close={() => setIndex(-1)}
          slides={images.map((image) => mediaSlide({ src: image.src }, image.alt))}
          render={{ slide: renderMediaSlide }}
        />
      )}
    </>
  );
}
