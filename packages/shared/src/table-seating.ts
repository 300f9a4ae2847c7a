import type { TablePlace } from './tables';

/**
 * Which table, or tables joined together, seats a party (docs/product.md#tables): the choice a booking gets when
 * « Attribuer les tables » is on, made under the day's lock so two parallel bookings never share a table.
 */

/** Tables joined into one at most: more would no longer be a table staff can serve. */
export const TABLE_COMBINATION_MAX = 3;

export interface SeatingTable extends Omit<TablePlace, 'combinableWith'> {
  id: string;
  label: string;
  combinableWith: readonly string[];
}

/** A way to seat a party: one table, or a connected set of tables of one area. */
export interface Seating {
  tables: SeatingTable[];
  seats: number;
}

const joined = (a: SeatingTable, b: SeatingTable) => a.combinableWith.includes(b.id) || b.combinableWith.includes(a.id);

/** Labels as staff count them: « 2 » before « 10 ». */
export const byTableLabel = (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, 'fr', { numeric: true });

const seatingOf = (tables: SeatingTable[]): Seating => ({
  // Stryker disable next-line MethodExpression: every caller passes an array made for the call, sorting it in place is alike.
  tables: [...tables].sort(byTableLabel),
  seats: tables.reduce((sum, table) => sum + table.seats, 0),
});

/**
 * Every table alone, and every connected set of 2 or 3 tables of one area: each table of a set joined (listed in
 * `combinableWith`, either way) to another of it, and three tables through at least two joins.
 */
export function seatings(tables: readonly SeatingTable[]): Seating[] {
  const found = tables.map((table) => seatingOf([table]));
  for (const [i, a] of tables.entries()) {
    for (const [j, b] of tables.entries()) {
      if (j <= i || a.area !== b.area) continue;
      if (joined(a, b)) found.push(seatingOf([a, b]));
      for (const c of tables.slice(j + 1)) {
        if (c.area !== a.area) continue;
        const joins = [joined(a, b), joined(a, c), joined(b, c)].filter(Boolean).length;
        if (joins >= 2) found.push(seatingOf([a, b, c]));
      }
    }
  }
  return found;
}

/** Lower is better: fewest empty seats, then fewest tables, then the lowest labels. */
function compareSeatings(partySize: number) {
  return (a: Seating, b: Seating): number => {
    const empty = a.seats - partySize - (b.seats - partySize);
    if (empty !== 0) return empty;
    if (a.tables.length !== b.tables.length) return a.tables.length - b.tables.length;
    for (const [index, table] of a.tables.entries()) {
      const order = byTableLabel(table, b.tables[index]);
      if (order !== 0) return order;
    }
    return 0;
  };
}

/**
 * The seating that fits `partySize` best among `tables` (those free for the booking's whole turn): null when none
 * seats it. `online`: only tables guests may book online.
 */
export function bestSeating(
  partySize: number,
  tables: readonly SeatingTable[],
  { online }: { online: boolean },
): Seating | null {
  const candidates = online ? tables.filter((table) => table.onlineBookable) : tables;
  const fitting = seatings(candidates).filter((seating) => seating.seats >= partySize);
  return fitting.sort(compareSeatings(partySize))[0] ?? null;
}

/** A booking as it holds tables: from `start` (minutes of its day) for `turn` minutes. */
export interface HeldTables {
  start: number;
  turn: number;
  tables: readonly string[];
}

const overlaps = (booking: HeldTables, start: number, turn: number) =>
  booking.start < start + turn && start < booking.start + booking.turn;

/** The tables some booking holds at any moment of [start, start + turn). */
export function tablesHeldDuring(bookings: readonly HeldTables[], start: number, turn: number): Set<string> {
  return new Set(bookings.filter((booking) => overlaps(booking, start, turn)).flatMap((booking) => booking.tables));
}

/** The first of `tables` some booking holds during [start, start + turn), with that booking; null when all are free. */
export function firstTableConflict<Booking extends HeldTables>(
  bookings: readonly Booking[],
  start: number,
  turn: number,
  tables: readonly string[],
): { table: string; booking: Booking } | null {
  for (const booking of bookings.filter((held) => overlaps(held, start, turn))) {
    const table = tables.find((id) => booking.tables.includes(id));
    if (table !== undefined) return { table, booking };
  }
  return null;
}

/** The best seating for a party among the tables no booking holds during its turn: null when none seats it. */
export function freeSeating(query: {
  partySize: number;
  start: number;
  turn: number;
  tables: readonly SeatingTable[];
  held: readonly HeldTables[];
  online: boolean;
}): Seating | null {
  const taken = tablesHeldDuring(query.held, query.start, query.turn);
  const free = query.tables.filter((table) => !taken.has(table.id));
  return bestSeating(query.partySize, free, { online: query.online });
}
