import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  genevaDay,
  genevaOffsetAt,
  genevaOffsets,
  genevaTimeAt,
  instantOfGenevaTime,
  openingStatus,
  secondsUntilGenevaMidnight,
  upcomingExceptions,
  type OpeningException,
  type OpeningSlot,
  type ZoneOffsets,
} from '../src';

const at = (iso: string) => new Date(iso).getTime();
const MINUTE = 60_000;

describe('genevaOffsets: Geneva’s offsets worked out on the server for a browser', () => {
  const offsets = () => genevaOffsets(new Date('2026-11-27T14:07:31Z'), 800);

  it('names each change of the coming years at its minute, from the day before, in winter time', () => {
    expect(offsets().changes).toEqual([
      { from: at('2026-11-26T14:07:00Z'), minutes: 60 },
      { from: at('2027-03-28T01:00:00Z'), minutes: 120 },
      { from: at('2027-10-31T01:00:00Z'), minutes: 60 },
      { from: at('2028-03-26T01:00:00Z'), minutes: 120 },
      { from: at('2028-10-29T01:00:00Z'), minutes: 60 },
    ]);
    expect(offsets().until).toBe(at('2026-11-27T14:07:00Z') + 800 * 24 * 60 * MINUTE);
  });

  it('finds a change on the last day it covers', () => {
    expect(genevaOffsets(new Date('2027-03-27T12:00:00Z'), 1)).toEqual({
      changes: [
        { from: at('2027-03-26T12:00:00Z'), minutes: 60 },
        { from: at('2027-03-28T01:00:00Z'), minutes: 120 },
      ],
      until: at('2027-03-28T12:00:00Z'),
    });
  });

  it('gives the time-zone database’s offset at every instant it covers, the minutes around a change included', () => {
    const table = offsets();
    const { changes } = table;
    const instants = changes.flatMap(({ from }) => [from - MINUTE, from, from + MINUTE]);
    for (let day = 0; day < 800; day += 7) instants.push(changes[0].from + day * 24 * 60 * MINUTE);
    for (const instant of instants) {
      expect(genevaOffsetAt(instant, table)).toBe(tzOffset('Europe/Zurich', new Date(instant)));
    }
  });
});

describe('genevaOffsetAt', () => {
  // Offsets no real zone has, to tell where the answer comes from.
  const made: ZoneOffsets = {
    changes: [
      { from: at('2027-01-01T00:00:00Z'), minutes: 7 },
      { from: at('2027-01-02T00:00:00Z'), minutes: 11 },
    ],
    until: at('2027-01-03T00:00:00Z'),
  };

  it('reads the offsets it is given over their span, each from its instant on', () => {
    expect(genevaOffsetAt(at('2027-01-01T00:00:00Z'), made)).toBe(7);
    expect(genevaOffsetAt(at('2027-01-01T23:59:00Z'), made)).toBe(7);
    expect(genevaOffsetAt(at('2027-01-02T00:00:00Z'), made)).toBe(11);
    expect(genevaOffsetAt(at('2027-01-02T23:59:00Z'), made)).toBe(11);
  });

  it('asks the time-zone database before and after their span, and without any', () => {
    expect(genevaOffsetAt(at('2026-12-31T23:59:00Z'), made)).toBe(60);
    expect(genevaOffsetAt(at('2027-01-03T00:00:00Z'), made)).toBe(60);
    expect(genevaOffsetAt(at('2027-07-01T12:00:00Z'), null)).toBe(120);
    expect(genevaOffsetAt(at('2027-07-01T12:00:00Z'), { changes: [], until: at('2028-01-01T00:00:00Z') })).toBe(120);
  });
});

