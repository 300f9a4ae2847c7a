import { describe, expect, it } from 'vitest';
import {
  EVENING_LIMITS,
  EVENING_PATH_PREFIXES,
  depositCentimes,
  eveningListed,
  eveningPath,
  eveningServiceOf,
  eveningTimesLeft,
  isEveningSlug,
  slugOf,
  staffMessageOf,
  validateEvening,
  type EveningInput,
} from '../src';

/** St. Silvestre as the staff form sends it: times out of order and one twice, the CMS's long form among them. */
const SILVESTRE: EveningInput = {
  name: '  Menu de St. Silvestre ',
  description: ' Cinq plats et une coupe à minuit. ',
  date: '2026-12-31',
  times: ['21:30', '19:00:00.000', '19:00'],
  menuText: 'Vitello tonnato\nRisotto al Merlot',
  pricePerPerson: 149.5,
  capacity: 60,
  depositPerPerson: 49.95,
  cancellationTerms: ' Acompte remboursé jusqu’à 7 jours avant. ',
  published: true,
};

const withAccount = { paymentsReady: true };
const withoutAccount = { paymentsReady: false };

const refusal = (input: EveningInput, rules = withAccount) => {
  const result = validateEvening(input, rules);
  if (result.ok) throw new Error('accepted');
  return result.errors;
};
const accepted = (input: EveningInput, rules = withAccount) => {
  const result = validateEvening(input, rules);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.values;
};

