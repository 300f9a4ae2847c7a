import { describe, expect, it } from 'vitest';
import {
  EVENING_TEXT_FIELDS,
  MENU_ITEM_FIELDS,
  RESTAURANT_TRANSLATED_FIELDS,
  TRANSLATED_LOCALES,
  countTranslations,
  dishSlots,
  eveningSlots,
  isTranslatedLocale,
  localized,
  restaurantSlots,
  setMenuSlots,
  shownTranslationsOf,
  staffMessageOf,
  staffText,
  staffTextLang,
  translatableSlots,
  translationKey,
  translationState,
  validateTranslationWrite,
  type AnimalOrigin,
  type TranslationGridRow,
} from '../src';

const origin = (name: string, country: AnimalOrigin['country'] = 'CH'): AnimalOrigin => ({
  animal: 'poisson',
  name,
  production: 'elevage',
  country,
  faoArea: null,
});

const perch = {
  id: 'perche',
  title: 'Filets de perche',
  description: 'Meunière.',
  price: 42,
  origins: [origin('Perche'), origin(''), origin('Perche', 'PL'), origin('Féra')],
};

const lunch = {
  id: 'midi',
  name: 'Formule midi',
  price: 26.5,
  courses: [
    { name: 'Entrée', dishes: ['a'] },
    { name: 'Plat', dishes: ['b'] },
    { name: 'Entrée', dishes: ['c'] },
  ],
};

const newYear = {
  id: 'silvestre',
  name: 'Menu de St. Silvestre',
  description: 'Cinq plats et un verre à minuit.',
  menuText: 'Vitello tonnato · Risotto · Panettone',
  cancellationTerms: 'Acompte rendu jusqu’à 7 jours avant.',
  pricePerPerson: 145,
};

const facts = {
  tagline: 'Cuisine tessinoise',
  description: 'Près de Cornavin.',
  breadOrigin: 'Pain : Suisse',
  allergenNotice: 'Demandez-nous.',
  priceNotice: 'Prix en CHF',
  phone: '+41 22 000 00 00',
  openingExceptions: [
    { date: '2026-12-31', label: 'Restauration genevoise', closed: true, opensAt: null, closesAt: null },
    { date: '2027-01-01', label: 'Nouvel An', closed: true, opensAt: null, closesAt: null },
  ],
};

describe('the languages staff translate into (docs/product.md#translations)', () => {
  it('are every language of the site but French', () => {
    expect(TRANSLATED_LOCALES).toEqual(['en', 'de', 'it']);
    expect(['en', 'de', 'it'].every(isTranslatedLocale)).toBe(true);
    expect([' en', 'fr', 'EN', '', null, undefined, 1].some(isTranslatedLocale)).toBe(false);
  });
});

