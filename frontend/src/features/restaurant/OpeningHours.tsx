import {
  exceptionHoursText,
  frenchDayAndDate,
  openingStatusText,
  upcomingExceptions,
  type RestaurantInfo,
} from '@ticino/shared';
import { useMinuteClock } from '../../hooks/useMinuteClock';
import { useOpeningStatus } from '../../hooks/useOpeningStatus';
import { hoursByDay } from './restaurant-format';

/** How far ahead the dated exceptions are announced. */
export const UPCOMING_EXCEPTION_DAYS = 60;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The restaurant's hours (docs/product.md#opening-hours): « Ouvert maintenant » or « Fermé · ouvre … à … », the week
 * day by day, and the exceptions of the coming weeks. What depends on the current time shows once the page runs in
 * the browser, in a line whose space is kept from the start.
 */
interface OpeningHoursProps {
  restaurant: RestaurantInfo;
  /** Set to "fr" on a page in another language: the days, times and status are written in French only for now. */
  lang?: 'fr';
}

export function OpeningHours({ restaurant, lang }: OpeningHoursProps) {
  const status = useOpeningStatus(restaurant.openingHours, restaurant.openingExceptions);
  const now = useMinuteClock();
  const upcoming = now ? upcomingExceptions(restaurant.openingExceptions, now, UPCOMING_EXCEPTION_DAYS) : [];

  return (
    <div className="opening-hours" lang={lang}>
      <p
        className={`opening-hours__status${status?.open ? ' opening-hours__status--open' : ''}`}
        data-testid="opening-status"
      >
        {status ? openingStatusText(status) : ''}
      </p>
      <dl className="hours">
        {hoursByDay(restaurant.openingHours).map(({ day, slots }) => (
          <div className="hours__row" key={day}>
            <dt>{day}</dt>
            <dd>{slots.length > 0 ? slots.join(', ') : 'Fermé'}</dd>
          </div>
        ))}
      </dl>
      {upcoming.length > 0 && (
        <ul className="opening-hours__exceptions" aria-label="Jours particuliers">
          {upcoming.map((exception) => (
            <li key={`${exception.date}-${exception.opensAt ?? ''}`}>
              {capitalised(frenchDayAndDate(exception.date))} ({exception.label}) : {exceptionHoursText(exception)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
