export const name = 'cms/src/index';
