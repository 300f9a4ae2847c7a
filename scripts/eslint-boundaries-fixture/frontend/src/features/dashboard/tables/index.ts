export const name = 'dashboard/tables';
