export const name = 'hooks';
