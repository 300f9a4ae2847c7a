import type { Dictionary, Locale } from '@ticino/shared';

/**
 * One language's dictionary, loaded when asked: the browser's build writes each language into a file of its own
 * (vite.config.ts's `dictionary-<lang>` chunks), so a page downloads its own language's texts and no other
 * (docs/architecture.md#languages-in-the-browser). The imports sit here, in the app's start (boot.tsx) and nowhere
 * else: from a chunk the pages share, Vite's loader would make every page's code ask for the entry's stylesheet
 * again, which a server-rendered page carries inline.
 */
export async function loadDictionaryFile(locale: Locale): Promise<Dictionary> {
  switch (locale) {
    case 'fr':
      return (await import('../../../packages/shared/src/i18n/dictionaries/fr')).fr;
    case 'en':
      return (await import('../../../packages/shared/src/i18n/dictionaries/en')).en;
    case 'de':
      return (await import('../../../packages/shared/src/i18n/dictionaries/de')).de;
    case 'it':
      return (await import('../../../packages/shared/src/i18n/dictionaries/it')).it;
  }
}
