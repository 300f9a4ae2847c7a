import { useContext } from 'react';
import { useParams } from 'react-router-dom';
import { reservationManagePath } from '@ticino/shared';
import { ManagePage, ManageReservation } from '../../features/reservation/manage/ManageReservation';
import { ManageWithoutScript } from '../../features/reservation/manage/ManageWithoutScript';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { telHref } from '../../features/restaurant/restaurant-format';
import { useRestaurant } from '../../features/restaurant/useRestaurant';
import { ManageAnswerContext } from '../booking-answer';

/**
 * `/reservation/:reference/:token`: a guest's booking through their private link. The server sends it never cached nor
 * indexed, with no referrer (cms/src/site/spa.ts), rendered with the booking so that it works without JavaScript; the
 * app renders it anew and uses the API. A link that opens nothing is the not-found page.
 */
export function ManageReservationPage() {
  const { reference = '', token = '' } = useParams();
  const { restaurant } = useRestaurant();
  const answer = useContext(ManageAnswerContext);
  const phone = restaurant ? <a href={telHref(restaurant.phone)}>{restaurant.phone}</a> : null;

  if (answer) {
    // The booking is shown only where scripts do not run: elsewhere the app draws it at once (the answers to the
    // page's forms, which have no app, show it in every browser: withoutApp). The page's frame, its <main> among
    // them, stays outside <noscript>, where HTML allows it.
    return (
      <ManagePage locale={answer.booking.language}>
        <noscript>
          <ManageWithoutScript answer={answer} action={reservationManagePath(reference, token)} phone={phone} />
        </noscript>
      </ManagePage>
    );
  }
  return <ManageReservation reference={reference} token={token} phone={phone} notFound={<NotFoundPage />} />;
}
