export const name = 'cms/src/site/cache';
