export const name = 'cms/src/api/menu-item/services/menu';
