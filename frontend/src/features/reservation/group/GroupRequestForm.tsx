import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  BOOKING_FORM_TOKEN_FIELD,
  groupRequestFromText,
  messageOf,
  validateGroupRequest,
  type BookingFormAnswer,
  type GroupFormText,
  type GroupRequestErrors,
  type GroupRequestField,
  type Dictionary,
  type Message,
} from '@ticino/shared';
import { ErrorSummary, summarisedErrors } from '../../../ui/ErrorSummary';
import { Spinner } from '../../../ui/Spinner';
import { useLocale, usePagePath, useT } from '../../../hooks/useLocale';
import { useMessages } from '../../../hooks/useMessages';
import { HoneypotField } from '../fields/HoneypotField';
import { TextFields, type TextFieldSpec } from '../fields/TextFields';
import { sendGroupRequest } from '../api/reservation-api';

type TextField = Exclude<GroupRequestField, 'privateRoom' | 'language'>;
/** The server's answer to the group form posted without JavaScript. */
type GroupAnswer = Extract<BookingFormAnswer, { step: 'group' | 'group-sent' }>;
type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: Message } | { kind: 'sent'; message: Message };

const groupFields = ({ group, fields }: Dictionary['booking']): TextFieldSpec<TextField>[] => [
  { field: 'date', label: group.date, type: 'date' },
  { field: 'time', label: group.time, type: 'time' },
  { field: 'guests', label: group.guests, type: 'number' },
  { field: 'occasion', label: group.occasion, type: 'text' },
  { field: 'budgetPerPerson', label: group.budget, type: 'number' },
  { field: 'name', label: fields.name, type: 'text', autoComplete: 'name' },
  { field: 'email', label: fields.email, type: 'email', autoComplete: 'email' },
  { field: 'phone', label: fields.phone, type: 'tel', autoComplete: 'tel' },
  { field: 'message', label: group.message, type: 'textarea' },
];

/** The server's answer, in the page's language. */
function GroupSent({ message }: { message: Message }) {
  const t = useT().booking.group;
  const { word } = useMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="booking-done" aria-labelledby="group-sent-title">
      <h2 className="booking__heading" id="group-sent-title" ref={heading} tabIndex={-1}>
        {t.sent}
      </h2>
      <p>{word(message)}</p>
    </section>
  );
}

/**
 * The « demande de groupe » (docs/product.md#table-reservations): parties above the online maximum, or the private
 * room. Staff answer it; it takes no table until they confirm.
 */
export function GroupRequestForm({ minGuests, answer = null }: { minGuests: number; answer?: GroupAnswer | null }) {
  const t = useT().booking;
  const pagePath = usePagePath();
  const locale = useLocale();
  const { word, failure, fieldErrors, answered } = useMessages();
  const asked = answer?.step === 'group' ? answer : null;
  const [values, setValues] = useState<GroupFormText>(
    () =>
      asked?.values ?? {
        date: '',
        time: '',
        guests: String(minGuests),
        occasion: '',
        budgetPerPerson: '',
        name: '',
        email: '',
        phone: '',
        message: '',
        privateRoom: false,
      },
  );
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<GroupRequestErrors>(asked?.errors ?? {});
  const [refusals, setRefusals] = useState(0);
  const refuse = (refused: GroupRequestErrors) => {
    setErrors(refused);
    if (Object.values(refused).some(Boolean)) setRefusals((count) => count + 1);
  };
  const [status, setStatus] = useState<Status>(() => {
    if (answer?.step === 'group-sent') return { kind: 'sent', message: answer.message };
    return asked?.failure ? { kind: 'failed', message: asked.failure } : { kind: 'idle' };
  });

  if (status.kind === 'sent') return <GroupSent message={status.message} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const request = groupRequestFromText(values, locale);
    const checked = validateGroupRequest(request, { now: new Date(), maxPartyOnline: minGuests - 1 });
    if (!checked.ok) {
      refuse(checked.errors);
      return;
    }
    refuse({});
    setStatus({ kind: 'sending' });
    try {
      const answer = await sendGroupRequest({ ...checked.values, occasion: checked.values.occasion ?? '', website });
      setStatus({ kind: 'sent', message: answered(answer) ?? messageOf('reservation.groupSent') });
    } catch (error) {
      refuse(fieldErrors(error));
      setStatus({ kind: 'failed', message: failure(error) });
    }
  }

  const change = (field: TextField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <form
      className="booking booking--group"
      method="post"
      action={pagePath('booking')}
      noValidate
      onSubmit={submit}
      aria-labelledby="group-title"
    >
      <h2 className="booking__heading" id="group-title">
        {t.group.heading}
      </h2>
      <p>{t.group.intro}</p>
      <ErrorSummary
        title={t.fixSummary}
        errors={summarisedErrors(
          'group',
          groupFields(t).map(({ field }) => field),
          (field) => {
            const error = errors[field];
            return error && word(error);
          },
        )}
        attempt={refusals}
      />
      <TextFields fields={groupFields(t)} values={values} errors={errors} onChange={change} rows={4} idPrefix="group" />
      <label className="booking__check">
        <input
          type="checkbox"
          name="privateRoom"
          checked={values.privateRoom}
          onChange={(event) => setValues((current) => ({ ...current, privateRoom: event.target.checked }))}
        />
        {t.group.privateRoom}
      </label>
      <HoneypotField id="group-website" value={website} onChange={setWebsite} />
      {asked && <input type="hidden" name={BOOKING_FORM_TOKEN_FIELD} value={asked.formToken} />}
      <button
        className="button button--primary"
        type="submit"
        name="intent"
        value="group"
        disabled={status.kind === 'sending'}
        aria-busy={status.kind === 'sending'}
      >
        {status.kind === 'sending' && <Spinner label={t.sending} size="sm" />}
        {t.group.send}
      </button>
      {status.kind === 'failed' && (
        <p className="booking__failure" role="alert">
          {word(status.message)}
        </p>
      )}
    </form>
  );
}
