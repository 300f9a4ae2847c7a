import { useState, type FormEvent, type ReactNode } from 'react';
import {
  BOOKING_FORM_TOKEN_FIELD,
  bookedMessageOf,
  eveningPath,
  validateReservationInput,
  type BookingCreated,
  type EveningFormAnswer,
  type Message,
  type PublicEvening,
  type ReservationErrors,
} from '@ticino/shared';
import { ApiError } from '../../lib/api-client';
import { useHydrated } from '../../hooks/useHydrated';
import { useLocale, useT } from '../../hooks/useLocale';
import { useMessages } from '../../hooks/useMessages';
import { ErrorSummary, type SummarisedError } from '../../ui/ErrorSummary';
import { FormField } from '../../ui/FormField';
import { Spinner } from '../../ui/Spinner';
import { bookEvening } from './api/evenings-api';
import { BookingAnswer } from '../../ui/BookingAnswer';

/** What the allergy boxes draw with: the keys ticked, why they are refused, and the change. */
export interface AllergyChoicesProps {
  chosen: readonly string[];
  error: Message | undefined;
  onChange: (chosen: string[]) => void;
}

/** What the consent to keep the allergies draws with. */
export interface AllergyConsentProps {
  given: boolean;
  error: Message | undefined;
  onChange: (given: boolean) => void;
}

/**
 * The guest's allergies as the booking form asks them (docs/product.md#allergies): its own fields, which the page
 * that combines the features hands in (app/pages/EveningRoute.tsx). Their controls' ids are `booking-allergens` and
 * `booking-allergyConsent`.
 */
export interface AllergyFields {
  choices: (props: AllergyChoicesProps) => ReactNode;
  consent: (props: AllergyConsentProps) => ReactNode;
}

type ContactField = 'name' | 'email' | 'phone' | 'notes';
type Errors = Partial<Record<string, Message>>;
type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: Message }
  | { kind: 'done'; booking: BookingCreated; message: Message };

/** The fields a refusal names, in the form's order. */
const SUMMARY_ORDER = [
  'time',
  'partySize',
  'name',
  'email',
  'phone',
  'allergens',
  'notes',
  'allergyConsent',
] as const satisfies readonly string[];

/** The id of a field's control, which the error summary links to: the allergy fields keep the booking form's ids. */
const controlId = (field: string) =>
  field === 'allergens' || field === 'allergyConsent' ? `booking-${field}` : `evening-${field}`;

/** The largest party the form offers: the evening's online maximum, within the covers left. */
export const largestParty = (evening: Pick<PublicEvening, 'maxPartyOnline' | 'coversLeft'>) =>
  Math.max(0, Math.min(evening.maxPartyOnline, evening.coversLeft));

/** What the guest typed: who comes, their allergies and the consent to keep them, and the robots' field. */
interface Guest {
  contact: Record<ContactField, string>;
  allergens: string[];
  allergyConsent: boolean;
  website: string;
}

const NO_GUEST: Guest = {
  contact: { name: '', email: '', phone: '', notes: '' },
  allergens: [],
  allergyConsent: false,
  website: '',
};

/** What the form starts with. */
interface FormStart {
  time: string;
  partySize: number;
  guest: Guest;
  errors: Errors;
  status: Status;
}

/**
 * The form as the server's answer to a post without JavaScript leaves it: the booking made, or what was typed with
 * the refusal; empty otherwise. The robots' field is never shown again.
 */
function initialForm(evening: PublicEvening, answer: EveningFormAnswer | null): FormStart {
  const empty = { time: evening.times[0] ?? '', partySize: 2, guest: NO_GUEST, errors: {} };
  if (answer?.step === 'booked') {
    return { ...empty, status: { kind: 'done', booking: answer.booking, message: answer.message } };
  }
  if (answer?.step !== 'refused') return { ...empty, status: { kind: 'idle' } };
  const { values, errors, failure } = answer;
  const { name, email, phone, notes, allergens, allergyConsent } = values;
  return {
    time: values.time || empty.time,
    partySize: /^\d{1,3}$/.test(answer.partySize) ? Number(answer.partySize) : empty.partySize,
    guest: { contact: { name, email, phone, notes }, allergens, allergyConsent, website: '' },
    errors,
    status: { kind: 'failed', message: failure },
  };
}

