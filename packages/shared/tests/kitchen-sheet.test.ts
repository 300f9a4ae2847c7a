import { describe, expect, it } from 'vitest';
import {
  BOARD_GROUP_TITLE,
  adviceHeadings,
  allergenAdvice,
  allergyAdvice,
  kitchenGroups,
  type KitchenItem,
  type SetMenu,
} from '../src';

const CONFIRMED = { at: '2026-11-01T10:00:00.000Z', by: 'chef' };

const item = (id: string, extra: Partial<KitchenItem> = {}): KitchenItem => ({
  id,
  title: id,
  category: 'Nos Pâtes',
  boardUntil: null,
  allergens: [],
  traces: [],
  allergensConfirmation: CONFIRMED,
  availability: 'disponible',
  soldOutOn: null,
  availableFrom: null,
  availableUntil: null,
  ...extra,
});

const setMenu = (extra: Partial<SetMenu>): SetMenu => ({
  id: 'sm',
  name: 'Formule du midi',
  price: 29,
  days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'],
  startsAt: '11:30',
  endsAt: '14:00',
  courses: [{ name: 'Plat', dishes: ['lasagne'] }],
  ...extra,
});

// 2026-12-07 is a Monday.
const MONDAY = '2026-12-07';

describe('the day’s offer the kitchen goes through (docs/product.md#allergies)', () => {
  const items = [
    item('lasagne', { allergens: ['gluten', 'lait'] }),
    item('risotto', { category: 'Nos Risottos' }),
    item('osso buco', { category: 'Nos Viandes' }),
    item('truite du jour', { category: 'Nos Poissons', boardUntil: MONDAY, allergens: ['poissons'] }),
    item('hidden', { availability: 'masqué' }),
    item('later', { availableFrom: '2026-12-20' }),
    item('yesterday’s board', { boardUntil: '2026-12-06' }),
  ];

  it('puts the board first, then the carte by category, leaving out what guests do not see that day', () => {
    const groups = kitchenGroups(items, [], { date: MONDAY, service: 'Soir' });
    expect(groups.map(({ title, items: dishes }) => [title, dishes.map(({ id }) => id)])).toEqual([
      [BOARD_GROUP_TITLE, ['truite du jour']],
      ['Nos Pâtes', ['lasagne']],
      ['Nos Risottos', ['risotto']],
      ['Nos Viandes', ['osso buco']],
    ]);
  });

  it('adds a set menu’s courses on its days, during the service its hours reach into', () => {
    const lunch = setMenu({});
    const late = setMenu({ id: 'late', name: 'Menu de minuit', startsAt: '22:00', endsAt: '01:00' });
    const weekend = setMenu({ id: 'we', name: 'Brunch', days: ['Samedi', 'Dimanche'] });
    const titles = (service: 'Midi' | 'Soir') =>
      kitchenGroups(items, [lunch, late, weekend], { date: MONDAY, service }).map(({ title }) => title);
    expect(titles('Midi')).toContain('Formule du midi — Plat');
    expect(titles('Midi')).not.toContain('Menu de minuit — Plat');
    expect(titles('Soir')).toContain('Menu de minuit — Plat');
    expect(titles('Soir')).not.toContain('Formule du midi — Plat');
    expect(titles('Midi')).not.toContain('Brunch — Plat');
  });

  it('counts dinner from 16:00, as the service view does', () => {
    const titles = (startsAt: string, endsAt: string, service: 'Midi' | 'Soir') =>
      kitchenGroups(items, [setMenu({ startsAt, endsAt })], { date: MONDAY, service }).map(({ title }) => title);
    expect(titles('16:00', '18:00', 'Midi')).not.toContain('Formule du midi — Plat');
    expect(titles('16:00', '18:00', 'Soir')).toContain('Formule du midi — Plat');
    expect(titles('11:00', '16:00', 'Soir')).not.toContain('Formule du midi — Plat');
    expect(titles('11:00', '16:00', 'Midi')).toContain('Formule du midi — Plat');
  });

  it('has no board group without a board dish, and keeps a category’s dishes together', () => {
    const carte = [
      item('a', { category: 'Nos Pâtes' }),
      item('b', { category: 'Nos Risottos' }),
      item('c', { category: 'Nos Viandes' }),
      item('d', { category: 'Nos Viandes' }),
    ];
    expect(kitchenGroups(carte, [], { date: MONDAY, service: 'Soir' })).toEqual([
      { title: 'Nos Pâtes', items: [carte[0]] },
      { title: 'Nos Risottos', items: [carte[1]] },
      { title: 'Nos Viandes', items: [carte[2], carte[3]] },
    ]);
  });

  it('serves a set menu spanning 16:00 at both services, and leaves out a course whose dishes are all hidden', () => {
    const allDay = setMenu({ startsAt: '11:00', endsAt: '22:00', courses: [{ name: 'Dessert', dishes: ['hidden'] }] });
    const spanning = setMenu({ id: 'x', name: 'Continu', startsAt: '15:00', endsAt: '17:00' });
    const groups = (service: 'Midi' | 'Soir') =>
      kitchenGroups(items, [allDay, spanning], { date: MONDAY, service }).map(({ title }) => title);
    expect(groups('Midi')).toContain('Continu — Plat');
    expect(groups('Soir')).toContain('Continu — Plat');
    expect(groups('Soir')).not.toContain('Formule du midi — Dessert');
  });
});

