import { useRef } from 'react';
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration';

interface DishSearchProps {
  query: string;
  onChange: (query: string) => void;
  /** How many dishes the search found; undefined while there is no search. */
  found: number | undefined;
}

function foundMessage(found: number): string {
  if (found === 0) return 'Aucun plat ne correspond à votre recherche';
  return found === 1 ? '1 plat correspond à votre recherche' : `${found} plats correspondent à votre recherche`;
}

/** « Rechercher un plat » on /la-carte (docs/product.md#menu-page): the list follows each letter typed. */
export function DishSearch({ query, onChange, found }: DishSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(container, (typed) => {
    if (typed.q !== undefined) onChange(typed.q);
  });
  return (
    <div ref={container} className="dish-search" role="search" aria-label="Plats de la carte">
      <label className="dish-search__label" htmlFor="recherche-plat">
        Rechercher un plat
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
        placeholder="Fondue, pizza, merlot…"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // The list is already filtered: Enter only puts the phone's keyboard away.
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      {/* Always in the page, so screen readers hear each new count. */}
      <p className="dish-search__status" role="status">
        {found !== undefined && foundMessage(found)}
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
          Effacer la recherche
        </button>
      )}
    </div>
  );
}
