import { originSummary, type PublicMenuItem, type RestaurantInfo } from '@ticino/shared';
import { AllergenLegend } from './DishLawDetails';

export type MenuNotices = Pick<RestaurantInfo, 'allergenNotice' | 'priceNotice' | 'breadOrigin'>;

interface MenuLawSummaryProps {
  items: readonly PublicMenuItem[];
  notices: MenuNotices | undefined;
}

/**
 * The written notices /la-carte owes its guests (docs/product.md#swiss-food-and-price-law): where the meat and fish
 * come from, built from the dishes; that allergens can be asked about; prices in CHF with VAT and service; the bread.
 */
export function MenuLawSummary({ items, notices }: MenuLawSummaryProps) {
  const origins = originSummary(items);
  return (
    <section className="carte-law" aria-labelledby="carte-provenance">
      <h2 id="carte-provenance">Provenance de nos viandes et poissons</h2>
      {origins.length > 0 && (
        <ul className="carte-law__origins">
          {origins.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {notices && (
        <>
          {notices.breadOrigin && <p className="carte-law__bread">{notices.breadOrigin}</p>}
          <p className="carte-law__allergens">{notices.allergenNotice}</p>
          <p className="carte-law__prices">{notices.priceNotice}</p>
        </>
      )}
      <AllergenLegend />
    </section>
  );
}
