import { memo } from 'react';
import { dishPriceText, type PublicMenuItem } from '@ticino/shared';
import { ResponsivePhoto } from '../../ui/ResponsivePhoto';
import { useStaffTextLang, useT, useTextLang } from '../../hooks/useLocale';
import { DishLawDetails } from './DishLawDetails';

/** A dish's photo spans the column below 360 px, then is 6rem wide beside its text, 10rem from 768 px (menu.css). */
const PHOTO_SIZES = '(min-width: 768px) 160px, (min-width: 360px) 96px, calc(100vw - 2rem)';

interface DishListProps {
  items: PublicMenuItem[];
  /** Heading level of the dish names, under the section's own heading. */
  headingLevel?: 'h3' | 'h4';
  labelledBy?: string;
}

function dishClass(item: PublicMenuItem): string {
  const photo = item.photo ? ' dish--photo' : '';
  return `dish${photo}${item.availability === 'épuisé' ? ' dish--sold-out' : ''}`;
}

/**
 * Dish name and price joined by a dotted leader, description below: a printed trattoria menu. A dish sold out stays
 * in its place, greyed, with « Épuisé » after its name (docs/product.md#availability). A dish with a photo shows it
 * beside its text (docs/product.md#dish-photos). Drawn again only when its dishes change: /la-carte has the whole menu.
 */
export const DishList = memo(function DishList({ items, headingLevel: Heading = 'h3', labelledBy }: DishListProps) {
  const t = useT().menu;
  // A photo's description is the staff's French; names and descriptions are French where not translated.
  const staffLang = useStaffTextLang();
  const textLang = useTextLang();
  return (
    <ul className="dishes" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li className={dishClass(item)} key={item.id}>
          {item.photo && (
            <ResponsivePhoto className="dish__photo" photo={item.photo} sizes={PHOTO_SIZES} lang={staffLang} />
          )}
          <div className="dish__text">
            <div className="dish__line">
              <Heading className="dish__title" lang={textLang(item, 'title')}>
                {item.title}
              </Heading>
              {item.availability === 'épuisé' && <span className="dish__sold-out">{t.soldOut}</span>}
              <span className="dish__leader" aria-hidden="true" />
              <span className="dish__price">{dishPriceText(item)}</span>
            </div>
            <p className="dish__description" lang={textLang(item, 'description')}>
              {item.description}
            </p>
            <DishLawDetails item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
});
