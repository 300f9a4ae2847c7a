export const name = 'cms/src/site/content/cache';
