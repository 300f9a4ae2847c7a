import { GUEST_FILTERS, type GuestFilterKey } from '@ticino/shared';
import { useT } from '../../hooks/useLocale';

interface GuestFiltersProps {
  chosen: readonly GuestFilterKey[];
  onChange: (next: GuestFilterKey[]) => void;
  /** How many items the filters leave. */
  count: number;
}

/** « Sans gluten », « Végétarien »…: toggles kept in the address (docs/product.md#menu-page), so a guest can share them. */
export function GuestFilters({ chosen, onChange, count }: GuestFiltersProps) {
  const t = useT().menu;
  return (
    <div className="guest-filters">
      <div className="guest-filters__buttons" role="group" aria-label={t.filtersLabel}>
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
              {t.guestFilters[filter.key]}
            </button>
          );
        })}
      </div>
      <p className="guest-filters__status" role="status">
        {chosen.length === 0 ? '' : t.filtersFound(count)}
      </p>
      {chosen.length > 0 && <p className="guest-filters__caution">{t.filtersCaution}</p>}
    </div>
  );
}
