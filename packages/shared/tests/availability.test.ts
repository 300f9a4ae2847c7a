import { describe, expect, it } from 'vitest';
import {
  NO_LAW_DETAILS,
  addDaysToDayText,
  asOfServiceDay,
  compareMenuItems,
  dateWindowOn,
  isDayText,
  isPublicMenuItem,
  isPublicOn,
  nextServiceDayStart,
  scheduleText,
  serviceDayOf,
  serviceDayStart,
  soldOutText,
  validateMenuItem,
  staffMessageOf,
  type AvailabilityFields,
} from '../src';

const at = (iso: string) => new Date(iso);

describe('service day (docs/product.md#service-day)', () => {
  it('starts at 05:00 in Zurich: UTC+1 in winter, UTC+2 in summer', () => {
    expect(serviceDayStart('2026-11-24').toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(serviceDayStart('2027-07-14').toISOString()).toBe('2027-07-14T03:00:00.000Z');
  });

  it('belongs to the evening before until 05:00, Zurich time', () => {
    expect(serviceDayOf(at('2026-11-24T03:59:59.999Z'))).toBe('2026-11-23');
    expect(serviceDayOf(at('2026-11-24T04:00:00.000Z'))).toBe('2026-11-24');
    // 23:30 in Zurich on the 23rd is 22:30 UTC: still the 23rd, not yet in UTC's next day either way.
    expect(serviceDayOf(at('2026-11-23T22:30:00Z'))).toBe('2026-11-23');
    // 00:30 in Zurich on the 24th (23:30 UTC on the 23rd) is the evening of the 23rd.
    expect(serviceDayOf(at('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
  });

  it('turns over at 05:00 across the spring change (28 March 2027: 02:00 → 03:00)', () => {
    // The night of the change is an hour short: 05:00 that morning is already summer time, 03:00 UTC.
    expect(serviceDayOf(at('2027-03-28T02:59:59Z'))).toBe('2027-03-27');
    expect(serviceDayOf(at('2027-03-28T03:00:00Z'))).toBe('2027-03-28');
    expect(nextServiceDayStart(at('2027-03-27T20:00:00Z')).toISOString()).toBe('2027-03-28T03:00:00.000Z');
  });

  it('turns over at 05:00 across the autumn change (31 October 2027: 03:00 → 02:00)', () => {
    expect(serviceDayOf(at('2027-10-31T03:59:59Z'))).toBe('2027-10-30');
    expect(serviceDayOf(at('2027-10-31T04:00:00Z'))).toBe('2027-10-31');
    expect(nextServiceDayStart(at('2027-10-30T21:00:00Z')).toISOString()).toBe('2027-10-31T04:00:00.000Z');
  });

  it('next start is strictly after the instant, also at a start itself', () => {
    expect(nextServiceDayStart(at('2026-11-24T04:00:00Z')).toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(nextServiceDayStart(at('2026-11-24T03:59:59Z')).toISOString()).toBe('2026-11-24T04:00:00.000Z');
  });

  it('reads only real days written YYYY-MM-DD', () => {
    expect(isDayText('2027-02-14')).toBe(true);
    expect(isDayText('2028-02-29')).toBe(true);
    for (const text of ['2027-02-29', '2027-13-01', '14.02.2027', '2027-2-14', '', null, 20270214]) {
      expect(isDayText(text)).toBe(false);
    }
    expect(addDaysToDayText('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDayText('2028-03-01', -1)).toBe('2028-02-29');
  });
});

const item = (fields: Partial<AvailabilityFields> = {}): AvailabilityFields => ({
  availability: 'disponible',
  soldOutOn: null,
  availableFrom: null,
  availableUntil: null,
  ...fields,
});

describe('availability (docs/product.md#availability)', () => {
  it('a dish sold out for a service day is available again from the next one', () => {
    const soldOut = item({ availability: 'épuisé', soldOutOn: '2026-11-23' });
    expect(asOfServiceDay(soldOut, '2026-11-23')).toBe(soldOut);
    expect(asOfServiceDay(soldOut, '2026-11-24')).toEqual(item());
  });

  it('a dish sold out until further notice stays sold out', () => {
    const soldOut = item({ availability: 'épuisé' });
    expect(asOfServiceDay(soldOut, '2030-01-01')).toBe(soldOut);
  });

  it('visitors see available and sold-out dishes, never hidden ones', () => {
    expect(isPublicOn(item(), '2026-11-23')).toBe(true);
    expect(isPublicOn(item({ availability: 'épuisé' }), '2026-11-23')).toBe(true);
    expect(isPublicOn(item({ availability: 'masqué' }), '2026-11-23')).toBe(false);
  });

  it('a dated item is public from its first to its last service day, both included', () => {
    const valentine = item({ availableFrom: '2027-02-12', availableUntil: '2027-02-14' });
    expect(dateWindowOn(valentine, '2027-02-11')).toBe('upcoming');
    expect(dateWindowOn(valentine, '2027-02-12')).toBe('current');
    expect(dateWindowOn(valentine, '2027-02-14')).toBe('current');
    expect(dateWindowOn(valentine, '2027-02-15')).toBe('ended');
    expect(isPublicOn(valentine, '2027-02-11')).toBe(false);
    expect(isPublicOn(valentine, '2027-02-13')).toBe(true);
    expect(isPublicOn(valentine, '2027-02-15')).toBe(false);
    // Half-open windows.
    expect(isPublicOn(item({ availableFrom: '2027-06-21' }), '2030-01-01')).toBe(true);
    expect(isPublicOn(item({ availableUntil: '2026-09-22' }), '2026-09-23')).toBe(false);
    // The 14th's dinner goes on after midnight: it leaves the menu at 05:00 on the 15th.
    expect(isPublicOn(valentine, serviceDayOf(at('2027-02-15T03:59:00Z')))).toBe(true);
    expect(isPublicOn(valentine, serviceDayOf(at('2027-02-15T04:00:00Z')))).toBe(false);
  });

  it('says in French what the dashboard shows', () => {
    expect(scheduleText(item({ availableFrom: '2027-02-12', availableUntil: '2027-02-14' }))).toBe(
      'Programmé du 12.02.2027 au 14.02.2027',
    );
    expect(soldOutText(item({ availability: 'épuisé', soldOutOn: '2026-11-23' }))).toBe(
      "Épuisé jusqu'au 24.11.2026 à 5 h",
    );
    expect(soldOutText(item({ availability: 'épuisé' }))).toBe("Épuisé jusqu'à nouvel ordre");
  });
});

const VALID = { title: 'Fondue', price: '29', description: 'Moitié-moitié', category: 'Nos Spécialités' };

describe('the availability fields in validateMenuItem', () => {
  it('an item sent without them is available, undated (clients of the first version)', () => {
    const result = validateMenuItem(VALID);
    expect(result).toEqual({
      ok: true,
      values: {
        ...VALID,
        price: 29,
        availability: 'disponible',
        soldOutOn: null,
        availableFrom: null,
        availableUntil: null,
        boardUntil: null,
        ...NO_LAW_DETAILS,
      },
    });
  });

  it('refuses an unknown availability and impossible dates, each with its message', () => {
    const result = validateMenuItem({
      ...VALID,
      availability: 'sold-out',
      availableFrom: '2027-02-30',
      soldOutOn: 'demain',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        availability: staffMessageOf('menuItem.availabilityUnknown'),
        availableFrom: staffMessageOf('menuItem.availableFromInvalid'),
        soldOutOn: staffMessageOf('menuItem.soldOutOnInvalid'),
      },
    });
  });

  it('refuses a last day before the first, accepts a single day', () => {
    expect(validateMenuItem({ ...VALID, availableFrom: '2027-02-14', availableUntil: '2027-02-13' })).toEqual({
      ok: false,
      errors: { availableUntil: staffMessageOf('menuItem.availableUntilBeforeFrom') },
    });
    const single = validateMenuItem({ ...VALID, availableFrom: ' 2027-02-14 ', availableUntil: '2027-02-14' });
    expect(single.ok && [single.values.availableFrom, single.values.availableUntil]).toEqual([
      '2027-02-14',
      '2027-02-14',
    ]);
  });

  it('keeps a sold-out day only on a sold-out dish', () => {
    const soldOut = validateMenuItem({ ...VALID, availability: 'épuisé', soldOutOn: '2026-11-23' });
    expect(soldOut.ok && soldOut.values.soldOutOn).toBe('2026-11-23');
    const available = validateMenuItem({ ...VALID, availability: 'disponible', soldOutOn: '2026-11-23' });
    expect(available.ok && available.values.soldOutOn).toBeNull();
  });

  it('a public item carries its availability', () => {
    const publicItem = {
      id: 'a',
      title: 'T',
      price: 1,
      description: 'D',
      category: 'Nos Pizzas',
      ...NO_LAW_DETAILS,
      photo: null,
    };
    expect(isPublicMenuItem(publicItem)).toBe(false);
    expect(isPublicMenuItem({ ...publicItem, availability: 'épuisé' })).toBe(true);
  });
});

describe('order within a category (docs/product.md#order-within-a-category)', () => {
  it('sorts by category, then position, then title', () => {
    const dish = (title: string, category: string, position?: number) => ({ title, category, position });
    const sorted = [
      dish('Zuppa', 'Nos Pâtes', 0),
      dish('Alpha', 'Nos Pâtes', 2),
      dish('Beta', 'Nos Pâtes', 1),
      dish('Osso buco', 'Nos Viandes', 5),
      dish('Aucun rang', 'Nos Pâtes'),
    ].sort(compareMenuItems);
    expect(sorted.map((entry) => entry.title)).toEqual(['Osso buco', 'Zuppa', 'Beta', 'Alpha', 'Aucun rang']);
  });
});
