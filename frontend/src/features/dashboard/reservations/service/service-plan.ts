import {
  CAPACITY_STATUSES,
  minutesOf,
  tablesHeldDuring,
  turnMinutes,
  type ServiceBooking,
  type ServiceData,
  type ServiceTable,
} from '@ticino/shared';

/** What the service view works out from its answer (docs/product.md#service-view). */

const genevaClock = new Intl.DateTimeFormat('fr-CH', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit' });
/** The time on Geneva's clock, `HH:MM`. */
export const genevaTime = (now: Date) => genevaClock.format(now);

/** The service's bookings that hold tables, but `except`, over their turns. */
function holds(view: ServiceData, except?: string) {
  return view.bookings
    .filter((other) => other.reference !== except && CAPACITY_STATUSES.includes(other.status))
    .map((other) => ({ start: minutesOf(other.time), turn: other.turnMinutes, tables: other.tables }));
}

/** The tables free for a booking's whole turn, its own aside: the ones « Déplacer » offers. */
export function freeTablesFor(booking: ServiceBooking, view: ServiceData): ServiceTable[] {
  const held = tablesHeldDuring(holds(view, booking.reference), minutesOf(booking.time), booking.turnMinutes);
  return view.tables.filter(({ id }) => !held.has(id) && !booking.tables.includes(id));
}

/** The tables no booking holds from `time` over a party's turn: the ones a walk-in may sit at now. */
export function tablesFreeFor(time: string, partySize: number, view: ServiceData): ServiceTable[] {
  const held = tablesHeldDuring(holds(view), minutesOf(time), turnMinutes(partySize, view.turns));
  return view.tables.filter(({ id }) => !held.has(id));
}
