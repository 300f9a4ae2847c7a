import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { scrollToSection } from '../hooks/motion';

interface SectionLinkProps {
  /** Id of a section of the home page (presentation, carte). */
  section: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/**
 * Link to a home-page section that works from any page; on the home page it also scrolls
 * when the address already holds that anchor (the router sees no change then).
 */
export function SectionLink({ section, className, children, onClick }: SectionLinkProps) {
  const { pathname } = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (pathname === '/' && !event.defaultPrevented) scrollToSection(section);
  };
  return (
    <Link className={className} to={`/#${section}`} onClick={handleClick}>
      {children}
    </Link>
  );
}
