export const name = 'lib';