describe('the texts of a subject', () => {
  it('are a dish’s name, description and distinct origin names, each known by its French name', () => {
    expect(dishSlots(perch).map(({ field, label, text, maxLength }) => ({ field, label, text, maxLength }))).toEqual([
      { field: 'title', label: 'Nom', text: 'Filets de perche', maxLength: 200 },
      { field: 'description', label: 'Description', text: 'Meunière.', maxLength: 2000 },
      { field: 'origins.Perche', label: 'Origine « Perche »', text: 'Perche', maxLength: 200 },
      { field: 'origins.Féra', label: 'Origine « Féra »', text: 'Féra', maxLength: 200 },
    ]);
  });

  it('put each translation back in its place, every origin of that name, nothing else', () => {
    const [title, description, perchName] = dishSlots(perch);
    expect(title.with(perch, 'Perch fillets')).toEqual({ ...perch, title: 'Perch fillets' });
    expect(description.with(perch, 'Meunière style.')).toEqual({ ...perch, description: 'Meunière style.' });
    expect(perchName.with(perch, 'Perch').origins).toEqual([
      origin('Perch'),
      origin(''),
      origin('Perch', 'PL'),
      origin('Féra'),
    ]);
    expect(perch.origins[0].name).toBe('Perche');
  });

  it('are the fields the descriptor flags translatable, a new one with no other edit', () => {
    // A test-local descriptor: the dish's, with a text and a structured field staff now translate, and one they do not.
    const fields = {
      ...MENU_ITEM_FIELDS,
      serving: { type: 'string', label: 'Service', translatable: true, maxLength: 80 },
      pairings: {
        type: 'json',
        label: 'Accords',
        translatable: true,
        translationLabel: 'Accord',
        innerTexts: {
          of: (pairings: readonly string[]) => pairings,
          replaced: (pairings: readonly string[], french: string, translated: string) =>
            pairings.map((pairing) => (pairing === french ? translated : pairing)),
          maxLength: 60,
        },
      },
      note: { type: 'string', label: 'Note', maxLength: 80 },
    } as const;
    const dish = { ...perch, serving: 'Tiède', pairings: ['Merlot', '', 'Merlot', 'Chasselas'], note: 'Cuisine' };
    const slots = translatableSlots(fields, dish);
    expect(slots.map(({ field, label, text, maxLength }) => [field, label, text, maxLength])).toEqual([
      ...dishSlots(dish).map(({ field, label, text, maxLength }) => [field, label, text, maxLength]),
      ['serving', 'Service', 'Tiède', 80],
      ['pairings.Merlot', 'Accord « Merlot »', 'Merlot', 60],
      ['pairings.Chasselas', 'Accord « Chasselas »', 'Chasselas', 60],
    ]);
    expect(slots.at(-3)?.with(dish, 'Warm')).toEqual({ ...dish, serving: 'Warm' });
    expect(slots.at(-2)?.with(dish, 'Merlot (en)').pairings).toEqual(['Merlot (en)', '', 'Merlot (en)', 'Chasselas']);
  });

  it('are flagged in the dish’s descriptor: its name, description and origins', () => {
    const flagged = Object.entries(MENU_ITEM_FIELDS).filter(([, spec]) => 'translatable' in spec && spec.translatable);
    expect(flagged.map(([field]) => field)).toEqual(['title', 'description', 'origins']);
  });

  it('are an evening’s name, description, menu and cancellation terms, with their limits', () => {
    const slots = eveningSlots(newYear);
    expect(slots.map(({ field, label, text, maxLength }) => [field, label, text, maxLength])).toEqual([
      ['name', 'Nom', 'Menu de St. Silvestre', 120],
      ['description', 'Description', 'Cinq plats et un verre à minuit.', 2000],
      ['menuText', 'Menu', 'Vitello tonnato · Risotto · Panettone', 2000],
      ['cancellationTerms', 'Conditions d’annulation', 'Acompte rendu jusqu’à 7 jours avant.', 2000],
    ]);
    expect(slots[3].with(newYear, 'Deposit refunded up to 7 days before.')).toEqual({
      ...newYear,
      cancellationTerms: 'Deposit refunded up to 7 days before.',
    });
    expect(newYear.cancellationTerms).toBe('Acompte rendu jusqu’à 7 jours avant.');
  });

  it('leave out an evening’s text left empty: a set menu served instead of a written one, no terms', () => {
    const withSetMenu = { ...newYear, menuText: '', cancellationTerms: '' };
    expect(eveningSlots(withSetMenu).map((slot) => slot.field)).toEqual(['name', 'description']);
  });

  it('are the fields the evening’s descriptor flags, a new one with no other edit', () => {
    const fields = {
      ...EVENING_TEXT_FIELDS,
      dressCode: { type: 'string', label: 'Tenue', translatable: true, maxLength: 80 },
      room: { type: 'string', label: 'Salle', maxLength: 80 },
    } as const;
    const evening = { ...newYear, dressCode: 'Tenue de soirée', room: 'Véranda' };
    const slots = translatableSlots(fields, evening);
    expect(slots.map(({ field, label, text, maxLength }) => [field, label, text, maxLength])).toEqual([
      ...eveningSlots(evening).map(({ field, label, text, maxLength }) => [field, label, text, maxLength]),
      ['dressCode', 'Tenue', 'Tenue de soirée', 80],
    ]);
    expect(slots.at(-1)?.with(evening, 'Evening dress')).toEqual({ ...evening, dressCode: 'Evening dress' });
  });

  it('are a set menu’s name and its distinct course names', () => {
    const slots = setMenuSlots(lunch);
    expect(slots.map(({ field, label, maxLength }) => [field, label, maxLength])).toEqual([
      ['name', 'Nom', 120],
      ['courses.Entrée', 'Service « Entrée »', 60],
      ['courses.Plat', 'Service « Plat »', 60],
    ]);
    expect(slots[0].with(lunch, 'Set lunch').name).toBe('Set lunch');
    expect(slots[1].with(lunch, 'Starter').courses).toEqual([
      { name: 'Starter', dishes: ['a'] },
      { name: 'Plat', dishes: ['b'] },
      { name: 'Starter', dishes: ['c'] },
    ]);
  });

  it('are the restaurant’s notices and presentation, and each opening exception’s label by its date', () => {
    const slots = restaurantSlots(facts);
    expect(slots.map((slot) => slot.field)).toEqual([
      ...RESTAURANT_TRANSLATED_FIELDS,
      'openingExceptions.2026-12-31.label',
      'openingExceptions.2027-01-01.label',
    ]);
    expect(slots.map((slot) => slot.label)).toEqual([
      'Accroche',
      'Présentation',
      'Provenance du pain',
      'Mention des allergènes',
      'Mention des prix',
      'Exception du 2026-12-31',
      'Exception du 2027-01-01',
    ]);
    // Each as long as the French may be: the schema's lengths, and an exception's label's.
    expect(slots.map((slot) => slot.maxLength)).toEqual([200, 2000, 200, 1000, 200, 80, 80]);
    expect(slots[4].with(facts, 'Prices in CHF')).toEqual({ ...facts, priceNotice: 'Prices in CHF' });
    expect(slots[6].with(facts, 'New Year').openingExceptions.map((exception) => exception.label)).toEqual([
      'Restauration genevoise',
      'New Year',
    ]);
  });
});

