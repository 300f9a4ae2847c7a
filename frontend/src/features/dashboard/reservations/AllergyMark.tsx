import { allergensText, lawNamesFr, type AllergenKey } from '@ticino/shared';
import './allergies.css';

/** « Gl · La »: the menu's symbols of a guest's allergies. */
export const allergySymbols = (allergens: readonly AllergenKey[]) =>
  allergens.map((key) => lawNamesFr.allergens[key].symbol).join(' · ');

/** « Allergies : Gluten, Lait », what the marks say in words. */
export const allergiesLabel = (allergens: readonly AllergenKey[]) => `Allergies : ${allergensText(allergens)}`;

interface AllergyMarkProps {
  allergens: readonly AllergenKey[];
  className?: string;
  /** Inside a control that already says the allergies in words: the mark is then for the eye alone. */
  decorative?: boolean;
}

/**
 * A guest's allergies at a glance, « ⚠ Gl · La » (the menu's symbols, never a colour alone), named in words for
 * assistive technology; nothing when they declared none.
 */
export function AllergyMark({ allergens, className, decorative = false }: AllergyMarkProps) {
  if (allergens.length === 0) return null;
  const named = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': allergiesLabel(allergens) };
  return (
    <span className={`allergy-mark${className ? ` ${className}` : ''}`} {...named}>
      ⚠ {allergySymbols(allergens)}
    </span>
  );
}
