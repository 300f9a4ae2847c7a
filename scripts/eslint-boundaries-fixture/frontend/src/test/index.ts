export const name = 'test';
