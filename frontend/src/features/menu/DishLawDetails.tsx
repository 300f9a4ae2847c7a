import { Fragment, type ReactNode } from 'react';
import {
  ALLERGEN_KEYS,
  animalInfo,
  countryName,
  isCountryCode,
  quantityText,
  type AnimalOrigin,
  type Dictionary,
  type PublicLawField,
  type PublicMenuItem,
  type WineDetails,
} from '@ticino/shared';
import { useServerCountryName } from '../../hooks/useCountryNames';
import { useLocale, useStaffTextLang, useT, useTextLang } from '../../hooks/useLocale';

type LawDetails = Pick<PublicMenuItem, PublicLawField | 'fallback'>;
type MenuTexts = Dictionary['menu'];

function WineLine({ wine }: { wine: WineDetails }) {
  const t = useT().menu;
  const staffLang = useStaffTextLang();
  const line = [wine.producer, wine.appellation, wine.grape, wine.vintage ? String(wine.vintage) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <p className="dish-law__wine">
      {staffLang && line ? <span lang={staffLang}>{line}</span> : line}
      {wine.genevan && <span className="dish-mark dish-mark--geneva">{t.genevanWine}</span>}
    </p>
  );
}

/**
 * A country of origin in the page's language. Its name comes from the JavaScript engine's own data (Intl): on a page
 * the server rendered, the server's names come with it (hooks/useCountryNames.ts). Elsewhere the guest's browser may
 * name a country a little differently from the server's Node (« Viêt Nam », « Vietnam »): the element accepts the
 * server's name when hydrating instead of failing, which names it correctly in the page's language either way. Naming
 * it here rather than in the public menu's answer keeps that answer one shape for every reader. A text stored before
 * codes shows as written, in French.
 */
function CountryName({ country }: { country: string }) {
  const locale = useLocale();
  const named = useServerCountryName(country, locale);
  return (
    <span lang={locale !== 'fr' && !isCountryCode(country) ? 'fr' : undefined} suppressHydrationWarning>
      {named ?? countryName(country, locale)}
    </span>
  );
}

/**
 * One origin in the page's language (in French, the law's wording, as `originText` writes it): the kind of animal,
 * the way of production, the FAO area and the country translated; the name staff gave (« Perche ») translated or
 * marked French (`nameLang`).
 */
function LocalizedOrigin({ origin, t, nameLang }: { origin: AnimalOrigin; t: MenuTexts; nameLang?: 'fr' }) {
  const aquatic = animalInfo(origin.animal).aquatic;
  const production = aquatic || origin.production !== 'elevage' ? `${t.productions[origin.production]}, ` : '';
  return (
    <>
      {origin.name ? <span lang={nameLang}>{origin.name}</span> : t.animals[origin.animal]}
      {t.originSeparator}
      {production}
      {origin.production === 'sauvage-mer' && origin.faoArea ? (
        `${t.faoAreas[origin.faoArea]} (FAO ${origin.faoArea})`
      ) : (
        <CountryName country={origin.country} />
      )}
    </>
  );
}

/** « Bœuf : Suisse » in French as the law words it, « Beef: Switzerland » in English. */
export function OriginText({ origin, nameLang }: { origin: AnimalOrigin; nameLang?: 'fr' }) {
  return <LocalizedOrigin origin={origin} t={useT().menu} nameLang={nameLang} />;
}

function OriginsLine({ origins, fallback }: Pick<LawDetails, 'origins' | 'fallback'>) {
  const t = useT().menu;
  const textLang = useTextLang();
  return (
    <p className="dish-law__origins">
      {t.origin}
      {origins.map((origin, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          <LocalizedOrigin origin={origin} t={t} nameLang={textLang({ fallback }, `origins.${origin.name}`)} />
        </Fragment>
      ))}
    </p>
  );
}

function DietAndAllergenMarks({ diets, allergens }: Pick<LawDetails, 'diets' | 'allergens'>) {
  const t = useT().menu;
  return (
    <ul className="dish-law__marks" aria-label={t.marksLabel}>
      {diets.map((diet) => (
        <li key={diet} className="dish-mark dish-mark--diet">
          {t.diets[diet]}
        </li>
      ))}
      {allergens.map((key) => {
        const allergen = t.allergens[key];
        return (
          <li key={key} className="dish-mark dish-mark--allergen" title={allergen.label}>
            <span aria-hidden="true">{allergen.symbol}</span>
            <span className="visually-hidden">
              {t.contains}
              {allergen.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function TracesLine({ traces }: Pick<LawDetails, 'traces'>) {
  const t = useT().menu;
  return (
    <p className="dish-law__traces">
      {t.traces}
      {traces.map((key) => t.traceName(t.allergens[key].short)).join(', ')}
    </p>
  );
}

function MentionLines({ mentions }: Pick<LawDetails, 'mentions'>) {
  const t = useT().menu;
  return (
    <>
      {mentions.map((key) => (
        <p key={key} className="dish-law__mention">
          {t.mentions[key]}
        </p>
      ))}
    </>
  );
}

function QuantitiesLine({ quantities }: Pick<LawDetails, 'quantities'>) {
  const t = useT().menu;
  return (
    <p className="dish-law__quantities">
      {t.alsoServed}
      {quantities.slice(1).map(quantityText).join(' · ')}
    </p>
  );
}

/**
 * How each public law field shows under a dish, in this order; null where another line shows it or nothing is to be
 * shown. A record of the descriptor's public law fields: a new one is a type error here until it has its place.
 */
const LAW_LINES: { [Field in PublicLawField]: ((item: LawDetails) => ReactNode) | null } = {
  quantities: ({ quantities }) => quantities.length > 1 && <QuantitiesLine quantities={quantities} />,
  wine: ({ wine }) =>
    wine && (wine.producer || wine.appellation || wine.grape || wine.vintage || wine.genevan) ? (
      <WineLine wine={wine} />
    ) : null,
  origins: ({ origins, fallback }) => origins.length > 0 && <OriginsLine origins={origins} fallback={fallback} />,
  diets: ({ diets, allergens }) =>
    (allergens.length > 0 || diets.length > 0) && <DietAndAllergenMarks diets={diets} allergens={allergens} />,
  // In the marks of `diets`.
  allergens: null,
  traces: ({ traces }) => traces.length > 0 && <TracesLine traces={traces} />,
  mentions: ({ mentions }) => mentions.length > 0 && <MentionLines mentions={mentions} />,
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
  const t = useT().menu;
  return (
    <div className="allergen-legend">
      <h3>{t.legendTitle}</h3>
      <ul>
        {ALLERGEN_KEYS.map((key) => (
          <li key={key}>
            <span className="dish-mark dish-mark--allergen" aria-hidden="true">
              {t.allergens[key].symbol}
            </span>{' '}
            {t.allergens[key].label}
          </li>
        ))}
      </ul>
    </div>
  );
}
