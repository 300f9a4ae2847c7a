import { GUEST_FILTERS, type GuestFilterKey } from '@ticino/shared';

interface GuestFiltersProps {
  chosen: readonly GuestFilterKey[];
  onChange: (next: GuestFilterKey[]) => void;
  /** How many items the filters leave. */
  count: number;
}

/** « Sans gluten », « Végétarien »…: toggles kept in the address (docs/product.md#menu-page), so a guest can share them. */
export function GuestFilters({ chosen, onChange, count }: GuestFiltersProps) {
  return (
    <div className="guest-filters">
      <div className="guest-filters__buttons" role="group" aria-label="Filtrer la carte">
        {GUEST_FILTERS.map((filter) => {
          const on = chosen.includes(filter.key);
          return (
            <button
              key={filter.key}
              type="button"
              className="category-pill"
              aria-pressed={on}
              onClick={() =>
                onChange(
                  on
                    ? chosen.filter((key) => key !== filter.key)
                    : GUEST_FILTERS.map(({ key }) => key).filter((key) => key === filter.key || chosen.includes(key)),
                )
              }
            >
              {filter.label}
            </button>
          );
        })}
      </div>
      <p className="guest-filters__status" role="status">
        {chosen.length === 0
          ? ''
          : count === 0
            ? 'Aucun plat ne correspond à ces filtres.'
            : `${count} élément${count > 1 ? 's' : ''} de la carte correspond${count > 1 ? 'ent' : ''} à ces filtres.`}
      </p>
      {chosen.length > 0 && (
        <p className="guest-filters__caution">
          Les filtres excluent aussi les traces possibles. En cas d’allergie sévère, parlez-en à notre personnel.
        </p>
      )}
    </div>
  );
}
