// Strapi keeps one `api::seo.seo` per app: the site's pages, /sitemap.xml and /robots.txt (src/site/pages.ts).
export { sitePages as default } from '../../../site';