describe('what to tell the kitchen about one allergen', () => {
  const groups = [
    {
      title: 'Nos Pâtes',
      items: [
        item('lasagne', { allergens: ['gluten', 'lait'] }),
        item('gnocchi', { traces: ['gluten'] }),
        item('polenta'),
        item('new dish', { allergensConfirmation: null }),
        item('new with gluten', { allergensConfirmation: null, allergens: ['gluten'] }),
      ],
    },
    { title: 'Nos Risottos', items: [item('risotto'), item('risotto ai funghi', { traces: ['lait'] })] },
    { title: 'Formule du midi — Plat', items: [item('lasagne', { allergens: ['gluten', 'lait'] }), item('polenta')] },
  ];

  it('lists each dish once under contains, traces, without (by group) or to check', () => {
    expect(allergenAdvice('gluten', groups)).toEqual({
      allergen: 'gluten',
      contains: ['lasagne', 'new with gluten'],
      traces: ['gnocchi'],
      without: [
        { group: 'Nos Pâtes', titles: ['polenta'] },
        { group: 'Nos Risottos', titles: ['risotto', 'risotto ai funghi'] },
        { group: 'Formule du midi — Plat', titles: ['polenta'] },
      ],
      toCheck: ['new dish'],
    });
  });

  it('names no group under « without » when all its dishes have the allergen', () => {
    const advice = allergenAdvice('lait', [
      { title: 'Nos Fromages', items: [item('fondue', { allergens: ['lait'] })] },
    ]);
    expect(advice).toEqual({ allergen: 'lait', contains: ['fondue'], traces: [], without: [], toCheck: [] });
  });

  it('never lists a dish whose allergens nobody confirmed as without', () => {
    const advice = allergenAdvice('sesame', groups);
    expect(advice.toCheck).toEqual(['new dish', 'new with gluten']);
    expect(advice.without.flatMap(({ titles }) => titles)).not.toContain('new dish');
  });

  it('gives lists for each allergen declared, once, in the menu’s order of allergens', () => {
    const advice = allergyAdvice([['lait'], ['gluten', 'lait'], []], groups);
    expect(advice.map(({ allergen }) => allergen)).toEqual(['gluten', 'lait']);
    expect(advice[1].traces).toEqual(['risotto ai funghi']);
    expect(allergyAdvice([[]], groups)).toEqual([]);
  });

  it('heads the lists in the kitchen’s words', () => {
    expect(adviceHeadings('fruits-a-coque')).toEqual({
      name: 'Fruits à coque',
      contains: 'Contient — à éviter',
      traces: 'Traces possibles — à éviter sauf accord du client',
      without: 'Sans fruits à coque déclaré',
      toCheck: 'À vérifier',
    });
  });
});