describe('an evening as staff send it (docs/product.md#evenings)', () => {
  it('is kept clean: trimmed texts, a slug made from the name, each time once and in order', () => {
    expect(validateEvening(SILVESTRE, withAccount)).toEqual({
      ok: true,
      values: {
        name: 'Menu de St. Silvestre',
        description: 'Cinq plats et une coupe à minuit.',
        slug: 'menu-de-st-silvestre',
        date: '2026-12-31',
        times: ['19:00', '21:30'],
        setMenuId: null,
        menuText: 'Vitello tonnato Risotto al Merlot',
        pricePerPerson: 149.5,
        capacity: 60,
        depositPerPerson: 49.95,
        maxPartyOnline: EVENING_LIMITS.defaultMaxPartyOnline,
        cancellationTerms: 'Acompte remboursé jusqu’à 7 jours avant.',
        published: true,
      },
    });
  });

  it('is a draft unless published is true, and may leave out the texts that are not required', () => {
    const least = { ...SILVESTRE, description: undefined, cancellationTerms: undefined, published: undefined };
    expect(accepted(least)).toMatchObject({ description: '', cancellationTerms: '', published: false });
    expect(accepted({ ...SILVESTRE, published: false }).published).toBe(false);
    for (const published of ['true', 1, null]) {
      expect(refusal({ ...SILVESTRE, published })).toEqual({
        published: staffMessageOf('evening.publishedInvalid'),
      });
    }
  });

  it('needs a name of at most 120 characters', () => {
    for (const name of [undefined, '', ' \u0000 ', 42]) {
      expect(refusal({ ...SILVESTRE, name, slug: 'silvestre' })).toEqual({
        name: staffMessageOf('evening.nameRequired'),
      });
    }
    const longest = 'x'.repeat(EVENING_LIMITS.nameMaxLength);
    expect(accepted({ ...SILVESTRE, name: longest }).name).toBe(longest);
    expect(refusal({ ...SILVESTRE, name: `${longest}x` })).toEqual({
      name: staffMessageOf('evening.tooLong', { max: EVENING_LIMITS.nameMaxLength }),
    });
  });

  it('takes the slug staff write instead of the name’s, trimmed, when it is one', () => {
    expect(accepted({ ...SILVESTRE, slug: ' silvestre-2026 ' }).slug).toBe('silvestre-2026');
    expect(accepted({ ...SILVESTRE, slug: '' }).slug).toBe('menu-de-st-silvestre');
    const longest = 'a'.repeat(EVENING_LIMITS.slugMaxLength);
    expect(accepted({ ...SILVESTRE, slug: longest }).slug).toBe(longest);
    for (const slug of ['Silvestre', 'st.-silvestre', 'st--silvestre', '-silvestre', 'soirée', `${longest}a`]) {
      expect(refusal({ ...SILVESTRE, slug })).toEqual({
        slug: staffMessageOf('evening.slugInvalid', { max: EVENING_LIMITS.slugMaxLength }),
      });
    }
  });

  it('asks for a slug when none can be made from the name', () => {
    expect(refusal({ ...SILVESTRE, name: '« ! »' })).toEqual({
      slug: staffMessageOf('evening.slugInvalid', { max: EVENING_LIMITS.slugMaxLength }),
    });
    expect(refusal({ ...SILVESTRE, name: '' })).toEqual({
      name: staffMessageOf('evening.nameRequired'),
      slug: staffMessageOf('evening.slugInvalid', { max: EVENING_LIMITS.slugMaxLength }),
    });
    expect(accepted({ ...SILVESTRE, name: '« ! »', slug: 'silvestre' }).slug).toBe('silvestre');
  });

  it('needs a real day as YYYY-MM-DD', () => {
    for (const date of [undefined, '', '2026-02-30', '31.12.2026', 20261231]) {
      expect(refusal({ ...SILVESTRE, date })).toEqual({ date: staffMessageOf('evening.dateRequired') });
    }
  });

  it('needs at least one arrival time, each a time, at most six different ones', () => {
    for (const times of [undefined, [], '19:00']) {
      expect(refusal({ ...SILVESTRE, times })).toEqual({ times: staffMessageOf('evening.timesRequired') });
    }
    for (const times of [['19:00', '25:00'], ['19:00', 1900], ['7pm']]) {
      expect(refusal({ ...SILVESTRE, times })).toEqual({ times: staffMessageOf('evening.timeInvalid') });
    }
    const six = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
    expect(accepted({ ...SILVESTRE, times: [...six, '18:00:00'] }).times).toEqual(six);
    expect(refusal({ ...SILVESTRE, times: [...six, '21:00'] })).toEqual({
      times: staffMessageOf('evening.tooManyTimes', { max: EVENING_LIMITS.maxTimes }),
    });
  });

  it('keeps all its times in one service, dinner from 16:00', () => {
    expect(accepted({ ...SILVESTRE, times: ['14:00', '11:30'] }).times).toEqual(['11:30', '14:00']);
    expect(accepted({ ...SILVESTRE, times: ['16:00', '23:59'] }).times).toEqual(['16:00', '23:59']);
    for (const times of [
      ['12:00', '19:00'],
      ['15:59', '16:00'],
    ]) {
      expect(refusal({ ...SILVESTRE, times })).toEqual({ times: staffMessageOf('evening.timesOneService') });
    }
    // A time that is none is named first, whatever the services of the others.
    expect(refusal({ ...SILVESTRE, times: ['12:00', '19:00', 'midi'] })).toEqual({
      times: staffMessageOf('evening.timeInvalid'),
    });
  });

  it('serves a set menu or a written menu, exactly one', () => {
    expect(accepted({ ...SILVESTRE, menuText: undefined, setMenuId: ' k3x9 ' })).toMatchObject({
      setMenuId: 'k3x9',
      menuText: '',
    });
    expect(accepted({ ...SILVESTRE, setMenuId: '' })).toMatchObject({ setMenuId: null });
    for (const menu of [
      { setMenuId: 'k3x9', menuText: 'Risotto' },
      { setMenuId: ' ', menuText: '\u0000' },
      { setMenuId: 42, menuText: undefined },
    ]) {
      expect(refusal({ ...SILVESTRE, ...menu })).toEqual({ menuText: staffMessageOf('evening.menuOne') });
    }
  });

  it('keeps the description, the menu and the terms within 2000 characters each', () => {
    const longest = 'x'.repeat(2000);
    expect(
      accepted({ ...SILVESTRE, description: longest, menuText: longest, cancellationTerms: longest }),
    ).toMatchObject({ description: longest, menuText: longest, cancellationTerms: longest });
    const tooLong = staffMessageOf('evening.tooLong', { max: 2000 });
    expect(
      refusal({ ...SILVESTRE, description: `${longest}x`, menuText: `${longest}x`, cancellationTerms: `${longest}x` }),
    ).toEqual({ description: tooLong, menuText: tooLong, cancellationTerms: tooLong });
    expect([
      EVENING_LIMITS.descriptionMaxLength,
      EVENING_LIMITS.menuTextMaxLength,
      EVENING_LIMITS.termsMaxLength,
    ]).toEqual([2000, 2000, 2000]);
  });

  it('costs more than 0 and at most 10 000 francs a person, in centimes at most', () => {
    const priceInvalid = { pricePerPerson: staffMessageOf('evening.priceInvalid', { max: EVENING_LIMITS.priceMax }) };
    // 19.99 × 100 is 1998.9999999999998 in floating point: still a price in centimes.
    for (const pricePerPerson of [0.01, 12.5, 19.99, 1.15, EVENING_LIMITS.priceMax]) {
      expect(accepted({ ...SILVESTRE, pricePerPerson, depositPerPerson: 0 }).pricePerPerson).toBe(pricePerPerson);
    }
    for (const pricePerPerson of [undefined, 0, -10, 10_000.01, 149.505, '149.50', Number.NaN, Infinity]) {
      expect(refusal({ ...SILVESTRE, pricePerPerson, depositPerPerson: 0 })).toEqual(priceInvalid);
    }
  });

  it('asks a deposit of 0 up to the price, in centimes at most, none when left out', () => {
    expect(accepted({ ...SILVESTRE, depositPerPerson: undefined }).depositPerPerson).toBe(0);
    expect(accepted({ ...SILVESTRE, depositPerPerson: null }).depositPerPerson).toBe(0);
    expect(accepted({ ...SILVESTRE, depositPerPerson: 149.5 }).depositPerPerson).toBe(149.5);
    expect(accepted({ ...SILVESTRE, depositPerPerson: 0.29 }).depositPerPerson).toBe(0.29);
    for (const depositPerPerson of [149.51, -1, 10.005, '50', Number.NaN]) {
      expect(refusal({ ...SILVESTRE, depositPerPerson })).toEqual({
        depositPerPerson: staffMessageOf('evening.depositInvalid'),
      });
    }
  });

  it('keeps a deposit within 10 000 francs while the price is wrong', () => {
    const priceInvalid = staffMessageOf('evening.priceInvalid', { max: EVENING_LIMITS.priceMax });
    expect(refusal({ ...SILVESTRE, pricePerPerson: 0, depositPerPerson: EVENING_LIMITS.priceMax })).toEqual({
      pricePerPerson: priceInvalid,
    });
    expect(refusal({ ...SILVESTRE, pricePerPerson: 0, depositPerPerson: 10_000.01 })).toEqual({
      pricePerPerson: priceInvalid,
      depositPerPerson: staffMessageOf('evening.depositInvalid'),
    });
  });

  it('takes no deposit without the owner’s account, the QR-bill being paid to it', () => {
    expect(refusal(SILVESTRE, withoutAccount)).toEqual({
      depositPerPerson: staffMessageOf('evening.depositWithoutAccount'),
    });
    expect(accepted({ ...SILVESTRE, depositPerPerson: 0 }, withoutAccount).depositPerPerson).toBe(0);
    expect(accepted({ ...SILVESTRE, depositPerPerson: undefined }, withoutAccount).depositPerPerson).toBe(0);
    expect(refusal({ ...SILVESTRE, depositPerPerson: 500 }, withoutAccount)).toEqual({
      depositPerPerson: staffMessageOf('evening.depositInvalid'),
    });
  });

  it('sells 1 to 500 covers, a whole number', () => {
    for (const capacity of [8, EVENING_LIMITS.capacityMax]) {
      expect(accepted({ ...SILVESTRE, capacity }).capacity).toBe(capacity);
    }
    expect(accepted({ ...SILVESTRE, capacity: 1, maxPartyOnline: 1 }).capacity).toBe(1);
    for (const capacity of [undefined, 0, 60.5, EVENING_LIMITS.capacityMax + 1, '60']) {
      expect(refusal({ ...SILVESTRE, capacity, maxPartyOnline: 1 })).toEqual({
        capacity: staffMessageOf('evening.capacityInvalid', { max: EVENING_LIMITS.capacityMax }),
      });
    }
  });

  it('books online a party of 1 up to the evening’s covers, at most 8 unless staff say otherwise', () => {
    expect(accepted({ ...SILVESTRE, maxPartyOnline: 1 }).maxPartyOnline).toBe(1);
    expect(accepted({ ...SILVESTRE, maxPartyOnline: 60 }).maxPartyOnline).toBe(60);
    expect(accepted({ ...SILVESTRE, maxPartyOnline: null }).maxPartyOnline).toBe(8);
    // Left out, the usual 8 within the evening's covers.
    expect(accepted({ ...SILVESTRE, capacity: 6 }).maxPartyOnline).toBe(6);
    expect(accepted({ ...SILVESTRE, capacity: 1 }).maxPartyOnline).toBe(1);
    expect(accepted({ ...SILVESTRE, capacity: 8 }).maxPartyOnline).toBe(8);
    expect(accepted({ ...SILVESTRE, capacity: 6, maxPartyOnline: null }).maxPartyOnline).toBe(6);
    for (const maxPartyOnline of [0, 61, 2.5, '8']) {
      expect(refusal({ ...SILVESTRE, maxPartyOnline })).toEqual({
        maxPartyOnline: staffMessageOf('evening.maxPartyInvalid'),
      });
    }
    // Without a number of covers, the party is held to the largest evening.
    expect(refusal({ ...SILVESTRE, capacity: 0, maxPartyOnline: EVENING_LIMITS.capacityMax })).toEqual({
      capacity: staffMessageOf('evening.capacityInvalid', { max: EVENING_LIMITS.capacityMax }),
    });
    expect(refusal({ ...SILVESTRE, capacity: 0, maxPartyOnline: EVENING_LIMITS.capacityMax + 1 })).toEqual({
      capacity: staffMessageOf('evening.capacityInvalid', { max: EVENING_LIMITS.capacityMax }),
      maxPartyOnline: staffMessageOf('evening.maxPartyInvalid'),
    });
  });

  it('names every bad field at once', () => {
    expect(validateEvening({ times: [] }, withoutAccount)).toEqual({
      ok: false,
      errors: {
        name: staffMessageOf('evening.nameRequired'),
        slug: staffMessageOf('evening.slugInvalid', { max: EVENING_LIMITS.slugMaxLength }),
        date: staffMessageOf('evening.dateRequired'),
        pricePerPerson: staffMessageOf('evening.priceInvalid', { max: EVENING_LIMITS.priceMax }),
        capacity: staffMessageOf('evening.capacityInvalid', { max: EVENING_LIMITS.capacityMax }),
        times: staffMessageOf('evening.timesRequired'),
        menuText: staffMessageOf('evening.menuOne'),
      },
    });
  });
});

