import { useEffect, useId, useRef } from 'react';
import { dayInWords, francs, paymentReferenceText, swissDate, type BookingCreated, type Message } from '@ticino/shared';
import { useT } from '../hooks/useLocale';
import { useMessages } from '../hooks/useMessages';

/**
 * The answer to a booking, whichever page took it (the booking page, a waiting party's offer, an evening's): its status
 * as a heading that takes the focus (« Réservation confirmée », « Demande envoyée », or held until its deposit
 * arrives), the day, time and party, the server's message, with a deposit its amount, payment reference and last day
 * (the QR-bill comes with the e-mail), then the reference, the calendar file and the private manage link. The page
 * cannot know whether an e-mail will arrive (the restaurant may have no mail server), so it always asks the guest to
 * keep the link: then this page is its only copy.
 */
export function BookingAnswer({ booking, message }: { booking: BookingCreated; message: Message }) {
  const t = useT();
  const { done } = t.booking;
  const { word } = useMessages();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title =
    booking.status === 'awaiting_payment'
      ? t.evening.booked
      : booking.status === 'confirmed'
        ? done.confirmed
        : done.requested;
  const { deposit } = booking;
  return (
    <section className="booking-done" aria-labelledby={titleId}>
      <h2 className="booking__heading" id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="booking-done__summary">
        {done.summary(dayInWords(booking.date, t), booking.time, t.booking.persons(booking.partySize))}
      </p>
      <p>{word(message)}</p>
      {deposit && (
        <dl className="fact-list booking-done__deposit">
          <dt>{t.evening.depositAmount}</dt>
          <dd>CHF {francs(Math.round(deposit.amount * 100))}</dd>
          <dt>{t.evening.depositReference}</dt>
          <dd className="booking-done__reference">{paymentReferenceText(deposit.reference)}</dd>
          <dt>{t.evening.depositDeadline}</dt>
          <dd>{swissDate(deposit.deadline)}</dd>
        </dl>
      )}
      <p>
        {done.reference}
        <strong>{booking.reference}</strong>
      </p>
      {booking.calendar && (
        // The file is in the page itself: it downloads without the app, and without a second request.
        <a
          className="button booking-done__calendar"
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(booking.calendar)}`}
          download={`reservation-${booking.reference}.ics`}
        >
          {done.calendar}
        </a>
      )}
      {booking.manageUrl && (
        <div className="booking-done__link">
          <p>{done.keepLink}</p>
          <a className="button button--primary" href={booking.manageUrl} rel="noreferrer">
            {done.manage}
          </a>
          <p className="booking-done__url">{booking.manageUrl}</p>
        </div>
      )}
    </section>
  );
}
