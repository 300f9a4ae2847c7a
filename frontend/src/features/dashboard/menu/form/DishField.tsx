import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { MENU_ITEM_FIELDS, type MenuFieldSpec } from '@ticino/shared';
import { FormField, type FieldControlProps } from '../../../../ui/FormField';
import type { PlainField } from './dish-values';

/**
 * Swiss keyboards type prices as "12,50". A number input reads the comma by the browser's language, and in some
 * (en-US, de-CH in Chromium) "12,50" silently becomes 1250; so a typed or pasted comma goes in as a decimal point.
 */
function insertDecimalPoint(text: string): boolean {
  return typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
}

function typeCommaAsPoint(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === ',' && insertDecimalPoint('.')) event.preventDefault();
}

function pasteCommaAsPoint(event: ClipboardEvent<HTMLInputElement>) {
  const pasted = event.clipboardData.getData('text');
  if (pasted.includes(',') && insertDecimalPoint(pasted.trim().replace(',', '.'))) event.preventDefault();
}

interface ControlProps extends FieldControlProps {
  name: PlainField;
  value: string;
  ref: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
}

/** The control a field's type calls for (docs/product.md#menu-item-form). */
function fieldControl(spec: MenuFieldSpec, { onChange, ref, ...props }: ControlProps): ReactNode {
  switch (spec.type) {
    case 'string':
      return <input {...props} ref={ref} className="input" onChange={(event) => onChange(event.target.value)} />;
    case 'text':
      return (
        <textarea
          {...props}
          ref={ref}
          className="textarea"
          rows={4}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'decimal':
      return (
        <input
          {...props}
          ref={ref}
          className="input"
          type="number"
          inputMode="decimal"
          step={(10 ** -spec.decimals).toFixed(spec.decimals)}
          min={String(spec.exclusiveMinimum)}
          onKeyDown={typeCommaAsPoint}
          onPaste={pasteCommaAsPoint}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'date':
      return (
        <input {...props} ref={ref} className="input" type="date" onChange={(event) => onChange(event.target.value)} />
      );
    case 'enum':
      return (
        <select {...props} ref={ref} className="select" onChange={(event) => onChange(event.target.value)}>
          {!spec.required && <option value="">—</option>}
          {spec.values.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      );
  }
}

interface DishFieldProps {
  field: PlainField;
  value: string;
  /** The field's message, in French. */
  error?: string;
  onChange: (value: string) => void;
  /** Told which control the field's error takes the focus to. */
  fieldRef?: (element: HTMLElement | null) => void;
}

/**
 * One field of a dish, labelled as the descriptor says, with the control its type calls for: the one renderer of both
 * dish forms, the menu item's and the board's (docs/product.md#menu-item-form).
 */
export function DishField({ field, value, error, onChange, fieldRef }: DishFieldProps) {
  return (
    <FormField label={MENU_ITEM_FIELDS[field].label} error={error}>
      {(control) =>
        fieldControl(MENU_ITEM_FIELDS[field], {
          ...control,
          name: field,
          value,
          ref: (element) => fieldRef?.(element),
          onChange,
        })
      }
    </FormField>
  );
}
