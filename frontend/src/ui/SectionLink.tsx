import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pageAndLocaleOf } from '@ticino/shared';
import { scrollToSection } from '../hooks/motion';
import { usePagePath } from '../hooks/useLocale';

interface SectionLinkProps {
  /** Id of a section of the home page (presentation, carte). */
  section: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/**
 * Link to a home-page section, in the page's language, that works from any page; on the home page it also scrolls
 * when the address already holds that anchor (the router sees no change then).
 */
export function SectionLink({ section, className, children, onClick }: SectionLinkProps) {
  const { pathname } = useLocation();
  const pagePath = usePagePath();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (pageAndLocaleOf(pathname)?.page === 'home' && !event.defaultPrevented) scrollToSection(section);
  };
  return (
    <Link className={className} to={`${pagePath('home')}#${section}`} onClick={handleClick}>
      {children}
    </Link>
  );
}
