export const name = 'cms/src/site/pages/server-render';
