import { useT } from '../../../hooks/useLocale';

/** Left empty by people, who never see it; robots that fill every field give themselves away (the API's `website`). */
export function HoneypotField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT().booking;
  return (
    <div className="booking__trap" aria-hidden="true">
      <label htmlFor={id}>{t.trap}</label>
      <input
        id={id}
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
