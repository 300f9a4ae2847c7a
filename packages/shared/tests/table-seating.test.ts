import { describe, expect, it } from 'vitest';
import { bestSeating, seatings, tablesHeldDuring, type SeatingTable } from '../src';

/**
 * A room: « 1 »–« 4 » in the dining room (1–2–3 joined in a row), « 10 », « 11 » on the terrace, joined; 3 and 4 list
 * 10 too, which joins nothing across areas.
 */
const table = (
  id: string,
  seats: number,
  combinableWith: string[] = [],
  extra: Partial<SeatingTable> = {},
): SeatingTable => ({ id, label: id, seats, area: 'Salle', combinableWith, onlineBookable: true, ...extra });
const ROOM: SeatingTable[] = [
  table('1', 2, ['2']),
  table('2', 4, ['1', '3']),
  table('3', 4, ['2', '10']),
  table('4', 6, ['10']),
  table('10', 4, ['11'], { area: 'Terrasse' }),
  table('11', 2, ['10'], { area: 'Terrasse', onlineBookable: false }),
];
const labels = (found: { tables: SeatingTable[] } | null) => found?.tables.map(({ label }) => label) ?? null;

describe('seating a party (docs/product.md#tables)', () => {
  it('lists each table alone and each connected set of two or three tables of one area', () => {
    const found = seatings(ROOM).map(labels);
    expect(found).toEqual(
      expect.arrayContaining([['1'], ['4'], ['1', '2'], ['2', '3'], ['1', '2', '3'], ['10', '11']]),
    );
    expect(found).toHaveLength(6 + 4);
    // Not joined: 1 and 3 alone, 4 with anyone, tables of two areas.
    expect(found).not.toContainEqual(['1', '3']);
    expect(found).not.toContainEqual(['3', '4']);
    expect(seatings(ROOM).find((seating) => labels(seating)?.join() === '1,2,3')?.seats).toBe(10);
  });

  it('takes a join listed on either table, and never more than three tables', () => {
    const oneWay = [table('a', 2, ['b']), table('b', 2), table('c', 2, ['b']), table('d', 2, ['c'])];
    const found = seatings(oneWay).map(labels);
    expect(found).toContainEqual(['a', 'b']);
    expect(found).toContainEqual(['a', 'b', 'c']);
    expect(found).toContainEqual(['b', 'c', 'd']);
    expect(found.every((labelsOf) => (labelsOf?.length ?? 0) <= 3)).toBe(true);
  });

  it('chooses the fewest empty seats, then the fewest tables, then the lowest labels', () => {
    expect(labels(bestSeating(2, ROOM, { online: false }))).toEqual(['1']);
    expect(labels(bestSeating(3, ROOM, { online: false }))).toEqual(['2']);
    // 6 seats: table 4 alone, or 1+2, or 10+11; one table first.
    expect(labels(bestSeating(6, ROOM, { online: false }))).toEqual(['4']);
    expect(labels(bestSeating(5, ROOM, { online: false }))).toEqual(['4']);
    expect(labels(bestSeating(8, ROOM, { online: false }))).toEqual(['2', '3']);
    expect(labels(bestSeating(10, ROOM, { online: false }))).toEqual(['1', '2', '3']);
    expect(bestSeating(11, ROOM, { online: false })).toBeNull();
    expect(bestSeating(12, ROOM, { online: false })).toBeNull();
    const twins = [table('9', 4), table('12', 4)];
    expect(labels(bestSeating(4, twins, { online: false }))).toEqual(['9']);
  });

  it('breaks ties the same whatever order the room lists its tables in', () => {
    const reversed = [...ROOM].reverse();
    expect(labels(bestSeating(3, reversed, { online: false }))).toEqual(['2']);
    expect(labels(bestSeating(6, reversed, { online: false }))).toEqual(['4']);
    expect(labels(bestSeating(4, [table('12', 4), table('9', 4)], { online: false }))).toEqual(['9']);
    expect(
      labels(bestSeating(7, [table('7', 4, ['6']), table('6', 4, ['7', '5']), table('5', 4)], { online: false })),
    ).toEqual(['5', '6']);
    // Fewer empty seats come before fewer tables.
    const room = [table('8', 8), table('5', 3, ['6']), table('6', 3)];
    expect(labels(bestSeating(6, room, { online: false }))).toEqual(['5', '6']);
  });

  it('leaves out online the tables staff keep for themselves', () => {
    expect(labels(bestSeating(6, ROOM.slice(4), { online: false }))).toEqual(['10', '11']);
    expect(bestSeating(6, ROOM.slice(4), { online: true })).toBeNull();
    expect(labels(bestSeating(4, ROOM.slice(4), { online: true }))).toEqual(['10']);
  });

  it('counts a table held while another booking overlaps any minute of the turn', () => {
    const bookings = [
      { start: 19 * 60, turn: 120, tables: ['1', '2'] },
      { start: 21 * 60 + 30, turn: 90, tables: ['4'] },
    ];
    expect([...tablesHeldDuring(bookings, 20 * 60, 90)].sort()).toEqual(['1', '2']);
    expect([...tablesHeldDuring(bookings, 20 * 60 + 59, 32)].sort()).toEqual(['1', '2', '4']);
    // Back to back: a turn may start as one ends and end as another starts.
    expect([...tablesHeldDuring(bookings, 21 * 60, 30)]).toEqual([]);
    expect([...tablesHeldDuring(bookings, 21 * 60, 31)]).toEqual(['4']);
    expect([...tablesHeldDuring(bookings, 17 * 60, 120)]).toEqual([]);
    expect([...tablesHeldDuring(bookings, 22 * 60 + 59, 60)]).toEqual(['4']);
    expect([...tablesHeldDuring(bookings, 23 * 60, 60)]).toEqual([]);
  });
});
