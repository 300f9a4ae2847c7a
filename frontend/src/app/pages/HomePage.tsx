import { Link } from 'react-router-dom';
import { servedDayRuns } from '@ticino/shared';
import { FADE_UP } from '../../hooks/useAos';
import { telHref } from '../../features/restaurant/restaurant-format';
import { FALLBACK_NAME, useRestaurant } from '../../features/restaurant/useRestaurant';
import { GalleryTeaser } from '../../features/gallery/GalleryTeaser';
import { useEvenings } from '../../features/evenings/useEvenings';
import { EveningList } from '../../features/home/EveningList';
import { HeroCarousel } from '../../features/home/HeroCarousel';
import { HomeMenuSection } from '../../features/menu/HomeMenuSection';
import { ResponsiveImage } from '../../features/home/ResponsiveImage';
import { CHARBONNADE_IMAGE, CHEF_IMAGE, CUISINE_IMAGE, PRIVATE_ROOM_IMAGE } from '../../features/home/images';
import { SectionLink } from '../../ui/SectionLink';
import { usePageTitle } from '../../hooks/usePageTitle';
import { usePagePath, useT, useTextLang } from '../../hooks/useLocale';

/** docs/product.md#presentation, shown until the CMS answers with its own figure. */
const PRIVATE_ROOM_SEATS = 32;
const SCENE_SIZES = '(min-width: 992px) 560px, (min-width: 768px) 45vw, 100vw';

export function HomePage() {
  usePageTitle('/');
  const { restaurant } = useRestaurant();
  const t = useT();
  const textLang = useTextLang();
  const pagePath = usePagePath();
  // The evenings to come (docs/product.md#evenings): the server's copy, asked of the API only when the page has none.
  const { evenings } = useEvenings();
  const seats = restaurant?.privateRoomSeats ?? PRIVATE_ROOM_SEATS;
  // The days come from the CMS's slots (docs/product.md#opening-hours); nothing is said until it answers.
  const servedRuns = restaurant ? servedDayRuns(restaurant.openingHours) : null;
  const servedDays = servedRuns && t.menu.servedDays(servedRuns);
  return (
    <main>
      <HeroCarousel
        name={restaurant?.name ?? FALLBACK_NAME}
        tagline={restaurant?.tagline}
        taglineLang={restaurant && textLang(restaurant, 'tagline')}
      />

      <EveningList evenings={evenings ?? []} />

      <section id="presentation" className="section presentation" aria-labelledby="presentation-titre">
        <div className="container split" {...FADE_UP}>
          <div className="split__text">
            <p className="eyebrow">{t.layout.about}</p>
            <h2 id="presentation-titre" tabIndex={-1}>
              {t.home.presentationTitle}
            </h2>
            <p>
              {t.home.presentation(restaurant?.chefName ?? null)}
              {servedDays && t.home.welcome(servedDays)}
            </p>
            <h3 className="presentation__subtitle">{t.home.specialitiesTitle}</h3>
            <ul className="specialities">
              {t.home.specialities.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
          <ResponsiveImage className="split__image" image={CHEF_IMAGE} sizes={SCENE_SIZES} />
        </div>

        <div className="container split split--reverse private-room" {...FADE_UP}>
          <div className="split__text">
            <h3 className="presentation__subtitle">{t.home.privateRoomTitle(seats)}</h3>
            <p>{t.home.privateRoomText(seats)}</p>
            {restaurant && (
              <p className="presentation__phone">
                {t.home.bookingsPhone} <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
              </p>
            )}
            <Link className="button button--primary" to={pagePath('contact')}>
              {t.home.contactUs}
            </Link>
          </div>
          <ResponsiveImage className="split__image" image={PRIVATE_ROOM_IMAGE} sizes={SCENE_SIZES} />
        </div>
      </section>

      <section className="section cuisine" aria-labelledby="cuisine-titre">
        <div className="container">
          <div className="section-heading" {...FADE_UP}>
            <p className="eyebrow">{t.home.cuisineEyebrow}</p>
            <h2 id="cuisine-titre">{t.home.cuisineTitle}</h2>
          </div>
          <div className="cuisine__blocks">
            <article className="cuisine-block" {...FADE_UP}>
              <ResponsiveImage className="cuisine-block__image" image={CUISINE_IMAGE} sizes={SCENE_SIZES} />
              <p className="cuisine-block__number">01</p>
              <h3>
                <Link to="/service_details">{t.home.swissItalianTitle}</Link>
              </h3>
              <p>{t.home.swissItalianText}</p>
            </article>
            <article className="cuisine-block" {...FADE_UP}>
              <ResponsiveImage className="cuisine-block__image" image={CHARBONNADE_IMAGE} sizes={SCENE_SIZES} />
              <p className="cuisine-block__number">02</p>
              <h3>
                <Link to="/service_details">{t.home.charbonnadeTitle}</Link>
              </h3>
              <p>{t.home.charbonnadeText}</p>
            </article>
          </div>
          <p className="cuisine__cta">
            <SectionLink className="button button--primary" section="carte">
              {t.home.seeMenu}
            </SectionLink>
          </p>
        </div>
      </section>

      <HomeMenuSection />
      <GalleryTeaser />
    </main>
  );
}
