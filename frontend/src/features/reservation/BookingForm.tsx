import { useState, type FormEvent, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  BOOKING_FORM_TOKEN_FIELD,
  DEFAULT_RESERVATION_SETTINGS,
  addDaysToDayText,
  genevaDay,
  isDayText,
  messageOf,
  servicesOfDate,
  validateReservationInput,
  type BookingCreated,
  type BookingFormAnswer,
  type BookingWindow,
  type DayText,
  type Message,
  type OpeningException,
  type OpeningSlot,
  type Dictionary,
  type ReservationSlot,
} from '@ticino/shared';
import { useLocale, usePagePath, useT } from '../../hooks/useLocale';
import { FormField } from '../../ui/FormField';
import { ErrorSummary, summarisedErrors } from '../../ui/ErrorSummary';
import { Spinner } from '../../ui/Spinner';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../hooks/useMessages';
import { useGenevaOffsets } from '../../hooks/useGenevaOffsets';
import { useHydrated } from '../../hooks/useHydrated';
import { BookingCalendar, longDay } from './BookingCalendar';
import { BookingDone } from './BookingDone';
import { GroupRequestForm } from './GroupRequestForm';
import { HoneypotField } from './HoneypotField';
import { TextFields, type TextFieldSpec } from './TextFields';
import { availabilityKey, createReservation, type AvailabilityResponse } from './api/reservation-api';

/** What the calendar needs of the restaurant: the days it opens. */
export interface BookingHours {
  openingHours: OpeningSlot[];
  openingExceptions: OpeningException[];
}

type ContactField = 'name' | 'email' | 'phone' | 'notes';
type Contact = Record<ContactField, string>;
type Errors = Partial<Record<string, Message>>;
type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: Message }
  | { kind: 'done'; booking: BookingCreated; message: Message };

type BookingTexts = Dictionary['booking'];

const contactFields = (t: BookingTexts): TextFieldSpec<ContactField>[] => [
  { field: 'name', label: t.fields.name, type: 'text', autoComplete: 'name' },
  { field: 'email', label: t.fields.email, type: 'email', autoComplete: 'email' },
  { field: 'phone', label: t.fields.phone, type: 'tel', autoComplete: 'tel' },
  { field: 'notes', label: t.fields.notes, type: 'textarea', autoComplete: 'off', hint: t.notesHint },
];

/** The fields a refusal names, in the form's order, each with the id of what to fix. */
const SUMMARY_ORDER = ['partySize', 'date', 'time', 'name', 'email', 'phone', 'notes'] as const;

/** The party size: up to the online maximum, or a group, which sends a « demande de groupe » instead. */
function PartySizeField({
  value,
  max,
  onChange,
}: {
  value: number | 'group';
  max: number;
  onChange: (value: number | 'group') => void;
}) {
  const t = useT().booking;
  return (
    <FormField label={t.partySize} id="booking-partySize">
      {(control) => (
        <select
          className="select"
          name="partySize"
          value={String(value)}
          onChange={(event) => onChange(event.target.value === 'group' ? 'group' : Number(event.target.value))}
          {...control}
        >
          {Array.from({ length: max }, (_, index) => index + 1).map((size) => (
            <option key={size} value={size}>
              {t.persons(size)}
            </option>
          ))}
          <option value="group">{t.groupOption(max)}</option>
        </select>
      )}
    </FormField>
  );
}

