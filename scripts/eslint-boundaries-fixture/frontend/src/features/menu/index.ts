export const name = 'menu';
