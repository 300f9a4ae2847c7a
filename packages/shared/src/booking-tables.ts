import { minutesOf } from './hours';
import { turnMinutes, type ReservationSettings } from './reservation';
import { firstTableConflict, freeSeating, type HeldTables, type SeatingTable } from './table-seating';

/**
 * Which tables a booking gets (docs/product.md#tables): chosen under the day's lock from the day's tables and the
 * other bookings' holds, so that two bookings never share a table unless staff say so.
 */

/** What a booking's tables are chosen from. */
export interface SeatingPlan<Hold extends HeldTables = HeldTables> {
  /** « Attribuer les tables »: every booking gets tables, and online times need a free one. */
  assign: boolean;
  tables: readonly SeatingTable[];
  /** The day's other bookings that hold tables, each over its turn time. */
  holds: readonly Hold[];
}

/** A booking as its tables are chosen: when, how many, the tables it has (none for a new one). */
export interface TableRequest {
  time: string;
  partySize: number;
  tables: readonly string[];
}

/** The minutes a booking holds its tables: from its time for its turn time. */
export function holdOf({ time, partySize }: Omit<TableRequest, 'tables'>, settings: ReservationSettings) {
  return { start: minutesOf(time), turn: turnMinutes(partySize, settings) };
}

/**
 * The tables a booking gets at its time for its party: those it has, when they still exist, are free over its turn
 * and (tables assigned) seat it; else, tables assigned, the best free seating — online, only tables guests may book —
 * or null when none fits; tables not assigned, none.
 */
export function seatBooking(
  plan: SeatingPlan,
  booking: TableRequest,
  { online, settings }: { online: boolean; settings: ReservationSettings },
): string[] | null {
  const { start, turn } = holdOf(booking, settings);
  const kept = plan.tables.filter((table) => booking.tables.includes(table.id));
  const keptIds = kept.map((table) => table.id);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: no kept table keeps [] either way, and seats no one.
  const keptFree = kept.length > 0 && !firstTableConflict(plan.holds, start, turn, keptIds);
  if (!plan.assign) return keptFree ? keptIds : [];
  const keptSeats = kept.reduce((sum, table) => sum + table.seats, 0);
  if (keptFree && keptSeats >= booking.partySize) return keptIds;
  const seating = freeSeating({
    partySize: booking.partySize,
    start,
    turn,
    tables: plan.tables,
    held: plan.holds,
    online,
  });
  return seating ? seating.tables.map((table) => table.id) : null;
}

export type ChosenTablesRefusal<Hold extends HeldTables> =
  { reason: 'table-unknown' } | { reason: 'table-taken'; table: SeatingTable; hold: Hold };

/** Why the tables staff chose cannot be given: one no longer exists, or another booking holds one over the turn. */
export function chosenTablesRefusal<Hold extends HeldTables>(
  plan: SeatingPlan<Hold>,
  booking: TableRequest,
  settings: ReservationSettings,
): ChosenTablesRefusal<Hold> | null {
  const chosen = plan.tables.filter((table) => booking.tables.includes(table.id));
  if (chosen.length !== booking.tables.length) return { reason: 'table-unknown' };
  const { start, turn } = holdOf(booking, settings);
  const conflict = firstTableConflict(plan.holds, start, turn, booking.tables);
  return conflict
    ? { reason: 'table-taken', table: chosen.find(({ id }) => id === conflict.table)!, hold: conflict.booking }
    : null;
}
