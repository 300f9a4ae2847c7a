import {
  ALLERGENS,
  allergenInfo,
  dietInfo,
  formatChf,
  mentionInfo,
  originsText,
  quantityText,
  type PublicMenuItem,
} from '@ticino/shared';

/**
 * The price on a dish's line: a drink's names its quantity (« 75 cl CHF 42.00 », OIP art. 11), docs/product.md#swiss-food-and-price-law.
 */
export function dishPriceText(item: Pick<PublicMenuItem, 'price' | 'quantities'>): string {
  const [first] = item.quantities;
  return first ? `${first.quantity} ${formatChf(first.price)}` : formatChf(item.price);
}

/** Under a dish: its other quantities, allergens as symbols (named for screen readers), origins, diets, mentions, wine. */
export function DishLawDetails({ item }: { item: PublicMenuItem }) {
  const otherQuantities = item.quantities.slice(1);
  const { wine } = item;
  const wineLine = wine
    ? [wine.producer, wine.appellation, wine.grape, wine.vintage ? String(wine.vintage) : '']
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <div className="dish-law">
      {otherQuantities.length > 0 && (
        <p className="dish-law__quantities">Aussi servi : {otherQuantities.map(quantityText).join(' · ')}</p>
      )}
      {(wineLine || wine?.genevan) && (
        <p className="dish-law__wine">
          {wineLine}
          {wine?.genevan && <span className="dish-mark dish-mark--geneva">Vin genevois</span>}
        </p>
      )}
      {item.origins.length > 0 && <p className="dish-law__origins">Origine : {originsText(item.origins)}</p>}
      {(item.allergens.length > 0 || item.diets.length > 0) && (
        <ul className="dish-law__marks" aria-label="Allergènes et régime">
          {item.diets.map((diet) => (
            <li key={diet} className="dish-mark dish-mark--diet">
              {dietInfo(diet).label}
            </li>
          ))}
          {item.allergens.map((key) => {
            const allergen = allergenInfo(key);
            return (
              <li key={key} className="dish-mark dish-mark--allergen" title={allergen.label}>
                <span aria-hidden="true">{allergen.symbol}</span>
                <span className="visually-hidden">Contient : {allergen.label}</span>
              </li>
            );
          })}
        </ul>
      )}
      {item.traces.length > 0 && (
        <p className="dish-law__traces">
          Peut contenir des traces de : {item.traces.map((key) => allergenInfo(key).short.toLowerCase()).join(', ')}
        </p>
      )}
      {item.mentions.map((key) => (
        <p key={key} className="dish-law__mention">
          {mentionInfo(key).wording}
        </p>
      ))}
    </div>
  );
}

/** What each allergen symbol stands for, printed with the menu. */
export function AllergenLegend() {
  return (
    <div className="allergen-legend">
      <h3>Symboles des allergènes</h3>
      <ul>
        {ALLERGENS.map((allergen) => (
          <li key={allergen.key}>
            <span className="dish-mark dish-mark--allergen" aria-hidden="true">
              {allergen.symbol}
            </span>{' '}
            {allergen.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
