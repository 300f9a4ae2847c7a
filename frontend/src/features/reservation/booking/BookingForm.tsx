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
  validateWaitlistInput,
  type BookingCreated,
  type BookingFormAnswer,
  type BookingWindow,
  type DayText,
  type Message,
  type OpeningException,
  type OpeningSlot,
  type Dictionary,
  type ReservationErrors,
  type ReservationSlot,
} from '@ticino/shared';
import { useLocale, usePagePath, useT } from '../../../hooks/useLocale';
import { FormField } from '../../../ui/FormField';
import { ErrorSummary, summarisedErrors } from '../../../ui/ErrorSummary';
import { Spinner } from '../../../ui/Spinner';
import { ApiError } from '../../../lib/api-client';
import { useMessages } from '../../../hooks/useMessages';
import { useGenevaOffsets } from '../../../hooks/useGenevaOffsets';
import { useHydrated } from '../../../hooks/useHydrated';
import { BookingCalendar, longDay } from './BookingCalendar';
import { BookingAnswer } from '../../../ui/BookingAnswer';
import { GroupRequestForm } from '../group/GroupRequestForm';
import { HoneypotField } from '../fields/HoneypotField';
import { AllergyChoices, AllergyConsent } from '../fields/AllergyFields';
import { WaitlistChoice, WaitlistJoined, fullTimes } from '../waitlist/JoinWaitlist';
import { TextFields, type TextFieldSpec } from '../fields/TextFields';
import { availabilityKey, createReservation, joinWaitlist, type AvailabilityResponse } from '../api/reservation-api';

/** What the calendar needs of the restaurant: the days it opens. */
export interface BookingHours {
  openingHours: OpeningSlot[];
  openingExceptions: OpeningException[];
}

type ContactField = 'name' | 'email' | 'phone' | 'notes';
type Contact = Record<ContactField, string>;
/** The allergy boxes ticked, in the menu's order, and the consent to keep them (docs/product.md#allergies). */
interface Allergies {
  allergens: string[];
  allergyConsent: boolean;
}
type Errors = Partial<Record<string, Message>>;
type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: Message }
  | { kind: 'done'; booking: BookingCreated; message: Message }
  /** On the waiting list for a full time (docs/product.md#waiting-list). */
  | { kind: 'waiting'; date: DayText; time: string; partySize: number; message: Message };

type BookingTexts = Dictionary['booking'];
/** The server's answer with the day's times, to a form posted without JavaScript. */
type TimesAnswer = Extract<BookingFormAnswer, { step: 'times' }>;

const contactFields = (t: BookingTexts): TextFieldSpec<ContactField>[] => [
  { field: 'name', label: t.fields.name, type: 'text', autoComplete: 'name' },
  { field: 'email', label: t.fields.email, type: 'email', autoComplete: 'email' },
  { field: 'phone', label: t.fields.phone, type: 'tel', autoComplete: 'tel' },
  { field: 'notes', label: t.fields.notes, type: 'textarea', autoComplete: 'off', hint: t.notesHint },
];

/** The fields a refusal names, in the form's order, each with the id of what to fix. */
const SUMMARY_ORDER = [
  'partySize',
  'date',
  'time',
  'waitTime',
  'name',
  'email',
  'phone',
  'allergens',
  'notes',
  'allergyConsent',
] as const;

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

/**
 * Who comes: name, e-mail and phone; for a booking, the allergy boxes, the notes (whose allergies count as ticked
 * ones), then the consent that covers both. The waiting list asks the first three only.
 */
