import type { PublicMenuItem } from '@ticino/shared';
import { DishLawDetails, dishPriceText } from './DishLawDetails';
import './law.css';

interface DishListProps {
  items: PublicMenuItem[];
  /** Heading level of the dish names, under the section's own heading. */
  headingLevel?: 'h3' | 'h4';
  labelledBy?: string;
}

/**
 * Dish name and price joined by a dotted leader, description below: a printed trattoria menu. A dish sold out stays
 * in its place, greyed, with « Épuisé » after its name (docs/product.md#availability).
 */
export function DishList({ items, headingLevel: Heading = 'h3', labelledBy }: DishListProps) {
  return (
    <ul className="dishes" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li className={item.availability === 'épuisé' ? 'dish dish--sold-out' : 'dish'} key={item.id}>
          <div className="dish__line">
            <Heading className="dish__title">{item.title}</Heading>
            {item.availability === 'épuisé' && <span className="dish__sold-out">Épuisé</span>}
            <span className="dish__leader" aria-hidden="true" />
            <span className="dish__price">{dishPriceText(item)}</span>
          </div>
          <p className="dish__description">{item.description}</p>
          <DishLawDetails item={item} />
        </li>
      ))}
    </ul>
  );
}
