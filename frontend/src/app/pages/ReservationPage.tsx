import { useContext } from 'react';
import { BookingForm } from '../../features/reservation/booking/BookingForm';
import { telHref } from '../../features/restaurant/restaurant-format';
import { useRestaurant } from '../../features/restaurant/useRestaurant';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useT } from '../../hooks/useLocale';
import { BookingAnswerContext, BookingWindowContext } from '../booking-answer';

/** `/reserver` (docs/product.md#table-reservations): the booking form, with the restaurant's days and number. */
export function ReservationPage() {
  const { restaurant } = useRestaurant();
  const answer = useContext(BookingAnswerContext);
  const bookingWindow = useContext(BookingWindowContext);
  usePageTitle('/reserver');
  const t = useT();

  return (
    <main className="contact booking-page">
      <header className="contact__banner">
        <div className="container">
          <h1 className="contact__title">{t.layout.book}</h1>
        </div>
      </header>
      <div className="container booking-page__body">
        <p className="booking-page__intro">
          {t.booking.intro}
          {restaurant && (
            <>
              {' '}
              {t.booking.question}
              <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>.
            </>
          )}
        </p>
        <section className="contact__form-panel">
          <BookingForm hours={restaurant} answer={answer} dateBounds={bookingWindow} />
        </section>
      </div>
    </main>
  );
}
