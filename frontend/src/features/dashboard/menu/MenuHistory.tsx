import useSWR from 'swr';
import {
  MENU_CHANGE_ACTION_LABELS,
  MENU_CHANGE_SOURCE_LABELS,
  formatJournalValue,
  menuFieldLabel,
  type MenuChange,
  type MenuChangesResponse,
  type MenuItem,
} from '@ticino/shared';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { menuChangesKey } from '../shared/admin-reads';
import { RetryNotice } from '../../../ui/RetryNotice';

/** The restaurant's clock, whatever the staff member's computer says. */
const WHEN = new Intl.DateTimeFormat('fr-CH', {
  timeZone: 'Europe/Zurich',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function ChangeEntry({ change }: { change: MenuChange }) {
  return (
    <li className="admin-history__entry">
      <p className="admin-history__meta">
        <time dateTime={change.at}>{WHEN.format(new Date(change.at))}</time> ·{' '}
        {MENU_CHANGE_ACTION_LABELS[change.action]} par <strong>{change.author}</strong> (
        {MENU_CHANGE_SOURCE_LABELS[change.source]})
      </p>
      <ul className="admin-history__fields">
        {change.changes.map(({ field, before, after }) => (
          <li key={field}>
            <span className="admin-history__field">{menuFieldLabel(field)}</span> :{' '}
            <del>{formatJournalValue(field, before)}</del> → <ins>{formatJournalValue(field, after)}</ins>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * « Historique » of one menu item (docs/product.md#menu-change-journal): its last changes, newest first, read from
 * the journal each time it opens.
 */
export function MenuHistory({ item, onClose }: { item: MenuItem | null; onClose: () => void }) {
  const { data, error, isValidating, mutate } = useSWR<MenuChangesResponse, unknown>(
    item ? menuChangesKey(item.id) : null,
  );
  const changes = data?.data;
  return (
    <Modal open={item !== null} title={`Historique — ${item?.title ?? ''}`} onClose={onClose}>
      {error && !isValidating ? (
        <RetryNotice
          className="admin-notice admin-notice--error"
          message="Erreur lors du chargement de l'historique"
          onRetry={() => void mutate()}
        />
      ) : changes === undefined ? (
        <Spinner label="Chargement de l'historique..." visibleLabel />
      ) : changes.length === 0 ? (
        <p>Aucune modification enregistrée pour cet élément.</p>
      ) : (
        <ol className="admin-history">
          {changes.map((change) => (
            <ChangeEntry key={change.id} change={change} />
          ))}
        </ol>
      )}
    </Modal>
  );
}
