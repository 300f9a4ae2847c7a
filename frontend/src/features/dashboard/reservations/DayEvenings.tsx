import type { StaffDayEvening } from '@ticino/shared';

/** « 19:00 », « 19:00 et 21:30 », « 18:30, 19:00 et 21:30 ». */
export function arrivalTimes(times: readonly string[]): string {
  return times.length < 2 ? times.join('') : `${times.slice(0, -1).join(', ')} et ${times.at(-1)}`;
}

/**
 * The day's evenings above its bookings (docs/product.md#evenings): each booking of the service one takes the place
 * of is for it, and counts in its covers.
 */
export function DayEvenings({ evenings }: { evenings: readonly StaffDayEvening[] }) {
  if (evenings.length === 0) return null;
  return (
    <ul className="admin-resa__evenings">
      {evenings.map(({ id, name, times, coversHeld, capacity }) => (
        <li key={id}>
          <strong>Soirée « {name} »</strong> : arrivées à {arrivalTimes(times)} · {coversHeld} / {capacity} couverts
          réservés
        </li>
      ))}
    </ul>
  );
}

/** What the booking form says on an evening's day: which evening a booking of its service is for, and when. */
export function EveningBookingNote({ evenings }: { evenings: readonly StaffDayEvening[] }) {
  if (evenings.length === 0) return null;
  return (
    <p className="admin-resa-form__note">
      {evenings.map(({ id, name, times }) => (
        <span key={id}>
          Ce jour-là, le service de la soirée « {name} » lui est réservé : arrivées à {arrivalTimes(times)}, acompte
          demandé comme en ligne (sauf client sur place).{' '}
        </span>
      ))}
    </p>
  );
}
