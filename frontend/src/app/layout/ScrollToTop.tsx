import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '../../hooks/motion';

/** Every path change starts at the top; an in-page anchor (/#carte) scrolls to its section instead. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash && scrollToSection(decodeURIComponent(hash.slice(1)))) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
