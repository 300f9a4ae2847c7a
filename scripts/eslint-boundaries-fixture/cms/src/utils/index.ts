export const name = 'cms/src/utils';
