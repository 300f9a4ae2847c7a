import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '../../hooks/motion';

/**
 * Every path change starts at the top; an in-page anchor (/#carte) scrolls to its section instead. The first render
 * leaves the reader where they are: a server-rendered page may have been scrolled before its code arrived (main.tsx
 * loads it after the first paint).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const address = `${pathname}${hash}`;
    const first = shown.current === undefined;
    // StrictMode runs a mounting effect twice: the same address is no change.
    if (shown.current === address) return;
    shown.current = address;
    if (hash && scrollToSection(decodeURIComponent(hash.slice(1)))) return;
    if (!first) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
