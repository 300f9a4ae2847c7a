import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  CONTACT_FIELDS,
  messageOf,
  validateContactField,
  validateContactMessage,
  type ContactField,
  type Message,
} from '@ticino/shared';
import { useT } from '../../hooks/useLocale';
import { useMessages } from '../../hooks/useMessages';
import { FormField } from '../../ui/FormField';
import { Spinner } from '../../ui/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import { useTypedBeforeHydration, type TypedValues } from '../../hooks/useTypedBeforeHydration';
import { sendContactMessage } from './api/contact-api';

type Values = Record<ContactField, string>;
type Touched = Partial<Record<ContactField, boolean>>;
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: Message };

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
const ALL_TOUCHED: Touched = { name: true, email: true, subject: true, message: true };

const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };

/** Left empty by people, who never see it; robots that fill every field give themselves away. */
function ContactTrap({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT().contact;
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label htmlFor="contact-website">{t.trap}</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** What came of the last submit. Both statuses are always present, so screen readers announce their text when it is filled in. */
function ContactFormMessages({ submitRefused, status }: { submitRefused: boolean; status: Status }) {
  const { word } = useMessages();
  return (
    <div className="contact-form__messages">
      <p className="contact-form__invalid" role="status">
        {submitRefused ? word(messageOf('contact.invalid')) : ''}
      </p>
      <p className="contact-form__success" role="status">
        {status.kind === 'sent' ? word(messageOf('contact.sent')) : ''}
      </p>
      {status.kind === 'failed' && (
        <p className="contact-form__failure" role="alert">
          {word(status.message)}
        </p>
      )}
    </div>
  );
}

/** The "NOUS CONTACTER" form: checks each field as the visitor leaves it, then sends to POST /api/contact. */
export function ContactForm() {
  const t = useT().contact;
  const { word, failure } = useMessages();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Touched>({});
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [submitRefused, setSubmitRefused] = useState(false);
  const controls = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  useTypedBeforeHydration(form, (typed: TypedValues) => {
    setValues((current) => {
      const next = { ...current };
      for (const field of CONTACT_FIELDS) next[field] = typed[field] ?? current[field];
      return next;
    });
    if (typed.website !== undefined) setWebsite(typed.website);
  });

  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const error = touched[field] ? validateContactField(field, values[field]) : undefined;
    if (error) errors[field] = word(error);
  }
  const hasErrors = CONTACT_FIELDS.some((field) => errors[field]);
  const sending = status.kind === 'sending';

  function change(field: ContactField, value: string) {
    // On the state React holds, not this render's `values`: an update of theirs may not be drawn yet (the form emptied
    // once a message is sent), and this render's copy would put back what that update replaced.
    setValues((current) => ({ ...current, [field]: value }));
    const next = { ...values, [field]: value };
    // The summary of a refused submit stays until every error it was about is fixed.
    if (!CONTACT_FIELDS.some((name) => touched[name] && validateContactField(name, next[name]))) {
      setSubmitRefused(false);
    }
    if (status.kind === 'sent' || status.kind === 'failed') setStatus({ kind: 'idle' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateContactMessage(values);
    if (!result.ok) {
      // ENVOYER turns disabled under the keyboard, so focus would fall back to the page: take it to
      // the first field to fix once it shows its error, so that screen readers read that error with it.
      flushSync(() => {
        setTouched(ALL_TOUCHED);
        setSubmitRefused(true);
      });
      const firstInvalid = CONTACT_FIELDS.find((field) => result.errors[field]);
      if (firstInvalid) controls.current[firstInvalid]?.focus();
      return;
    }
    setTouched(ALL_TOUCHED);
    if (sending) return;
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(result.values, website);
      setValues(EMPTY);
      setTouched({});
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'failed', message: failure(error) });
    }
  }

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 className="contact__heading" id="contact-form-title">
        {t.formTitle}
      </h2>
      {CONTACT_FIELDS.map((field) => {
        const { label, placeholder } = t.fields[field];
        const common = {
          name: field,
          placeholder,
          value: values[field],
          autoComplete: AUTOCOMPLETE[field],
          onChange: (event: { target: { value: string } }) => change(field, event.target.value),
          onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
          ref: (control: HTMLInputElement | HTMLTextAreaElement | null) => {
            controls.current[field] = control;
          },
        };
        return (
          <FormField key={field} label={label} error={errors[field]}>
            {(control) =>
              field === 'message' ? (
                <textarea className="textarea" rows={6} {...common} {...control} />
              ) : (
                <input className="input" type={field === 'email' ? 'email' : 'text'} {...common} {...control} />
              )
            }
          </FormField>
        );
      })}
      <ContactTrap value={website} onChange={setWebsite} />
      <div className="contact-form__actions">
        {/* Disabled until the app is there: before it, the browser would send the form itself, the message in the page's address. */}
        <button
          className="button button--primary"
          type="submit"
          disabled={!hydrated || hasErrors || sending}
          aria-busy={sending}
        >
          {sending && <Spinner label={t.sending} size="sm" />}
          {t.send}
        </button>
      </div>
      <ContactFormMessages submitRefused={submitRefused} status={status} />
    </form>
  );
}
