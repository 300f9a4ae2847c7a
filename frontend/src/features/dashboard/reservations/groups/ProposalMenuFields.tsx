import { useId } from 'react';
import { formatChf, formatDayText, type SetMenu, type StaffEvening } from '@ticino/shared';
import { FormField } from '../../../../ui/FormField';
import type { ProposalDraft, ProposalField, ProposalFormErrors, ProposalKind } from './proposal-draft';

interface ProposalMenuFieldsProps {
  draft: ProposalDraft;
  /** The « Formules »; undefined while they load or when they could not be read. */
  setMenus: readonly SetMenu[] | undefined;
  setMenusFailed: boolean;
  /** The evenings from today on, by date; undefined while they load or when they could not be read. */
  evenings: readonly StaffEvening[] | undefined;
  eveningsFailed: boolean;
  errors: ProposalFormErrors;
  onKind: (kind: ProposalKind) => void;
  onSetMenu: (id: string) => void;
  onEvening: (id: string) => void;
  placeField: (field: ProposalField, element: HTMLElement | null) => void;
}

const KINDS: readonly { kind: ProposalKind; label: string }[] = [
  { kind: 'setMenu', label: 'Formule' },
  { kind: 'evening', label: 'Soirée' },
];

/** The list's hint: why it may offer nothing. */
function listHint(items: readonly unknown[] | undefined, failed: boolean, kind: ProposalKind): string | undefined {
  const what = kind === 'setMenu' ? 'formules' : 'soirées';
  if (failed) return `Les ${what} n’ont pas pu être lues : réessayez plus tard.`;
  if (!items) return `Chargement des ${what}…`;
  if (items.length === 0)
    return kind === 'setMenu'
      ? 'Aucune formule : créez-la dans l’onglet « Formules ».'
      : 'Aucune soirée à venir : créez-la dans l’onglet « Soirées ».';
  return undefined;
}

/** What the group is offered: one of the « Formules », or one of the evenings, whose day and times it then takes. */
export function ProposalMenuFields({
  draft,
  setMenus,
  setMenusFailed,
  evenings,
  eveningsFailed,
  errors,
  onKind,
  onSetMenu,
  onEvening,
  placeField,
}: ProposalMenuFieldsProps) {
  const radioName = useId();
  const evening = evenings?.find(({ id }) => id === draft.eveningId);
  return (
    <>
      <fieldset className="admin-resa-form__source">
        <legend>Menu proposé</legend>
        {KINDS.map(({ kind, label }) => (
          <label key={kind}>
            <input
              type="radio"
              name={radioName}
              value={kind}
              checked={draft.kind === kind}
              onChange={() => onKind(kind)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {draft.kind === 'setMenu' ? (
        <FormField label="Formule" error={errors.setMenuId} hint={listHint(setMenus, setMenusFailed, 'setMenu')}>
          {(control) => (
            <select
              {...control}
              ref={(element) => placeField('setMenuId', element)}
              className="select"
              value={draft.setMenuId}
              onChange={(event) => onSetMenu(event.target.value)}
            >
              <option value="">Choisir une formule…</option>
              {setMenus?.map((setMenu) => (
                <option key={setMenu.id} value={setMenu.id}>
                  {setMenu.name} ({formatChf(setMenu.price)})
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : (
        <FormField
          label="Soirée"
          error={errors.eveningId}
          hint={
            listHint(evenings, eveningsFailed, 'evening') ??
            (evening
              ? `Le ${formatDayText(evening.date)}, arrivée à ${evening.times.join(' ou ')} : la proposition en prend le jour et l’une des heures.`
              : 'La proposition prend le jour de la soirée et l’une de ses heures d’arrivée.')
          }
        >
          {(control) => (
            <select
              {...control}
              ref={(element) => placeField('eveningId', element)}
              className="select"
              value={draft.eveningId}
              onChange={(event) => onEvening(event.target.value)}
            >
              <option value="">Choisir une soirée…</option>
              {evenings?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name} · {formatDayText(option.date)} ({formatChf(option.pricePerPerson)})
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </>
  );
}
