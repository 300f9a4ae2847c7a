import type { Dictionary } from '../../dictionary';
import { isEveryDay, WEEK_DAYS, type WeekDay } from '../../../hours';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const dayName = (day: WeekDay) => DAY_NAMES[WEEK_DAYS.indexOf(day)];

/** « every day », « Monday to Saturday », « on Saturday and Sunday », « Monday to Wednesday and on Friday ». */
function servedDays(runs: readonly (readonly WeekDay[])[]): string {
  if (isEveryDay(runs)) return 'every day';
  const phrases = runs.map((run) => {
    const [start, end] = [dayName(run[0]), dayName(run[run.length - 1])];
    if (run.length === 1) return `on ${start}`;
    if (run.length === 2) return `on ${start} and ${end}`;
    return `${start} to ${end}`;
  });
  return phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`;
}

/** The menu page's texts in English, as read in Switzerland (docs/product.md#languages). */
export const menuEn: Dictionary['menu'] = {
  eyebrow: 'Swiss-Italian market cuisine',
  cuisines: ['Swiss', 'Italian', 'Ticinese'],
  title: 'Menu',
  intro: (days) => (days ? `Dishes, wines and drinks, served ${days}.` : 'Dishes, wines and drinks.'),
  pricesIntro: ' Prices in Swiss francs, VAT included.',
  servedDays,
  print: 'Print the menu',
  printBoard: "Today's board",
  printWines: 'Wine list',
  printPage: (page, pages) => `Page ${page} of ${pages}`,
  unavailable: 'The menu is unavailable at the moment.',
  loading: 'Loading the menu…',
  searchRegion: 'Dishes on the menu',
  searchLabel: 'Search for a dish',
  searchPlaceholder: 'Fondue, pizza, merlot…',
  searchFound: (found) =>
    found === 0
      ? 'No dish matches your search'
      : found === 1
        ? '1 dish matches your search'
        : `${found} dishes match your search`,
  retry: 'Try again',
  clearSearch: 'Clear the search',
  categoriesLabel: 'Menu categories',
  categoriesTitle: 'Categories',
  filtersLabel: 'Filter the menu',
  filtersFound: (count) =>
    count === 0
      ? 'No dish matches these filters.'
      : `${count} item${count > 1 ? 's' : ''} on the menu match${count > 1 ? '' : 'es'} these filters.`,
  filtersCaution: 'The filters also leave out possible traces. If you have a severe allergy, please tell our staff.',
  soldOut: 'Sold out',
  alsoServed: 'Also served: ',
  genevanWine: 'Geneva wine',
  origin: 'Origin: ',
  originSeparator: ': ',
  marksLabel: 'Allergens and diet',
  contains: 'Contains: ',
  traces: 'May contain traces of: ',
  traceName: (short) => short.toLowerCase(),
  lawTitle: 'Where our meat and fish come from',
  legendTitle: 'Allergen symbols',
  homeEmptyCategory: 'No dish in this category at the moment.',
  homeCategoryStatus: (category, dishCount) =>
    `${category}: ${dishCount === 0 ? 'no dishes' : `${dishCount} dish${dishCount > 1 ? 'es' : ''}`}`,
  categories: {
    'Nos Spécialités': 'Our specialities',
    'Nos Viandes': 'Meat',
    'Nos Poissons': 'Fish',
    'Nos Pâtes': 'Pasta',
    'Nos Entrées & Salades': 'Starters & salads',
    'Nos Pizzas': 'Pizzas',
    "Nos Suggestions d'Été": 'Summer suggestions',
    'Suggestions du moment': 'Current suggestions',
    'Menu de St. Silvestre': 'New Year’s Eve menu',
    'Menu St. Valentin': 'Valentine’s Day menu',
    'Nos Desserts': 'Desserts',
    'Nos Boissons': 'Drinks',
    'Nos Accompagnements': 'Side dishes',
    'Nos Sauces': 'Sauces',
    'Nos Plats Principaux Spéciaux': 'Special main courses',
    'Vins Blancs': 'White wines',
    'Vins Rosés': 'Rosé wines',
    'Vins Rouges - Suisse': 'Red wines - Switzerland',
    'Vins Rouges - Bourgogne': 'Red wines - Burgundy',
    'Vins Rouges - Côtes-du-Rhône': 'Red wines - Côtes du Rhône',
    'Vins Rouges du Portugal': 'Red wines - Portugal',
    'Vins Rouges - Bordeaux': 'Red wines - Bordeaux',
    'Vins Rouges - Italie': 'Red wines - Italy',
    'Vins Rouges - Espagne': 'Red wines - Spain',
  },
  allergens: {
    gluten: { label: 'Cereals containing gluten', short: 'Gluten', symbol: 'Gl' },
    crustaces: { label: 'Crustaceans', short: 'Crustaceans', symbol: 'Cr' },
    oeufs: { label: 'Eggs', short: 'Eggs', symbol: 'Eg' },
    poissons: { label: 'Fish', short: 'Fish', symbol: 'Fi' },
    arachides: { label: 'Peanuts', short: 'Peanuts', symbol: 'Pe' },
    soja: { label: 'Soya', short: 'Soya', symbol: 'So' },
    lait: { label: 'Milk (including lactose)', short: 'Milk', symbol: 'Mi' },
    'fruits-a-coque': { label: 'Nuts', short: 'Nuts', symbol: 'Nu' },
    celeri: { label: 'Celery', short: 'Celery', symbol: 'Ce' },
    moutarde: { label: 'Mustard', short: 'Mustard', symbol: 'Mu' },
    sesame: { label: 'Sesame seeds', short: 'Sesame', symbol: 'Se' },
    sulfites: {
      label: 'Sulphur dioxide and sulphites (> 10 mg/kg or mg/l)',
      short: 'Sulphites',
      symbol: 'Su',
    },
    lupin: { label: 'Lupin', short: 'Lupin', symbol: 'Lu' },
    mollusques: { label: 'Molluscs', short: 'Molluscs', symbol: 'Mo' },
  },
  diets: { vegetarien: 'Vegetarian', vegane: 'Vegan' },
  guestFilters: {
    'sans-gluten': 'Gluten-free',
    'sans-lactose': 'Lactose-free',
    'sans-fruits-a-coque': 'Nut-free',
    'sans-arachides': 'Peanut-free',
    'sans-oeufs': 'Egg-free',
    vegetarien: 'Vegetarian',
    vegane: 'Vegan',
  },
  mentions: {
    hormones: 'May have been produced using hormones as performance enhancers.',
    antibiotiques:
      'May have been produced using antibiotics or other antimicrobial substances as performance enhancers.',
    'oeufs-batterie': 'Contains eggs from battery-farmed hens, a farming method not permitted in Switzerland.',
    'oies-gavees': 'From force-fed geese.',
    'canards-gaves': 'From force-fed ducks.',
    'sans-anesthesie': 'May have been obtained by a painful method without anaesthesia.',
  },
  animals: {
    boeuf: 'Beef',
    veau: 'Veal',
    porc: 'Pork',
    agneau: 'Lamb',
    chevre: 'Goat',
    cheval: 'Horse',
    volaille: 'Poultry',
    gibier: 'Game',
    poisson: 'Fish',
    crustaces: 'Crustaceans',
    mollusques: 'Molluscs',
  },
  productions: { elevage: 'farmed', sauvage: 'wild', 'sauvage-mer': 'wild, caught at sea' },
  faoAreas: {
    18: 'Arctic Ocean',
    21: 'Northwest Atlantic',
    27: 'Northeast Atlantic',
    31: 'Western Central Atlantic',
    34: 'Eastern Central Atlantic',
    37: 'Mediterranean and Black Sea',
    41: 'Southwest Atlantic',
    47: 'Southeast Atlantic',
    48: 'Antarctic Atlantic',
    51: 'Western Indian Ocean',
    57: 'Eastern Indian Ocean',
    58: 'Antarctic Indian Ocean',
    61: 'Northwest Pacific',
    67: 'Northeast Pacific',
    71: 'Western Central Pacific',
    77: 'Eastern Central Pacific',
    81: 'Southwest Pacific',
    87: 'Southeast Pacific',
    88: 'Antarctic Pacific',
  },
};
