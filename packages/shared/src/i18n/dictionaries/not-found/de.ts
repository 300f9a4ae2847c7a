import type { Dictionary } from '../../dictionary';

export const notFoundDe: Dictionary['notFound'] = {
  lang: 'de',
  title: 'Seite nicht gefunden',
  home: 'Zur Startseite',
};