describe('Geneva’s clock', () => {
  it('reads the date, hour and minute at an instant, in winter and in summer', () => {
    expect(genevaTimeAt(new Date('2026-12-31T23:30:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hours: 0,
      minutes: 30,
    });
    expect(genevaTimeAt(at('2027-07-14T21:59:00Z'))).toEqual({ year: 2027, month: 7, day: 14, hours: 23, minutes: 59 });
  });

  it('finds the instant of a time, a day past the month’s end carried over', () => {
    expect(instantOfGenevaTime({ year: 2027, month: 1, day: 32, hours: 11, minutes: 30 }).toISOString()).toBe(
      '2027-02-01T10:30:00.000Z',
    );
    expect(instantOfGenevaTime({ year: 2027, month: 7, day: 14, hours: 0, minutes: 5 }).toISOString()).toBe(
      '2027-07-13T22:05:00.000Z',
    );
  });

  it('reads a time skipped in spring with the winter offset, and a time shown twice in autumn as the second', () => {
    expect(instantOfGenevaTime({ year: 2027, month: 3, day: 28, hours: 2, minutes: 30 }).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(instantOfGenevaTime({ year: 2027, month: 10, day: 31, hours: 2, minutes: 30 }).toISOString()).toBe(
      '2027-10-31T01:30:00.000Z',
    );
  });
});

describe('secondsUntilGenevaMidnight: a daily limit’s Retry-After', () => {
  it('counts to midnight in Geneva, in winter and in summer, rounding a part second up', () => {
    expect(secondsUntilGenevaMidnight(new Date('2026-11-28T22:59:00Z'))).toBe(60);
    expect(secondsUntilGenevaMidnight(new Date('2026-07-01T21:59:59.250Z'))).toBe(1);
    expect(secondsUntilGenevaMidnight(new Date('2026-07-01T22:00:00Z'))).toBe(24 * 3600);
    // Past the month's and the year's end.
    expect(secondsUntilGenevaMidnight(new Date('2026-12-31T12:00:00Z'))).toBe(11 * 3600);
  });

  it('counts the 23 hours of the spring change and the 25 of the autumn one', () => {
    expect(secondsUntilGenevaMidnight(new Date('2027-03-27T23:00:00Z'))).toBe(23 * 3600);
    expect(secondsUntilGenevaMidnight(new Date('2026-10-24T22:00:00Z'))).toBe(25 * 3600);
  });
});

describe('the browser’s answers with the offsets the page brought', () => {
  const offsets = genevaOffsets(new Date('2027-03-20T00:00:00Z'), 400);
  const slots: OpeningSlot[] = [
    { day: 'Samedi', opensAt: '22:00', closesAt: '03:30' },
    { day: 'Dimanche', opensAt: '11:30', closesAt: '14:30' },
  ];

  it('says what the time-zone database says, every quarter hour of a weekend the clock changes', () => {
    for (let instant = at('2027-03-27T00:00:00Z'); instant < at('2027-03-29T00:00:00Z'); instant += 15 * MINUTE) {
      const now = new Date(instant);
      expect(openingStatus(slots, [], now, offsets)).toEqual(openingStatus(slots, [], now));
      expect(genevaDay(now, offsets)).toBe(genevaDay(now));
    }
  });

  it('uses them: a page’s offsets decide what its clock reads', () => {
    const sixHoursAhead: ZoneOffsets = {
      changes: [{ from: at('2027-01-01T00:00:00Z'), minutes: 360 }],
      until: Infinity,
    };
    const evening = new Date('2027-06-01T20:00:00Z');
    expect(genevaDay(evening, sixHoursAhead)).toBe('2027-06-02');
    expect(genevaDay(evening)).toBe('2027-06-01');
    const closed = (date: string): OpeningException => ({
      date,
      label: '',
      closed: true,
      opensAt: null,
      closesAt: null,
    });
    const exceptions = [closed('2027-06-02'), closed('2027-06-01')];
    expect(upcomingExceptions(exceptions, evening, 1, sixHoursAhead)).toEqual([closed('2027-06-02')]);
    expect(upcomingExceptions(exceptions, evening, 1)).toEqual([closed('2027-06-01')]);
  });
});
