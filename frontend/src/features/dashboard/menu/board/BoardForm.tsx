import { useState, type FormEvent } from 'react';
import {
  ALLERGEN_KEYS,
  ANIMALS,
  FAO_AREA_CODES,
  PRODUCTION_KEYS,
  faoAreaLabel,
  lawNamesFr,
  formatChf,
  formatDayText,
  wordStaffMessage,
  type AllergenKey,
  type DayText,
  type MenuItem,
  type MenuItemErrors,
  type MenuItemWrite,
} from '@ticino/shared';
import { FormField } from '../../../../ui/FormField';
import { CountrySelect, NOTHING_CHOSEN } from '../form/CountrySelect';
import { DishField } from '../form/DishField';
import {
  BOARD_DISH_FIELDS,
  checkBoardDraft,
  draftNeedsOrigin,
  emptyBoardDraft,
  boardDraftFrom,
  type BoardDraft,
} from './board-draft';

interface BoardFormProps {
  today: DayText;
  /** Earlier board dishes to start from, the latest first. */
  templates: readonly MenuItem[];
  /** Sends the dish; resolves to the server's field messages when it refuses it, else to null. */
  onSave: (write: MenuItemWrite) => Promise<Record<string, string> | null>;
}

/** The form's own checks' messages in French, by field. */
const errorTexts = (errors: MenuItemErrors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, error]) => (error === undefined ? [] : [[field, wordStaffMessage(error)]])),
  );

const toggled = (list: readonly AllergenKey[], key: AllergenKey, on: boolean) =>
  on ? [...list, key] : list.filter((entry) => entry !== key);