function ContactFields({
  contact,
  allergies,
  errors,
  booking,
  onChange,
  onAllergies,
}: {
  contact: Contact;
  allergies: Allergies;
  errors: Errors;
  booking: boolean;
  onChange: (field: ContactField, value: string) => void;
  onAllergies: (change: Partial<Allergies>) => void;
}) {
  const t = useT().booking;
  const fields = contactFields(t);
  const textFields = (which: (field: ContactField) => boolean) => (
    <TextFields
      fields={fields.filter(({ field }) => which(field))}
      values={contact}
      errors={errors}
      onChange={onChange}
      rows={3}
      idPrefix="booking"
    />
  );
  return (
    <div className="booking__contact">
      {textFields((field) => field !== 'notes')}
      {booking && (
        <>
          <AllergyChoices
            chosen={allergies.allergens}
            error={errors.allergens}
            onChange={(allergens) => onAllergies({ allergens })}
          />
          {textFields((field) => field === 'notes')}
          <AllergyConsent
            given={allergies.allergyConsent}
            error={errors.allergyConsent}
            onChange={(allergyConsent) => onAllergies({ allergyConsent })}
          />
        </>
      )}
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
  if (answer?.step === 'waiting') return { kind: 'waiting', ...answer };
  if ((answer?.step === 'date' || answer?.step === 'times') && answer.failure) {
    return { kind: 'failed', message: answer.failure };
  }
  return { kind: 'idle' };
}

/** The waiting list's refusals: its time is the full time chosen for it, not the booking's. */
function waitErrors(errors: ReservationErrors | Errors): Errors {
  const { time, ...others } = errors;
  return time ? { ...others, waitTime: time } : others;
}

/** The errors a posted form's answer shows: the waiting list's time error on its own field. */
function answeredErrors(answer: BookingFormAnswer | null): Errors {
  if (answer?.step === 'times') return answer.waiting ? waitErrors(answer.errors) : answer.errors;
  return answer?.step === 'date' ? answer.errors : {};
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
  // A refused post without JavaScript shows the boxes as they were ticked.
  const [allergies, setAllergies] = useState<Allergies>({
    allergens: posted?.allergens ?? [],
    allergyConsent: posted?.allergyConsent ?? false,
  });
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>(() => answeredErrors(answer));
  const [status, setStatus] = useState<Status>(() => answeredStatus(answer));
  // A posted form's answer with errors is a refusal too: its summary takes the focus once the page shows.
  const [refusals, setRefusals] = useState(0);
  const refuse = (refused: Errors) => {
    setErrors(refused);
    if (Object.values(refused).some(Boolean)) setRefusals((count) => count + 1);
  };
  return {
    contact,
    setContact,
    allergies,
    setAllergies,
    website,
    setWebsite,
    errors,
    refuse,
    refusals,
    status,
    setStatus,
  };
}

/** A submit button of the form, busy while the form is sent. */
function SubmitButton({
  intent,
  label,
  sending,
  primary,
}: {
  intent: 'book' | 'wait';
  label: string;
  sending: boolean;
  primary: boolean;
}) {
  const t = useT().booking;
  return (
    <button
      className={`button${primary ? ' button--primary' : ''}`}
      type="submit"
      name="intent"
      value={intent}
      disabled={sending}
      aria-busy={sending}
    >
      {sending && <Spinner label={t.sending} size="sm" />}
      {label}
    </button>
  );
}

/**
 * Who comes, and the buttons that book (`book`, its label) or put the party on the waiting list (`wait`); without
 * JavaScript, with the token the server's page gave out.
 */
function BookingDetails({
  booking,
  formToken,
  book,
  wait,
}: {
  booking: ReturnType<typeof useBooking>;
  formToken: string | null;
  book: string | null;
  wait: string | null;
}) {
  const sending = booking.status.kind === 'sending';
  return (
    <>
      <ContactFields
        contact={booking.contact}
        errors={booking.errors}
        allergies={booking.allergies}
        booking={book !== null}
        onChange={(field, value) => booking.setContact((current) => ({ ...current, [field]: value }))}
        onAllergies={(change) => booking.setAllergies((current) => ({ ...current, ...change }))}
      />
      <HoneypotField id="booking-website" value={booking.website} onChange={booking.setWebsite} />
      {formToken && <input type="hidden" name={BOOKING_FORM_TOKEN_FIELD} value={formToken} />}
      {book !== null && <SubmitButton intent="book" label={book} sending={sending} primary />}
      {wait !== null && <SubmitButton intent="wait" label={wait} sending={sending} primary={book === null} />}
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
 * The day's full times for the party, those the waiting list takes: the server's answer's without JavaScript; with
 * it, the API's, which the time list asks for too (one request, SWR's). None on a day that takes no booking for
 * another reason than being full (closed, paused…).
 */
function useFullTimes(date: DayText | null, party: number | 'group', answer: TimesAnswer | null): string[] {
  const asked = date && party !== 'group' && !answer ? availabilityKey(date, party) : null;
  const { data } = useSWR<AvailabilityResponse>(asked);
  const slots = answer?.slots ?? data?.data.slots ?? [];
  const notice = answer ? answer.notice?.code : data?.code;
  return notice === undefined || notice === 'reservation.full' ? fullTimes(slots) : [];
}

/** What the guest chose: the party, the day, a free time or a full one to wait for; each sets aside what it changes. */
function useChoice(atTimes: TimesAnswer | null, answer: BookingFormAnswer | null) {
  const [party, setParty] = useState<number | 'group'>(() => initialParty(answer));
  const [date, setDate] = useState<DayText | null>(atTimes?.date ?? null);
  const [time, setTime] = useState<string | null>(atTimes?.values.time || null);
  const [waitTime, setWaitTime] = useState(atTimes?.values.waitTime ?? '');
  return {
    party,
    date,
    time,
    waitTime,
    chooseParty: (value: number | 'group') => {
      setParty(value);
      setTime(null);
      setWaitTime('');
    },
    chooseDate: (day: DayText) => {
      setDate(day);
      setTime(null);
      setWaitTime('');
    },
    chooseTime: (value: string) => {
      setTime(value);
      setWaitTime('');
    },
    chooseWaitTime: (value: string) => {
      setWaitTime(value);
      setTime(null);
    },
  };
}

/**
 * Sending the form once checked with the shared rules: a booking (POST /api/reservations), or a place on the waiting
 * list (POST /api/waitlist), in the page's language; its answer, or its refusal, becomes the form's status.
 */
function useSending(booking: ReturnType<typeof useBooking>, maxParty: number) {
  const locale = useLocale();
  const { failure, fieldErrors, answered } = useMessages();
  const { mutate } = useSWRConfig();

  async function send(request: () => Promise<Status>, refused: (errors: Errors) => Errors, asked: string) {
    booking.refuse({});
    booking.setStatus({ kind: 'sending' });
    try {
      booking.setStatus(await request());
    } catch (error) {
      booking.refuse(refused(fieldErrors(error)));
      booking.setStatus({ kind: 'failed', message: failure(error) });
      // Taken meanwhile, or freed (the waiting list's « book it »): the times are asked again, so the guest sees them.
      if (error instanceof ApiError && error.status === 409) void mutate(asked);
    }
  }

  return {
    book: async (day: DayText, partySize: number, at: string) => {
      const input = { date: day, time: at, partySize, ...booking.contact, ...booking.allergies };
      const checked = validateReservationInput(input, { staff: false, maxPartyOnline: maxParty });
      if (!checked.ok) return booking.refuse(checked.errors);
      await send(
        async () => {
          const created = await createReservation({ ...input, website: booking.website }, locale);
          const code = created.data.status === 'requested' ? 'reservation.requested' : 'reservation.confirmed';
          return { kind: 'done', booking: created.data, message: answered(created) ?? messageOf(code) };
        },
        (errors) => errors,
        availabilityKey(day, partySize),
      );
    },

    wait: async (day: DayText, partySize: number, at: string) => {
      const { name, email, phone } = booking.contact;
      const input = { date: day, time: at, partySize, name, email, phone };
      const checked = validateWaitlistInput(input, { maxPartyOnline: maxParty });
      if (!checked.ok) return booking.refuse(waitErrors(checked.errors));
      await send(
        async () => {
          const joined = await joinWaitlist({ ...input, website: booking.website }, locale);
          const said = messageOf('reservation.waitlistJoined', { time: at });
          return { kind: 'waiting', date: day, time: at, partySize, message: answered(joined) ?? said };
        },
        waitErrors,
        availabilityKey(day, partySize),
      );
    },
  };
}

/**
 * The « Réserver une table » form (docs/product.md#table-reservations): party size, a date in the calendar, a free
 * time, then name, e-mail, phone, allergies, notes and the consent to keep the allergies, sent to
 * POST /api/reservations. A full time may be waited for instead (docs/product.md#waiting-list): name, e-mail and phone,
 * sent to POST /api/waitlist. Larger parties get the group request. The calendar and the times depend on today: they
 * appear once the app runs, never in the server's cached HTML. Without JavaScript the same form posts to its own
 * page, which the server answers step by step.
 */
export function BookingForm({ hours, answer = null, dateBounds = null }: BookingFormProps) {
  const t = useT().booking;
  const pagePath = usePagePath();
  const { word } = useMessages();
  const atTimes = answer?.step === 'times' ? answer : null;
  const { party, date, time, waitTime, chooseParty, chooseDate, chooseTime, chooseWaitTime } = useChoice(
    atTimes,
    answer,
  );
  const booking = useBooking(answer);
  const { today, lastDay, maxParty } = useOnlineRules();
  const full = useFullTimes(date, party, atTimes);
  const { book, wait } = useSending(booking, maxParty);
  const { status } = booking;

  if (status.kind === 'done') return <BookingAnswer booking={status.booking} message={status.message} />;
  if (status.kind === 'waiting') return <WaitlistJoined {...status} />;

  // A full time chosen, then freed meanwhile (the times asked again): it is booked, not waited for.
  const waitingFor = full.includes(waitTime) ? waitTime : '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (party === 'group' || !date || status.kind === 'sending') return;
    if (time) await book(date, party, time);
    else if (waitingFor) await wait(date, party, waitingFor);
  }

  // Without JavaScript both may be sent from the one page: the details come with the times. With it, who comes is
  // asked once a free time, or a full one to wait for, is chosen.
  const offersBooking = atTimes ? atTimes.slots.some((slot) => slot.available) : Boolean(time);
  const offersWaiting = atTimes ? full.length > 0 : !time && Boolean(waitingFor);
  const showDetails = party !== 'group' && date && (offersBooking || offersWaiting);

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
                    onSelect={chooseDate}
                  />
                )
              }
            />
            {date &&
              (atTimes ? (
                <TimeList date={date} slots={atTimes.slots} notice={atTimes.notice} time={time} onChange={chooseTime} />
              ) : (
                <TimeChoices date={date} partySize={party} time={time} onChange={chooseTime} />
              ))}
            {booking.errors.date && !answer && <p className="field__error">{word(booking.errors.date)}</p>}
            {booking.errors.time && <p className="field__error">{word(booking.errors.time)}</p>}
            {date && full.length > 0 && (
              <WaitlistChoice
                times={full}
                value={atTimes ? waitTime : waitingFor}
                error={booking.errors.waitTime}
                onChange={chooseWaitTime}
              />
            )}
          </>
        )}
        {showDetails && (
          <BookingDetails
            booking={booking}
            formToken={atTimes?.formToken ?? null}
            book={offersBooking ? t.bookFor(party, time) : null}
            wait={offersWaiting ? t.waitlist.join(atTimes ? null : waitingFor) : null}
          />
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
