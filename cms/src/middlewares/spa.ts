// Strapi finds `global::spa` here; the middleware belongs to the site's delivery (src/site/spa.ts).
export { spa as default } from '../site';