describe('a subject in another language', () => {
  const shown = new Map([
    [translationKey('plat', 'perche', 'title', 'en'), 'Perch fillets'],
    [translationKey('plat', 'perche', 'origins.Perche', 'en'), 'Perch'],
    [translationKey('plat', 'perche', 'description', 'de'), 'Nach Müllerinnenart.'],
    [translationKey('plat', 'autre', 'description', 'en'), 'Other.'],
  ]);

  it('takes each validated translation of its language and names the texts left in French', () => {
    const english = localized(perch, dishSlots(perch), shownTranslationsOf(shown, 'plat', 'perche', 'en'));
    expect(english).toEqual({
      ...perch,
      title: 'Perch fillets',
      origins: [origin('Perch'), origin(''), origin('Perch', 'PL'), origin('Féra')],
      fallback: ['description', 'origins.Féra'],
    });
    const italian = localized(perch, dishSlots(perch), shownTranslationsOf(shown, 'plat', 'perche', 'it'));
    expect(italian).toEqual({ ...perch, fallback: ['title', 'description', 'origins.Perche', 'origins.Féra'] });
  });

  it('gives an evening its validated texts, its price as it is, the others in French', () => {
    const translations = new Map([
      [translationKey('soirée', 'silvestre', 'name', 'en'), 'New Year’s Eve dinner'],
      [translationKey('soirée', 'silvestre', 'menuText', 'en'), 'Vitello tonnato · Risotto · Panettone (en)'],
      [translationKey('plat', 'silvestre', 'description', 'en'), 'Not an evening’s.'],
    ]);
    const english = localized(
      newYear,
      eveningSlots(newYear),
      shownTranslationsOf(translations, 'soirée', 'silvestre', 'en'),
    );
    expect(english).toEqual({
      ...newYear,
      name: 'New Year’s Eve dinner',
      menuText: 'Vitello tonnato · Risotto · Panettone (en)',
      fallback: ['description', 'cancellationTerms'],
    });
    expect(staffTextLang('en', english, 'name')).toBeUndefined();
    expect(staffTextLang('en', english, 'description')).toBe('fr');
  });

  it('keys a translation by subject, id, field and language', () => {
    expect(translationKey('formule', 'midi', 'courses.Plat', 'de')).toBe('formule/midi/courses.Plat/de');
    expect(shownTranslationsOf(shown, 'formule', 'perche', 'en')('title')).toBeUndefined();
  });

  it('marks French on another language’s page what the answer left in French, or all of a value never translated', () => {
    const value = { fallback: ['description'] };
    expect(staffTextLang('en', value, 'description')).toBe('fr');
    expect(staffTextLang('en', value, 'title')).toBeUndefined();
    expect(staffTextLang('de', {}, 'title')).toBe('fr');
    expect(staffTextLang('fr', {}, 'title')).toBeUndefined();
    expect(staffTextLang('fr', value, 'description')).toBeUndefined();
  });
});

