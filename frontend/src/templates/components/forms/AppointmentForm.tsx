import { confirmAppointmentDialog } from './template-dialogs';

/** "Make an appointment": fields carry `required` for the look, but the demo never blocks or sends (docs/product.md#template-forms). */
export function AppointmentForm() {
  return (
    <form
      className="tpl-form tpl-appointment"
      noValidate
      aria-labelledby="tpl-appointment-title"
      onSubmit={(event) => {
        event.preventDefault();
        void confirmAppointmentDialog();
      }}
    >
      <p className="tpl-kicker">Request a free quote</p>
      <h2 id="tpl-appointment-title">Make an appointment</h2>
      <div className="tpl-form__row">
        <label className="tpl-field">
          <span className="tpl-field__label">Name</span>
          <input className="tpl-input" name="name" required autoComplete="name" placeholder="Your Name" />
        </label>
        <label className="tpl-field">
          <span className="tpl-field__label">Email</span>
          <input
            className="tpl-input"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="Your Email"
          />
        </label>
      </div>
      <label className="tpl-field">
        <span className="tpl-field__label">Topic</span>
        <input className="tpl-input" name="topic" required placeholder="Apartment viewing, long stay…" />
      </label>
      <label className="tpl-field">
        <span className="tpl-field__label">Message</span>
        <textarea className="tpl-input" name="message" rows={4} required placeholder="Tell us about your stay" />
      </label>
      <button type="submit" className="tpl-button">
        Submit Message
      </button>
    </form>
  );
}
