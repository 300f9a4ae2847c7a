import { describe, expect, it } from 'vitest';
import {
  NO_LAW_DETAILS,
  SET_MENU_LIMITS,
  compareSetMenus,
  courseSummary,
  dictionaryFor,
  setMenuMealTime,
  setMenuSchedule,
  setMenuScheduleFrom,
  staffMessageOf,
  staffText,
  toPublicSetMenus,
  validateSetMenu,
  type PublicMenuItem,
  type SetMenu,
  type SetMenuInput,
} from '../src';

const LUNCH: SetMenuInput = {
  name: '  Formule midi ',
  price: '24.50',
  days: ['Vendredi', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi'],
  startsAt: '11:30:00.000',
  endsAt: '14:00',
  courses: [
    { name: 'Entrée', dishes: ['salade', { documentId: 'soupe' }, { id: 'salade' }] },
    { name: ' Plat ', dishes: ['risotto'] },
  ],
};

const refusal = (input: SetMenuInput) => {
  const result = validateSetMenu(input);
  if (result.ok) throw new Error('accepted');
  return result.errors;
};

describe('validateSetMenu', () => {
  it('cleans a complete set menu: trimmed names, days in week order, times as HH:MM, each dish once', () => {
    expect(validateSetMenu(LUNCH)).toEqual({
      ok: true,
      values: {
        name: 'Formule midi',
        price: 24.5,
        days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'],
        startsAt: '11:30',
        endsAt: '14:00',
        courses: [
          { name: 'Entrée', dishes: ['salade', 'soupe'] },
          { name: 'Plat', dishes: ['risotto'] },
        ],
      },
    });
  });

  it('takes a price as a number too, and an evening past midnight', () => {
    const result = validateSetMenu({ ...LUNCH, price: 39, startsAt: '19:00', endsAt: '00:30' });
    expect(result.ok && [result.values.price, result.values.endsAt]).toEqual([39, '00:30']);
  });

  it('refuses a missing or too long name', () => {
    expect(refusal({ ...LUNCH, name: ' \u0000 ' })).toEqual({ name: staffMessageOf('setMenu.nameRequired') });
    expect(refusal({ ...LUNCH, name: 'x'.repeat(SET_MENU_LIMITS.nameMaxLength + 1) })).toEqual({
      name: staffMessageOf('setMenu.nameTooLong', { max: SET_MENU_LIMITS.nameMaxLength }),
    });
    expect(validateSetMenu({ ...LUNCH, name: 'x'.repeat(SET_MENU_LIMITS.nameMaxLength) }).ok).toBe(true);
  });

  it("guards the price as a dish's price, with its messages", () => {
    expect(refusal({ ...LUNCH, price: '' })).toEqual({ price: staffMessageOf('menuItem.priceRequired') });
    expect(refusal({ ...LUNCH, price: '0' })).toEqual({ price: staffMessageOf('menuItem.priceNotPositive') });
    expect(refusal({ ...LUNCH, price: 24.555 })).toEqual({ price: staffMessageOf('menuItem.priceTooPrecise') });
    expect(refusal({ ...LUNCH, price: 100001 })).toEqual({
      price: staffMessageOf('menuItem.priceTooHigh', { max: 100000 }),
    });
  });

  it('asks for at least one real day', () => {
    expect(refusal({ ...LUNCH, days: [] })).toEqual({ days: staffMessageOf('setMenu.daysRequired') });
    expect(refusal({ ...LUNCH, days: 'Lundi' })).toEqual({ days: staffMessageOf('setMenu.daysRequired') });
    expect(refusal({ ...LUNCH, days: ['Lundi', 'Funday'] })).toEqual({ days: staffMessageOf('setMenu.dayUnknown') });
  });

  it('asks for two different times', () => {
    expect(refusal({ ...LUNCH, startsAt: '25:00', endsAt: undefined })).toEqual({
      startsAt: staffMessageOf('setMenu.startsAtRequired'),
      endsAt: staffMessageOf('setMenu.endsAtRequired'),
    });
    expect(refusal({ ...LUNCH, startsAt: '12:00', endsAt: '12:00:00' })).toEqual({
      endsAt: staffMessageOf('setMenu.sameTimes'),
    });
  });

  it('asks for at least one course and at most the limit', () => {
    expect(refusal({ ...LUNCH, courses: [] })).toEqual({ courses: staffMessageOf('setMenu.coursesRequired') });
    expect(refusal({ ...LUNCH, courses: { name: 'Plat' } })).toEqual({
      courses: staffMessageOf('setMenu.coursesRequired'),
    });
    const course = { name: 'Plat', dishes: ['risotto'] };
    const most = Array.from({ length: SET_MENU_LIMITS.maxCourses }, () => course);
    expect(validateSetMenu({ ...LUNCH, courses: most }).ok).toBe(true);
    expect(refusal({ ...LUNCH, courses: [...most, course] })).toEqual({
      courses: staffMessageOf('setMenu.tooManyCourses', { max: SET_MENU_LIMITS.maxCourses }),
    });
  });

  it('names each course by its number: its name, then at least one dish', () => {
    expect(
      refusal({
        ...LUNCH,
        courses: [
          { name: 'Entrée', dishes: ['salade'] },
          { name: '', dishes: [] },
          'Dessert',
          { name: 'x'.repeat(SET_MENU_LIMITS.courseNameMaxLength + 1), dishes: ['tiramisu'] },
        ],
      }),
    ).toEqual({
      'courses.1.name': staffMessageOf('setMenu.courseNameRequired', { course: 2 }),
      'courses.1.dishes': staffMessageOf('setMenu.courseDishesRequired', { course: 2 }),
      'courses.2.name': staffMessageOf('setMenu.courseNameRequired', { course: 3 }),
      'courses.2.dishes': staffMessageOf('setMenu.courseDishesRequired', { course: 3 }),
      'courses.3.name': staffMessageOf('setMenu.courseNameTooLong', {
        course: 4,
        max: SET_MENU_LIMITS.courseNameMaxLength,
      }),
    });
    expect(staffText('setMenu.courseNameRequired', { course: 2 })).toBe(
      'Service n° 2 : indiquez son nom (par exemple « Plat »)',
    );
    const longest = { name: 'x'.repeat(SET_MENU_LIMITS.courseNameMaxLength), dishes: ['a'] };
    expect(validateSetMenu({ ...LUNCH, courses: [longest] }).ok).toBe(true);
  });

  it('refuses a dish that is not an id, and too many dishes', () => {
    for (const dish of [12, '', ' padded ', 'a\u0000b', null, { title: 'Risotto' }]) {
      expect(refusal({ ...LUNCH, courses: [{ name: 'Plat', dishes: ['risotto', dish] }] })).toEqual({
        'courses.0.dishes': staffMessageOf('setMenu.courseDishUnknown', { course: 1 }),
      });
    }
    const ids = Array.from({ length: SET_MENU_LIMITS.maxDishesPerCourse }, (_, index) => `dish-${index}`);
    expect(validateSetMenu({ ...LUNCH, courses: [{ name: 'Plat', dishes: ids }] }).ok).toBe(true);
    expect(refusal({ ...LUNCH, courses: [{ name: 'Plat', dishes: [...ids, 'one-more'] }] })).toEqual({
      'courses.0.dishes': staffMessageOf('setMenu.courseDishesTooMany', {
        course: 1,
        max: SET_MENU_LIMITS.maxDishesPerCourse,
      }),
    });
  });

  it('reports every problem at once', () => {
    expect(Object.keys(refusal({}))).toEqual(['name', 'price', 'days', 'startsAt', 'endsAt', 'courses']);
  });
});

describe('courseSummary', () => {
  it('announces the courses in order, the first word capitalised', () => {
    expect(courseSummary([{ name: 'Entrée' }, { name: 'Plat' }])).toBe('Entrée + plat');
    expect(courseSummary([{ name: 'plat' }, { name: 'Dessert' }, { name: 'Café' }])).toBe('Plat + dessert + café');
    expect(courseSummary([])).toBe('');
  });
});

describe('setMenuMealTime', () => {
  it('is midday within 10:00–15:00, evening from 17:00, else the hours', () => {
    expect(setMenuMealTime('11:30', '14:00')).toBe('midday');
    expect(setMenuMealTime('10:00', '15:00')).toBe('midday');
    expect(setMenuMealTime('09:59', '14:00')).toBe('hours');
    expect(setMenuMealTime('11:30', '15:01')).toBe('hours');
    expect(setMenuMealTime('14:00', '11:30')).toBe('hours');
    expect(setMenuMealTime('17:00', '22:00')).toBe('evening');
    expect(setMenuMealTime('19:00', '00:30')).toBe('evening');
    expect(setMenuMealTime('16:59', '22:00')).toBe('hours');
  });
});

describe('setMenuSchedule', () => {
  const weekdays = { days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'] as SetMenu['days'] };

  it('says when the set menu is served, the same at any hour, in the four languages', () => {
    const lunch = { ...weekdays, startsAt: '11:30', endsAt: '14:00' };
    expect(setMenuSchedule(lunch)).toBe('servie du lundi au vendredi à midi');
    expect(setMenuSchedule(lunch, 'en')).toBe('served Monday to Friday at lunchtime');
    expect(setMenuSchedule(lunch, 'de')).toBe('serviert von Montag bis Freitag mittags');
    expect(setMenuSchedule(lunch, 'it')).toBe('servito dal lunedì al venerdì a pranzo');
  });

  it('says it alike from a language (the server) and from its texts (the browser)', () => {
    const lunch = { ...weekdays, startsAt: '11:30', endsAt: '14:00' };
    expect(setMenuScheduleFrom(lunch, dictionaryFor('de'))).toBe('serviert von Montag bis Freitag mittags');
    expect(setMenuScheduleFrom(lunch, dictionaryFor('fr'))).toBe(setMenuSchedule(lunch));
  });

  it('says the evening, or the hours when neither fits', () => {
    const evening = { days: ['Vendredi', 'Samedi'] as SetMenu['days'], startsAt: '18:30', endsAt: '22:00' };
    expect(setMenuSchedule(evening)).toBe('servie le vendredi et le samedi le soir');
    expect(setMenuSchedule(evening, 'en')).toBe('served on Friday and Saturday in the evening');
    expect(setMenuSchedule(evening, 'de')).toBe('serviert am Freitag und Samstag abends');
    expect(setMenuSchedule(evening, 'it')).toBe('servito il venerdì e il sabato a cena');
    const brunch = { days: ['Dimanche'] as SetMenu['days'], startsAt: '10:00', endsAt: '16:00' };
    expect(setMenuSchedule(brunch)).toBe('servie le dimanche de 10 h 00 à 16 h 00');
    expect(setMenuSchedule(brunch, 'en')).toBe('served on Sunday from 10:00 to 16:00');
    expect(setMenuSchedule(brunch, 'de')).toBe('serviert am Sonntag von 10.00 bis 16.00 Uhr');
    expect(setMenuSchedule(brunch, 'it')).toBe('servito la domenica dalle 10:00 alle 16:00');
  });

  it('says every day', () => {
    const days = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as SetMenu['days'];
    expect(setMenuSchedule({ days, startsAt: '12:00', endsAt: '14:30' })).toBe('servie tous les jours à midi');
  });
});

function dish(id: string): PublicMenuItem {
  return {
    id,
    title: `Plat ${id}`,
    price: 20,
    description: 'Du jour',
    category: 'Nos Spécialités',
    availability: 'disponible',
    photo: null,
    ...NO_LAW_DETAILS,
  };
}

describe('toPublicSetMenus', () => {
  const setMenu = (id: string, courses: SetMenu['courses']): SetMenu => ({
    id,
    name: `Formule ${id}`,
    price: 24.5,
    days: ['Lundi'],
    startsAt: '11:30',
    endsAt: '14:00',
    courses,
  });

  it("gives each course's dishes as the public menu does, dropping those it does not show", () => {
    const shown = [dish('a'), dish('b'), dish('c')];
    const lunch = setMenu('midi', [
      { name: 'Entrée', dishes: ['b', 'hidden', 'a'] },
      { name: 'Plat', dishes: ['c'] },
    ]);
    expect(toPublicSetMenus([lunch], shown)).toEqual([
      {
        ...lunch,
        courses: [
          { name: 'Entrée', dishes: [shown[1], shown[0]] },
          { name: 'Plat', dishes: [shown[2]] },
        ],
      },
    ]);
  });

  it('leaves out a set menu with a course left empty, or with no course', () => {
    const shown = [dish('a')];
    const menus = [
      setMenu('empty-course', [
        { name: 'Entrée', dishes: ['a'] },
        { name: 'Plat', dishes: ['hidden'] },
      ]),
      setMenu('no-course', []),
      setMenu('kept', [{ name: 'Plat', dishes: ['a'] }]),
    ];
    expect(toPublicSetMenus(menus, shown).map((menu) => menu.id)).toEqual(['kept']);
  });
});

describe('compareSetMenus', () => {
  it('orders by price, then by name', () => {
    const menus = [
      { name: 'Formule soir', price: 39 },
      { name: 'Formule midi', price: 24.5 },
      { name: 'Business', price: 24.5 },
    ];
    expect([...menus].sort(compareSetMenus).map((menu) => menu.name)).toEqual([
      'Business',
      'Formule midi',
      'Formule soir',
    ]);
  });
});
