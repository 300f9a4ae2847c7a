import { useRef } from 'react';
import { useT } from '../../hooks/useLocale';
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration';

interface DishSearchProps {
  query: string;
  onChange: (query: string) => void;
  /** How many dishes the search found; undefined while there is no search. */
  found: number | undefined;
}

/** « Rechercher un plat » on /la-carte (docs/product.md#menu-page): the list follows each letter typed. */
export function DishSearch({ query, onChange, found }: DishSearchProps) {
  const t = useT().menu;
  const inputRef = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(container, (typed) => {
    if (typed.q !== undefined) onChange(typed.q);
  });
  return (
    <div ref={container} className="dish-search" role="search" aria-label={t.searchRegion}>
      <label className="dish-search__label" htmlFor="recherche-plat">
        {t.searchLabel}
      </label>
      <input
        ref={inputRef}
        id="recherche-plat"
        name="q"
        className="input dish-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t.searchPlaceholder}
        value={query}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // The list is already filtered: Enter only puts the phone's keyboard away.
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      {/* Always in the page, so screen readers hear each new count. */}
      <p className="dish-search__status" role="status">
        {found !== undefined && t.searchFound(found)}
      </p>
      {found === 0 && (
        <button
          type="button"
          className="button button--secondary dish-search__clear"
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        >
          {t.clearSearch}
        </button>
      )}
    </div>
  );
}
