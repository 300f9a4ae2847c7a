import { useState } from 'react';

interface ListSelectProps {
  label: string;
  name: string;
  placeholder: string;
  options: { value: string; label: string }[];
}

/** docs/product.md#city-hotel-home: opens as a list of 6 rows on focus and closes on a choice or on blur. */
const OPEN_ROWS = 6;

export function ListSelect({ label, name, placeholder, options }: ListSelectProps) {
  const [open, setOpen] = useState(false);
  return (
    <label className="tpl-field">
      <span className="tpl-field__label">{label}</span>
      <span className="tpl-listselect">
        <select
          className={`tpl-input${open ? ' is-open' : ''}`}
          name={name}
          required
          defaultValue=""
          size={open ? OPEN_ROWS : undefined}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onChange={() => setOpen(false)}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}
