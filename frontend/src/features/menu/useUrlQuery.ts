import { useEffect, useState } from 'react';
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

  // The address follows in an effect, not in the setter: the field takes what was typed before the app took the page
  // over in a layout effect as the hydration is committed (useTypedBeforeHydration), when the router ignores navigate().
  useEffect(() => {
    const params = new URLSearchParams(searchParams);
    if (value) params.set(name, value);
    else params.delete(name);
    const search = params.toString();
    // Compared as written: a text the address cannot hold exactly (a lone surrogate) is then not written again and again.
    if (search === searchParams.toString()) return;
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: TYPED, preventScrollReset: true },
    );
  }, [value, searchParams, name, navigate, location.pathname, location.hash]);

  return [value, setValue];
}
