import { distinctOrigins, originText, type PublicMenuItem, type RestaurantInfo } from '@ticino/shared';
import { useStaffTextLang, useT } from '../../hooks/useLocale';
import { AllergenLegend, OriginText } from './DishLawDetails';

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
  const t = useT().menu;
  // The notices are the restaurant's French texts, edited in /cms.
  const staffLang = useStaffTextLang();
  const origins = distinctOrigins(items);
  return (
    <section className="carte-law" aria-labelledby="carte-provenance">
      <h2 id="carte-provenance">{t.lawTitle}</h2>
      {origins.length > 0 && (
        <ul className="carte-law__origins">
          {origins.map((origin) => (
            <li key={originText(origin)}>
              <OriginText origin={origin} />
            </li>
          ))}
        </ul>
      )}
      {notices && (
        <>
          {notices.breadOrigin && (
            <p className="carte-law__bread" lang={staffLang}>
              {notices.breadOrigin}
            </p>
          )}
          <p className="carte-law__allergens" lang={staffLang}>
            {notices.allergenNotice}
          </p>
          <p className="carte-law__prices" lang={staffLang}>
            {notices.priceNotice}
          </p>
        </>
      )}
      <AllergenLegend />
    </section>
  );
}
