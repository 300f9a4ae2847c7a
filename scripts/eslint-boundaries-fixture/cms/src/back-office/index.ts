export const name = 'cms/src/back-office';
