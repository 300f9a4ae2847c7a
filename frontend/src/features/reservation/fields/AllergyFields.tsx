import { ALLERGEN_KEYS, type Message } from '@ticino/shared';
import { useMessages } from '../../../hooks/useMessages';
import { useT } from '../../../hooks/useLocale';

/**
 * The guest's allergies on the booking form (docs/product.md#allergies): a box for each of the menu's 14 allergen
 * groups, named as the menu names them in the page's language. Plain inputs named `allergens`, so the form posted
 * without JavaScript sends them too. The group's id is `booking-allergens`, for the error summary to link to.
 */
export function AllergyChoices({
  chosen,
  error,
  onChange,
}: {
  chosen: readonly string[];
  error: Message | undefined;
  onChange: (chosen: string[]) => void;
}) {
  const { booking: t, menu } = useT();
  const { word } = useMessages();
  const errorId = 'booking-allergens-error';
  const toggle = (key: string, ticked: boolean) =>
    // Kept in the menu's order, each once, whatever the order of the clicks.
    onChange(ALLERGEN_KEYS.filter((each) => (each === key ? ticked : chosen.includes(each))));
  return (
    <fieldset
      className={`booking__allergies${error ? ' booking__allergies--invalid' : ''}`}
      id="booking-allergens"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{t.allergies.legend}</legend>
      <div className="booking__allergen-list">
        {ALLERGEN_KEYS.map((key) => (
          <label key={key} className="booking__allergen">
            <input
              type="checkbox"
              name="allergens"
              value={key}
              checked={chosen.includes(key)}
              onChange={(event) => toggle(key, event.target.checked)}
            />
            <span>{menu.allergens[key].label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {word(error)}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The guest's consent to keep their allergies, the boxes' and those written in the notes: without it the rules refuse
 * a booking with allergies ticked. Its id is `booking-allergyConsent`, for the error summary to link to.
 */
export function AllergyConsent({
  given,
  error,
  onChange,
}: {
  given: boolean;
  error: Message | undefined;
  onChange: (given: boolean) => void;
}) {
  const t = useT().booking;
  const { word } = useMessages();
  const id = 'booking-allergyConsent';
  const errorId = `${id}-error`;
  return (
    <div className={`field booking__consent${error ? ' field--invalid' : ''}`}>
      <label className="booking__check booking__check--long" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name="allergyConsent"
          value="on"
          checked={given}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{t.allergies.consent}</span>
      </label>
      {error && (
        <p className="field__error" id={errorId}>
          {word(error)}
        </p>
      )}
    </div>
  );
}
