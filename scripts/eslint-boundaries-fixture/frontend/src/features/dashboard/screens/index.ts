export const name = 'dashboard/screens';
