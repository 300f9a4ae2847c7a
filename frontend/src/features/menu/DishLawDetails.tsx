import { Fragment, type ReactNode } from 'react';
import {
  ALLERGENS,
  allergenInfo,
  dietInfo,
  formatChf,
  mentionInfo,
  originsText,
  quantityText,
  type PublicLawField,
  type PublicMenuItem,
  type WineDetails,
} from '@ticino/shared';

/**
 * The price on a dish's line: a drink's names its quantity (« 75 cl CHF 42.00 », OIP art. 11), docs/product.md#swiss-food-and-price-law.
 */
export function dishPriceText(item: Pick<PublicMenuItem, 'price' | 'quantities'>): string {
  const [first] = item.quantities;
  return first ? `${first.quantity} ${formatChf(first.price)}` : formatChf(item.price);
}

type LawDetails = Pick<PublicMenuItem, PublicLawField>;

function WineLine({ wine }: { wine: WineDetails }) {
  const line = [wine.producer, wine.appellation, wine.grape, wine.vintage ? String(wine.vintage) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <p className="dish-law__wine">
      {line}
      {wine.genevan && <span className="dish-mark dish-mark--geneva">Vin genevois</span>}
    </p>
  );
}

function DietAndAllergenMarks({ diets, allergens }: Pick<LawDetails, 'diets' | 'allergens'>) {
  return (
    <ul className="dish-law__marks" aria-label="Allergènes et régime">
      {diets.map((diet) => (
        <li key={diet} className="dish-mark dish-mark--diet">
          {dietInfo(diet).label}
        </li>
      ))}
      {allergens.map((key) => {
        const allergen = allergenInfo(key);
        return (
          <li key={key} className="dish-mark dish-mark--allergen" title={allergen.label}>
            <span aria-hidden="true">{allergen.symbol}</span>
            <span className="visually-hidden">Contient : {allergen.label}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * How each public law field shows under a dish, in this order; null where another line shows it or nothing is to be
 * shown. A record of the descriptor's public law fields: a new one is a type error here until it has its place.
 */
const LAW_LINES: { [Field in PublicLawField]: ((item: LawDetails) => ReactNode) | null } = {
  quantities: ({ quantities }) =>
    quantities.length > 1 && (
      <p className="dish-law__quantities">Aussi servi : {quantities.slice(1).map(quantityText).join(' · ')}</p>
    ),
  wine: ({ wine }) =>
    wine && (wine.producer || wine.appellation || wine.grape || wine.vintage || wine.genevan) ? (
      <WineLine wine={wine} />
    ) : null,
  origins: ({ origins }) => origins.length > 0 && <p className="dish-law__origins">Origine : {originsText(origins)}</p>,
  diets: ({ diets, allergens }) =>
    (allergens.length > 0 || diets.length > 0) && <DietAndAllergenMarks diets={diets} allergens={allergens} />,
  // In the marks of `diets`.
  allergens: null,
  traces: ({ traces }) =>
    traces.length > 0 && (
      <p className="dish-law__traces">
        Peut contenir des traces de : {traces.map((key) => allergenInfo(key).short.toLowerCase()).join(', ')}
      </p>
    ),
  mentions: ({ mentions }) =>
    mentions.map((key) => (
      <p key={key} className="dish-law__mention">
        {mentionInfo(key).wording}
      </p>
    )),
  // An exempt drink shows its price alone (OIP art. 11): nothing to add under it.
  quantityExemption: null,
};
const LAW_LINE_ENTRIES = Object.entries(LAW_LINES) as [PublicLawField, ((item: LawDetails) => ReactNode) | null][];

/** Under a dish: its other quantities, allergens as symbols (named for screen readers), origins, diets, mentions, wine. */
export function DishLawDetails({ item }: { item: PublicMenuItem }) {
  return (
    <div className="dish-law">
      {LAW_LINE_ENTRIES.map(([field, line]) => line && <Fragment key={field}>{line(item)}</Fragment>)}
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