describe('the slug of an evening’s page', () => {
  it('is made from the name: lower case, accents dropped, anything else between words one hyphen', () => {
    expect(slugOf('Menu de St. Silvestre')).toBe('menu-de-st-silvestre');
    expect(slugOf('Soirée Saint-Valentin 2027 !')).toBe('soiree-saint-valentin-2027');
    expect(slugOf('  « Fête des Vignerons » — Ça, c’est ÉTÉ  ')).toBe('fete-des-vignerons-ca-c-est-ete');
    expect(slugOf('Nuit  ...  du   Merlot')).toBe('nuit-du-merlot');
    expect(slugOf('Bœuf & Cœur à la Straße')).toBe('boeuf-coeur-a-la-strasse');
    expect(slugOf('')).toBe('');
    expect(slugOf('« ! »')).toBe('');
  });

  it('stops at 80 characters, without a hyphen at its end', () => {
    expect(slugOf('a'.repeat(100))).toBe('a'.repeat(80));
    expect(slugOf(`${'a'.repeat(79)} bcd`)).toBe('a'.repeat(79));
    expect(slugOf(`${'a'.repeat(78)} b cd`)).toBe(`${'a'.repeat(78)}-b`);
    expect(isEveningSlug(slugOf(`Soirée ${'très '.repeat(30)}longue`))).toBe(true);
  });

  it('is lowercase letters and digits, one hyphen between words, at most 80 characters', () => {
    for (const slug of ['silvestre', 'st-silvestre-2026', '2026', 'a'.repeat(80)]) {
      expect(isEveningSlug(slug)).toBe(true);
    }
    for (const slug of ['', 'Silvestre', 'st--silvestre', '-silvestre', 'silvestre-', 'st silvestre', 'st_silvestre']) {
      expect(isEveningSlug(slug)).toBe(false);
    }
    expect(isEveningSlug('soirée')).toBe(false);
    expect(isEveningSlug('a'.repeat(81))).toBe(false);
    expect(isEveningSlug(42)).toBe(false);
    expect(isEveningSlug(null)).toBe(false);
  });

  it('names the evening’s public page in each language', () => {
    expect(EVENING_PATH_PREFIXES).toEqual({
      fr: '/soirees',
      en: '/en/evenings',
      de: '/de/abende',
      it: '/it/serate',
    });
    expect(eveningPath('fr', 'st-silvestre')).toBe('/soirees/st-silvestre');
    expect(eveningPath('en', 'st-silvestre')).toBe('/en/evenings/st-silvestre');
    expect(eveningPath('de', 'st-silvestre')).toBe('/de/abende/st-silvestre');
    expect(eveningPath('it', 'st-silvestre')).toBe('/it/serate/st-silvestre');
  });
});