/**
 * The form's state and its sending: the shared rules first, then POST /api/reservations in the page's language; its
 * answer, or its refusal (each field's under it), becomes the form's status. The time and the party stay within the
 * evening's times and covers, which may change under the form. Without JavaScript, the server's answer sets it.
 */
function useEveningBooking(evening: PublicEvening, onCoversChanged: () => void, answer: EveningFormAnswer | null) {
  const locale = useLocale();
  const { failure, fieldErrors, answered } = useMessages();
  const [initial] = useState(() => initialForm(evening, answer));
  const [time, setTime] = useState(initial.time);
  const [partySize, setPartySize] = useState(initial.partySize);
  const [guest, setGuest] = useState<Guest>(initial.guest);
  const [errors, setErrors] = useState<Errors>(initial.errors);
  const [refusals, setRefusals] = useState(0);
  const [status, setStatus] = useState<Status>(initial.status);
  const largest = largestParty(evening);
  const party = Math.max(1, Math.min(partySize, largest));
  const chosenTime = evening.times.includes(time) ? time : (evening.times[0] ?? '');

  const refuse = (refused: ReservationErrors | Errors) => {
    setErrors(refused);
    if (Object.values(refused).some(Boolean)) setRefusals((count) => count + 1);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const { contact, allergens, allergyConsent, website } = guest;
    const input = { eventId: evening.id, date: evening.date, time: chosenTime, partySize: party, ...contact };
    const checked = validateReservationInput(
      { ...input, allergens, allergyConsent },
      { staff: false, maxPartyOnline: largest },
    );
    if (!checked.ok) return refuse(checked.errors);
    refuse({});
    setStatus({ kind: 'sending' });
    try {
      const created = await bookEvening({ ...input, allergens, allergyConsent, website }, locale);
      setStatus({ kind: 'done', booking: created.data, message: answered(created) ?? bookedMessageOf(created.data) });
      onCoversChanged();
    } catch (error) {
      refuse(fieldErrors(error));
      setStatus({ kind: 'failed', message: failure(error) });
      // Filled meanwhile, or a party larger than what is left: the page shows the covers as they now are.
      if (error instanceof ApiError && (error.status === 409 || error.fieldCodes.partySize)) onCoversChanged();
    }
  }

  return { time: chosenTime, setTime, party, setPartySize, largest, guest, setGuest, errors, refusals, status, submit };
}

/** Who comes: name, e-mail and phone; the allergy boxes, the notes (whose allergies count as ticked), the consent. */
function GuestFields({
  guest,
  onChange,
  errorText,
  errors,
  allergies,
}: {
  guest: Guest;
  onChange: (change: (current: Guest) => Guest) => void;
  errorText: (field: string) => string | undefined;
  errors: Errors;
  allergies: AllergyFields;
}) {
  const t = useT().booking;
  const type = (field: ContactField, value: string) =>
    onChange((current) => ({ ...current, contact: { ...current.contact, [field]: value } }));
  const textField = (field: ContactField, label: string, kind: string, autoComplete: string, hint?: string) => (
    <FormField id={controlId(field)} label={label} error={errorText(field)} hint={hint}>
      {(control) =>
        kind === 'textarea' ? (
          <textarea
            className="textarea"
            rows={3}
            name={field}
            value={guest.contact[field]}
            onChange={(event) => type(field, event.target.value)}
            {...control}
          />
        ) : (
          <input
            className="input"
            type={kind}
            name={field}
            autoComplete={autoComplete}
            value={guest.contact[field]}
            onChange={(event) => type(field, event.target.value)}
            {...control}
          />
        )
      }
    </FormField>
  );
  return (
    <div className="booking__contact">
      {textField('name', t.fields.name, 'text', 'name')}
      {textField('email', t.fields.email, 'email', 'email')}
      {textField('phone', t.fields.phone, 'tel', 'tel')}
      {allergies.choices({
        chosen: guest.allergens,
        error: errors.allergens,
        onChange: (allergens) => onChange((current) => ({ ...current, allergens })),
      })}
      {textField('notes', t.fields.notes, 'textarea', 'off', t.notesHint)}
      {allergies.consent({
        given: guest.allergyConsent,
        error: errors.allergyConsent,
        onChange: (allergyConsent) => onChange((current) => ({ ...current, allergyConsent })),
      })}
      <div className="booking__trap" aria-hidden="true">
        <label htmlFor="evening-website">{t.trap}</label>
        <input
          id="evening-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={guest.website}
          onChange={(event) => onChange((current) => ({ ...current, website: event.target.value }))}
        />
      </div>
    </div>
  );
}

