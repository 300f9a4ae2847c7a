import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  formatChf,
  formatDayText,
  wordStaffMessage,
  type DayText,
  type MenuItem,
  type MenuItemErrors,
  type MenuItemField,
  type MenuItemWrite,
} from '@ticino/shared';
import { FormField } from '../../../../ui/FormField';
import { DishField } from '../form/DishField';
import { LAW_FIELDS_IN_FORM_ORDER, LawFields } from '../form/LawFields';
import {
  BOARD_DISH_FIELDS,
  BOARD_LAW_SECTIONS,
  checkBoardDraft,
  emptyBoardDraft,
  boardDraftFrom,
  type BoardDraft,
} from './board-draft';

interface BoardFormProps {
  today: DayText;
  /** Earlier board dishes to start from, the latest first. */
  templates: readonly MenuItem[];
  /** Sends the dish; resolves to the server's field messages when it refuses it, else to null. */
  onSave: (write: MenuItemWrite) => Promise<MenuItemErrors | null>;
}

/** The order the focus looks for a field in error: the form's own. */
const FIELDS_IN_FORM_ORDER: readonly MenuItemField[] = [...BOARD_DISH_FIELDS, ...LAW_FIELDS_IN_FORM_ORDER];

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

interface FieldsProps {
  draft: BoardDraft;
  onChange: (change: Partial<BoardDraft>) => void;
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
  // Each failed save, with its messages: it opens again the law sections that hold one, and focuses the first.
  const [failure, setFailure] = useState<{ errors: MenuItemErrors; count: number }>({ errors: {}, count: 0 });
  const [saving, setSaving] = useState(false);
  const fieldRefs = useRef<Partial<Record<MenuItemField, HTMLElement | null>>>({});
  const change = (next: Partial<BoardDraft>) => setDraft((previous) => ({ ...previous, ...next }));
  const { errors } = failure;
  const showErrors = (next: MenuItemErrors) => setFailure((previous) => ({ errors: next, count: previous.count + 1 }));

  useEffect(() => {
    const first = FIELDS_IN_FORM_ORDER.find((field) => failure.errors[field] && fieldRefs.current[field]);
    if (first) fieldRefs.current[first]?.focus();
  }, [failure]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkBoardDraft(draft, today);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setSaving(true);
    const refused = await onSave(checked.write);
    setSaving(false);
    if (refused) showErrors(refused);
    else {
      setFailure((previous) => ({ errors: {}, count: previous.count }));
      setDraft(emptyBoardDraft());
    }
  };
  const errorText = (field: MenuItemField) => {
    const error = errors[field];
    return error && wordStaffMessage(error);
  };

  return (
    <form className="board-form card" onSubmit={submit} noValidate aria-labelledby="board-form-title">
      <h3 id="board-form-title">Ajouter un plat à l&apos;ardoise</h3>
      <TemplatePicker
        templates={templates}
        onPick={(item) => {
          setDraft(boardDraftFrom(item));
          setFailure((previous) => ({ errors: {}, count: previous.count }));
        }}
      />
      {BOARD_DISH_FIELDS.map((field) => (
        <DishField
          key={field}
          field={field}
          value={draft[field]}
          error={errorText(field)}
          fieldRef={(element) => {
            fieldRefs.current[field] = element;
          }}
          onChange={(value) => change({ [field]: value })}
        />
      ))}
      <LawFields
        draft={draft.law}
        category={draft.category}
        confirmation={null}
        errors={errors}
        failedSaves={failure.count}
        placeField={(field, element) => {
          fieldRefs.current[field] = element;
        }}
        onChange={(law) => change({ law })}
        sections={BOARD_LAW_SECTIONS}
      />
      <UntilChoice draft={draft} today={today} error={errorText('boardUntil')} onChange={change} />
      <button type="submit" className="button button--primary board-form__submit" aria-disabled={saving}>
        {saving ? 'Enregistrement…' : "Mettre à l'ardoise"}
      </button>
    </form>
  );
}
