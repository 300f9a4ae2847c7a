export const name = 'cms/src/admin';
