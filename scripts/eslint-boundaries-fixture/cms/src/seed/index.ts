export const name = 'cms/src/seed';
