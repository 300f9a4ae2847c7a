import { Link } from 'react-router-dom';
import { servedDaysSentence } from '@ticino/shared';
import { FADE_UP } from '../../hooks/useAos';
import { telHref } from '../../features/restaurant/restaurant-format';
import { FALLBACK_NAME, useRestaurant } from '../../features/restaurant/useRestaurant';
import { GalleryTeaser } from '../../features/gallery/GalleryTeaser';
import { HeroCarousel } from '../../features/home/HeroCarousel';
import { HomeMenuSection } from '../../features/menu/HomeMenuSection';
import { ResponsiveImage } from '../../features/home/ResponsiveImage';
import { CHARBONNADE_IMAGE, CHEF_IMAGE, CUISINE_IMAGE, PRIVATE_ROOM_IMAGE } from '../../features/home/images';
import { SectionLink } from '../../ui/SectionLink';
import { usePageTitle } from '../../hooks/usePageTitle';

/** docs/product.md#presentation, shown until the CMS answers with its own figure. */
const PRIVATE_ROOM_SEATS = 32;
const SPECIALITIES = [
  'Charbonnade',
  'Fondues',
  'Raclette',
  'Entrecôte',
  'Filets de perche',
  'Pizzas',
  'Pâtes',
  'Chasse en saison',
];
const SCENE_SIZES = '(min-width: 992px) 560px, (min-width: 768px) 45vw, 100vw';

export function HomePage() {
  usePageTitle('/');
  const { restaurant } = useRestaurant();
  const seats = restaurant?.privateRoomSeats ?? PRIVATE_ROOM_SEATS;
  // The days come from the CMS's slots (docs/product.md#opening-hours); nothing is said until it answers.
  const servedDays = restaurant ? servedDaysSentence(restaurant.openingHours) : null;
  return (
    <main>
      <HeroCarousel name={restaurant?.name ?? FALLBACK_NAME} tagline={restaurant?.tagline} />

      <section id="presentation" className="section presentation" aria-labelledby="presentation-titre">
        <div className="container split" {...FADE_UP}>
          <div className="split__text">
            <p className="eyebrow">A propos de nous</p>
            <h2 id="presentation-titre" tabIndex={-1}>
              Une trattoria tessinoise au cœur de Genève
            </h2>
            <p>
              À quelques pas de la gare Cornavin, notre chef cuisinier
              {restaurant ? ` ${restaurant.chefName}` : ''} et sa brigade cuisinent chaque jour les produits du marché,
              entre recettes du Tessin et grands classiques suisses.
              {servedDays && ` Nous vous accueillons ${servedDays}.`}
            </p>
            <h3 className="presentation__subtitle">Nos spécialités maison</h3>
            <ul className="specialities">
              {SPECIALITIES.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
          <ResponsiveImage className="split__image" image={CHEF_IMAGE} sizes={SCENE_SIZES} />
        </div>

        <div className="container split split--reverse private-room" {...FADE_UP}>
          <div className="split__text">
            <h3 className="presentation__subtitle">Une salle privée de {seats} places</h3>
            <p>
              Entièrement privatisable, notre salle de {seats} places accueille vos sorties entre amis, vos
              anniversaires et vos événements d&apos;entreprise, avec un menu préparé sur mesure.
            </p>
            {restaurant && (
              <p className="presentation__phone">
                Réservations&nbsp;: <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
              </p>
            )}
            <Link className="button button--primary" to="/contact">
              Nous contacter
            </Link>
          </div>
          <ResponsiveImage className="split__image" image={PRIVATE_ROOM_IMAGE} sizes={SCENE_SIZES} />
        </div>
      </section>

      <section className="section cuisine" aria-labelledby="cuisine-titre">
        <div className="container">
          <div className="section-heading" {...FADE_UP}>
            <p className="eyebrow">Entre Tessin et Léman</p>
            <h2 id="cuisine-titre">Notre cuisine</h2>
          </div>
          <div className="cuisine__blocks">
            <article className="cuisine-block" {...FADE_UP}>
              <ResponsiveImage className="cuisine-block__image" image={CUISINE_IMAGE} sizes={SCENE_SIZES} />
              <p className="cuisine-block__number">01</p>
              <h3>
                <Link to="/service_details">Cuisine suisse-italienne</Link>
              </h3>
              <p>
                Risotto, polenta, pâtes fraîches et pizzas sorties du four côtoient les produits du terroir genevois.
                Une cuisine de marché généreuse, accompagnée de vins du Tessin, du Valais et d&apos;Italie.
              </p>
            </article>
            <article className="cuisine-block" {...FADE_UP}>
              <ResponsiveImage className="cuisine-block__image" image={CHARBONNADE_IMAGE} sizes={SCENE_SIZES} />
              <p className="cuisine-block__number">02</p>
              <h3>
                <Link to="/service_details">Charbonnade, fondue, ...</Link>
              </h3>
              <p>
                Les soirs d&apos;hiver comme entre amis&nbsp;: charbonnade de bœuf et ses sauces maison, fondue
                moitié-moitié, raclette, entrecôte, filets de perche et, en automne, la chasse.
              </p>
            </article>
          </div>
          <p className="cuisine__cta">
            <SectionLink className="button button--primary" section="carte">
              Voir notre carte
            </SectionLink>
          </p>
        </div>
      </section>

      <HomeMenuSection />
      <GalleryTeaser />
    </main>
  );
}
