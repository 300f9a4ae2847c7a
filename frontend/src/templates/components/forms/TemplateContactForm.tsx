import { useId } from 'react';

const SUBJECTS = ['Room booking', 'Events and meetings', 'Restaurant table', 'Something else'];

/**
 * "GET IN TOUCH" form: the template sends nothing (docs/product.md#template-forms), so submitting only stays on the page. docs/product.md#template-forms gives it
 * no validation, hence noValidate: the email type stays for the mobile keyboard but never blocks the submit.
 */
export function TemplateContactForm({ title = 'GET IN TOUCH' }: { title?: string }) {
  const id = useId();
  return (
    <form className="tpl-form" noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="tpl-form__row">
        <label className="tpl-field">
          <span className="tpl-field__label">Your Name</span>
          <input className="tpl-input" name="name" autoComplete="name" placeholder="Your Name" />
        </label>
        <label className="tpl-field">
          <span className="tpl-field__label">Your Email</span>
          <input className="tpl-input" name="email" type="email" autoComplete="email" placeholder="Your Email" />
        </label>
      </div>
      <label className="tpl-field">
        <span className="tpl-field__label">Subject</span>
        <select className="tpl-input" name="subject" defaultValue="">
          <option value="" disabled>
            Select a subject
          </option>
          {SUBJECTS.map((subject) => (
            <option key={subject}>{subject}</option>
          ))}
        </select>
      </label>
      <label className="tpl-field">
        <span className="tpl-field__label">Message</span>
        <textarea className="tpl-input" name="message" rows={5} placeholder="Write your message" />
      </label>
      <button type="submit" className="tpl-button">
        SEND MESSAGE
      </button>
    </form>
  );
}
