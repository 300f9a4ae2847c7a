/** Where Strapi keeps the back-office language; it reads it once, before the first screen. */
const LANGUAGE_KEY = 'strapi-admin-language';

/**
 * Until someone picks a language in their profile, the back-office (its login page included) speaks the first of
 * the browser's languages it offers; Strapi would otherwise start in English.
 */
export function followBrowserLanguage(offered: readonly string[]): void {
  if (window.localStorage.getItem(LANGUAGE_KEY)) return;
  const preferred = navigator.languages
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find((language) => offered.includes(language));
  if (preferred) window.localStorage.setItem(LANGUAGE_KEY, preferred);
}
