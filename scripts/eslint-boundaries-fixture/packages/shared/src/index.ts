export const name = 'packages/shared/src';
