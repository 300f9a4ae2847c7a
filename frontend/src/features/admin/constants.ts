export const RESTAURANT_NAME = 'Trattoria Ticino';
