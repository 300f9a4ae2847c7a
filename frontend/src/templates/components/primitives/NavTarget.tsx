import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NavTarget } from '../../data/navigation';
import { useVariantPath } from '../../hooks/useTemplateRoute';

/** A link to a template page (keeping the variant prefix) or to a fixed path. */
export function TargetLink({ to, className, children }: { to: NavTarget; className?: string; children: ReactNode }) {
  const pathFor = useVariantPath();
  return (
    <Link className={className} to={'page' in to ? pathFor(to.page) : to.path}>
      {children}
    </Link>
  );
}
