export const name = 'cms/src/api/restaurant';
