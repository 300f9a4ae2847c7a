import { distinctOrigins, originKey, type PublicMenuItem, type RestaurantInfo } from '@ticino/shared';
import { useT, useTextLang } from '../../hooks/useLocale';
import { AllergenLegend, OriginText } from './DishLawDetails';

export type MenuNotices = Pick<RestaurantInfo, 'allergenNotice' | 'priceNotice' | 'breadOrigin' | 'fallback'>;

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
  // The notices are the restaurant's texts, edited in /cms, translated by the staff.
  const textLang = useTextLang();
  const origins = distinctOrigins(items);
  /** French where a dish shows that origin's name untranslated. */
  const originNameLang = (name: string) =>
    items.some((item) => item.origins.some((origin) => origin.name === name) && textLang(item, `origins.${name}`))
      ? 'fr'
      : undefined;
  return (
    <section className="carte-law" aria-labelledby="carte-provenance">
      <h2 id="carte-provenance">{t.lawTitle}</h2>
      {origins.length > 0 && (
        <ul className="carte-law__origins">
          {origins.map((origin) => (
            <li key={originKey(origin)}>
              <OriginText origin={origin} nameLang={originNameLang(origin.name)} />
            </li>
          ))}
        </ul>
      )}
      {notices && (
        <>
          {notices.breadOrigin && (
            <p className="carte-law__bread" lang={textLang(notices, 'breadOrigin')}>
              {notices.breadOrigin}
            </p>
          )}
          <p className="carte-law__allergens" lang={textLang(notices, 'allergenNotice')}>
            {notices.allergenNotice}
          </p>
          <p className="carte-law__prices" lang={textLang(notices, 'priceNotice')}>
            {notices.priceNotice}
          </p>
        </>
      )}
      <AllergenLegend />
    </section>
  );
}
