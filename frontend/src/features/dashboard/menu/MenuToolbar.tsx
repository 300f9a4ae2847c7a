import { DEFAULT_LOCALE, MENU_CATEGORIES, printedMenuPath, type MenuItem } from '@ticino/shared';
import { FormField } from '../../../ui/FormField';
import { PlusIcon } from '../../../ui/icons';
import { downloadMenuCsv } from './api/bulk-api';
import { ALL_CATEGORIES } from './menu-filter';

/** The menu's bulk work: a CSV import or a change of prices. */
export type BulkWork = 'import' | 'prices';

interface MenuToolbarProps {
  /** The menu, once loaded: what « Exporter (CSV) » writes. */
  items: MenuItem[] | undefined;
  onBulkWork: (work: BulkWork) => void;
  onAdd: () => void;
}

/** The menu tab's actions: the printed menu, export, import, prices, and a new item. */
export function MenuToolbar({ items, onBulkWork, onAdd }: MenuToolbarProps) {
  return (
    <div className="admin-toolbar">
      {/* The PDF guests get from /la-carte, built from the public menu as it is now (docs/product.md#printed-menu). */}
      <a className="button button--secondary" href={printedMenuPath(DEFAULT_LOCALE)} download>
        Télécharger la carte (PDF)
      </a>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => items && downloadMenuCsv(items)}
        aria-disabled={!items}
      >
        Exporter (CSV)
      </button>
      <button type="button" className="button button--secondary" onClick={() => onBulkWork('import')}>
        Importer un CSV
      </button>
      <button type="button" className="button button--secondary" onClick={() => onBulkWork('prices')}>
        Modifier les prix
      </button>
      <button type="button" className="button button--primary" onClick={onAdd}>
        <PlusIcon /> Ajouter un élément
      </button>
    </div>
  );
}

interface MenuFiltersProps {
  search: string;
  category: string;
  onSearch: (search: string) => void;
  onCategory: (category: string) => void;
}

/** The search and the category the list shows. */
export function MenuFilters({ search, category, onSearch, onCategory }: MenuFiltersProps) {
  return (
    <div className="admin-filters" role="search">
      <FormField label="Rechercher" hideLabel>
        {(control) => (
          <input
            {...control}
            className="input"
            type="search"
            placeholder="Rechercher par titre ou description..."
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Filtrer par catégorie" hideLabel>
        {(control) => (
          <select {...control} className="select" value={category} onChange={(event) => onCategory(event.target.value)}>
            <option value={ALL_CATEGORIES}>Toutes les catégories</option>
            {MENU_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