describe('the service an evening replaces', () => {
  it('is lunch before 16:00 and dinner from 16:00', () => {
    expect(eveningServiceOf('12:00')).toBe('Midi');
    expect(eveningServiceOf('15:59')).toBe('Midi');
    expect(eveningServiceOf('16:00')).toBe('Soir');
    expect(eveningServiceOf('19:30')).toBe('Soir');
  });
});

describe('an evening as visitors see it', () => {
  const evening = { published: true, date: '2026-12-31', times: ['19:00', '21:30'] };
  /** Winter in Geneva: UTC+1. */
  const lastMinuteOfThe30th = new Date('2026-12-30T22:59:59Z');
  const midnightOfThe31st = new Date('2026-12-30T23:00:00Z');
  const lastMinuteOfThe31st = new Date('2026-12-31T22:59:59Z');
  const midnightOfJanuary1st = new Date('2026-12-31T23:00:00Z');

  it('is listed once published, until its day is over in Geneva', () => {
    expect(eveningListed(evening, new Date('2026-11-30T08:00:00Z'))).toBe(true);
    expect(eveningListed(evening, midnightOfThe31st)).toBe(true);
    expect(eveningListed(evening, lastMinuteOfThe31st)).toBe(true);
    expect(eveningListed(evening, midnightOfJanuary1st)).toBe(false);
    expect(eveningListed({ ...evening, published: false }, new Date('2026-11-30T08:00:00Z'))).toBe(false);
    expect(eveningListed({ ...evening, published: false }, midnightOfJanuary1st)).toBe(false);
  });

  it('counts its day in Geneva’s summer time too', () => {
    const august1st = { published: true, date: '2027-08-01' };
    expect(eveningListed(august1st, new Date('2027-08-01T21:59:59Z'))).toBe(true);
    expect(eveningListed(august1st, new Date('2027-08-01T22:00:00Z'))).toBe(false);
  });

  it('offers the times not yet begun', () => {
    expect(eveningTimesLeft(evening, lastMinuteOfThe30th)).toEqual(['19:00', '21:30']);
    expect(eveningTimesLeft(evening, midnightOfThe31st)).toEqual(['19:00', '21:30']);
    expect(eveningTimesLeft(evening, new Date('2026-12-31T17:59:59Z'))).toEqual(['19:00', '21:30']);
    expect(eveningTimesLeft(evening, new Date('2026-12-31T18:00:00Z'))).toEqual(['21:30']);
    expect(eveningTimesLeft(evening, new Date('2026-12-31T20:29:59Z'))).toEqual(['21:30']);
    expect(eveningTimesLeft(evening, new Date('2026-12-31T20:30:00Z'))).toEqual([]);
    expect(eveningTimesLeft(evening, lastMinuteOfThe31st)).toEqual([]);
  });

  it('offers no time once past, nor while unpublished', () => {
    expect(eveningTimesLeft(evening, midnightOfJanuary1st)).toEqual([]);
    expect(eveningTimesLeft({ ...evening, published: false }, lastMinuteOfThe30th)).toEqual([]);
  });
});

describe('the deposit a booking of an evening pays', () => {
  it('is the deposit per person times the party, in whole centimes', () => {
    expect(depositCentimes(50, 2, true)).toBe(10_000);
    // 49.95 × 3 is 149.85000000000002 in floating point.
    expect(depositCentimes(49.95, 3, true)).toBe(14_985);
    expect(depositCentimes(19.99, 3, true)).toBe(5_997);
    expect(depositCentimes(0.1, 7, true)).toBe(70);
    expect(depositCentimes(0, 4, true)).toBe(0);
  });

  it('is none without the owner’s account', () => {
    expect(depositCentimes(50, 2, false)).toBe(0);
    expect(depositCentimes(49.95, 3, false)).toBe(0);
  });
});
