import type { Dictionary } from '../../dictionary';

export const notFoundEn: Dictionary['notFound'] = { lang: 'en', title: 'Page Not Found', home: 'Go Home' };