/** The day's times as radio buttons; taken times are shown, not offered. */
function TimeList({
  date,
  slots,
  notice,
  time,
  onChange,
}: {
  date: DayText;
  slots: ReservationSlot[];
  notice: Message | null;
  time: string | null;
  onChange: (time: string) => void;
}) {
  const t = useT().booking;
  const { word } = useMessages();
  return (
    <fieldset className="booking__times" id="booking-time">
      <legend className="field__label">
        {t.timesOn}
        {longDay(date, t)}
      </legend>
      {notice && (
        <p className="booking__notice" role="status">
          {word(notice)}
        </p>
      )}
      <div className="booking__time-list">
        {slots.map((slot) => (
          <label key={slot.time} className={`booking__time${slot.available ? '' : ' booking__time--taken'}`}>
            <input
              type="radio"
              name="time"
              value={slot.time}
              checked={time === slot.time}
              disabled={!slot.available}
              onChange={() => onChange(slot.time)}
            />
            <span>{slot.time}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The day's free times, asked of the API for the party. */
function TimeChoices({
  date,
  partySize,
  time,
  onChange,
}: {
  date: DayText;
  partySize: number;
  time: string | null;
  onChange: (time: string) => void;
}) {
  const t = useT().booking;
  const { word, failure, answered } = useMessages();
  const { data, error, isLoading } = useSWR<AvailabilityResponse, ApiError>(availabilityKey(date, partySize));
  if (isLoading) return <Spinner label={t.searchingTimes} />;
  if (error) return <p role="alert">{word(failure(error))}</p>;
  const notice = data ? answered(data) : null;
  return <TimeList date={date} slots={data?.data.slots ?? []} notice={notice} time={time} onChange={onChange} />;
}

/**
 * Without JavaScript, a date field and a button that posts the party and the date: the server answers with the day's
 * free times (docs/product.md#booking-without-javascript). With JavaScript the calendar takes its place.
 */
function DateWithoutScript({
  date,
  error,
  bounds,
}: {
  date: string;
  error: Message | undefined;
  bounds: BookingWindow | null;
}) {
  const t = useT().booking;
  const { word } = useMessages();
  return (
    <>
      {/* A refused date is not echoed back: a date field holds a valid day or nothing. */}
      <FormField label={t.wantedDate} error={error && word(error)}>
        {(control) => (
          <input
            className="input"
            type="date"
            name="date"
            defaultValue={isDayText(date) ? date : ''}
            min={bounds?.firstDay}
            max={bounds?.lastDay}
            {...control}
          />
        )}
      </FormField>
      <button className="button" type="submit" name="intent" value="times">
        {t.seeTimes}
      </button>
    </>
  );
}

function ContactFields({
  contact,
  errors,
  onChange,
}: {
  contact: Contact;
  errors: Errors;
  onChange: (field: ContactField, value: string) => void;
}) {
  const t = useT().booking;
  return (
    <div className="booking__contact">
      <TextFields
        fields={contactFields(t)}
        values={contact}
        errors={errors}
        onChange={onChange}
        rows={3}
        idPrefix="booking"
      />
    </div>
  );
}

/**
 * The date: the calendar once the app runs; without JavaScript, a date field (in `<noscript>` on the page everyone
 * gets, plain on the server's answer to a posted form, which has no app).
 */
function BookingDates({
  answer,
  date,
  dateError,
  bounds,
  calendar,
}: {
  answer: BookingFormAnswer | null;
  date: DayText | null;
  dateError: Message | undefined;
  bounds: BookingWindow | null;
  calendar: ReactNode;
}) {
  const t = useT().booking;
  return (
    // Its room is kept in the server's page (same height), so the calendar moves nothing when it appears.
    <fieldset className="booking__dates" id="booking-date">
      <legend className="field__label">
        {t.date}
        {date ? `${t.dateSeparator}${longDay(date, t)}` : ''}
      </legend>
      {answer ? (
        <DateWithoutScript
          date={date ?? (answer.step === 'date' ? answer.date : '')}
          error={dateError}
          bounds={bounds}
        />
      ) : (
        <noscript>
          <DateWithoutScript date="" error={undefined} bounds={bounds} />
        </noscript>
      )}
      {calendar}
    </fieldset>
  );
}

/** The party a posted form's answer shows: the group request's form for a group. */
function initialParty(answer: BookingFormAnswer | null): number | 'group' {
  if (answer?.step === 'group' || answer?.step === 'group-sent') return 'group';
  return answer?.step === 'date' || answer?.step === 'times' ? answer.partySize : 2;
}

/** The status a posted form's answer starts the page in. */
function answeredStatus(answer: BookingFormAnswer | null): Status {
  if (answer?.step === 'done') return { kind: 'done', booking: answer.booking, message: answer.message };
  if ((answer?.step === 'date' || answer?.step === 'times') && answer.failure) {
    return { kind: 'failed', message: answer.failure };
  }
  return { kind: 'idle' };
}

/** The booking's steps once a date is known: the time, then who comes; a posted form's answer fills them in. */
function useBooking(answer: BookingFormAnswer | null) {
  const posted = answer?.step === 'times' ? answer.values : null;
  const [contact, setContact] = useState<Contact>({
    name: posted?.name ?? '',
    email: posted?.email ?? '',
    phone: posted?.phone ?? '',
    notes: posted?.notes ?? '',
  });
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>(
    answer?.step === 'date' || answer?.step === 'times' ? answer.errors : {},
  );
  const [status, setStatus] = useState<Status>(() => answeredStatus(answer));
  // A posted form's answer with errors is a refusal too: its summary takes the focus once the page shows.
  const [refusals, setRefusals] = useState(0);
  const refuse = (refused: Errors) => {
    setErrors(refused);
    if (Object.values(refused).some(Boolean)) setRefusals((count) => count + 1);
  };
  return { contact, setContact, website, setWebsite, errors, refuse, refusals, status, setStatus };
}

/** Who comes, and the button that books; without JavaScript, with the token the server's page gave out. */
function BookingDetails({
  booking,
  formToken,
  label,
}: {
  booking: ReturnType<typeof useBooking>;
  formToken: string | null;
  label: string;
}) {
  const t = useT().booking;
  const sending = booking.status.kind === 'sending';
  return (
    <>
      <ContactFields
        contact={booking.contact}
        errors={booking.errors}
        onChange={(field, value) => booking.setContact((current) => ({ ...current, [field]: value }))}
      />
      <HoneypotField id="booking-website" value={booking.website} onChange={booking.setWebsite} />
      {formToken && <input type="hidden" name={BOOKING_FORM_TOKEN_FIELD} value={formToken} />}
      <button
        className="button button--primary"
        type="submit"
        name="intent"
        value="book"
        disabled={sending}
        aria-busy={sending}
      >
        {sending && <Spinner label={t.sending} size="sm" />}
        {label}
      </button>
    </>
  );
}

interface BookingFormProps {
  hours: BookingHours | undefined;
  /** The server's answer to the form posted without JavaScript: only the server's render of a post has one. */
  answer?: BookingFormAnswer | null;
  /** The days online booking takes, the date field's bounds without JavaScript: only the server's render has them. */
  dateBounds?: BookingWindow | null;
}

/**
 * Today, the last day online booking takes and the largest party it takes, as the server says once the app runs
 * (today's availability answer), its defaults meanwhile; none on the server, whose page is cached for every visitor.
 */
function useOnlineRules() {
  const hydrated = useHydrated();
  const offsets = useGenevaOffsets();
  const today = hydrated ? genevaDay(new Date(), offsets) : null;
  const todays = useSWR<AvailabilityResponse>(today ? availabilityKey(today, 1) : null).data?.data;
  return {
    today,
    lastDay: todays?.lastDay ?? (today && addDaysToDayText(today, DEFAULT_RESERVATION_SETTINGS.horizonDays)),
    maxParty: todays?.maxPartyOnline ?? DEFAULT_RESERVATION_SETTINGS.maxPartyOnline,
  };
}

/**
 * The « Réserver une table » form (docs/product.md#table-reservations): party size, a date in the calendar, a free
 * time, then name, e-mail, phone and notes, sent to POST /api/reservations. Larger parties get the group request.
 * The calendar and the times depend on today: they appear once the app runs, never in the server's cached HTML.
 * Without JavaScript the same form posts to its own page, which the server answers step by step.
 */
export function BookingForm({ hours, answer = null, dateBounds = null }: BookingFormProps) {
  const t = useT().booking;
  const locale = useLocale();
  const pagePath = usePagePath();
  const { word, failure, fieldErrors, answered } = useMessages();
  const atTimes = answer?.step === 'times' ? answer : null;
  const [party, setParty] = useState<number | 'group'>(() => initialParty(answer));
  const [date, setDate] = useState<DayText | null>(atTimes?.date ?? null);
  const [time, setTime] = useState<string | null>(atTimes?.values.time || null);
  const booking = useBooking(answer);
  const { mutate } = useSWRConfig();
  const { today, lastDay, maxParty } = useOnlineRules();
  const { status } = booking;

  if (status.kind === 'done') return <BookingDone booking={status.booking} message={status.message} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (party === 'group' || !date || !time || status.kind === 'sending') return;
    const input = { date, time, partySize: party, ...booking.contact };
    const checked = validateReservationInput(input, { staff: false, maxPartyOnline: maxParty });
    if (!checked.ok) {
      booking.refuse(checked.errors);
      return;
    }
    booking.refuse({});
    booking.setStatus({ kind: 'sending' });
    try {
      const created = await createReservation({ ...input, website: booking.website }, locale);
      const said = messageOf(created.data.status === 'requested' ? 'reservation.requested' : 'reservation.confirmed');
      booking.setStatus({ kind: 'done', booking: created.data, message: answered(created) ?? said });
    } catch (error) {
      booking.refuse(fieldErrors(error));
      booking.setStatus({ kind: 'failed', message: failure(error) });
      // Taken meanwhile: the times are asked again, so the guest sees which are still free.
      if (error instanceof ApiError && error.status === 409) void mutate(availabilityKey(date, party));
    }
  }

  const chooseParty = (value: number | 'group') => {
    setParty(value);
    setTime(null);
  };
  const showDetails = party !== 'group' && date && (atTimes ? atTimes.slots.some((slot) => slot.available) : time);

  return (
    <>
      <form
        className="booking"
        method="post"
        action={pagePath('booking')}
        noValidate
        onSubmit={submit}
        aria-labelledby="booking-title"
      >
        <h2 className="booking__heading" id="booking-title">
          {t.heading}
        </h2>
        <ErrorSummary
          title={t.fixSummary}
          errors={summarisedErrors('booking', SUMMARY_ORDER, (field) => {
            const error = booking.errors[field];
            return error && word(error);
          })}
          attempt={booking.refusals}
        />
        <PartySizeField value={party} max={maxParty} onChange={chooseParty} />
        {party !== 'group' && (
          <>
            <BookingDates
              answer={answer}
              date={date}
              dateError={booking.errors.date}
              bounds={dateBounds}
              calendar={
                today &&
                lastDay && (
                  <BookingCalendar
                    today={today}
                    lastDay={lastDay}
                    selected={date}
                    isOpen={(day) =>
                      !hours || servicesOfDate(day, hours.openingHours, hours.openingExceptions).length > 0
                    }
                    onSelect={(day) => {
                      setDate(day);
                      setTime(null);
                    }}
                  />
                )
              }
            />
            {date &&
              (atTimes ? (
                <TimeList date={date} slots={atTimes.slots} notice={atTimes.notice} time={time} onChange={setTime} />
              ) : (
                <TimeChoices date={date} partySize={party} time={time} onChange={setTime} />
              ))}
            {booking.errors.date && !answer && <p className="field__error">{word(booking.errors.date)}</p>}
            {booking.errors.time && <p className="field__error">{word(booking.errors.time)}</p>}
          </>
        )}
        {showDetails && (
          <BookingDetails booking={booking} formToken={atTimes?.formToken ?? null} label={t.bookFor(party, time)} />
        )}
        {status.kind === 'failed' && (
          <p className="booking__failure" role="alert">
            {word(status.message)}
          </p>
        )}
      </form>
      {party === 'group' && (
        <GroupRequestForm
          minGuests={maxParty + 1}
          answer={answer?.step === 'group' || answer?.step === 'group-sent' ? answer : null}
        />
      )}
    </>
  );
}
