import type { ReactNode } from 'react';
import type { TemplateImage } from '../../data/images';
import { Img } from '../primitives/Img';

interface HeroProps {
  image: TemplateImage;
  kicker: string;
  title: string;
  text?: string;
  children?: ReactNode;
}

/** Full-width hero with a scrim over the illustration; its title is the page's h1. */
export function Hero({ image, kicker, title, text, children }: HeroProps) {
  return (
    <section className="tpl-hero">
      <Img image={image} eager className="tpl-hero__image" />
      <div className="tpl-container tpl-hero__content">
        <p className="tpl-kicker">{kicker}</p>
        <h1>{title}</h1>
        {text && <p className="tpl-hero__text">{text}</p>}
        {children}
      </div>
    </section>
  );
}
