import { useEffect, useRef } from 'react';
import type { BookingCreated } from '@ticino/shared';
import { useStaffTextLang } from '../../hooks/useLocale';

interface BookingDoneProps {
  booking: BookingCreated;
  message: string;
}

/**
 * The answer to a booking: « Réservation confirmée » or « Demande envoyée », and the private manage link. The page
 * cannot know whether a confirmation e-mail will arrive (the restaurant may have no mail server set up), so it always
 * asks the guest to keep the link: then this page is its only copy.
 */
export function BookingDone({ booking, message }: BookingDoneProps) {
  // Still French on the other languages' pages (docs/product.md#languages): marked so screen readers read it so.
  const frenchOnly = useStaffTextLang();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const confirmed = booking.status === 'confirmed';
  return (
    <section className="booking-done" aria-labelledby="booking-done-title" lang={frenchOnly}>
      <h2 className="booking__heading" id="booking-done-title" ref={heading} tabIndex={-1}>
        {confirmed ? 'Réservation confirmée' : 'Demande envoyée'}
      </h2>
      <p>{message}</p>
      <p>
        Référence : <strong>{booking.reference}</strong>
      </p>
      {booking.calendar && (
        // The file is in the page itself: it downloads without the app, and without a second request.
        <a
          className="button booking-done__calendar"
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(booking.calendar)}`}
          download={`reservation-${booking.reference}.ics`}
        >
          Ajouter à mon agenda (.ics)
        </a>
      )}
      {booking.manageUrl && (
        <div className="booking-done__link">
          <p>
            Gardez ce lien : il vous permet de voir, de modifier ou d’annuler votre réservation. Si aucun e-mail ne vous
            parvient, cette page en est la seule copie.
          </p>
          <a className="button button--primary" href={booking.manageUrl} rel="noreferrer">
            Gérer ma réservation
          </a>
          <p className="booking-done__url">{booking.manageUrl}</p>
        </div>
      )}
    </section>
  );
}
