import {
  ANIMALS,
  FAO_AREA_CODES,
  LAW_LIMITS,
  PRODUCTION_KEYS,
  cleanText,
  faoAreaLabel,
  lawNamesFr,
  type StaffMessage,
} from '@ticino/shared';
import { CountrySelect, NOTHING_CHOSEN } from '../CountrySelect';
import type { LawDraft } from './law-draft';
import {
  rowEditor,
  rowTarget,
  Section,
  type LawControls,
  type LawSectionProps,
  type RowPlace,
  type RowTarget,
} from './LawSection';

export const ORIGIN_FIELDS = ['origins'] as const;

type Origin = LawDraft['origins'][number];
type OriginControl = 'animal' | 'name' | 'production' | 'place';
/** The codes of an origin row's messages, each with the control that fixes it (`place`: the country or FAO area). */
const ORIGIN_ROW_CONTROLS = {
  'law.originAnimal': 'animal',
  'law.originProduction': 'production',
  'law.originSeaOnlyAquatic': 'production',
  'law.originCountry': 'place',
  'law.originCountryUnknown': 'place',
  'law.originFaoArea': 'place',
  'law.originTooLong': 'name',
} as const satisfies Partial<Record<StaffMessage['code'], OriginControl>>;
type OriginRowMessage = Extract<StaffMessage, { code: keyof typeof ORIGIN_ROW_CONTROLS }>;
const isOriginRowMessage = (message: StaffMessage): message is OriginRowMessage =>
  Object.hasOwn(ORIGIN_ROW_CONTROLS, message.code);

/**
 * The row and control an origins' message names, by its code and row number. The origins' rule names an animal, not a
 * row: the first row holding that animal is the one to mend.
 */
const originPlace =
  (origins: LawDraft['origins']): RowPlace<OriginControl> =>
  (error) => {
    if (typeof error === 'string') return null;
    if (isOriginRowMessage(error)) return { row: error.params.row, control: ORIGIN_ROW_CONTROLS[error.code] };
    if (error.code !== 'law.originMismatch') return null;
    const { animal } = error.params;
    const index = origins.findIndex((origin) => origin.animal === animal);
    return index < 0 ? null : { row: index + 1, control: 'animal' };
  };
/** An origin's text too long is its name's, or else its country's. */
function originControl({ index, control }: RowTarget<OriginControl>, origins: LawDraft['origins']): OriginControl {
  if (control !== 'name' || index === null) return control;
  return cleanText(origins[index].name).length > LAW_LIMITS.nameMaxLength ? 'name' : 'place';
}

interface OriginRowProps {
  origin: Origin;
  row: number;
  /** The control that fixes the section's message, when it is in this row. */
  fixes: OriginControl | null;
  controls: LawControls;
  update: (change: Partial<Origin>) => void;
  remove: () => void;
}

function OriginRow({ origin, row, fixes, controls, update, remove }: OriginRowProps) {
  /** The error attributes and focus of the row's control that fixes the message. */
  const fixing = (control: OriginControl) =>
    fixes === control ? { ...controls.invalid('origins'), ref: controls.fieldRef('origins') } : {};
  return (
    <fieldset className="law-row" aria-describedby={fixes ? controls.errorId('origins') : undefined}>
      <legend>Origine {row}</legend>
      <label>
        Animal
        <select
          {...fixing('animal')}
          className="select"
          value={origin.animal}
          onChange={(event) => update({ animal: event.target.value })}
        >
          <option value="">{NOTHING_CHOSEN}</option>
          {ANIMALS.map(({ key }) => (
            <option key={key} value={key}>
              {lawNamesFr.animals[key]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Nom affiché (ex. Perche)
        <input
          {...fixing('name')}
          className="input"
          value={origin.name}
          onChange={(event) => update({ name: event.target.value })}
        />
      </label>
      <label>
        Production
        <select
          {...fixing('production')}
          className="select"
          value={origin.production}
          onChange={(event) => update({ production: event.target.value })}
        >
          <option value="">{NOTHING_CHOSEN}</option>
          {PRODUCTION_KEYS.map((production) => (
            <option key={production} value={production}>
              {lawNamesFr.productions[production]}
            </option>
          ))}
        </select>
      </label>
      {origin.production === 'sauvage-mer' ? (
        <label>
          Zone de pêche FAO
          <select
            {...fixing('place')}
            className="select"
            value={origin.faoArea}
            onChange={(event) => update({ faoArea: event.target.value })}
          >
            <option value="">{NOTHING_CHOSEN}</option>
            {FAO_AREA_CODES.map((code) => (
              <option key={code} value={String(code)}>
                {faoAreaLabel(code)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label>
          Pays
          <CountrySelect
            {...fixing('place')}
            className="select"
            value={origin.country}
            onChange={(country) => update({ country })}
          />
        </label>
      )}
      <button type="button" className="button button--secondary law-row__remove" onClick={remove}>
        Retirer l’origine {row}
      </button>
    </fieldset>
  );
}

/** One row per animal of the dish, with its production and its country or FAO fishing area. */
export function OriginsSection({ draft, errors, failedSaves, controls }: LawSectionProps) {
  const target = rowTarget(errors.origins, draft.origins.length, originPlace(draft.origins), 'animal');
  const rows = rowEditor(draft.origins, (next) => controls.set('origins', next, 'origins'));
  return (
    <Section
      title="Origine des viandes et poissons"
      summary={draft.origins.length === 0 ? 'aucune' : `${draft.origins.length}`}
      errors={controls.sectionErrors(...ORIGIN_FIELDS)}
      failedSaves={failedSaves}
    >
      {draft.origins.map((origin, index) => (
        <OriginRow
          key={index}
          origin={origin}
          row={index + 1}
          fixes={target.index === index ? originControl(target, draft.origins) : null}
          controls={controls}
          update={(change) => rows.update(index, change)}
          remove={() => rows.remove(index)}
        />
      ))}
      <button
        {...(target.index === null && {
          ref: controls.fieldRef('origins'),
          'aria-describedby': controls.errorId('origins'),
        })}
        type="button"
        className="button button--secondary"
        onClick={() => rows.add({ animal: '', name: '', production: '', country: '', faoArea: '' })}
      >
        Ajouter une origine
      </button>
    </Section>
  );
}
