import type { ReactNode } from 'react';
import type { TemplateImage } from '../../data/images';
import { Img } from '../primitives/Img';

interface TaggedCardProps {
  /** Modifier class of the card kind, e.g. `tpl-room-card`. */
  className: string;
  image: TemplateImage;
  /** Price, discount or status shown over the picture. */
  tag: string;
  children: ReactNode;
}

/** Card with a picture that carries a tag in its corner, as on the room, stay, rental and offer lists. */
export function TaggedCard({ className, image, tag, children }: TaggedCardProps) {
  return (
    <article className={`tpl-card ${className}`}>
      <div className="tpl-card__media">
        <Img image={image} />
        <span className="tpl-price-tag">{tag}</span>
      </div>
      <div className="tpl-card__body">{children}</div>
    </article>
  );
}
