export const name = 'cms/src/migrations';
