/** The required Check In / Check Out date pair shared by the home search forms. */
export function StayDateFields() {
  return (
    <>
      <label className="tpl-field">
        <span className="tpl-field__label">Check In</span>
        <input className="tpl-input" type="date" name="checkIn" required />
      </label>
      <label className="tpl-field">
        <span className="tpl-field__label">Check Out</span>
        <input className="tpl-input" type="date" name="checkOut" required />
      </label>
    </>
  );
}
