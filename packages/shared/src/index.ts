export * from './categories';
export * from './menu';
export * from './api';
export * from './contact';
export * from './inbox';
export * from './site-paths';
export * from './text';
