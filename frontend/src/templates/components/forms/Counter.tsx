import { pad2 } from '../primitives/format';

interface CounterProps {
  label: string;
  value: number;
  min: number;
  onChange: (value: number) => void;
}

/** A count with minus/plus buttons; minus is disabled at the floor. */
export function Counter({ label, value, min, onChange }: CounterProps) {
  return (
    <div className="tpl-counter" role="group" aria-label={label}>
      <span className="tpl-counter__label">{label}</span>
      <button
        type="button"
        className="tpl-counter__button"
        aria-label={`Fewer ${label.toLowerCase()}`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output className="tpl-counter__value" aria-live="polite">
        {pad2(value)}
      </output>
      <button
        type="button"
        className="tpl-counter__button"
        aria-label={`More ${label.toLowerCase()}`}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
