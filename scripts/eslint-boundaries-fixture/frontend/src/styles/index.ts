export const name = 'styles';
