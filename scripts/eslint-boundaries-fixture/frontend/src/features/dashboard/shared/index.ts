export const name = 'dashboard/shared';
