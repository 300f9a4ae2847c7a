import type { Dictionary } from '../../dictionary';
import { isEveryDay, WEEK_DAYS, type WeekDay } from '../../../hours';

const DAY_NAMES = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'] as const;
const dayName = (day: WeekDay) => DAY_NAMES[WEEK_DAYS.indexOf(day)];
// Domenica is the one feminine day: « la domenica », « alla domenica ».
const isSunday = (day: WeekDay) => day === 'Dimanche';

/** « tutti i giorni », « dal lunedì al sabato », « il sabato e la domenica », « dal lunedì al mercoledì e il venerdì ». */
function servedDays(runs: readonly (readonly WeekDay[])[]): string {
  if (isEveryDay(runs)) return 'tutti i giorni';
  const the = (day: WeekDay) => `${isSunday(day) ? 'la' : 'il'} ${dayName(day)}`;
  const phrases = runs.map((run) => {
    const [start, end] = [run[0], run[run.length - 1]];
    if (run.length === 1) return the(start);
    if (run.length === 2) return `${the(start)} e ${the(end)}`;
    return `${isSunday(start) ? 'dalla' : 'dal'} ${dayName(start)} ${isSunday(end) ? 'alla' : 'al'} ${dayName(end)}`;
  });
  return phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} e ${phrases[phrases.length - 1]}`;
}

/** The menu page's texts in Italian, as written in Ticino (docs/product.md#languages). */
export const menuIt: Dictionary['menu'] = {
  eyebrow: 'Cucina di mercato italo-svizzera',
  cuisines: ['Svizzera', 'Italiana', 'Ticinese'],
  title: 'Il menu',
  intro: (days) => (days ? `Piatti, vini e bevande, serviti ${days}.` : 'Piatti, vini e bevande.'),
  pricesIntro: ' Prezzi in franchi svizzeri, IVA inclusa.',
  servedDays,
  print: 'Stampa il menu',
  printBoard: 'La lavagna del giorno',
  printWines: 'Carta dei vini',
  printPage: (page, pages) => `Pagina ${page} di ${pages}`,
  unavailable: 'Il menu non è disponibile al momento.',
  loading: 'Caricamento del menu…',
  searchRegion: 'Piatti del menu',
  searchLabel: 'Cerca un piatto',
  searchPlaceholder: 'Fondue, pizza, merlot…',
  searchFound: (found) =>
    found === 0
      ? 'Nessun piatto corrisponde alla ricerca'
      : found === 1
        ? '1 piatto corrisponde alla ricerca'
        : `${found} piatti corrispondono alla ricerca`,
  retry: 'Riprova',
  clearSearch: 'Cancella la ricerca',
  categoriesLabel: 'Categorie del menu',
  categoriesTitle: 'Categorie',
  filtersLabel: 'Filtra il menu',
  filtersFound: (count) =>
    count === 0
      ? 'Nessun piatto corrisponde a questi filtri.'
      : `${count} ${count > 1 ? 'voci' : 'voce'} del menu ${count > 1 ? 'corrispondono' : 'corrisponde'} a questi filtri.`,
  filtersCaution:
    'I filtri escludono anche le possibili tracce. In caso di allergia grave, parlatene con il nostro personale.',
  soldOut: 'Esaurito',
  alsoServed: 'Servito anche: ',
  genevanWine: 'Vino ginevrino',
  origin: 'Provenienza: ',
  originSeparator: ': ',
  marksLabel: 'Allergeni e regime alimentare',
  contains: 'Contiene: ',
  traces: 'Può contenere tracce di: ',
  traceName: (short) => short.toLowerCase(),
  lawTitle: 'Provenienza della nostra carne e del nostro pesce',
  legendTitle: 'Simboli degli allergeni',
  homeEmptyCategory: 'Al momento nessun piatto in questa categoria.',
  homeCategoryStatus: (category, dishCount) =>
    `${category}: ${dishCount === 0 ? 'nessun piatto' : `${dishCount} ${dishCount > 1 ? 'piatti' : 'piatto'}`}`,
  categories: {
    'Nos Spécialités': 'Le nostre specialità',
    'Nos Viandes': 'Carne',
    'Nos Poissons': 'Pesce',
    'Nos Pâtes': 'Pasta',
    'Nos Entrées & Salades': 'Antipasti e insalate',
    'Nos Pizzas': 'Pizze',
    "Nos Suggestions d'Été": 'Suggerimenti estivi',
    'Suggestions du moment': 'Suggerimenti del momento',
    'Menu de St. Silvestre': 'Menu di San Silvestro',
    'Menu St. Valentin': 'Menu di San Valentino',
    'Nos Desserts': 'Dessert',
    'Nos Boissons': 'Bevande',
    'Nos Accompagnements': 'Contorni',
    'Nos Sauces': 'Salse',
    'Nos Plats Principaux Spéciaux': 'Piatti principali speciali',
    'Vins Blancs': 'Vini bianchi',
    'Vins Rosés': 'Vini rosati',
    'Vins Rouges - Suisse': 'Vini rossi - Svizzera',
    'Vins Rouges - Bourgogne': 'Vini rossi - Borgogna',
    'Vins Rouges - Côtes-du-Rhône': 'Vini rossi - Côtes du Rhône',
    'Vins Rouges du Portugal': 'Vini rossi - Portogallo',
    'Vins Rouges - Bordeaux': 'Vini rossi - Bordeaux',
    'Vins Rouges - Italie': 'Vini rossi - Italia',
    'Vins Rouges - Espagne': 'Vini rossi - Spagna',
  },
  allergens: {
    gluten: { label: 'Cereali contenenti glutine', short: 'Glutine', symbol: 'Gl' },
    crustaces: { label: 'Crostacei', short: 'Crostacei', symbol: 'Cr' },
    oeufs: { label: 'Uova', short: 'Uova', symbol: 'Uo' },
    poissons: { label: 'Pesce', short: 'Pesce', symbol: 'Pe' },
    arachides: { label: 'Arachidi', short: 'Arachidi', symbol: 'Ar' },
    soja: { label: 'Soia', short: 'Soia', symbol: 'So' },
    lait: { label: 'Latte (incluso il lattosio)', short: 'Latte', symbol: 'La' },
    'fruits-a-coque': { label: 'Frutta a guscio', short: 'Frutta a guscio', symbol: 'Fg' },
    celeri: { label: 'Sedano', short: 'Sedano', symbol: 'Sd' },
    moutarde: { label: 'Senape', short: 'Senape', symbol: 'Sn' },
    sesame: { label: 'Semi di sesamo', short: 'Sesamo', symbol: 'Se' },
    sulfites: {
      label: 'Anidride solforosa e solfiti (> 10 mg/kg o mg/l)',
      short: 'Solfiti',
      symbol: 'Su',
    },
    lupin: { label: 'Lupini', short: 'Lupini', symbol: 'Lu' },
    mollusques: { label: 'Molluschi', short: 'Molluschi', symbol: 'Mo' },
  },
  diets: { vegetarien: 'Vegetariano', vegane: 'Vegano' },
  guestFilters: {
    'sans-gluten': 'Senza glutine',
    'sans-lactose': 'Senza lattosio',
    'sans-fruits-a-coque': 'Senza frutta a guscio',
    'sans-arachides': 'Senza arachidi',
    'sans-oeufs': 'Senza uova',
    vegetarien: 'Vegetariano',
    vegane: 'Vegano',
  },
  mentions: {
    hormones: 'Può essere stato prodotto con ormoni come stimolatori di prestazione.',
    antibiotiques:
      'Può essere stato prodotto con antibiotici o altre sostanze antimicrobiche come stimolatori di prestazione.',
    'oeufs-batterie': 'Contiene uova di galline allevate in batteria, metodo di allevamento non ammesso in Svizzera.',
    'oies-gavees': 'Proveniente da oche ingozzate.',
    'canards-gaves': 'Proveniente da anatre ingozzate.',
    'sans-anesthesie': 'Può essere stato ottenuto con un metodo doloroso, senza anestesia.',
  },
  animals: {
    boeuf: 'Manzo',
    veau: 'Vitello',
    porc: 'Maiale',
    agneau: 'Agnello',
    chevre: 'Capra',
    cheval: 'Cavallo',
    volaille: 'Pollame',
    gibier: 'Selvaggina',
    poisson: 'Pesce',
    crustaces: 'Crostacei',
    mollusques: 'Molluschi',
  },
  productions: { elevage: 'allevamento', sauvage: 'selvatico', 'sauvage-mer': 'selvatico, pescato in mare' },
  faoAreas: {
    18: 'Oceano Artico',
    21: 'Atlantico nord-occidentale',
    27: 'Atlantico nord-orientale',
    31: 'Atlantico centro-occidentale',
    34: 'Atlantico centro-orientale',
    37: 'Mediterraneo e Mar Nero',
    41: 'Atlantico sud-occidentale',
    47: 'Atlantico sud-orientale',
    48: 'Atlantico antartico',
    51: 'Oceano Indiano occidentale',
    57: 'Oceano Indiano orientale',
    58: 'Oceano Indiano antartico',
    61: 'Pacifico nord-occidentale',
    67: 'Pacifico nord-orientale',
    71: 'Pacifico centro-occidentale',
    77: 'Pacifico centro-orientale',
    81: 'Pacifico sud-occidentale',
    87: 'Pacifico sud-orientale',
    88: 'Pacifico antartico',
  },
};
