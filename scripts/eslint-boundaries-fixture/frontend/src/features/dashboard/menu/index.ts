export const name = 'dashboard/menu';
