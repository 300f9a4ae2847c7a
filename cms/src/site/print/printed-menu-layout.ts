import {
  ALLERGEN_KEYS,
  MENU_CATEGORIES,
  PRINTED_MENU_SECTIONS,
  dictionaryFor,
  courseSummary,
  dishPriceText,
  distinctOrigins,
  frenchSpacing,
  localizedOriginText,
  quantityText,
  setMenuSchedule,
  splitBoard,
  staffTextLang,
  type Dictionary,
  type Locale,
  type PrintedMenuSection,
  type PublicMenuItem,
  type PublicSetMenu,
  type RestaurantInfo,
  type WithFallback,
} from '@ticino/shared';

/**
 * A paragraph as printed: in the page's language, or `lang: 'fr'` for a staff text without a validated translation,
 * which the PDF tags as French (and which keeps French spacing).
 */
export interface PrintedText {
  text: string;
  lang?: 'fr';
}

/** A dish as printed: its name and marks on one line, its price in the right-hand column, details under it. */
export interface PrintedDish {
  title: string;
  /** The language of the name's line when it is French on a page in another language. */
  lang?: 'fr';
  /** Diets by name and allergens by symbol (« Végétarien Gl La »), explained by the legend. */
  marks: string;
  /** « CHF 24.50 », or a drink's first quantity and its price. */
  price: string;
  /** Description, wine, origins, other quantities, traces, mentions: one paragraph each. */
  details: PrintedText[];
}

/** A part of the printed menu: the board, the set menus, a category. The PDF prints them in the order of the list. */
export interface PrintedSection {
  title: string;
  note?: string;
  dishes: PrintedDish[];
}

/** The closing paragraphs the law asks for (origins, notices, the allergen legend), each with its heading. */
export interface PrintedNotes {
  title: string;
  paragraphs: PrintedText[];
}

/** What the PDF draws: plain data, handed to the printing thread as it is. */
export interface PrintedMenuLayout {
  locale: Locale;
  /** The document's title (its metadata) and its author, the restaurant's name. */
  documentTitle: string;
  author: string;
  /** The top of page one: the restaurant's name, « La carte » or « Carte des vins », its address. */
  heading: string;
  subheading: string;
  address: string;
  sections: PrintedSection[];
  notes: PrintedNotes[];
}

/** What the printed menu is made from: the public menu and facts (the public content cache's), and what is asked. */
export interface PrintedMenuInput {
  restaurant: RestaurantInfo | null;
  /** The public menu in `locale` (staff translations), in menu order, board dishes marked `board: true`. */
  menu: readonly PublicMenuItem[];
  /** The set menus visitors see, in their order, in `locale`. */
  setMenus: readonly PublicSetMenu[];
  locale: Locale;
  section: PrintedMenuSection | null;
}

/** The name printed when the restaurant facts are still empty (a new installation). */
const UNNAMED = 'Restaurant';

/**
 * A staff text of `value` in `locale`: translated, or French when it has no validated translation (then tagged so),
 * spaced as its own language writes it.
 */
function staffText(locale: Locale, value: WithFallback, field: string, text: string): PrintedText {
  const lang = staffTextLang(locale, value, field);
  return locale === 'fr' || lang ? { text: frenchSpacing(text), ...(lang ? { lang } : {}) } : { text };
}

/** A line in the page's language. */
const line = (text: string): PrintedText => ({ text });

function dishDetails(item: PublicMenuItem, locale: Locale, t: Dictionary['menu'], ui: (text: string) => string) {
  const details: PrintedText[] = [];
  if (item.description) details.push(staffText(locale, item, 'description', item.description));
  const wine = item.wine;
  if (wine) {
    // A wine's producer, appellation and grape are French names, printed as written and marked French elsewhere (as
    // on the menu page); the vintage and « Vin genevois » are the page's.
    const names = [wine.producer, wine.appellation, wine.grape].filter(Boolean).join(' · ');
    if (names) details.push(locale === 'fr' ? line(frenchSpacing(names)) : { text: frenchSpacing(names), lang: 'fr' });
    const facts = [wine.vintage ? String(wine.vintage) : '', wine.genevan ? t.genevanWine : ''].filter(Boolean);
    if (facts.length > 0) details.push(line(ui(facts.join(' · '))));
  }
  if (item.origins.length > 0) {
    details.push(line(ui(t.origin) + item.origins.map((origin) => localizedOriginText(origin, locale, t)).join(' · ')));
  }
  if (item.quantities.length > 1)
    details.push(line(ui(t.alsoServed) + item.quantities.slice(1).map(quantityText).join(' · ')));
  if (item.traces.length > 0) {
    details.push(line(ui(t.traces) + item.traces.map((key) => t.traceName(t.allergens[key].short)).join(', ')));
  }
  for (const mention of item.mentions) details.push(line(ui(t.mentions[mention])));
  return details;
}

/** Diets by name and allergens by symbol (« Végétarien Gl La »), explained by the legend. */
function marksOf(item: PublicMenuItem, t: Dictionary['menu']): string {
  return [...item.diets.map((diet) => t.diets[diet]), ...item.allergens.map((key) => t.allergens[key].symbol)].join(
    ' ',
  );
}

