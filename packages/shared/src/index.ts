export * from './brand';
export * from './categories';
export * from './menu';
export * from './api';
export * from './contact';
export * from './site-paths';
export * from './text';
export * from './seo';
