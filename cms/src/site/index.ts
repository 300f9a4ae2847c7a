/**
 * The public site's delivery (docs/architecture.md#the-cms-in-wings): the public API's cache and its answer before
 * the router, the prepared bodies, the pages and their server render, the built app, /sitemap.xml and /robots.txt,
 * the fallback file and the news of changes. What the rest of the CMS may use is exported here, and only here.
 */
export { installPublicContent, publicContent, startPublicContent, stopPublicContent } from './content';
export { sendPrepared } from './bodies';
export { default as sitePages } from './pages';
export { default as publicApiCache } from './public-api-cache';
export { default as spa } from './spa';
export { verifyPageRenderer } from './server-render';
