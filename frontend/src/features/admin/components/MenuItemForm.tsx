import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import {
  DEFAULT_CATEGORY,
  MENU_CATEGORIES,
  validateMenuItem,
  type MenuItem,
  type MenuItemErrors,
  type MenuItemField,
  type MenuItemValues,
} from '@ticino/shared';
import { FormField } from '../../../ui/FormField';

interface FormValues {
  title: string;
  /** Held as text so "12." or "" can be typed and checked like the server checks it. */
  price: string;
  description: string;
  category: string;
}

const FIELD_ORDER: readonly MenuItemField[] = ['title', 'price', 'description', 'category'];

function initialValues(item: MenuItem | null, restored?: MenuItemValues): FormValues {
  const start = restored ?? item;
  if (!start) return { title: '', price: '', description: '', category: DEFAULT_CATEGORY };
  return { title: start.title, price: start.price.toFixed(2), description: start.description, category: start.category };
}

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

function isMenuItemField(name: string): name is MenuItemField {
  return (FIELD_ORDER as readonly string[]).includes(name);
}

/** Keeps only the server's errors about fields this form shows. */
export function formErrorsFrom(fieldErrors: Record<string, string>): MenuItemErrors {
  const errors: MenuItemErrors = {};
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (isMenuItemField(name)) errors[name] = message;
  }
  return errors;
}

interface MenuItemFormProps {
  formId: string;
  item: MenuItem | null;
  /** What was typed before a forced re-login, shown instead of the item's stored values. */
  restored?: MenuItemValues;
  /** Resolves with the server's field errors when the save failed, nothing when it worked. */
  onSubmit: (values: MenuItemValues) => Promise<MenuItemErrors | void>;
}

/** The add/edit form of docs/product.md#menu-item-form: checked on submit with the server's own rules. */
export function MenuItemForm({ formId, item, restored, onSubmit }: MenuItemFormProps) {
  const [values, setValues] = useState<FormValues>(() => initialValues(item, restored));
  const [errors, setErrors] = useState<MenuItemErrors>({});
  const fieldRefs = useRef<Partial<Record<MenuItemField, HTMLElement | null>>>({});

  const showErrors = (next: MenuItemErrors) => {
    setErrors(next);
    const firstInvalid = FIELD_ORDER.find((field) => next[field]);
    if (firstInvalid) fieldRefs.current[firstInvalid]?.focus();
  };

  const update = (field: MenuItemField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      // Mutation testing: `if (false)` survives, equivalent: the copy without the field holds the same errors, keeping
      // the same object only spares a render. (Not disabled: `if (true)` on this line is not.)
      if (!previous[field]) return previous;
      const { [field]: _cleared, ...rest } = previous;
      return rest;
    });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateMenuItem(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    const serverErrors = await onSubmit(result.values);
    if (serverErrors) showErrors(serverErrors);
  };

  return (
    <form id={formId} className="admin-form" noValidate onSubmit={handleSubmit}>
      <FormField label="Titre" error={errors.title}>
        {(control) => (
          <input
            {...control}
            ref={(element) => {
              fieldRefs.current.title = element;
            }}
            className="input"
            name="title"
            value={values.title}
            onChange={(event) => update('title', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Prix (CHF)" error={errors.price}>
        {(control) => (
          <input
            {...control}
            ref={(element) => {
              fieldRefs.current.price = element;
            }}
            className="input"
            name="price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.price}
            onKeyDown={typeCommaAsPoint}
            onPaste={pasteCommaAsPoint}
            onChange={(event) => update('price', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            ref={(element) => {
              fieldRefs.current.description = element;
            }}
            className="textarea"
            name="description"
            rows={4}
            value={values.description}
            onChange={(event) => update('description', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Catégorie" error={errors.category}>
        {(control) => (
          <select
            {...control}
            ref={(element) => {
              fieldRefs.current.category = element;
            }}
            className="select"
            name="category"
            value={values.category}
            onChange={(event) => update('category', event.target.value)}
          >
            {MENU_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </form>
  );
}
