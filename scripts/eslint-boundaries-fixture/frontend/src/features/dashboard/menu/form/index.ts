export const name = 'dashboard/menu/form';
