export const name = 'app';
