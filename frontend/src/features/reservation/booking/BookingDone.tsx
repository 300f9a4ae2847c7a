import { useEffect, useRef } from 'react';
import type { BookingCreated, Message } from '@ticino/shared';
import { useT } from '../../../hooks/useLocale';
import { useMessages } from '../../../hooks/useMessages';
import { longDay } from './BookingCalendar';

interface BookingDoneProps {
  booking: BookingCreated;
  message: Message;
}

/**
 * The answer to a booking: « Réservation confirmée » or « Demande envoyée », and the private manage link. The page
 * cannot know whether a confirmation e-mail will arrive (the restaurant may have no mail server set up), so it always
 * asks the guest to keep the link: then this page is its only copy.
 */
export function BookingDone({ booking, message }: BookingDoneProps) {
  const texts = useT().booking;
  const t = texts.done;
  const { word } = useMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const confirmed = booking.status === 'confirmed';
  return (
    <section className="booking-done" aria-labelledby="booking-done-title">
      <h2 className="booking__heading" id="booking-done-title" ref={heading} tabIndex={-1}>
        {confirmed ? t.confirmed : t.requested}
      </h2>
      <p className="booking-done__summary">
        {t.summary(longDay(booking.date, texts), booking.time, texts.persons(booking.partySize))}
      </p>
      <p>{word(message)}</p>
      <p>
        {t.reference}
        <strong>{booking.reference}</strong>
      </p>
      {booking.calendar && (
        // The file is in the page itself: it downloads without the app, and without a second request.
        <a
          className="button booking-done__calendar"
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(booking.calendar)}`}
          download={`reservation-${booking.reference}.ics`}
        >
          {t.calendar}
        </a>
      )}
      {booking.manageUrl && (
        <div className="booking-done__link">
          <p>{t.keepLink}</p>
          <a className="button button--primary" href={booking.manageUrl} rel="noreferrer">
            {t.manage}
          </a>
          <p className="booking-done__url">{booking.manageUrl}</p>
        </div>
      )}
    </section>
  );
}
