import type { Dictionary } from '../../dictionary';
import { isEveryDay, WEEK_DAYS, type WeekDay } from '../../../hours';

const DAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;
const dayName = (day: WeekDay) => DAY_NAMES[WEEK_DAYS.indexOf(day)];

/** « täglich », « von Montag bis Samstag », « am Samstag und Sonntag », « von Montag bis Mittwoch und am Freitag ». */
function servedDays(runs: readonly (readonly WeekDay[])[]): string {
  if (isEveryDay(runs)) return 'täglich';
  const phrases = runs.map((run) => {
    const [start, end] = [dayName(run[0]), dayName(run[run.length - 1])];
    if (run.length === 1) return `am ${start}`;
    if (run.length === 2) return `am ${start} und ${end}`;
    return `von ${start} bis ${end}`;
  });
  return phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} und ${phrases[phrases.length - 1]}`;
}

/** The menu page's texts in German, Swiss usage (no ß) (docs/product.md#languages). */
export const menuDe: Dictionary['menu'] = {
  eyebrow: 'Schweizerisch-italienische Marktküche',
  cuisines: ['Schweizer Küche', 'Italienische Küche', 'Tessiner Küche'],
  title: 'Speisekarte',
  intro: (days) => (days ? `Speisen, Weine und Getränke, serviert ${days}.` : 'Speisen, Weine und Getränke.'),
  pricesIntro: ' Preise in Schweizer Franken, inklusive MWST.',
  servedDays,
  print: 'Speisekarte drucken',
  printBoard: 'Heute auf der Tafel',
  printWines: 'Weinkarte',
  printPage: (page, pages) => `Seite ${page} von ${pages}`,
  unavailable: 'Die Speisekarte ist momentan nicht verfügbar.',
  loading: 'Speisekarte wird geladen…',
  searchRegion: 'Gerichte der Speisekarte',
  searchLabel: 'Gericht suchen',
  searchPlaceholder: 'Fondue, Pizza, Merlot…',
  searchFound: (found) =>
    found === 0
      ? 'Kein Gericht entspricht Ihrer Suche'
      : found === 1
        ? '1 Gericht entspricht Ihrer Suche'
        : `${found} Gerichte entsprechen Ihrer Suche`,
  retry: 'Erneut versuchen',
  clearSearch: 'Suche löschen',
  categoriesLabel: 'Kategorien der Speisekarte',
  categoriesTitle: 'Kategorien',
  filtersLabel: 'Speisekarte filtern',
  filtersFound: (count) =>
    count === 0
      ? 'Kein Gericht entspricht diesen Filtern.'
      : `${count} ${count > 1 ? 'Einträge' : 'Eintrag'} der Speisekarte ${count > 1 ? 'entsprechen' : 'entspricht'} diesen Filtern.`,
  filtersCaution:
    'Die Filter schliessen auch mögliche Spuren aus. Bei einer schweren Allergie sprechen Sie bitte mit unserem Personal.',
  soldOut: 'Ausverkauft',
  alsoServed: 'Auch serviert: ',
  genevanWine: 'Genfer Wein',
  origin: 'Herkunft: ',
  originSeparator: ': ',
  marksLabel: 'Allergene und Ernährungsweise',
  contains: 'Enthält: ',
  traces: 'Kann Spuren enthalten von: ',
  // German nouns keep their capital.
  traceName: (short) => short,
  lawTitle: 'Herkunft unseres Fleisches und Fisches',
  legendTitle: 'Symbole der Allergene',
  homeEmptyCategory: 'Zurzeit kein Gericht in dieser Kategorie.',
  homeCategoryStatus: (category, dishCount) =>
    `${category}: ${dishCount === 0 ? 'kein Gericht' : `${dishCount} ${dishCount > 1 ? 'Gerichte' : 'Gericht'}`}`,
  categories: {
    'Nos Spécialités': 'Unsere Spezialitäten',
    'Nos Viandes': 'Fleisch',
    'Nos Poissons': 'Fisch',
    'Nos Pâtes': 'Teigwaren',
    'Nos Entrées & Salades': 'Vorspeisen & Salate',
    'Nos Pizzas': 'Pizzas',
    "Nos Suggestions d'Été": 'Sommerempfehlungen',
    'Suggestions du moment': 'Aktuelle Empfehlungen',
    'Menu de St. Silvestre': 'Silvestermenü',
    'Menu St. Valentin': 'Valentinsmenü',
    'Nos Desserts': 'Desserts',
    'Nos Boissons': 'Getränke',
    'Nos Accompagnements': 'Beilagen',
    'Nos Sauces': 'Saucen',
    'Nos Plats Principaux Spéciaux': 'Besondere Hauptgerichte',
    'Vins Blancs': 'Weissweine',
    'Vins Rosés': 'Roséweine',
    'Vins Rouges - Suisse': 'Rotweine - Schweiz',
    'Vins Rouges - Bourgogne': 'Rotweine - Burgund',
    'Vins Rouges - Côtes-du-Rhône': 'Rotweine - Côtes du Rhône',
    'Vins Rouges du Portugal': 'Rotweine - Portugal',
    'Vins Rouges - Bordeaux': 'Rotweine - Bordeaux',
    'Vins Rouges - Italie': 'Rotweine - Italien',
    'Vins Rouges - Espagne': 'Rotweine - Spanien',
  },
  allergens: {
    gluten: { label: 'Glutenhaltiges Getreide', short: 'Gluten', symbol: 'Gl' },
    crustaces: { label: 'Krebstiere', short: 'Krebstiere', symbol: 'Kr' },
    oeufs: { label: 'Eier', short: 'Eier', symbol: 'Ei' },
    poissons: { label: 'Fische', short: 'Fische', symbol: 'Fi' },
    arachides: { label: 'Erdnüsse', short: 'Erdnüsse', symbol: 'En' },
    soja: { label: 'Soja', short: 'Soja', symbol: 'So' },
    lait: { label: 'Milch (inkl. Laktose)', short: 'Milch', symbol: 'Mi' },
    'fruits-a-coque': { label: 'Schalenfrüchte', short: 'Schalenfrüchte', symbol: 'Sf' },
    celeri: { label: 'Sellerie', short: 'Sellerie', symbol: 'Sl' },
    moutarde: { label: 'Senf', short: 'Senf', symbol: 'Sn' },
    sesame: { label: 'Sesamsamen', short: 'Sesam', symbol: 'Se' },
    sulfites: {
      label: 'Schwefeldioxid und Sulfite (> 10 mg/kg oder mg/l)',
      short: 'Sulfite',
      symbol: 'Su',
    },
    lupin: { label: 'Lupinen', short: 'Lupinen', symbol: 'Lu' },
    mollusques: { label: 'Weichtiere', short: 'Weichtiere', symbol: 'We' },
  },
  diets: { vegetarien: 'Vegetarisch', vegane: 'Vegan' },
  guestFilters: {
    'sans-gluten': 'Glutenfrei',
    'sans-lactose': 'Laktosefrei',
    'sans-fruits-a-coque': 'Ohne Schalenfrüchte',
    'sans-arachides': 'Ohne Erdnüsse',
    'sans-oeufs': 'Ohne Eier',
    vegetarien: 'Vegetarisch',
    vegane: 'Vegan',
  },
  mentions: {
    hormones: 'Kann mit Hormonen als Leistungsförderer erzeugt worden sein.',
    antibiotiques: 'Kann mit Antibiotika und/oder anderen antimikrobiellen Leistungsförderern erzeugt worden sein.',
    'oeufs-batterie': 'Enthält Eier aus in der Schweiz nicht zugelassener Käfighaltung.',
    'oies-gavees': 'Aus Stopfmast von Gänsen.',
    'canards-gaves': 'Aus Stopfmast von Enten.',
    'sans-anesthesie': 'Kann durch ein schmerzverursachendes Verfahren ohne Betäubung gewonnen worden sein.',
  },
  animals: {
    boeuf: 'Rind',
    veau: 'Kalb',
    porc: 'Schwein',
    agneau: 'Lamm',
    chevre: 'Ziege',
    cheval: 'Pferd',
    volaille: 'Geflügel',
    gibier: 'Wild',
    poisson: 'Fisch',
    crustaces: 'Krebstiere',
    mollusques: 'Weichtiere',
  },
  productions: { elevage: 'Zucht', sauvage: 'Wildfang', 'sauvage-mer': 'Wildfang, auf See gefangen' },
  faoAreas: {
    18: 'Arktischer Ozean',
    21: 'Nordwestatlantik',
    27: 'Nordostatlantik',
    31: 'Westlicher Zentralatlantik',
    34: 'Östlicher Zentralatlantik',
    37: 'Mittelmeer und Schwarzes Meer',
    41: 'Südwestatlantik',
    47: 'Südostatlantik',
    48: 'Antarktischer Atlantik',
    51: 'Westlicher Indischer Ozean',
    57: 'Östlicher Indischer Ozean',
    58: 'Antarktischer Indischer Ozean',
    61: 'Nordwestpazifik',
    67: 'Nordostpazifik',
    71: 'Westlicher Zentralpazifik',
    77: 'Östlicher Zentralpazifik',
    81: 'Südwestpazifik',
    87: 'Südostpazifik',
    88: 'Antarktischer Pazifik',
  },
};
