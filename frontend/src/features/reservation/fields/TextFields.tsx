import type { Message } from '@ticino/shared';
import { useMessages } from '../../../hooks/useMessages';
import { FormField } from '../../../ui/FormField';

/** One labelled field of a reservation form: an input of `type`, or a text area. */
export interface TextFieldSpec<Field extends string> {
  field: Field;
  label: string;
  type: string;
  autoComplete?: string;
  hint?: string;
}

interface TextFieldsProps<Field extends string> {
  fields: readonly TextFieldSpec<Field>[];
  values: Record<Field, string>;
  /** Why each field is refused, the shared checks' or the server's: worded in the page's language. */
  errors: Partial<Record<Field, Message>>;
  onChange: (field: Field, value: string) => void;
  /** The text area's height, in lines. */
  rows: number;
  /** Each control's id is `<idPrefix>-<field>`, for the form's error summary to link to. */
  idPrefix: string;
}

/** The booking's and the group request's text fields, each with its label, hint and error under it. */
export function TextFields<Field extends string>({
  fields,
  values,
  errors,
  onChange,
  rows,
  idPrefix,
}: TextFieldsProps<Field>) {
  const { word } = useMessages();
  return fields.map(({ field, label, type, autoComplete, hint }) => {
    const error = errors[field];
    return (
      <FormField key={field} id={`${idPrefix}-${field}`} label={label} error={error && word(error)} hint={hint}>
        {(control) =>
          type === 'textarea' ? (
            <textarea
              className="textarea"
              rows={rows}
              name={field}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              {...control}
            />
          ) : (
            <input
              className="input"
              type={type}
              name={field}
              autoComplete={autoComplete ?? 'off'}
              min={type === 'number' ? 0 : undefined}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              {...control}
            />
          )
        }
      </FormField>
    );
  });
}
