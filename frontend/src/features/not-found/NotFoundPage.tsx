import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocale, pathFor, type Locale } from '@ticino/shared';
import { useDictionary } from '../../hooks/useLocale';
import { usePageTitle } from '../../hooks/usePageTitle';

/** The language an unknown address asks for by its first segment (« /de/… »), French for any other. */
function languageAsked(pathname: string): Locale {
  const first = pathname.split('/')[1]?.toLowerCase();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * docs/product.md#not-found-page keeps this page's texts in English on the French site; under /en, /de or /it they
 * are in that language. Marked with their language, so screen readers say them right whatever the page's.
 */
export function NotFoundPage() {
  usePageTitle('not-found');
  const locale = languageAsked(useLocation().pathname);
  const t = useDictionary(locale).notFound;

  return (
    <main className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 lang={t.lang}>{t.title}</h1>
      <Link className="button button--primary" to={pathFor('home', locale)} lang={t.lang}>
        {t.home}
      </Link>
    </main>
  );
}
