import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVATION_SETTINGS,
  RESERVATION_LIMITS,
  chosenTablesRefusal,
  firstTableConflict,
  holdOf,
  isTableIdList,
  movesTables,
  seatBooking,
  staffMessageOf,
  validateTableMove,
  type SeatingPlan,
  type SeatingTable,
} from '../src';

const settings = DEFAULT_RESERVATION_SETTINGS; // turns: 90 min up to 2, 120 up to 4, 150 beyond
const table = (id: string, seats: number, extra: Partial<SeatingTable> = {}): SeatingTable => ({
  id,
  label: id.toUpperCase(),
  seats,
  area: 'Salle',
  combinableWith: [],
  onlineBookable: true,
  ...extra,
});
/** a seats 2; b and c seat 4 and join; d seats 6, given by staff only. */
const TABLES = [
  table('a', 2),
  table('b', 4, { combinableWith: ['c'] }),
  table('c', 4, { combinableWith: ['b'] }),
  table('d', 6, { onlineBookable: false }),
];
/** 19:00 is minute 1140 of the day. */
const hold = (tables: string[], start = 1140, turn = 120) => ({ tables, start, turn, name: 'Rossi' });
const plan = (holds: ReturnType<typeof hold>[] = [], assign = true): SeatingPlan<ReturnType<typeof hold>> => ({
  assign,
  tables: TABLES,
  holds,
});
const booking = (partySize: number, tables: string[] = [], time = '19:00') => ({ time, partySize, tables });

describe('the minutes a booking holds its tables', () => {
  it('runs from its time for the turn time of its party', () => {
    expect(holdOf({ time: '19:30', partySize: 2 }, settings)).toEqual({ start: 1170, turn: 90 });
    expect(holdOf({ time: '12:00', partySize: 3 }, settings)).toEqual({ start: 720, turn: 120 });
    expect(holdOf({ time: '12:00', partySize: 5 }, settings)).toEqual({ start: 720, turn: 150 });
  });
});

describe('the first table another booking holds', () => {
  it('is found only when the turns overlap', () => {
    const held = [hold(['a'], 1140, 90)];
    expect(firstTableConflict(held, 1200, 90, ['b', 'a'])).toEqual({ table: 'a', booking: held[0] });
    expect(firstTableConflict(held, 1230, 90, ['a'])).toBeNull(); // starts as the other ends
    expect(firstTableConflict(held, 1050, 90, ['a'])).toBeNull(); // ends as the other starts
    expect(firstTableConflict(held, 1051, 90, ['a'])).not.toBeNull();
    expect(firstTableConflict(held, 1140, 90, ['b'])).toBeNull();
  });
});

