export const name = 'cms/src/middlewares';
