import { useParams } from 'react-router-dom';
import { ManageReservation } from '../../features/reservation/ManageReservation';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { telHref } from '../../features/restaurant/restaurant-format';
import { useRestaurant } from '../../features/restaurant/useRestaurant';

/**
 * `/reservation/:reference/:token`: a guest's booking through their private link. The server sends it never cached nor
 * indexed, with no referrer (cms/src/site/spa.ts); a link that opens nothing is the not-found page.
 */
export function ManageReservationPage() {
  const { reference = '', token = '' } = useParams();
  const { restaurant } = useRestaurant();

  return (
    <ManageReservation
      reference={reference}
      token={token}
      phone={restaurant ? <a href={telHref(restaurant.phone)}>{restaurant.phone}</a> : null}
      notFound={<NotFoundPage />}
    />
  );
}
