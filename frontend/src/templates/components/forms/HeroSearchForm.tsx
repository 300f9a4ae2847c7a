import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useVariantPath } from '../../hooks/useTemplateRoute';

interface HeroSearchFormProps {
  label: string;
  submitLabel: string;
  children: ReactNode;
}

/** Search bar of a home hero: the demo keeps no search, so submitting only opens the Find Room page. */
export function HeroSearchForm({ label, submitLabel, children }: HeroSearchFormProps) {
  const navigate = useNavigate();
  const pathFor = useVariantPath();
  return (
    <form
      className="tpl-searchbar"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(pathFor('find_room'));
      }}
    >
      {children}
      <button type="submit" className="tpl-button">
        {submitLabel}
      </button>
    </form>
  );
}
