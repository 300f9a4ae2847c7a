// Strapi finds `global::public-api-cache` here; the middleware belongs to the site's delivery
// (src/site/content/public-api-cache.ts).
export { publicApiCache as default } from '../site/content';
