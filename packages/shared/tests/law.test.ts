import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_KEYS,
  lawNamesFr,
  DEFAULT_ALLERGEN_NOTICE,
  DEFAULT_PRICE_NOTICE,
  LAW_LIMITS,
  NO_LAW_DETAILS,
  isOriginList,
  matchesGuestFilters,
  menuJsonLd,
  originSummary,
  originsText,
  parseGuestFilters,
  parseMenuCsv,
  planMenuImport,
  quantityText,
  reviewReasons,
  staffMessageOf,
  staffText,
  validateMenuItem,
  wordStaffMessage,
  type AnimalKey,
  type AnimalOrigin,
  type MenuItem,
  type MenuItemInput,
} from '../src';

const DISH = { title: 'Filets de perche', price: '34.50', description: 'Meunière', category: 'Nos Poissons' };
/** Meat and fish in one dish: any animal's origin fits it. */
const MIXED = { ...DISH, title: 'Surf and turf', category: 'Nos Spécialités', allergens: ['poissons'] };
const WINE = { title: 'Gamay de Genève', price: '', description: 'Fruité', category: 'Vins Rouges - Suisse' };

function errorsFor(input: MenuItemInput) {
  const result = validateMenuItem(input);
  return result.ok ? {} : result.errors;
}

function valuesOf(input: MenuItemInput) {
  const result = validateMenuItem(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.values;
}

describe('the 14 allergen groups of OIDAl annex 6', () => {
  it('are all there, with their French names', () => {
    expect(ALLERGEN_KEYS.map((key) => lawNamesFr.allergens[key].label)).toEqual([
      'Céréales contenant du gluten',
      'Crustacés',
      'Œufs',
      'Poissons',
      'Arachides',
      'Soja',
      'Lait (y c. lactose)',
      'Fruits à coque',
      'Céleri',
      'Moutarde',
      'Graines de sésame',
      'Anhydride sulfureux et sulfites (> 10 mg/kg ou mg/l)',
      'Lupin',
      'Mollusques',
    ]);
  });

  it('are kept in the annex order, each once; an unknown one is refused', () => {
    expect(valuesOf({ ...DISH, allergens: ['lait', 'gluten', 'lait'], traces: ['fruits-a-coque'] })).toMatchObject({
      allergens: ['gluten', 'lait'],
      traces: ['fruits-a-coque'],
    });
    expect(errorsFor({ ...DISH, allergens: ['noix de coco'] })).toEqual({
      allergens: staffMessageOf('law.allergensInvalid'),
    });
    expect(errorsFor({ ...DISH, traces: 'gluten' })).toEqual({ traces: staffMessageOf('law.tracesInvalid') });
  });

  it('declare nothing on an item that names none', () => {
    expect(valuesOf(DISH)).toMatchObject({ ...DISH, price: 34.5, ...NO_LAW_DETAILS });
  });
});

describe('an origin that fits its dish (a fish is never published as beef)', () => {
  const origin = (animal: AnimalKey): AnimalOrigin => ({
    animal,
    name: '',
    production: 'elevage',
    country: 'CH',
    faoArea: null,
  });
  const AQUATIC = [
    ['poisson', 'poissons'],
    ['crustaces', 'crustaces'],
    ['mollusques', 'mollusques'],
  ] as const;

  it('refuses meat in « Nos Poissons », naming the animal', () => {
    expect(errorsFor({ ...DISH, allergens: ['poissons'], origins: [origin('poisson'), origin('boeuf')] })).toEqual({
      origins: staffMessageOf('law.originMismatch', { animal: 'boeuf' }),
    });
    expect(staffText('law.originMismatch', { animal: 'boeuf' })).toBe(
      "L'origine « Bœuf » ne correspond pas à ce plat.",
    );
    expect(staffText('law.originMismatch', { animal: 'volaille' })).toBe(
      "L'origine « Volaille » ne correspond pas à ce plat.",
    );
  });

  it.each(AQUATIC)('refuses %s in « Nos Viandes », its allergen ticked or not', (animal, allergen) => {
    const steak = { ...DISH, title: 'Entrecôte', category: 'Nos Viandes', allergens: [allergen] };
    expect(errorsFor({ ...steak, origins: [origin(animal)] })).toEqual({
      origins: staffMessageOf('law.originMismatch', { animal }),
    });
    expect(valuesOf({ ...steak, origins: [origin('boeuf')] }).origins).toEqual([origin('boeuf')]);
  });

  it.each(AQUATIC)('takes %s only with the allergen %s ticked, in any category', (animal, allergen) => {
    for (const category of ['Nos Poissons', 'Suggestions du moment']) {
      const dish = { ...DISH, category, origins: [origin(animal)] };
      expect(errorsFor({ ...dish, allergens: ['lait'] })).toEqual({
        origins: staffMessageOf('law.originMismatch', { animal }),
      });
      expect(valuesOf({ ...dish, allergens: [allergen] }).origins).toEqual([origin(animal)]);
    }
  });

  it('asks for the way of production in a write, never taking « élevage » for granted', () => {
    expect(errorsFor({ ...MIXED, origins: [{ animal: 'poisson', country: 'CH' }] })).toEqual({
      origins: staffMessageOf('law.originProduction', { row: 1 }),
    });
    expect(errorsFor({ ...MIXED, origins: [{ ...origin('poisson'), production: '' }] })).toEqual({
      origins: staffMessageOf('law.originProduction', { row: 1 }),
    });
    // A row stored before the production was asked for still reads.
    expect(isOriginList([{ animal: 'boeuf', name: '', country: 'CH', faoArea: null }])).toBe(true);
  });

  it('keeps a stored dish whose origin does not fit while a write leaves category, allergens and origins as they were', () => {
    const stored = { ...DISH, allergens: ['poissons'], origins: [origin('boeuf')] };
    expect(validateMenuItem({ ...stored, availability: 'épuisé' }, { stored }).ok).toBe(true);
    const mismatch = { ok: false, errors: { origins: staffMessageOf('law.originMismatch', { animal: 'boeuf' }) } };
    expect(validateMenuItem({ ...stored, allergens: ['poissons', 'lait'] }, { stored })).toEqual(mismatch);
    expect(validateMenuItem({ ...stored, category: 'Nos Viandes', allergens: [] }, { stored }).ok).toBe(true);
    expect(validateMenuItem({ ...stored, origins: [origin('poisson')] }, { stored }).ok).toBe(true);
    expect(validateMenuItem({ ...stored, availability: 'épuisé' })).toEqual(mismatch);
    const relabelled = validateMenuItem({ ...stored, origins: [{ ...origin('boeuf'), name: 'Bœuf' }] }, { stored });
    expect(relabelled.ok ? {} : relabelled.errors).toEqual({
      origins: staffMessageOf('law.originMismatch', { animal: 'boeuf' }),
    });
  });
});

describe('origins of meat and fish', () => {
  it('refuse an origin without a country, naming its row', () => {
    expect(
      errorsFor({
        ...MIXED,
        origins: [
          { animal: 'boeuf', production: 'elevage', country: 'Suisse' },
          { animal: 'poisson', name: 'Perche', production: 'elevage', country: ' ' },
        ],
      }),
    ).toEqual({ origins: staffMessageOf('law.originCountry', { row: 2 }) });
    expect(staffText('law.originCountry', { row: 2 })).toBe('Origine 2 : le pays est requis');
  });

  it('refuse a wild sea fish without its FAO fishing area', () => {
    expect(
      errorsFor({ ...MIXED, origins: [{ animal: 'poisson', production: 'sauvage-mer', country: 'Norvège' }] }),
    ).toEqual({ origins: staffMessageOf('law.originFaoArea', { row: 1 }) });
    expect(staffText('law.originFaoArea', { row: 1 })).toBe(
      'Origine 1 : la zone de pêche FAO est requise pour un poisson de mer sauvage',
    );
    expect(errorsFor({ ...MIXED, origins: [{ animal: 'poisson', production: 'sauvage-mer', faoArea: 99 }] })).toEqual({
      origins: staffMessageOf('law.originFaoArea', { row: 1 }),
    });
  });

  it('refuse an unknown animal and sea fishing of a land animal', () => {
    expect(errorsFor({ ...MIXED, origins: [{ animal: 'licorne', production: 'elevage', country: 'Suisse' }] })).toEqual(
      { origins: staffMessageOf('law.originAnimal', { row: 1 }) },
    );
    expect(staffText('law.originAnimal', { row: 1 })).toBe("Origine 1 : choisissez l'animal");
    expect(errorsFor({ ...MIXED, origins: [{ animal: 'porc', production: 'sauvage-mer', faoArea: 27 }] })).toEqual({
      origins: staffMessageOf('law.originSeaOnlyAquatic', { row: 1 }),
    });
    expect(staffText('law.originSeaOnlyAquatic', { row: 1 })).toBe(
      'Origine 1 : seuls les poissons et fruits de mer sont pêchés en mer',
    );
  });

  it('store the country as its code, given as a code or named in one of the four languages', () => {
    const { origins } = valuesOf({
      ...MIXED,
      origins: [
        { animal: 'boeuf', production: 'elevage', country: 'Suisse' },
        { animal: 'veau', production: 'elevage', country: 'ch' },
        { animal: 'porc', production: 'elevage', country: 'viet nam' },
        { animal: 'agneau', production: 'elevage', country: 'Neuseeland' },
      ],
    });
    expect(origins.map((origin) => origin.country)).toEqual(['CH', 'CH', 'VN', 'NZ']);
  });

  it('refuse a country that is not in the list, naming its row', () => {
    expect(
      errorsFor({
        ...MIXED,
        origins: [
          { animal: 'boeuf', production: 'elevage', country: 'CH' },
          { animal: 'poisson', name: 'Perche', production: 'elevage', country: 'Atlantis' },
        ],
      }),
    ).toEqual({ origins: staffMessageOf('law.originCountryUnknown', { row: 2 }) });
    expect(staffText('law.originCountryUnknown', { row: 2 })).toBe(
      'Origine 2 : pays inconnu, choisissez-le dans la liste',
    );
  });

  it('locate sea fishing by its FAO area alone, whatever country is left in the row', () => {
    const { origins } = valuesOf({
      ...MIXED,
      origins: [{ animal: 'poisson', production: 'sauvage-mer', faoArea: 27, country: 'Atlantis' }],
    });
    expect(origins).toEqual([{ animal: 'poisson', name: '', production: 'sauvage-mer', country: '', faoArea: 27 }]);
  });

  it('read back an origin stored before codes, its country as written, but refuse it in a write', () => {
    const stored = [{ animal: 'boeuf', name: '', production: 'elevage', country: 'Atlantis', faoArea: null }];
    expect(isOriginList(stored)).toBe(true);
    expect(originsText(stored as AnimalOrigin[])).toBe('Bœuf\u00a0: Atlantis');
    expect(isOriginList([{ ...stored[0], animal: 'licorne' }])).toBe(false);
    expect(isOriginList([{ ...stored[0], country: 'x'.repeat(81) }])).toBe(false);
    expect(errorsFor({ ...MIXED, origins: stored })).toEqual({
      origins: staffMessageOf('law.originCountryUnknown', { row: 1 }),
    });
  });

  it('read in plain words, land animals by country, fish with their way of production or fishing area', () => {
    const { origins } = valuesOf({
      ...MIXED,
      origins: [
        { animal: 'boeuf', production: 'elevage', country: 'Suisse' },
        { animal: 'poisson', name: 'Perche', production: 'elevage', country: 'Pologne' },
        { animal: 'poisson', name: 'Cabillaud', production: 'sauvage-mer', faoArea: '27', country: '' },
      ],
    });
    expect(originsText(origins)).toBe(
      'Bœuf\u00a0: Suisse · Perche\u00a0: élevage, Pologne · Cabillaud\u00a0: sauvage, pêché en mer, Atlantique Nord-Est (FAO 27)',
    );
    expect(originSummary([{ origins }, { origins: origins.slice(0, 1) }])).toHaveLength(3);
  });
});

describe('drink quantities (OIP art. 10–11)', () => {
  it('refuse a drink or a wine priced without a quantity', () => {
    expect(errorsFor({ ...WINE, price: '48' })).toEqual({ quantities: staffMessageOf('law.quantityRequired') });
    expect(errorsFor({ ...DISH, category: 'Nos Boissons', price: '4.5' })).toEqual({
      quantities: staffMessageOf('law.quantityRequired'),
    });
    expect(staffText('law.quantityRequired')).toBe(
      'Indiquez la quantité servie pour ce prix (ex. 1 dl, 75 cl) : la loi l’exige pour les boissons, sauf boissons chaudes, cocktails et boissons à base d’eau ou de glace',
    );
  });

  it('accept a hot drink or a cocktail without one', () => {
    expect(errorsFor({ ...DISH, category: 'Nos Boissons', price: '4.5', quantityExemption: 'Boisson chaude' })).toEqual(
      {},
    );
    expect(errorsFor({ ...DISH, category: 'Nos Boissons', price: '14', quantityExemption: 'Cocktail' })).toEqual({});
  });

  it('take the first quantity’s price as the item’s price, and write quantities the usual way', () => {
    const values = valuesOf({
      ...WINE,
      quantities: [
        { quantity: '1dl', price: '6.5' },
        { quantity: '75 CL', price: 48 },
        { quantity: '1.5 l', price: 92 },
      ],
    });
    expect(values.price).toBe(6.5);
    expect(values.quantities.map(quantityText)).toEqual(['1 dl — CHF 6.50', '75 CL — CHF 48.00', '1,5 l — CHF 92.00']);
  });

  it('read a price written with a comma, and refuse a quantity of nothing', () => {
    expect(valuesOf({ ...WINE, quantities: [{ quantity: '1 dl', price: '6,50' }] }).price).toBe(6.5);
    expect(errorsFor({ ...WINE, quantities: [{ quantity: '0 dl', price: 6 }] })).toEqual({
      quantities: staffMessageOf('law.quantityText', { row: 1 }),
    });
  });

  it('keep quantities and the exemption to drinks', () => {
    expect(errorsFor({ ...DISH, quantityExemption: 'Cocktail' })).toEqual({
      quantityExemption: staffMessageOf('law.exemptionOnlyForDrinks'),
    });
    expect(staffText('law.exemptionOnlyForDrinks')).toBe('Seules les boissons se servent sans quantité');
    expect(errorsFor({ ...DISH, quantities: [{ quantity: '1 dl', price: 6 }] })).toEqual({
      quantities: staffMessageOf('law.quantitiesOnlyForDrinks'),
    });
    expect(staffText('law.quantitiesOnlyForDrinks')).toBe('Les quantités ne vont qu’aux boissons et aux vins');
  });

  it('name a drink without a quantity in the menu file by its line, in the same words', () => {
    const parsed = parseMenuCsv(
      'Identifiant;Titre;Prix (CHF);Description;Catégorie\n;Bière blonde;5;Pression;Nos Boissons\n',
    );
    const plan = planMenuImport([], parsed.ok ? parsed.rows : []);
    expect(plan).toEqual({
      ok: false,
      errors: [
        {
          line: 2,
          message: staffMessageOf('menuCsv.field', { line: 2, message: staffText('law.quantityRequired') }),
        },
      ],
    });
    expect(!plan.ok && wordStaffMessage(plan.errors[0].message)).toBe(
      'Ligne 2 : indiquez la quantité servie pour ce prix (ex. 1 dl, 75 cl) : la loi l’exige pour les boissons, sauf boissons chaudes, cocktails et boissons à base d’eau ou de glace.',
    );
  });

  it('refuse a quantity that is not a volume, or a price that is not one, naming its row', () => {
    expect(errorsFor({ ...WINE, quantities: [{ quantity: 'un verre', price: 6 }] })).toEqual({
      quantities: staffMessageOf('law.quantityText', { row: 1 }),
    });
    expect(staffText('law.quantityText', { row: 1 })).toBe('Quantité 1 : indiquez un volume, ex. 1 dl, 50 cl ou 75 cl');
    expect(
      errorsFor({
        ...WINE,
        quantities: [
          { quantity: '1 dl', price: 6 },
          { quantity: '75 cl', price: '4.555' },
        ],
      }),
    ).toEqual({ quantities: staffMessageOf('law.quantityPrice', { row: 2 }) });
    expect(staffText('law.quantityPrice', { row: 2 })).toBe(
      'Quantité 2 : le prix doit être un nombre positif de deux décimales au plus',
    );
  });
});

describe('a write to an item stored before these rules (docs/product.md#swiss-food-and-price-law)', () => {
  const oldBeer = { ...DISH, title: 'Bière pression', price: '5.00', category: 'Nos Boissons' };

  it('lets a drink without a quantity be marked sold out, renamed or moved in its list, until its price or category changes', () => {
    const stored = { ...oldBeer };
    expect(validateMenuItem({ ...stored, availability: 'épuisé' }, { stored }).ok).toBe(true);
    expect(validateMenuItem({ ...stored, title: 'Bière blonde', price: 5 }, { stored }).ok).toBe(true);
    expect(errorsFor({ ...stored, availability: 'épuisé' })).toEqual({
      quantities: staffMessageOf('law.quantityRequired'),
    });
    const repriced = validateMenuItem({ ...stored, price: '5.50' }, { stored });
    expect(repriced.ok ? {} : repriced.errors).toEqual({ quantities: staffMessageOf('law.quantityRequired') });
    const moved = validateMenuItem({ ...stored, category: 'Vins Rouges - Suisse' }, { stored });
    expect(moved.ok ? {} : moved.errors).toEqual({ quantities: staffMessageOf('law.quantityRequired') });
  });

  it('keeps origins whose country was stored as a text no language names, while a write sends them back unchanged', () => {
    const origins = [
      { animal: 'boeuf', name: '', production: 'elevage', country: 'CH', faoArea: null },
      { animal: 'porc', name: '', production: 'elevage', country: 'Atlantis', faoArea: null },
    ];
    const stored = { ...DISH, category: 'Nos Viandes', origins };
    const soldOut = validateMenuItem({ ...stored, availability: 'épuisé' }, { stored });
    expect(soldOut.ok && soldOut.values.origins).toEqual(origins);
    expect(validateMenuItem({ ...stored, price: 31 }, { stored }).ok).toBe(true);
    // A change to the origins, or a new dish, has to name the country from the list.
    const changed = [{ ...origins[1], name: 'Porc fermier' }];
    const edited = validateMenuItem({ ...stored, origins: changed }, { stored });
    expect(edited.ok ? {} : edited.errors).toEqual({ origins: staffMessageOf('law.originCountryUnknown', { row: 1 }) });
    expect(errorsFor({ ...stored, availability: 'épuisé' })).toEqual({
      origins: staffMessageOf('law.originCountryUnknown', { row: 2 }),
    });
  });

  it('refuses a new price for a drink priced by quantity unless its first quantity says it', () => {
    const stored = {
      ...WINE,
      price: 6.5,
      quantities: [
        { quantity: '1 dl', price: 6.5 },
        { quantity: '75 cl', price: 48 },
      ],
    };
    const repriced = validateMenuItem({ ...stored, price: '7' }, { stored });
    expect(repriced.ok ? {} : repriced.errors).toEqual({ price: staffMessageOf('law.priceFromQuantity') });
    const glass = validateMenuItem(
      { ...stored, quantities: [{ quantity: '1 dl', price: 7 }, stored.quantities[1]] },
      { stored },
    );
    expect(glass.ok && glass.values.price).toBe(7);
    expect(
      validateMenuItem({ ...stored, price: '7', quantities: [{ quantity: '1 dl', price: '7' }] }, { stored }).ok,
    ).toBe(true);
  });
});

describe('wine details', () => {
  const quantities = [{ quantity: '75 cl', price: 48 }];

  it('keep producer, appellation, grape, vintage and the « Vin genevois » mark', () => {
    expect(
      valuesOf({
        ...WINE,
        quantities,
        wine: {
          producer: 'Domaine des Balisiers',
          appellation: 'Genève AOC',
          grape: 'Gamay',
          vintage: '2022',
          genevan: true,
        },
      }).wine,
    ).toEqual({
      producer: 'Domaine des Balisiers',
      appellation: 'Genève AOC',
      grape: 'Gamay',
      vintage: 2022,
      genevan: true,
    });
  });

  it('refuse a vintage that is not a year, and wine details on a dish', () => {
    const vintage = staffMessageOf('law.wineVintage', { min: LAW_LIMITS.vintageMin, max: LAW_LIMITS.vintageMax });
    expect(errorsFor({ ...WINE, quantities, wine: { vintage: '22' } })).toEqual({ wine: vintage });
    expect(wordStaffMessage(vintage)).toBe('Le millésime doit être une année entre 1900 et 2100');
    expect(errorsFor({ ...DISH, wine: { grape: 'Gamay' } })).toEqual({ wine: staffMessageOf('law.wineOnlyForWines') });
    expect(staffText('law.wineOnlyForWines')).toBe('Les détails du vin ne vont qu’aux vins');
  });
});

describe('the shape and limits of the law’s fields', () => {
  const beef = { animal: 'boeuf', production: 'elevage', country: 'CH' };
  const glass = { quantity: '1 dl', price: 6 };

  it('refuse origins that are no list, too many of them, or a text too long, naming the limit', () => {
    expect(errorsFor({ ...MIXED, origins: 'Suisse' })).toEqual({ origins: staffMessageOf('law.originsInvalid') });
    expect(errorsFor({ ...MIXED, origins: ['Suisse'] })).toEqual({ origins: staffMessageOf('law.originsInvalid') });
    const tooMany = staffMessageOf('law.originsTooMany', { max: LAW_LIMITS.originsMax });
    expect(errorsFor({ ...MIXED, origins: Array(LAW_LIMITS.originsMax + 1).fill(beef) })).toEqual({ origins: tooMany });
    expect(wordStaffMessage(tooMany)).toBe('Pas plus de 10 origines par plat');
    const tooLong = staffMessageOf('law.originTooLong', { row: 2, max: LAW_LIMITS.countryMaxLength });
    expect(errorsFor({ ...MIXED, origins: [beef, { ...beef, name: 'x'.repeat(81) }] })).toEqual({ origins: tooLong });
    expect(wordStaffMessage(tooLong)).toBe('Origine 2 : 80 caractères au plus par texte');
  });

  it('refuse quantities that are no list, too many of them, and wine details that are no record or too long', () => {
    expect(errorsFor({ ...WINE, price: '48', quantities: {} })).toEqual({
      quantities: staffMessageOf('law.quantitiesInvalid'),
    });
    expect(errorsFor({ ...WINE, quantities: ['1 dl'] })).toEqual({
      quantities: staffMessageOf('law.quantitiesInvalid'),
    });
    const tooMany = staffMessageOf('law.quantitiesTooMany', { max: LAW_LIMITS.quantitiesMax });
    expect(errorsFor({ ...WINE, quantities: Array(LAW_LIMITS.quantitiesMax + 1).fill(glass) })).toEqual({
      quantities: tooMany,
    });
    expect(wordStaffMessage(tooMany)).toBe('Pas plus de 6 quantités par boisson');
    expect(errorsFor({ ...WINE, quantities: [glass], wine: 'Gamay' })).toEqual({
      wine: staffMessageOf('law.wineInvalid'),
    });
    const tooLong = staffMessageOf('law.wineTooLong', { max: LAW_LIMITS.wineTextMaxLength });
    expect(errorsFor({ ...WINE, quantities: [glass], wine: { grape: 'x'.repeat(121) } })).toEqual({ wine: tooLong });
    expect(wordStaffMessage(tooLong)).toBe('Détails du vin : 120 caractères au plus par texte');
  });

  it('refuse a confirmation of the allergens that is not one', () => {
    expect(errorsFor({ ...DISH, allergensConfirmation: { at: 'hier', by: 'marco' } })).toEqual({
      allergensConfirmation: staffMessageOf('law.confirmationInvalid'),
    });
  });
});

describe('diets, mentions and the staff’s review', () => {
  const item = (change: Partial<MenuItem>): MenuItem => ({
    id: 'x',
    position: 0,
    photo: null,
    ...valuesOf({ ...DISH, allergens: ['poissons'] }),
    ...change,
  });

  it('filter by allergens, traces and diets; a vegan dish is vegetarian', () => {
    const risotto = item({ allergens: ['lait'], diets: ['vegane'] });
    const tart = item({ traces: ['gluten'], diets: ['vegetarien'] });
    expect(parseGuestFilters('vegetarien,inconnu,sans-gluten')).toEqual(['sans-gluten', 'vegetarien']);
    expect(matchesGuestFilters(risotto, ['vegetarien'])).toBe(true);
    expect(matchesGuestFilters(risotto, ['sans-lactose'])).toBe(false);
    expect(matchesGuestFilters(tart, ['sans-gluten'])).toBe(false);
    expect(matchesGuestFilters(tart, ['vegane'])).toBe(false);
    expect(errorsFor({ ...DISH, diets: ['carnivore'] })).toEqual({ diets: staffMessageOf('law.dietsInvalid') });
    expect(staffText('law.dietsInvalid')).toBe('Régime inconnu : végétarien ou végane');
    expect(errorsFor({ ...DISH, mentions: ['canards-gaves', 'autre'] })).toEqual({
      mentions: staffMessageOf('law.mentionsInvalid'),
    });
  });

  it('list meat and fish without origin, and items whose allergens were never confirmed', () => {
    expect(reviewReasons(item({}))).toEqual([
      staffMessageOf('law.originMissing'),
      staffMessageOf('law.allergensNeverConfirmed'),
    ]);
    expect(reviewReasons(item({})).map(wordStaffMessage)).toEqual([
      'Origine de la viande ou du poisson non déclarée',
      'Allergènes jamais confirmés',
    ]);
    expect(
      reviewReasons(
        item({
          origins: [{ animal: 'poisson', name: '', production: 'elevage', country: 'CH', faoArea: null }],
          allergensConfirmation: { at: '2026-11-23T10:00:00.000Z', by: 'marco' },
        }),
      ),
    ).toEqual([]);
  });

  it('list a dish whose country of origin was stored as a text no language names', () => {
    const confirmed = { at: '2026-11-23T10:00:00.000Z', by: 'marco' };
    const origins = [{ animal: 'poisson' as const, name: '', production: 'elevage' as const, faoArea: null }];
    expect(
      reviewReasons(
        item({ origins: [{ ...origins[0], country: 'Atlantis' as never }], allergensConfirmation: confirmed }),
      ),
    ).toEqual([staffMessageOf('law.originCountryToChoose')]);
    expect(staffText('law.originCountryToChoose')).toBe('Pays d’origine à choisir dans la liste');
    const fished = [{ ...origins[0], production: 'sauvage-mer' as const, country: '' as const, faoArea: 27 as const }];
    expect(reviewReasons(item({ origins: fished, allergensConfirmation: confirmed }))).toEqual([]);
  });

  it('list fish and seafood without origin in any category, known by their allergens', () => {
    const confirmed = { allergensConfirmation: { at: '2026-11-23T10:00:00.000Z', by: 'marco' } };
    const special = item({ ...confirmed, category: 'Suggestions du moment', origins: [], allergens: ['crustaces'] });
    expect(reviewReasons(special)).toEqual([staffMessageOf('law.originMissing')]);
    expect(reviewReasons({ ...special, allergens: ['lait'] })).toEqual([]);
  });

  it('list a dish whose origin does not fit it, with the words the form shows under the origins', () => {
    const confirmed = { allergensConfirmation: { at: '2026-11-23T10:00:00.000Z', by: 'marco' } };
    const beef: AnimalOrigin = { animal: 'boeuf', name: '', production: 'elevage', country: 'CH', faoArea: null };
    expect(reviewReasons(item({ ...confirmed, origins: [beef] }))).toEqual([
      staffMessageOf('law.originMismatch', { animal: 'boeuf' }),
    ]);
  });

  it('list a drink written before quantities were asked for, which its next save would be refused without', () => {
    const confirmed = { allergensConfirmation: { at: '2026-11-23T10:00:00.000Z', by: 'marco' } };
    const coffee = item({ ...confirmed, title: 'Espresso', category: 'Nos Boissons', allergens: [], origins: [] });
    expect(reviewReasons(coffee)).toEqual([staffMessageOf('law.drinkWithoutQuantity')]);
    expect(staffText('law.drinkWithoutQuantity')).toBe(
      'Boisson sans quantité : indiquez-la avec son prix (« 1 dl », « 50 cl »)',
    );
    expect(reviewReasons({ ...coffee, quantityExemption: 'Boisson chaude' })).toEqual([]);
    expect(reviewReasons({ ...coffee, quantities: [{ quantity: '1 dl', price: 4 }] })).toEqual([]);
  });

  it('give schema.org its diets and one offer per quantity', () => {
    const wine = item({
      ...valuesOf({
        ...WINE,
        quantities: [
          { quantity: '1 dl', price: 6.5 },
          { quantity: '75 cl', price: 48 },
        ],
      }),
      diets: ['vegane'],
    });
    const [section] = menuJsonLd([wine], 'https://x.example').hasMenuSection as { hasMenuItem: unknown[] }[];
    expect(section.hasMenuItem[0]).toMatchObject({
      suitableForDiet: ['https://schema.org/VeganDiet'],
      offers: [
        { price: '6.50', eligibleQuantity: { value: 1, unitCode: 'DLT', unitText: '1 dl' } },
        { price: '48.00', eligibleQuantity: { value: 75, unitCode: 'CLT', unitText: '75 cl' } },
      ],
    });
  });

  it('have French defaults for the restaurant-wide notices', () => {
    expect(DEFAULT_PRICE_NOTICE).toBe('Prix en CHF, TVA et service compris');
    expect(DEFAULT_ALLERGEN_NOTICE).toMatch(/allergènes/);
  });
});
