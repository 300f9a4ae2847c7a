/**
 * The public content: the public API's cache and its answer before the router, the prepared bodies, the fallback file
 * and the news of changes (docs/architecture.md#public-content). What the rest of the CMS may use of it is here.
 */
export { installPublicContent, publicContent, startPublicContent, stopPublicContent } from './content';
export { preferredEncoding, sendPrepared } from './bodies';
export { type PublicContentCache } from './cache';
export { coalesced, onPublicContentChange, workInProgress } from './changes';
export { default as publicApiCache } from './public-api-cache';
