import { useEffect, useRef } from 'react';
import type { DayText, Message, ReservationSlot } from '@ticino/shared';
import { useT } from '../../../hooks/useLocale';
import { useMessages } from '../../../hooks/useMessages';
import { FormField } from '../../../ui/FormField';
import { longDay } from '../booking/BookingCalendar';

/** The day's times the party no longer fits: those it may wait for. */
export const fullTimes = (slots: readonly ReservationSlot[]) =>
  slots.filter((slot) => !slot.available).map((slot) => slot.time);

const INTRO_ID = 'booking-waitlist-intro';

/**
 * Under the day's times, when some are full: the waiting list (docs/product.md#waiting-list), and which full time the
 * party waits for. Posted as `waitTime` with `intent=wait` without JavaScript; with it, choosing a time here sets the
 * free time aside, and the form asks who waits.
 */
export function WaitlistChoice({
  times,
  value,
  error,
  onChange,
}: {
  /** The full times, in the day's order. */
  times: readonly string[];
  value: string;
  error: Message | undefined;
  onChange: (time: string) => void;
}) {
  const t = useT().booking.waitlist;
  const { word } = useMessages();
  return (
    <fieldset className="booking__waitlist">
      <legend className="field__label">{t.legend}</legend>
      <p className="booking__waitlist-intro" id={INTRO_ID}>
        {t.intro}
      </p>
      <FormField id="booking-waitTime" label={t.time} error={error && word(error)}>
        {(control) => (
          <select
            className="select"
            name="waitTime"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...control}
            aria-describedby={[INTRO_ID, control['aria-describedby']].filter(Boolean).join(' ')}
          >
            <option value="">{t.choose}</option>
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}

/** What the waiting list answered: for what the party waits, and the server's message; its heading takes the focus. */
export function WaitlistJoined({
  date,
  time,
  partySize,
  message,
}: {
  date: DayText;
  time: string;
  partySize: number;
  message: Message;
}) {
  const texts = useT().booking;
  const { word } = useMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="booking-done" aria-labelledby="waitlist-joined-title">
      <h2 className="booking__heading" id="waitlist-joined-title" ref={heading} tabIndex={-1}>
        {texts.waitlist.joined}
      </h2>
      <p className="booking-done__summary">
        {texts.done.summary(longDay(date, texts), time, texts.persons(partySize))}
      </p>
      <p role="status">{word(message)}</p>
    </section>
  );
}
