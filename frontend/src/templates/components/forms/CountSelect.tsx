import { pad2 } from '../primitives/format';

interface CountSelectProps {
  label: string;
  name: string;
  max: number;
}

/** Resort search select with the choices 01 to 05 (docs/product.md#resort-home). */
export function CountSelect({ label, name, max }: CountSelectProps) {
  return (
    <label className="tpl-field">
      <span className="tpl-field__label">{label}</span>
      <select className="tpl-input" name={name} defaultValue="01">
        {Array.from({ length: max }, (_, i) => pad2(i + 1)).map((value) => (
          <option key={value}>{value}</option>
        ))}
      </select>
    </label>
  );
}