describe('a translation’s state for the staff', () => {
  it('is missing without text, validated against the French as it is now, else to review', () => {
    expect(translationState(undefined, 'Perche')).toBe('manquante');
    expect(translationState({ text: '', status: 'validée', sourceText: 'Perche' }, 'Perche')).toBe('manquante');
    expect(translationState({ text: 'Perch', status: 'validée', sourceText: 'Perche' }, 'Perche')).toBe('validée');
    expect(translationState({ text: 'Perch', status: 'validée', sourceText: 'Perches' }, 'Perche')).toBe('à revoir');
    expect(translationState({ text: 'Perch', status: 'validée', sourceText: null }, 'Perche')).toBe('à revoir');
    expect(translationState({ text: 'Perch', status: 'à revoir', sourceText: 'Perche' }, 'Perche')).toBe('à revoir');
  });

  it('is counted over every text and language', () => {
    const cells = (en: string, de: string, it: string) =>
      Object.fromEntries(
        (['en', 'de', 'it'] as const).map((locale, index) => [
          locale,
          { text: '', state: [en, de, it][index], shown: null },
        ]),
      );
    const rows = [
      {
        subject: 'plat',
        subjectId: 'a',
        name: 'A',
        fields: [
          {
            field: 'title',
            label: 'Nom',
            french: 'A',
            maxLength: 200,
            cells: cells('manquante', 'validée', 'à revoir'),
          },
          {
            field: 'description',
            label: 'Description',
            french: 'B',
            maxLength: 2000,
            cells: cells('manquante', 'manquante', 'validée'),
          },
        ],
      },
      {
        subject: 'restaurant',
        subjectId: 'restaurant',
        name: 'Restaurant',
        fields: [
          {
            field: 'tagline',
            label: 'Accroche',
            french: 'C',
            maxLength: 2000,
            cells: cells('à revoir', 'à revoir', 'validée'),
          },
        ],
      },
    ] as TranslationGridRow[];
    expect(countTranslations(rows)).toEqual({ missing: 3, toReview: 3 });
    expect(countTranslations(rows.slice(0, 1))).toEqual({ missing: 3, toReview: 1 });
    expect(countTranslations([])).toEqual({ missing: 0, toReview: 0 });
  });
});

describe('a staff write of a translation', () => {
  const valid = {
    subject: 'plat',
    subjectId: ' perche ',
    field: 'title',
    language: 'en',
    text: ' Perch\n',
    validate: true,
  };

  it('is cleaned and accepted', () => {
    expect(validateTranslationWrite(valid)).toEqual({
      ok: true,
      value: { subject: 'plat', subjectId: 'perche', field: 'title', language: 'en', text: 'Perch', validate: true },
    });
    expect(validateTranslationWrite({ ...valid, text: 'Line one\nline two', validate: false })).toMatchObject({
      ok: true,
      value: { text: 'Line one\nline two', validate: false },
    });
    expect(validateTranslationWrite({ ...valid, subject: 'soirée', field: 'cancellationTerms' })).toMatchObject({
      ok: true,
      value: { subject: 'soirée', field: 'cancellationTerms' },
    });
    expect(validateTranslationWrite({ ...valid, text: '', validate: false })).toMatchObject({
      ok: true,
      value: { text: '' },
    });
  });

  it('is refused field by field, with codes', () => {
    expect(
      validateTranslationWrite({ subject: 'vin', subjectId: ' ', field: '', language: 'fr', text: 1, validate: 'oui' }),
    ).toEqual({
      ok: false,
      errors: {
        subject: staffMessageOf('translation.subjectUnknown'),
        subjectId: staffMessageOf('translation.subjectIdRequired'),
        field: staffMessageOf('translation.fieldUnknown'),
        language: staffMessageOf('translation.languageUnknown'),
        validate: staffMessageOf('translation.validateNotBoolean'),
      },
    });
    expect(validateTranslationWrite({ ...valid, text: ' ' })).toEqual({
      ok: false,
      errors: { text: staffMessageOf('translation.emptyValidation') },
    });
    expect(validateTranslationWrite({})).toMatchObject({ ok: false });
    expect(staffText('translation.tooLong', { max: 200 })).toBe('La traduction ne peut dépasser 200 caractères.');
  });
});