/** Reuse: « Reprendre un plat de l'ardoise » fills the form from an earlier board dish. */
function TemplatePicker({ templates, onPick }: { templates: readonly MenuItem[]; onPick: (item: MenuItem) => void }) {
  if (templates.length === 0) return null;
  return (
    <FormField label="Reprendre un plat déjà passé à l'ardoise">
      {(control) => (
        <select
          {...control}
          className="board-form__control"
          value=""
          onChange={(event) => {
            const item = templates.find((entry) => entry.id === event.target.value);
            if (item) onPick(item);
          }}
        >
          <option value="">Choisir un plat…</option>
          {templates.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.title} — ${formatChf(item.price)} (le ${formatDayText(item.boardUntil!)})`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function OriginFields({ draft, error, onChange }: FieldsProps & { error?: string }) {
  const origin = draft.origin;
  const set = (change: Partial<BoardDraft['origin']>) => onChange({ origin: { ...origin, ...change } });
  const sea = origin.production === 'sauvage-mer';
  return (
    <fieldset className="board-form__origin" aria-describedby={error ? 'board-origin-error' : undefined}>
      <legend>Origine (viande ou poisson)</legend>
      {error && (
        <p className="field__error" id="board-origin-error" role="alert">
          {error}
        </p>
      )}
      <FormField label="Animal">
        {(control) => (
          <select
            {...control}
            className="board-form__control"
            value={origin.animal}
            onChange={(event) => set({ animal: event.target.value as BoardDraft['origin']['animal'] })}
          >
            <option value="">{NOTHING_CHOSEN}</option>
            {ANIMALS.map(({ key }) => (
              <option key={key} value={key}>
                {lawNamesFr.animals[key]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Nom affiché (facultatif, ex. Perche)">
        {(control) => (
          <input
            {...control}
            className="board-form__control"
            value={origin.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </FormField>
      <FormField label="Production">
        {(control) => (
          <select
            {...control}
            className="board-form__control"
            value={origin.production}
            onChange={(event) => set({ production: event.target.value as BoardDraft['origin']['production'] })}
          >
            <option value="">{NOTHING_CHOSEN}</option>
            {PRODUCTION_KEYS.map((production) => (
              <option key={production} value={production}>
                {lawNamesFr.productions[production]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {sea ? (
        <FormField label="Zone de pêche (FAO)">
          {(control) => (
            <select
              {...control}
              className="board-form__control"
              value={origin.faoArea ?? ''}
              onChange={(event) =>
                set({ faoArea: event.target.value ? (Number(event.target.value) as typeof origin.faoArea) : null })
              }
            >
              <option value="">{NOTHING_CHOSEN}</option>
              {FAO_AREA_CODES.map((code) => (
                <option key={code} value={code}>
                  {faoAreaLabel(code)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : (
        <FormField label="Pays">
          {(control) => (
            <CountrySelect
              {...control}
              className="board-form__control"
              value={origin.country}
              onChange={(country) => set({ country })}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}

interface FieldsProps {
  draft: BoardDraft;
  onChange: (change: Partial<BoardDraft>) => void;
}

function AllergenChoice({ draft, error, onChange }: FieldsProps & { error?: string }) {
  return (
    <fieldset className="board-form__allergens" aria-describedby={error ? 'board-allergens-error' : undefined}>
      <legend>Allergènes</legend>
      {error && (
        <p className="field__error" id="board-allergens-error" role="alert">
          {error}
        </p>
      )}
      <label className="board-check board-check--none">
        <input
          type="checkbox"
          checked={draft.noAllergen}
          onChange={(event) => onChange({ noAllergen: event.target.checked, allergens: [] })}
        />
        Aucun allergène
      </label>
      <div className="board-form__grid">
        {ALLERGEN_KEYS.map((allergen) => (
          <label key={allergen} className="board-check">
            <input
              type="checkbox"
              checked={draft.allergens.includes(allergen)}
              onChange={(event) =>
                onChange({ allergens: toggled(draft.allergens, allergen, event.target.checked), noAllergen: false })
              }
            />
            {lawNamesFr.allergens[allergen].short}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function UntilChoice({ draft, today, error, onChange }: FieldsProps & { today: DayText; error?: string }) {
  return (
    <fieldset className="board-form__until">
      <legend>À l&apos;ardoise</legend>
      <label className="board-check">
        <input
          type="radio"
          name="board-until"
          checked={draft.until === null}
          onChange={() => onChange({ until: null })}
        />
        Aujourd&apos;hui seulement
      </label>
      <label className="board-check">
        <input
          type="radio"
          name="board-until"
          checked={draft.until !== null}
          onChange={() => onChange({ until: draft.until ?? today })}
        />
        Jusqu&apos;à une date
      </label>
      {draft.until !== null && (
        <FormField label="Dernier jour" error={error}>
          {(control) => (
            <input
              {...control}
              type="date"
              className="board-form__control"
              min={today}
              value={draft.until ?? ''}
              onChange={(event) => onChange({ until: event.target.value })}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}

/** The board screen's form: a dish of the day in about 30 seconds, on a phone at the pass. */
export function BoardForm({ today, templates, onSave }: BoardFormProps) {
  const [draft, setDraft] = useState<BoardDraft>(emptyBoardDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<BoardDraft>) => setDraft((previous) => ({ ...previous, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkBoardDraft(draft, today);
    if (!checked.ok) {
      setErrors(errorTexts(checked.errors));
      return;
    }
    setSaving(true);
    const refused = await onSave(checked.write);
    setSaving(false);
    setErrors(refused ?? {});
    if (!refused) setDraft(emptyBoardDraft());
  };

  return (
    <form className="board-form card" onSubmit={submit} noValidate aria-labelledby="board-form-title">
      <h3 id="board-form-title">Ajouter un plat à l&apos;ardoise</h3>
      <TemplatePicker
        templates={templates}
        onPick={(item) => {
          setDraft(boardDraftFrom(item));
          setErrors({});
        }}
      />
      {BOARD_DISH_FIELDS.map((field) => (
        <DishField
          key={field}
          field={field}
          value={draft[field]}
          error={errors[field]}
          onChange={(value) => change({ [field]: value })}
        />
      ))}
      <AllergenChoice draft={draft} error={errors.allergens} onChange={change} />
      {draftNeedsOrigin(draft) && <OriginFields draft={draft} error={errors.origins} onChange={change} />}
      <UntilChoice draft={draft} today={today} error={errors.boardUntil} onChange={change} />
      <button type="submit" className="button button--primary board-form__submit" aria-disabled={saving}>
        {saving ? 'Enregistrement…' : "Mettre à l'ardoise"}
      </button>
    </form>
  );
}
