export const name = 'home';
