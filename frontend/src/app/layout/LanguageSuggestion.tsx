import { Link, useLocation } from 'react-router-dom';
import { LANGUAGE_SUGGESTIONS, suggestedLocale, switchAddressLocale, type Locale } from '@ticino/shared';
import { useBrowserValue } from '../../hooks/useHydrated';
import { useLocale } from '../../hooks/useLocale';
import { useStoredValue, writeStoredValue } from '../../hooks/useStoredValue';
import { STORAGE_KEYS } from '../../lib/storage';

/** Remembers the visitor's language, so that the suggestion never asks again (docs/product.md#languages). */
export function rememberLanguage(locale: Locale): void {
  writeStoredValue(STORAGE_KEYS.siteLanguage, locale);
}

function subscribeToLanguages(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

/**
 * The browser's languages, none on the server and while hydrating (the server cannot know them). Read as one text:
 * Chromium gives a new list at each read, which React would take for a change at every render.
 */
function useBrowserLanguages(): readonly string[] {
  const languages = useBrowserValue(
    subscribeToLanguages,
    () => navigator.languages.join(','),
    () => '',
  );
  return languages === '' ? [] : languages.split(',');
}

/**
 * docs/product.md#languages: on a visit from a browser that prefers another of the site's languages (or after the
 * visitor chose another one), a suggestion, in that language, to read the same page in it. Never a redirect. It
 * appears once the app runs (the server's page and the hydration never have it, so it moves nothing), over the page;
 * following it or closing it is remembered.
 */
export function LanguageSuggestion() {
  const location = useLocation();
  const current = useLocale();
  const [chosen, setChosen] = useStoredValue(STORAGE_KEYS.siteLanguage);
  const suggested = suggestedLocale(current, chosen, useBrowserLanguages());
  const href = suggested === null ? null : switchAddressLocale(location, suggested);
  if (suggested === null || href === null) return null;
  const texts = LANGUAGE_SUGGESTIONS[suggested];
  return (
    <aside className="language-suggestion" lang={suggested} aria-label={texts.label}>
      <p className="language-suggestion__text">{texts.text}</p>
      <div className="language-suggestion__actions">
        <Link
          className="language-suggestion__action"
          to={href}
          hrefLang={suggested}
          onClick={() => setChosen(suggested)}
        >
          {texts.action}
        </Link>
        <button type="button" className="language-suggestion__dismiss" onClick={() => setChosen(current)}>
          {texts.dismiss}
        </button>
      </div>
    </aside>
  );
}
