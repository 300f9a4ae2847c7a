import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { TranslationWrite } from '@ticino/shared';
import { useStateResetOn } from '../../../hooks/useStateResetOn';
import { RetryNotice } from '../../../ui/RetryNotice';
import { Spinner } from '../../../ui/Spinner';
import { useSaveTranslation, useTranslationGrid } from './hooks/useTranslations';
import {
  filterTranslationRows,
  groupTranslationRows,
  isTranslationFilterActive,
  lineKey,
  pendingSummary,
  type StateFilter,
  type TranslationGroup,
} from './translation-grid';
import { TranslationRow, type SaveTranslation } from './TranslationRow';
import './translations.css';

/** A narrowed grid of at most this many dishes opens its headings by itself; a longer one waits to be opened. */
const AUTO_OPEN_MAX_ROWS = 12;

const STATE_FILTERS: readonly { value: StateFilter; label: string }[] = [
  { value: 'toutes', label: 'Toutes' },
  { value: 'manquante', label: 'Manquantes' },
  { value: 'à revoir', label: 'À revoir' },
];

interface TranslationGroupViewProps {
  group: TranslationGroup;
  open: boolean;
  onToggle: (key: string, open: boolean) => void;
  onSave: SaveTranslation;
}

/**
 * A category (or the set menus, the restaurant) that opens on demand: its rows are only drawn while it is open, so a
 * grid of a whole menu stays light to type in.
 */
function TranslationGroupView({ group, open, onToggle, onSave }: TranslationGroupViewProps) {
  const pending = pendingSummary(group.counts);
  return (
    <details
      className="translation-group card"
      open={open}
      onToggle={(event) => onToggle(group.key, event.currentTarget.open)}
    >
      <summary className="translation-group__summary">
        <span className="translation-group__title">{group.title}</span>{' '}
        <span className="translation-group__counts">
          · {group.rows.length} {group.rows.length === 1 ? 'fiche' : 'fiches'} · {pending || 'tout est validé'}
        </span>
      </summary>
      {open && group.rows.map((row) => <TranslationRow key={lineKey(row, '')} row={row} onSave={onSave} />)}
    </details>
  );
}

interface FilterBarProps {
  state: StateFilter;
  search: string;
  onState: (state: StateFilter) => void;
  onSearch: (search: string) => void;
}

function TranslationFilterBar({ state, search, onState, onSearch }: FilterBarProps) {
  return (
    <div className="translations-tab__filters">
      <fieldset className="translations-tab__states">
        <legend>Afficher</legend>
        {STATE_FILTERS.map((filter) => (
          <label key={filter.value} className="translations-tab__state">
            <input
              type="radio"
              name="translation-state"
              value={filter.value}
              checked={state === filter.value}
              onChange={() => onState(filter.value)}
            />
            {filter.label}
          </label>
        ))}
      </fieldset>
      <div className="field translations-tab__search">
        <label className="field__label" htmlFor="translation-search">
          Rechercher un plat, une formule ou une soirée
        </label>
        <input
          id="translation-search"
          className="input"
          type="search"
          value={search}
          placeholder="Nom en français"
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
    </div>
  );
}

/**
 * « Traductions » (docs/product.md#translations): each text staff write, in French and in English, German and
 * Italian, with its state; filters on « Manquantes » and « À revoir » and a search on the name; « Enregistrer »
 * and « Valider » per language.
 */
export function TranslationsTab() {
  const { grid, failed, retry } = useTranslationGrid();
  const save = useSaveTranslation();
  const [state, setState] = useState<StateFilter>('toutes');
  const [search, setSearch] = useState('');
  // The grid follows the search a moment later than the box, so typing never waits for it.
  const deferredSearch = useDeferredValue(search);
  const filterKey = `${state}\n${deferredSearch}`;
  const [kept, setKept] = useStateResetOn<ReadonlySet<string>>(new Set(), filterKey);
  // Headings opened or closed by hand; the others follow the filter (open when it leaves a few dishes).
  const [opened, setOpened] = useState<ReadonlyMap<string, boolean>>(new Map());

  const onSave = useCallback<SaveTranslation>(
    (write: TranslationWrite) => {
      setKept((previous) => new Set(previous).add(lineKey(write, write.field)));
      return save(write);
    },
    [save, setKept],
  );
  const filter = useMemo(() => ({ state, search: deferredSearch }), [state, deferredSearch]);
  const rows = useMemo(() => (grid ? filterTranslationRows(grid.rows, filter, kept) : []), [grid, filter, kept]);
  const groups = useMemo(() => groupTranslationRows(rows), [rows]);

  if (failed && !grid)
    return (
      <RetryNotice
        className="admin-notice admin-notice--error"
        message="Erreur lors du chargement des traductions"
        onRetry={retry}
      />
    );
  if (!grid)
    return (
      <div className="admin-notice">
        <Spinner label="Chargement des traductions…" visibleLabel />
      </div>
    );

  const openByFilter = isTranslationFilterActive(filter) && rows.length <= AUTO_OPEN_MAX_ROWS;
  const isOpen = (key: string) => opened.get(key) ?? openByFilter;
  const toggle = (key: string, open: boolean) => {
    // `toggle` also fires when the filter opened it: only a change by hand is remembered.
    if (open !== isOpen(key)) setOpened((previous) => new Map(previous).set(key, open));
  };

  return (
    <div className="translations-tab">
      <h2 className="translations-tab__title">Traductions</h2>
      <p className="translations-tab__intro">
        Les visiteurs lisent une traduction une fois validée ; sans elle, le texte s’affiche en français. Quand le
        français change, ses traductions repassent « à revoir » et restent affichées jusqu’à la prochaine validation.
      </p>
      <TranslationFilterBar state={state} search={search} onState={setState} onSearch={setSearch} />
      <p className="translations-tab__found" role="status">
        {rows.length} {rows.length === 1 ? 'fiche trouvée' : 'fiches trouvées'}
      </p>
      {groups.length === 0 ? (
        <p>Aucune traduction ne correspond à ces critères.</p>
      ) : (
        groups.map((group) => (
          <TranslationGroupView
            key={group.key}
            group={group}
            open={isOpen(group.key)}
            onToggle={toggle}
            onSave={onSave}
          />
        ))
      )}
    </div>
  );
}
