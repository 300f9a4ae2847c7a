import type { Dictionary } from '../../dictionary';

export const notFoundIt: Dictionary['notFound'] = {
  lang: 'it',
  title: 'Pagina non trovata',
  home: 'Torna alla home page',
};
