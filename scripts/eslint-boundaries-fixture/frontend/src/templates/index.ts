export const name = 'templates';
