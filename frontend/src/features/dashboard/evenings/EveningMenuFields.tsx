import { useId } from 'react';
import { formatChf, type SetMenu } from '@ticino/shared';
import { FormField } from '../../../ui/FormField';
import type { EveningDraft, EveningFormErrors, MenuKind } from './evening-draft';

interface EveningMenuFieldsProps {
  draft: Pick<EveningDraft, 'menuKind' | 'setMenuId' | 'menuText'>;
  /** The « Formules » to choose from; undefined while they load or when they could not be read. */
  setMenus: readonly SetMenu[] | undefined;
  setMenusFailed: boolean;
  errors: EveningFormErrors;
  onChange: (change: Partial<EveningDraft>) => void;
  placeField: (field: 'setMenuId' | 'menuText', element: HTMLElement | null) => void;
}

const MENU_KINDS: readonly { kind: MenuKind; label: string }[] = [
  { kind: 'setMenu', label: 'Une formule' },
  { kind: 'text', label: 'Un menu écrit' },
];

/** The list's hint: why it may offer nothing. */
function setMenusHint(setMenus: readonly SetMenu[] | undefined, failed: boolean): string | undefined {
  if (failed) return 'Les formules n’ont pas pu être lues : écrivez le menu, ou réessayez plus tard.';
  if (!setMenus) return 'Chargement des formules…';
  if (setMenus.length === 0) return 'Aucune formule : créez-la dans l’onglet « Formules », ou écrivez le menu.';
  return undefined;
}

/** The evening's menu: one of the « Formules », or written out; the rules take exactly one of them. */
export function EveningMenuFields({
  draft,
  setMenus,
  setMenusFailed,
  errors,
  onChange,
  placeField,
}: EveningMenuFieldsProps) {
  // A set menu deleted since: still offered under its id, so the evening is not changed without a word.
  const chosenMissing =
    draft.setMenuId !== '' && setMenus !== undefined && !setMenus.some(({ id }) => id === draft.setMenuId);
  const radioName = useId();
  return (
    <fieldset className="evening-form__menu">
      <legend className="field__label">Menu servi</legend>
      <div className="evening-form__choices">
        {MENU_KINDS.map(({ kind, label }) => (
          <label key={kind} className="board-check">
            <input
              type="radio"
              name={radioName}
              value={kind}
              checked={draft.menuKind === kind}
              onChange={() => onChange({ menuKind: kind })}
            />
            {label}
          </label>
        ))}
      </div>
      {draft.menuKind === 'setMenu' ? (
        <FormField label="Formule" error={errors.setMenuId} hint={setMenusHint(setMenus, setMenusFailed)}>
          {(control) => (
            <select
              {...control}
              ref={(element) => placeField('setMenuId', element)}
              className="select"
              value={draft.setMenuId}
              onChange={(event) => onChange({ setMenuId: event.target.value })}
            >
              <option value="">Choisir une formule…</option>
              {chosenMissing && <option value={draft.setMenuId}>Formule supprimée</option>}
              {setMenus?.map((setMenu) => (
                <option key={setMenu.id} value={setMenu.id}>
                  {setMenu.name} ({formatChf(setMenu.price)})
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : (
        <FormField label="Menu" error={errors.menuText} hint="Les plats de la soirée, comme les clients les liront.">
          {(control) => (
            <textarea
              {...control}
              ref={(element) => placeField('menuText', element)}
              className="textarea"
              rows={6}
              value={draft.menuText}
              onChange={(event) => onChange({ menuText: event.target.value })}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
