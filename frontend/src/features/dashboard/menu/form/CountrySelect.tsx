import { forwardRef, type SelectHTMLAttributes } from 'react';
import { COUNTRY_CODES, countryName, isCountryCode, type CountryCode } from '@ticino/shared';

/** The neighbours most of the restaurant's meat and fish come from, offered first. */
const FREQUENT_COUNTRIES: readonly CountryCode[] = ['CH', 'FR', 'IT', 'DE', 'AT'];

/** The first option of the origin's lists: nothing is chosen for the staff (an origin is never guessed). */
export const NOTHING_CHOSEN = 'Choisissez…';

let countriesInFrench: { code: CountryCode; name: string }[] | null = null;
/** Every country by its French name, in French alphabetical order (« Équateur » among the E); sorted once. */
const allCountries = () =>
  (countriesInFrench ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code, 'fr') })).sort((a, b) =>
    a.name.localeCompare(b.name, 'fr'),
  ));

type CountrySelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  /** A code, empty when none is chosen, or a country typed as text before codes. */
  value: string;
  onChange: (country: string) => void;
};

/**
 * The country of an origin, chosen from the list by its French name: the dish stores its code
 * (docs/product.md#swiss-food-and-price-law). A country typed as text before codes, which the migration could not
 * recognise, shows as an option of its own until the staff choose it from the list (the server refuses it meanwhile).
 */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { value, onChange, ...attributes },
  ref,
) {
  return (
    <select {...attributes} ref={ref} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{NOTHING_CHOSEN}</option>
      {value !== '' && !isCountryCode(value) && <option value={value}>{`${value} (à choisir dans la liste)`}</option>}
      <optgroup label="Fréquents">
        {FREQUENT_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, 'fr')}
          </option>
        ))}
      </optgroup>
      <optgroup label="Tous les pays">
        {allCountries().map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </optgroup>
    </select>
  );
});
