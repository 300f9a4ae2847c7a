import { MENU_CATEGORIES, type MenuCategory } from '../../../categories';
import { frenchServedDays, type WeekDay } from '../../../hours';
import {
  MENTION_KEYS,
  type AllergenKey,
  type AnimalKey,
  type DietKey,
  type FaoAreaCode,
  type GuestFilterKey,
  type MentionKey,
  type ProductionKey,
} from '../../../law';
import { lawNamesFr } from './law-fr';

/** A name per key, from a French source table (law-fr.ts, categories.ts), so that the French words stay in one place. */
const byKey = <Key extends string | number, Value>(entries: readonly (readonly [Key, Value])[]) =>
  Object.fromEntries(entries) as Record<Key, Value>;

export interface AllergenNames {
  /** The group's full name (legend, screen readers). */
  label: string;
  /** The short name (traces). */
  short: string;
  /** The mark on the menu, explained by the legend. */
  symbol: string;
}

/**
 * The menu page's texts in French (docs/product.md#languages): the interface and the names of categories, allergens,
 * diets, filters, mentions, animals and FAO areas, taken from the French tables that are their source. Each name
 * table is typed by the law's codes, so a code without its French name does not compile.
 */
export const menuFr = {
  eyebrow: 'Cuisine suisse-italienne de marché',
  /** What the search engines read as the restaurant's cuisines (`servesCuisine`). */
  cuisines: ['Suisse', 'Italienne', 'Tessinoise'] as const,
  title: 'La carte',
  intro: (servedDays: string | null) =>
    servedDays ? `Plats, vins et boissons, servis ${servedDays}.` : 'Plats, vins et boissons.',
  /** Follows `intro` (its leading space included). */
  pricesIntro: ' Prix en francs suisses, TVA comprise.',
  servedDays: (runs: readonly (readonly WeekDay[])[]) => frenchServedDays(runs),
  print: 'Imprimer la carte',
  /** The printed menu (PDF): its headings and page numbers. */
  printBoard: "L'ardoise du jour",
  printWines: 'Carte des vins',
  printPage: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  unavailable: 'La carte est momentanément indisponible.',
  loading: 'Chargement de la carte…',
  searchRegion: 'Plats de la carte',
  searchLabel: 'Rechercher un plat',
  searchPlaceholder: 'Fondue, pizza, merlot…',
  searchFound: (found: number) =>
    found === 0
      ? 'Aucun plat ne correspond à votre recherche'
      : found === 1
        ? '1 plat correspond à votre recherche'
        : `${found} plats correspondent à votre recherche`,
  retry: 'Réessayer',
  clearSearch: 'Effacer la recherche',
  categoriesLabel: 'Catégories de la carte',
  categoriesTitle: 'Catégories',
  filtersLabel: 'Filtrer la carte',
  filtersFound: (count: number) =>
    count === 0
      ? 'Aucun plat ne correspond à ces filtres.'
      : `${count} élément${count > 1 ? 's' : ''} de la carte correspond${count > 1 ? 'ent' : ''} à ces filtres.`,
  filtersCaution:
    'Les filtres excluent aussi les traces possibles. En cas d’allergie sévère, parlez-en à notre personnel.',
  soldOut: 'Épuisé',
  alsoServed: 'Aussi servi : ',
  genevanWine: 'Vin genevois',
  origin: 'Origine : ',
  /** Between an animal and where it comes from: « Bœuf : Suisse ». */
  originSeparator: '\u00a0: ',
  marksLabel: 'Allergènes et régime',
  contains: 'Contient : ',
  traces: 'Peut contenir des traces de : ',
  /** An allergen's short name in the list of traces. */
  traceName: (short: string) => short.toLowerCase(),
  lawTitle: 'Provenance de nos viandes et poissons',
  legendTitle: 'Symboles des allergènes',
  homeEmptyCategory: 'Pas de plat dans cette catégorie en ce moment.',
  /** What a screen reader says after a category click on the home page, e.g. « Nos Pizzas : 3 plats ». */
  homeCategoryStatus: (category: string, dishCount: number) =>
    `${category}\u00a0: ${dishCount === 0 ? 'aucun plat' : `${dishCount} plat${dishCount > 1 ? 's' : ''}`}`,
  categories: byKey<MenuCategory, string>(MENU_CATEGORIES.map((category) => [category, category])),
  allergens: lawNamesFr.allergens satisfies Record<AllergenKey, AllergenNames>,
  diets: lawNamesFr.diets satisfies Record<DietKey, string>,
  guestFilters: lawNamesFr.guestFilters satisfies Record<GuestFilterKey, string>,
  mentions: byKey<MentionKey, string>(MENTION_KEYS.map((key) => [key, lawNamesFr.mentions[key].wording])),
  animals: lawNamesFr.animals satisfies Record<AnimalKey, string>,
  productions: lawNamesFr.productions satisfies Record<ProductionKey, string>,
  faoAreas: lawNamesFr.faoAreas satisfies Record<FaoAreaCode, string>,
};
