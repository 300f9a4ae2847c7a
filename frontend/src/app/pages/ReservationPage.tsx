import { useContext } from 'react';
import { BookingForm } from '../../features/reservation/BookingForm';
import { telHref } from '../../features/restaurant/restaurant-format';
import { useRestaurant } from '../../features/restaurant/useRestaurant';
import { usePageTitle } from '../../hooks/usePageTitle';
import { BookingAnswerContext } from '../booking-answer';

/** `/reserver` (docs/product.md#table-reservations): the booking form, with the restaurant's days and number. */
export function ReservationPage() {
  const { restaurant } = useRestaurant();
  const answer = useContext(BookingAnswerContext);
  usePageTitle('/reserver');

  return (
    <main className="contact booking-page">
      <header className="contact__banner">
        <div className="container">
          <h1 className="contact__title">Réserver une table</h1>
        </div>
      </header>
      <div className="container booking-page__body">
        <p className="booking-page__intro">
          Choisissez le nombre de personnes, la date puis l’heure : les jours de fermeture sont grisés.
          {restaurant && (
            <>
              {' '}
              Une question ? Appelez-nous au <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>.
            </>
          )}
        </p>
        <section className="contact__form-panel">
          <BookingForm hours={restaurant} answer={answer} />
        </section>
      </div>
    </main>
  );
}
