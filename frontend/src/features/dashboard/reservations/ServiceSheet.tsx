import { ALLERGEN_KEYS, CAPACITY_STATUSES, lawNamesFr, type ReservationView } from '@ticino/shared';
import { AllergyMark } from './AllergyMark';
import { dayText } from './day-text';

export const PRINTING_SERVICE_CLASS = 'printing-service-sheet';

/** Prints the sheet alone: reservations.css hides everything else while the class is on the page. */
export function printServiceSheet(): void {
  document.body.classList.add(PRINTING_SERVICE_CLASS);
  window.addEventListener('afterprint', () => document.body.classList.remove(PRINTING_SERVICE_CLASS), {
    once: true,
  });
  window.print();
}

/** « Gl Gluten · La Lait »: the symbols the sheet uses, in the menu's order, so paper needs no other key. */
function allergyKey(reservations: readonly ReservationView[]): string {
  return ALLERGEN_KEYS.filter((key) => reservations.some(({ allergens }) => allergens.includes(key)))
    .map((key) => `${lawNamesFr.allergens[key].symbol} ${lawNamesFr.allergens[key].short}`)
    .join(' · ');
}

/**
 * « Service du jour »: the day's tables still expected or seated (time, name, covers, their tables with the guests'
 * allergy marks, notes), hidden on screen and printed on its own.
 */
export function ServiceSheet({ date, reservations }: { date: string; reservations: readonly ReservationView[] }) {
  const expected = reservations.filter(({ status }) => CAPACITY_STATUSES.includes(status));
  const covers = expected.reduce((sum, { partySize }) => sum + partySize, 0);
  const key = allergyKey(expected);
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
              <td>
                {reservation.tables.map(({ label }) => label).join(' + ')}
                <AllergyMark allergens={reservation.allergens} className="service-sheet__allergies" />
              </td>
              <td>{reservation.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {key && <p className="service-sheet__key">⚠ Allergies : {key}</p>}
    </div>
  );
}
