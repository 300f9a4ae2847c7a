export const name = 'cms/src/site/pages';
