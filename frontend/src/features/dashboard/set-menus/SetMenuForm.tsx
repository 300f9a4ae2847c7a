import { useState, type FormEvent } from 'react';
import { MENU_CATEGORIES, WEEK_DAYS, type MenuItem, type SetMenuValues } from '@ticino/shared';
import { FormField } from '../../../ui/FormField';
import { checkSetMenuDraft, type SetMenuDraft, type SetMenuFormErrors } from './set-menu-draft';

interface SetMenuFormProps {
  /** The form's accessible name: « Nouvelle formule » or « Modifier … ». */
  label: string;
  initial: SetMenuDraft;
  /** The dishes to choose from: the menu's and the board's. */
  dishes: readonly MenuItem[];
  /** Sends the set menu; resolves to the server's field messages when it refuses it, else to null. */
  onSave: (values: SetMenuValues) => Promise<SetMenuFormErrors | null>;
  onCancel: () => void;
}

type Course = SetMenuDraft['courses'][number];

interface CourseFieldsProps {
  index: number;
  course: Course;
  dishes: readonly MenuItem[];
  errors: SetMenuFormErrors;
  onChange: (course: Course) => void;
  onRemove: (() => void) | null;
}

/** One course: its name, the dishes chosen (each removable), and a list to add one from, by category. */
function CourseFields({ index, course, dishes, errors, onChange, onRemove }: CourseFieldsProps) {
  const number = index + 1;
  const dishError = errors[`courses.${index}.dishes`];
  const titleOf = (id: string) => dishes.find((dish) => dish.id === id)?.title ?? 'Plat supprimé de la carte';
  const offered = dishes.filter((dish) => !course.dishes.includes(dish.id));
  return (
    <fieldset className="set-menu-form__course">
      <legend>Service n° {number}</legend>
      <FormField label="Nom du service" error={errors[`courses.${index}.name`]}>
        {(control) => (
          <input
            {...control}
            className="board-form__control"
            value={course.name}
            onChange={(event) => onChange({ ...course, name: event.target.value })}
          />
        )}
      </FormField>
      <ul className="set-menu-form__dishes" aria-label={`Plats au choix du service n° ${number}`}>
        {course.dishes.map((id) => (
          <li key={id} className="set-menu-form__dish">
            <span>{titleOf(id)}</span>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Retirer ${titleOf(id)} du service n° ${number}`}
              onClick={() => onChange({ ...course, dishes: course.dishes.filter((dish) => dish !== id) })}
            >
              Retirer
            </button>
          </li>
        ))}
      </ul>
      <FormField label={`Ajouter un plat au service n° ${number}`} error={dishError}>
        {(control) => (
          <select
            {...control}
            className="board-form__control"
            value=""
            onChange={(event) => {
              if (event.target.value) onChange({ ...course, dishes: [...course.dishes, event.target.value] });
            }}
          >
            <option value="">Choisir un plat…</option>
            {MENU_CATEGORIES.map((category) => {
              const inCategory = offered.filter((dish) => dish.category === category);
              return inCategory.length === 0 ? null : (
                <optgroup key={category} label={category}>
                  {inCategory.map((dish) => (
                    <option key={dish.id} value={dish.id}>
                      {dish.boardUntil ? `${dish.title} (ardoise)` : dish.title}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        )}
      </FormField>
      {onRemove && (
        <button type="button" className="button button--secondary" onClick={onRemove}>
          Supprimer le service n° {number}
        </button>
      )}
    </fieldset>
  );
}

/** When the set menu is served: the days, and the hours. */
function ScheduleFields({
  draft,
  errors,
  onChange,
}: {
  draft: SetMenuDraft;
  errors: SetMenuFormErrors;
  onChange: (change: Partial<SetMenuDraft>) => void;
}) {
  return (
    <>
      <fieldset className="set-menu-form__days" aria-describedby={errors.days ? 'set-menu-days-error' : undefined}>
        <legend>Jours</legend>
        {errors.days && (
          <p className="field__error" id="set-menu-days-error" role="alert">
            {errors.days}
          </p>
        )}
        <div className="board-form__grid">
          {WEEK_DAYS.map((day) => (
            <label key={day} className="board-check">
              <input
                type="checkbox"
                checked={draft.days.includes(day)}
                onChange={(event) =>
                  onChange({
                    days: event.target.checked ? [...draft.days, day] : draft.days.filter((chosen) => chosen !== day),
                  })
                }
              />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="set-menu-form__times">
        <FormField label="Servie dès" error={errors.startsAt}>
          {(control) => (
            <input
              {...control}
              type="time"
              className="board-form__control"
              value={draft.startsAt}
              onChange={(event) => onChange({ startsAt: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Jusqu'à" error={errors.endsAt}>
          {(control) => (
            <input
              {...control}
              type="time"
              className="board-form__control"
              value={draft.endsAt}
              onChange={(event) => onChange({ endsAt: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </>
  );
}

/**
 * A set menu's form (docs/product.md#set-menus): name, price, days and hours, courses with the dishes to choose from.
 * Checked by the server's own rules before anything is sent; the server's refusal shows under its field.
 */
export function SetMenuForm({ label, initial, dishes, onSave, onCancel }: SetMenuFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<SetMenuFormErrors>({});
  const [sending, setSending] = useState(false);
  const change = (next: Partial<SetMenuDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setCourse = (index: number, course: Course) =>
    change({ courses: draft.courses.map((current, at) => (at === index ? course : current)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkSetMenuDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setSending(true);
    const refused = await onSave(checked.values);
    setSending(false);
    setErrors(refused ?? {});
  };

  return (
    <form className="set-menu-form card" aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      <FormField label="Nom de la formule" error={errors.name}>
        {(control) => (
          <input
            {...control}
            className="board-form__control"
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Prix (CHF)" error={errors.price}>
        {(control) => (
          <input
            {...control}
            className="board-form__control"
            inputMode="decimal"
            value={draft.price}
            onChange={(event) => change({ price: event.target.value })}
          />
        )}
      </FormField>
      <ScheduleFields draft={draft} errors={errors} onChange={change} />
      {errors.courses && (
        <p className="field__error" role="alert">
          {errors.courses}
        </p>
      )}
      {draft.courses.map((course, index) => (
        <CourseFields
          key={index}
          index={index}
          course={course}
          dishes={dishes}
          errors={errors}
          onChange={(next) => setCourse(index, next)}
          onRemove={
            draft.courses.length > 1 ? () => change({ courses: draft.courses.filter((_, at) => at !== index) }) : null
          }
        />
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => change({ courses: [...draft.courses, { name: '', dishes: [] }] })}
      >
        Ajouter un service
      </button>
      <div className="set-menu-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={sending}>
          Enregistrer la formule
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}
