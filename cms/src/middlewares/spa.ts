// Strapi finds `global::spa` here; the middleware belongs to the site's delivery (src/site/pages/spa.ts).
export { spa as default } from '../site/pages';
