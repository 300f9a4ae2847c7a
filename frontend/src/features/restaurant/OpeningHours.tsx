import { WEEK_DAYS, upcomingExceptions, type RestaurantInfo } from '@ticino/shared';
import { useT, useTextLang } from '../../hooks/useLocale';
import { useGenevaOffsets } from '../../hooks/useGenevaOffsets';
import { useMinuteClock } from '../../hooks/useMinuteClock';
import { useOpeningStatus } from '../../hooks/useOpeningStatus';
import { hoursByDay } from './restaurant-format';

/** How far ahead the dated exceptions are announced. */
export const UPCOMING_EXCEPTION_DAYS = 60;

/**
 * The restaurant's hours (docs/product.md#opening-hours), in the page's language: « Ouvert maintenant » or « Fermé ·
 * ouvre … à … », the week day by day, and the exceptions of the coming weeks, their labels as staff translated them.
 * What depends on the current time shows once the page runs in the browser, in a line whose space is kept from the
 * start.
 */
export function OpeningHours({ restaurant }: { restaurant: RestaurantInfo }) {
  const t = useT().hours;
  const textLang = useTextLang();
  const status = useOpeningStatus(restaurant.openingHours, restaurant.openingExceptions);
  const now = useMinuteClock();
  const offsets = useGenevaOffsets();
  const upcoming = now ? upcomingExceptions(restaurant.openingExceptions, now, UPCOMING_EXCEPTION_DAYS, offsets) : [];

  return (
    <div className="opening-hours">
      <p
        className={`opening-hours__status${status?.open ? ' opening-hours__status--open' : ''}`}
        data-testid="opening-status"
      >
        {status ? t.status(status) : ''}
      </p>
      <dl className="hours">
        {hoursByDay(restaurant.openingHours, t.slot).map(({ day, slots }) => (
          <div className="hours__row" key={day}>
            <dt>{t.weekdays[WEEK_DAYS.indexOf(day)]}</dt>
            <dd>{slots.length > 0 ? slots.join(', ') : t.closedDay}</dd>
          </div>
        ))}
      </dl>
      {upcoming.length > 0 && (
        <ul className="opening-hours__exceptions" aria-label={t.specialDays}>
          {upcoming.map((exception) => (
            <li key={`${exception.date}-${exception.opensAt ?? ''}`}>
              {t.exceptionDate(exception.date)} (
              <span lang={textLang(restaurant, `openingExceptions.${exception.date}.label`)}>{exception.label}</span>
              {t.afterExceptionLabel}
              {t.exceptionHours(exception)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
