export const name = 'cms/src/extensions';