interface EveningBookingProps {
  evening: PublicEvening;
  allergies: AllergyFields;
  /** The server's answer to the form posted without JavaScript. */
  answer: EveningFormAnswer | null;
  /** The token the form posts without JavaScript (docs/product.md#evenings). */
  formToken: string | null;
  /** Asks for the evening again: its covers changed (a booking made, or the evening filled meanwhile). */
  onCoversChanged: () => void;
}

/**
 * An evening's booking form (docs/product.md#evenings): one of its arrival times, a party within its online maximum
 * and its covers left, name, e-mail, phone, allergies and notes, sent to POST /api/reservations with the evening's
 * id; the answer (with the deposit to pay, if one is asked), or the refusal under its field. Nothing to book once the
 * evening is full or its times have begun. Without JavaScript the same form posts to the evening's own page, with
 * the page's token, and the server answers with the page rendered again.
 */
export function EveningBooking({ evening, allergies, answer, formToken, onCoversChanged }: EveningBookingProps) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { word } = useMessages();
  const form = useEveningBooking(evening, onCoversChanged, answer);
  const { status, errors } = form;
  if (status.kind === 'done') return <BookingAnswer booking={status.booking} message={status.message} />;

  const failed = status.kind === 'failed' && (
    <p className="booking__failure" role="alert">
      {word(status.message)}
    </p>
  );
  if (evening.coversLeft <= 0 || evening.times.length === 0) {
    return (
      <>
        {failed}
        <p className="booking__notice evening__closed">
          {evening.coversLeft <= 0 ? t.evening.full : t.evening.noTimeLeft}
        </p>
      </>
    );
  }

  const errorText = (field: string) => {
    const error = errors[field];
    return error && word(error);
  };
  const summary: SummarisedError[] = SUMMARY_ORDER.flatMap((field) => {
    const text = errorText(field);
    return text ? [{ id: controlId(field), text }] : [];
  });
  const sending = status.kind === 'sending';
  return (
    <form
      className="booking"
      method="post"
      action={eveningPath(locale, evening.slug)}
      noValidate
      onSubmit={form.submit}
      aria-labelledby="evening-form-title"
    >
      <h2 className="booking__heading" id="evening-form-title">
        {t.evening.formHeading}
      </h2>
      <ErrorSummary title={t.booking.fixSummary} errors={summary} attempt={form.refusals} />
      <FormField id="evening-time" label={t.evening.time} error={errorText('time')}>
        {(control) => (
          <select
            className="select"
            name="time"
            value={form.time}
            onChange={(event) => form.setTime(event.target.value)}
            {...control}
          >
            {evening.times.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="evening-partySize" label={t.booking.partySize} error={errorText('partySize')}>
        {(control) => (
          <select
            className="select"
            name="partySize"
            value={form.party}
            onChange={(event) => form.setPartySize(Number(event.target.value))}
            {...control}
          >
            {Array.from({ length: form.largest }, (_, index) => index + 1).map((size) => (
              <option key={size} value={size}>
                {t.booking.persons(size)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <GuestFields
        guest={form.guest}
        onChange={form.setGuest}
        errorText={errorText}
        errors={errors}
        allergies={allergies}
      />
      {formToken && <input type="hidden" name={BOOKING_FORM_TOKEN_FIELD} value={formToken} />}
      <button className="button button--primary" type="submit" disabled={sending} aria-busy={sending}>
        {sending && <Spinner label={t.booking.sending} size="sm" />}
        {/* Without the app the label cannot follow the time and the party chosen. */}
        {hydrated ? t.booking.bookFor(form.party, form.time) : t.evening.book}
      </button>
      {failed}
    </form>
  );
}