function printedDish(
  item: PublicMenuItem,
  locale: Locale,
  t: Dictionary['menu'],
  ui: (text: string) => string,
): PrintedDish {
  const title = staffText(locale, item, 'title', item.title);
  return {
    title: title.text,
    ...(title.lang ? { lang: title.lang } : {}),
    marks: marksOf(item, t),
    price: dishPriceText(item),
    details: dishDetails(item, locale, t, ui),
  };
}

/** A colon before what it introduces: French sets it apart with a no-break space. */
const colon = (locale: Locale) => (locale === 'fr' ? '\u00a0: ' : ': ');

/** The dish's name with its marks, as a choice of a set menu's course. */
function choiceText(item: PublicMenuItem, locale: Locale, t: Dictionary['menu']): string {
  return [staffText(locale, item, 'title', item.title).text, marksOf(item, t)].filter(Boolean).join(' ');
}

/**
 * A set menu as one printed line: its name and price, then when it is served and, for each course, its choices with
 * their marks (the allergen legend explains them).
 */
function printedSetMenu(
  setMenu: PublicSetMenu,
  locale: Locale,
  texts: Dictionary,
  ui: (text: string) => string,
): PrintedDish {
  const courses = setMenu.courses.map((course) =>
    line(
      `${ui(course.name)} ${ui(`(${texts.setMenus.choice})`)}${colon(locale)}` +
        course.dishes.map((item) => choiceText(item, locale, texts.menu)).join(' / '),
    ),
  );
  const name = staffText(locale, setMenu, 'name', setMenu.name);
  return {
    title: name.text,
    ...(name.lang ? { lang: name.lang } : {}),
    marks: '',
    price: `CHF ${setMenu.price.toFixed(2)}`,
    details: [line(ui(`${courseSummary(setMenu.courses)} · ${setMenuSchedule(setMenu, locale)}`)), ...courses],
  };
}

function addressLine(restaurant: RestaurantInfo | null): string {
  if (!restaurant) return '';
  const place = [restaurant.street, [restaurant.postalCode, restaurant.city].filter(Boolean).join(' ')];
  return [...place, restaurant.phone].filter(Boolean).join(' · ');
}

/**
 * The printed menu of a language (docs/product.md#printed-menu): the board and the set menus on page one, then every category in the
 * menu's order, then where the meat and fish come from, the restaurant's notices and the allergen legend. The public
 * menu already holds what guests may see (no hidden dish, none outside its dates); sold-out dishes stay, since a
 * printed menu outlives the day. `section`: that part alone (the wine list), without the board.
 */
export function printedMenuLayout({
  restaurant,
  menu,
  setMenus,
  locale,
  section,
}: PrintedMenuInput): PrintedMenuLayout {
  const texts = dictionaryFor(locale);
  const t = texts.menu;
  const ui = locale === 'fr' ? frenchSpacing : (text: string) => text;
  const { board, carte } = splitBoard(menu);
  const inSection = section ? PRINTED_MENU_SECTIONS[section] : () => true;
  const dish = (item: PublicMenuItem) => printedDish(item, locale, t, ui);

  const sections: PrintedSection[] = [];
  if (!section && board.length > 0) sections.push({ title: ui(t.printBoard), dishes: board.map(dish) });
  if (!section && setMenus.length > 0) {
    const dishes = setMenus.map((setMenu) => printedSetMenu(setMenu, locale, texts, ui));
    sections.push({ title: ui(texts.setMenus.heading), dishes });
  }
  for (const category of MENU_CATEGORIES) {
    if (!inSection(category)) continue;
    const items = carte.filter((item) => item.category === category);
    if (items.length > 0) sections.push({ title: ui(t.categories[category]), dishes: items.map(dish) });
  }

  const printed = section ? carte.filter((item) => inSection(item.category)) : menu;
  const origins = distinctOrigins(printed).map((origin) => line(localizedOriginText(origin, locale, t)));
  const notices = restaurant
    ? (['breadOrigin', 'allergenNotice', 'priceNotice'] as const)
        .filter((field) => restaurant[field])
        .map((field) => staffText(locale, restaurant, field, restaurant[field]))
    : [];
  const legend = line(
    ALLERGEN_KEYS.map((key) => `${t.allergens[key].symbol} ${ui(t.allergens[key].label)}`).join(' · '),
  );
  const notes: PrintedNotes[] = [
    ...(origins.length > 0 || notices.length > 0
      ? [{ title: ui(t.lawTitle), paragraphs: [...origins, ...notices] }]
      : []),
    { title: ui(t.legendTitle), paragraphs: [legend] },
  ];

  const name = restaurant?.name || UNNAMED;
  const subheading = ui(section === 'vins' ? t.printWines : t.title);
  return {
    locale,
    documentTitle: `${name} — ${subheading}`,
    author: name,
    heading: name,
    subheading,
    address: addressLine(restaurant),
    sections,
    notes,
  };
}
