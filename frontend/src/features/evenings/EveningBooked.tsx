import { useEffect, useRef } from 'react';
import { dayInWords, francs, paymentReferenceText, swissDate, type BookingCreated, type Message } from '@ticino/shared';
import { useT } from '../../hooks/useLocale';
import { useMessages } from '../../hooks/useMessages';

/**
 * The answer to an evening's booking: held until its deposit arrives (« Réservation enregistrée », the amount, the
 * payment reference and the last day to pay, the QR-bill coming with the e-mail), confirmed, or a request for staff;
 * then the private manage link to keep, as the booking page's answer gives it.
 */
export function EveningBooked({ booking, message }: { booking: BookingCreated; message: Message }) {
  const t = useT();
  const { word } = useMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { done } = t.booking;
  const title =
    booking.status === 'awaiting_payment'
      ? t.evening.booked
      : booking.status === 'confirmed'
        ? done.confirmed
        : done.requested;
  const { deposit } = booking;
  return (
    <section className="booking-done" aria-labelledby="evening-done-title">
      <h2 className="booking__heading" id="evening-done-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="booking-done__summary">
        {done.summary(dayInWords(booking.date, t), booking.time, t.booking.persons(booking.partySize))}
      </p>
      <p>{word(message)}</p>
      {deposit && (
        <dl className="evening-deposit">
          <dt>{t.evening.depositAmount}</dt>
          <dd>CHF {francs(Math.round(deposit.amount * 100))}</dd>
          <dt>{t.evening.depositReference}</dt>
          <dd className="evening-deposit__reference">{paymentReferenceText(deposit.reference)}</dd>
          <dt>{t.evening.depositDeadline}</dt>
          <dd>{swissDate(deposit.deadline)}</dd>
        </dl>
      )}
      <p>
        {done.reference}
        <strong>{booking.reference}</strong>
      </p>
      {booking.calendar && (
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
