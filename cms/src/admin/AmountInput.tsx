import { forwardRef, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { Field, TextInput, useComposedRefs } from '@strapi/design-system';
import { InputRenderer, useField, useFocusInputField } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { readAmount, writeAmount } from './amount-text';

/** Decimal fields that hold an amount in CHF; any other decimal keeps Strapi's own input. */
const AMOUNT_FIELDS = new Set(['price']);

interface DecimalInputProps {
  name: string;
  label?: ReactNode;
  hint?: ReactNode;
  labelAction?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

const AmountInput = forwardRef<HTMLInputElement, DecimalInputProps>(
  ({ name, label, hint, labelAction, required, disabled, placeholder }, ref) => {
    const intl = useIntl();
    const field = useField(name);
    const composedRefs = useComposedRefs(ref, useFocusInputField(name));
    const [text, setText] = useState(() => writeAmount(field.value));

    // A value set from elsewhere (the document loading, « Annuler ») replaces the text, unless it already says it.
    // Only the stored value drives this, not the text, which changes on every keystroke: it is compared with the
    // value seen at the last render, and the text adjusted during this render (React's way, no effect).
    const [seenValue, setSeenValue] = useState<unknown>(field.value);
    if (field.value !== seenValue) {
      setSeenValue(field.value);
      const read = readAmount(text);
      const shown = read.kind === 'amount' ? read.value : read.kind === 'empty' ? null : text;
      if (shown !== (field.value ?? null)) setText(writeAmount(field.value));
    }

    const read = readAmount(text);
    const invalid =
      read.kind === 'invalid'
        ? intl.formatMessage({
            id: 'ticino.amount.invalid',
            defaultMessage: 'An amount with two decimals at most, with a point or a comma: 24.50 or 24,50.',
          })
        : undefined;

    return (
      <Field.Root error={invalid ?? field.error} name={name} hint={hint} required={required}>
        <Field.Label action={labelAction}>{label}</Field.Label>
        <TextInput
          ref={composedRefs}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          startAction={<span aria-hidden>CHF</span>}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const next = event.target.value;
            setText(next);
            const amount = readAmount(next);
            // An unreadable text goes to the form as it is, so the form refuses to save it rather than guess.
            field.onChange(name, amount.kind === 'amount' ? amount.value : amount.kind === 'empty' ? null : next);
          }}
        />
        <Field.Hint />
        <Field.Error />
      </Field.Root>
    );
  },
);

type RendererProps = ComponentProps<typeof InputRenderer>;

/** Replaces the content manager's input for decimal fields: amounts get {@link AmountInput}, others Strapi's own. */
export const DecimalInput = forwardRef<HTMLInputElement, RendererProps & DecimalInputProps>((props, ref) => {
  const fieldName = props.name.split('.').pop() ?? props.name;
  return AMOUNT_FIELDS.has(fieldName) ? <AmountInput ref={ref} {...props} /> : <InputRenderer {...props} />;
});
