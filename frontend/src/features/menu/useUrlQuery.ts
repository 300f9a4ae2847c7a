import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** Marks the address changes the search field makes itself, to tell them from a link followed to the page. */
const TYPED = { typedQuery: true } as const;

function isTyped(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'typedQuery' in state;
}

/**
 * A text kept in the address's query parameter `name` (docs/product.md#menu-page: `?q=`), so a search can be shared.
 * The field's own state answers at once as the guest types; the address follows by replacement (no history entry
 * per letter) and keeps its anchor. A link to the page with another query (or none) resets the field. Reads the
 * address through the router, so the server renders the same field.
 */
export function useUrlQuery(name: string): [string, (value: string) => void] {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = searchParams.get(name) ?? '';
  const [value, setValue] = useState(fromAddress);
  const [seenKey, setSeenKey] = useState(location.key);

  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (!isTyped(location.state) && fromAddress !== value) setValue(fromAddress);
  }

  const change = (next: string) => {
    setValue(next);
    const params = new URLSearchParams(searchParams);
    if (next) params.set(name, next);
    else params.delete(name);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: TYPED, preventScrollReset: true },
    );
  };

  return [value, change];
}
