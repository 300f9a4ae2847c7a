/**
 * The pages: the built app served on the site's addresses, each page with its head and its server render, the
 * evenings' pages, /sitemap.xml and /robots.txt, and the answers of the forms posted without JavaScript rendered in
 * their page. What the rest of the CMS may use of it is here.
 */
export { sitePages } from './pages';
export { default as spa } from './spa';
export { verifyPageRenderer } from './server-render';
