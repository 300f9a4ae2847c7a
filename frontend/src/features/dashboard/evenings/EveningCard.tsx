import { formatChf, formatDayText, type SetMenu, type StaffEvening } from '@ticino/shared';

/** The id of an evening's « Modifier »: the focus comes back to it once its form is closed. */
export const editEveningButtonId = (id: string) => `evening-edit-${id}`;

interface EveningCardProps {
  evening: StaffEvening;
  setMenus: readonly SetMenu[] | undefined;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** « Formule Saint-Sylvestre », « Menu écrit », or « Formule supprimée » when it no longer exists. */
function menuWords({ setMenuId }: StaffEvening, setMenus: readonly SetMenu[] | undefined): string {
  if (!setMenuId) return 'Menu écrit';
  const setMenu = setMenus?.find(({ id }) => id === setMenuId);
  if (setMenu) return `Formule « ${setMenu.name} »`;
  return setMenus ? 'Formule supprimée' : 'Formule';
}

/**
 * One evening: its date, name, arrival times, whether guests see it, its prices and menu, and its covers — booked out
 * of its capacity, awaiting their deposit, paid, and released unpaid (docs/product.md#evenings).
 */
export function EveningCard({ evening, setMenus, busy, onEdit, onDelete }: EveningCardProps) {
  const { covers } = evening;
  return (
    <li className="evening-card card" aria-busy={busy}>
      <div className="evening-card__text">
        <h3 className="evening-card__title">{evening.name}</h3>
        <p className="evening-card__when">
          <time dateTime={evening.date}>{formatDayText(evening.date)}</time> · {evening.times.join(', ')}{' '}
          <span className={`badge evening-card__status${evening.published ? '' : ' evening-card__status--draft'}`}>
            {evening.published ? 'Publiée' : 'Non publiée'}
          </span>
        </p>
        <p className="evening-card__detail">
          {formatChf(evening.pricePerPerson)} par personne
          {evening.depositPerPerson > 0 && <> · acompte {formatChf(evening.depositPerPerson)} par personne</>} ·{' '}
          {menuWords(evening, setMenus)}
        </p>
        <dl className="evening-card__covers">
          <div>
            <dt>Couverts réservés</dt>
            <dd>
              {covers.booked} / {evening.capacity}
            </dd>
          </div>
          <div>
            <dt>En attente du paiement</dt>
            <dd>{covers.awaitingPayment}</dd>
          </div>
          <div>
            <dt>Payés</dt>
            <dd>{covers.paid}</dd>
          </div>
          <div>
            <dt>Libérés (non payés)</dt>
            <dd>{covers.released}</dd>
          </div>
        </dl>
      </div>
      <div className="evening-card__actions">
        <button
          id={editEveningButtonId(evening.id)}
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          aria-label={`Modifier : ${evening.name}`}
          onClick={() => !busy && onEdit()}
        >
          Modifier
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          aria-label={`Supprimer : ${evening.name}`}
          onClick={() => !busy && onDelete()}
        >
          Supprimer
        </button>
      </div>
    </li>
  );
}
