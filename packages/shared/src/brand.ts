/** The restaurant's name where the site cannot ask the CMS: page titles, the dashboard, fallbacks while loading. */
export const RESTAURANT_NAME = 'Trattoria Ticino';
