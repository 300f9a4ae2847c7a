export const name = 'cms/config';
