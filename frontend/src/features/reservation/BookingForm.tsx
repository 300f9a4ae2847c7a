import { useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  DEFAULT_RESERVATION_SETTINGS,
  RESERVATION_MESSAGES,
  addDaysToDayText,
  genevaDay,
  servicesOfDate,
  validateReservationInput,
  type BookingCreated,
  type DayText,
  type OpeningException,
  type OpeningSlot,
} from '@ticino/shared';
import { FormField } from '../../ui/FormField';
import { Spinner } from '../../ui/Spinner';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api-client';
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
type Errors = Partial<Record<string, string>>;
type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; booking: BookingCreated; message: string };

const CONTACT_FIELDS: TextFieldSpec<ContactField>[] = [
  { field: 'name', label: 'Nom', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel' },
  {
    field: 'notes',
    label: 'Remarques (facultatif)',
    type: 'textarea',
    autoComplete: 'off',
    hint: 'Allergies, occasion, chaise haute…',
  },
];

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
  return (
    <FormField label="Nombre de personnes">
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
              {size} {size === 1 ? 'personne' : 'personnes'}
            </option>
          ))}
          <option value="group">Plus de {max} personnes : demande de groupe</option>
        </select>
      )}
    </FormField>
  );
}

/** The day's free times as radio buttons; taken times are shown, not offered. */
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
  const { data, error, isLoading } = useSWR<AvailabilityResponse, ApiError>(availabilityKey(date, partySize));
  if (isLoading) return <Spinner label="Recherche des horaires libres" />;
  if (error) return <p role="alert">{error.message}</p>;
  const slots = data?.data.slots ?? [];
  return (
    <fieldset className="booking__times">
      <legend className="field__label">Horaires libres le {longDay(date)}</legend>
      {data?.message && (
        <p className="booking__notice" role="status">
          {data.message}
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

function ContactFields({
  contact,
  errors,
  onChange,
}: {
  contact: Contact;
  errors: Errors;
  onChange: (field: ContactField, value: string) => void;
}) {
  return (
    <div className="booking__contact">
      <TextFields fields={CONTACT_FIELDS} values={contact} errors={errors} onChange={onChange} rows={3} />
    </div>
  );
}

/** The booking's steps once a date is known: the time, then who comes. */
function useBooking() {
  const [contact, setContact] = useState<Contact>({ name: '', email: '', phone: '', notes: '' });
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  return { contact, setContact, website, setWebsite, errors, setErrors, status, setStatus };
}

/**
 * The « Réserver une table » form (docs/product.md#table-reservations): party size, a date in the calendar, a free
 * time, then name, e-mail, phone and notes, sent to POST /api/reservations. Larger parties get the group request.
 * The calendar and the times depend on today: they appear once the app runs, never in the server's cached HTML.
 */
export function BookingForm({ hours }: { hours: BookingHours | undefined }) {
  const hydrated = useHydrated();
  const [party, setParty] = useState<number | 'group'>(2);
  const [date, setDate] = useState<DayText | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const booking = useBooking();
  const { mutate } = useSWRConfig();
  const today = hydrated ? genevaDay(new Date()) : null;
  const bookingWindow = useSWR<AvailabilityResponse>(today ? availabilityKey(today, 1) : null);
  const maxParty = bookingWindow.data?.data.maxPartyOnline ?? DEFAULT_RESERVATION_SETTINGS.maxPartyOnline;
  const lastDay =
    bookingWindow.data?.data.lastDay ?? (today && addDaysToDayText(today, DEFAULT_RESERVATION_SETTINGS.horizonDays));
  const { status } = booking;

  if (status.kind === 'done') return <BookingDone booking={status.booking} message={status.message} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (party === 'group' || !date || !time || status.kind === 'sending') return;
    const input = { date, time, partySize: party, ...booking.contact };
    const checked = validateReservationInput(input, { staff: false, maxPartyOnline: maxParty });
    if (!checked.ok) {
      booking.setErrors(checked.errors);
      return;
    }
    booking.setErrors({});
    booking.setStatus({ kind: 'sending' });
    try {
      const answer = await createReservation({ ...input, website: booking.website });
      booking.setStatus({
        kind: 'done',
        booking: answer.data,
        message: answer.message ?? RESERVATION_MESSAGES.confirmed,
      });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      booking.setErrors(apiError?.fieldErrors ?? {});
      booking.setStatus({ kind: 'failed', message: apiError?.message ?? DEFAULT_ERROR_MESSAGE });
      // Taken meanwhile: the times are asked again, so the guest sees which are still free.
      if (apiError?.status === 409) void mutate(availabilityKey(date, party));
    }
  }

  const chooseParty = (value: number | 'group') => {
    setParty(value);
    setTime(null);
  };

  return (
    <>
      <form className="booking" noValidate onSubmit={submit} aria-labelledby="booking-title">
        <h2 className="booking__heading" id="booking-title">
          Votre table
        </h2>
        <PartySizeField value={party} max={maxParty} onChange={chooseParty} />
        {party !== 'group' && (
          <>
            {/* Its room is kept in the server's page (same height), so the calendar moves nothing when it appears. */}
            <fieldset className="booking__dates">
              <legend className="field__label">Date{date ? ` : ${longDay(date)}` : ''}</legend>
              {today && lastDay && (
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
              )}
            </fieldset>
            {date && <TimeChoices date={date} partySize={party} time={time} onChange={setTime} />}
            {booking.errors.date && <p className="field__error">{booking.errors.date}</p>}
            {booking.errors.time && <p className="field__error">{booking.errors.time}</p>}
          </>
        )}
        {party !== 'group' && date && time && (
          <>
            <ContactFields
              contact={booking.contact}
              errors={booking.errors}
              onChange={(field, value) => booking.setContact((current) => ({ ...current, [field]: value }))}
            />
            <HoneypotField id="booking-website" value={booking.website} onChange={booking.setWebsite} />
            <button
              className="button button--primary"
              type="submit"
              disabled={status.kind === 'sending'}
              aria-busy={status.kind === 'sending'}
            >
              {status.kind === 'sending' && <Spinner label="Envoi en cours" size="sm" />}
              Réserver pour {party} {party === 1 ? 'personne' : 'personnes'} à {time}
            </button>
          </>
        )}
        {status.kind === 'failed' && (
          <p className="booking__failure" role="alert">
            {status.message}
          </p>
        )}
      </form>
      {party === 'group' && <GroupRequestForm minGuests={maxParty + 1} />}
    </>
  );
}