describe('the tables a booking gets (docs/product.md#tables)', () => {
  it('gives a new booking the best free seating, online only tables guests may book', () => {
    expect(seatBooking(plan(), booking(2), { online: true, settings })).toEqual(['a']);
    expect(seatBooking(plan(), booking(3), { online: true, settings })).toEqual(['b']);
    expect(seatBooking(plan(), booking(6), { online: true, settings })).toEqual(['b', 'c']);
    expect(seatBooking(plan(), booking(6), { online: false, settings })).toEqual(['d']);
    expect(seatBooking(plan(), booking(9), { online: false, settings })).toBeNull();
  });

  it('leaves out the tables other bookings hold during its turn', () => {
    expect(seatBooking(plan([hold(['a'])]), booking(2), { online: true, settings })).toEqual(['b']);
    expect(seatBooking(plan([hold(['a'], 1140, 90)]), booking(2, [], '20:30'), { online: true, settings })).toEqual([
      'a',
    ]);
    expect(seatBooking(plan([hold(['a', 'b', 'c'])]), booking(2), { online: true, settings })).toBeNull();
  });

  it('keeps the tables a booking has while they are free and seat it, else seats it again', () => {
    expect(seatBooking(plan(), booking(2, ['c']), { online: true, settings })).toEqual(['c']);
    // c seats exactly four: kept, though b would be the house's first choice.
    expect(seatBooking(plan(), booking(4, ['c']), { online: true, settings })).toEqual(['c']);
    expect(seatBooking(plan(), booking(5, ['c']), { online: false, settings })).toEqual(['d']);
    expect(seatBooking(plan([hold(['c'], 1200)]), booking(2, ['c']), { online: true, settings })).toEqual(['a']);
    expect(seatBooking(plan(), booking(2, ['gone']), { online: true, settings })).toEqual(['a']);
  });

  it('gives none when tables are not assigned, keeping only those that stay free', () => {
    expect(seatBooking(plan([], false), booking(2), { online: true, settings })).toEqual([]);
    expect(seatBooking(plan([], false), booking(8, ['a']), { online: true, settings })).toEqual(['a']);
    expect(seatBooking(plan([hold(['a'])], false), booking(2, ['a']), { online: true, settings })).toEqual([]);
  });

  it('refuses tables staff choose that no longer exist or that another booking holds', () => {
    const rossi = hold(['b']);
    expect(chosenTablesRefusal(plan([rossi]), booking(2, ['a', 'gone']), settings)).toEqual({
      reason: 'table-unknown',
    });
    expect(chosenTablesRefusal(plan([rossi]), booking(2, ['a', 'b']), settings)).toEqual({
      reason: 'table-taken',
      table: TABLES[1],
      hold: rossi,
    });
    expect(chosenTablesRefusal(plan([rossi]), booking(2, ['a', 'b'], '21:00'), settings)).toBeNull();
    expect(chosenTablesRefusal(plan([rossi]), booking(2, []), settings)).toBeNull();
  });
});

describe('a move of tables as staff send it', () => {
  it('takes tables, the version seen and whether to share', () => {
    expect(validateTableMove({ tables: ['abc', 'abc', 'def'], version: 3 })).toEqual({
      ok: true,
      values: { tables: ['abc', 'def'], version: 3, shareTables: false },
    });
    expect(validateTableMove({ tables: [], version: 1, shareTables: true })).toEqual({
      ok: true,
      values: { tables: [], version: 1, shareTables: true },
    });
  });

  it('refuses each wrong field with its own message', () => {
    const tablesInvalid = staffMessageOf('reservationTables.tablesInvalid', {
      max: RESERVATION_LIMITS.tablesPerBookingMax,
    });
    expect(validateTableMove({ tables: 'abc', version: 0, shareTables: 'yes' })).toEqual({
      ok: false,
      errors: {
        tables: tablesInvalid,
        version: staffMessageOf('reservationTables.versionInvalid'),
        shareTables: staffMessageOf('reservationTables.shareTablesInvalid'),
      },
    });
    expect(validateTableMove({ tables: ['abc'], version: 1.5 })).toMatchObject({ ok: false });
    expect(validateTableMove({ tables: ['abc'], version: '2' })).toMatchObject({ ok: false });
    for (const field of ['status', 'time', 'partySize']) {
      expect(validateTableMove({ tables: ['abc'], version: 1, [field]: 'x' })).toEqual({
        ok: false,
        errors: { tables: staffMessageOf('reservationTables.moveAlone') },
      });
    }
    expect(validateTableMove(null)).toMatchObject({ ok: false, errors: { tables: tablesInvalid } });
  });

  it('tells a move from another change by its tables', () => {
    expect(movesTables({ tables: [] })).toBe(true);
    expect(movesTables({ status: 'confirmed' })).toBe(false);
    expect(movesTables(null)).toBe(false);
  });

  it('takes at most the limit of document ids', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `id${index}`);
    expect(isTableIdList(ids(RESERVATION_LIMITS.tablesPerBookingMax))).toBe(true);
    expect(isTableIdList(ids(RESERVATION_LIMITS.tablesPerBookingMax + 1))).toBe(false);
    expect(isTableIdList(['ABC'])).toBe(false);
    expect(isTableIdList([''])).toBe(false);
    expect(isTableIdList(['a'.repeat(65)])).toBe(false);
    expect(isTableIdList([1])).toBe(false);
    expect(isTableIdList('abc')).toBe(false);
  });
});
