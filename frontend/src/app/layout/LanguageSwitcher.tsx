import { Link, useLocation } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, switchAddressLocale } from '@ticino/shared';
import { useLocale, useT } from '../../hooks/useLocale';
import { rememberLanguage } from './LanguageSuggestion';

/**
 * docs/product.md#languages: the same page in each language, its search and filters kept; each language named in
 * itself, after the code shown (« FR — Français »: the visible text in the name, WCAG 2.5.3). Nothing on a page that
 * has no address per language.
 */
export function LanguageSwitcher() {
  const location = useLocation();
  const current = useLocale();
  const t = useT();
  if (switchAddressLocale(location, current) === null) return null;
  return (
    <ul className="language-switcher" aria-label={t.layout.languages}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Link
            className="language-switcher__link"
            to={switchAddressLocale(location, locale) ?? '/'}
            hrefLang={locale}
            lang={locale}
            aria-label={`${locale.toUpperCase()} — ${LOCALE_NAMES[locale]}`}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => rememberLanguage(locale)}
          >
            {locale.toUpperCase()}
          </Link>
        </li>
      ))}
    </ul>
  );
}
