import { CAPACITY_STATUSES, type ReservationView } from '@ticino/shared';
import { dayText } from './GroupRequestList';

export const PRINTING_SERVICE_CLASS = 'printing-service-sheet';

/** Prints the sheet alone: reservations.css hides everything else while the class is on the page. */
export function printServiceSheet(): void {
  document.body.classList.add(PRINTING_SERVICE_CLASS);
  window.addEventListener('afterprint', () => document.body.classList.remove(PRINTING_SERVICE_CLASS), {
    once: true,
  });
  window.print();
}

/**
 * « Service du jour »: the day's tables still expected or seated (time, name, covers, their tables, notes), hidden on
 * screen and printed on its own.
 */
export function ServiceSheet({ date, reservations }: { date: string; reservations: readonly ReservationView[] }) {
  const expected = reservations.filter(({ status }) => CAPACITY_STATUSES.includes(status));
  const covers = expected.reduce((sum, { partySize }) => sum + partySize, 0);
  return (
    <div className="service-sheet">
      <table>
        <caption>
          Service du jour — {dayText(date)} · {covers} couverts
        </caption>
        <thead>
          <tr>
            <th scope="col">Heure</th>
            <th scope="col">Nom</th>
            <th scope="col">Couverts</th>
            <th scope="col">Tables</th>
            <th scope="col">Remarques</th>
          </tr>
        </thead>
        <tbody>
          {expected.map((reservation) => (
            <tr key={reservation.reference}>
              <td>{reservation.time}</td>
              <td>{reservation.name}</td>
              <td>{reservation.partySize}</td>
              <td>{reservation.tables.map(({ label }) => label).join(' + ')}</td>
              <td>{reservation.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
