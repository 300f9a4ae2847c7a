import { FormField } from '../../ui/FormField';
import { useRuleMessage } from './useRuleMessage';

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
  /** The rules' messages, as the server or the shared checks write them (in French): shown in the page's language. */
  errors: Partial<Record<Field, string>>;
  onChange: (field: Field, value: string) => void;
  /** The text area's height, in lines. */
  rows: number;
}

/** The booking's and the group request's text fields, each with its label, hint and error under it. */
export function TextFields<Field extends string>({ fields, values, errors, onChange, rows }: TextFieldsProps<Field>) {
  const shown = useRuleMessage();
  return fields.map(({ field, label, type, autoComplete, hint }) => {
    const error = errors[field];
    const message = error ? shown(error) : null;
    return (
      <FormField key={field} label={label} error={message?.text} errorLang={message?.lang} hint={hint}>
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
