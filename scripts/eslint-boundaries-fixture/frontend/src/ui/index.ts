export const name = 'ui';
