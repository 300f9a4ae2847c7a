/**
 * The 404 page's texts (docs/product.md#not-found-page): the French site keeps them in English, as the spec words
 * them; an unknown address under /en, /de or /it gets them in that language.
 */
export const notFoundFr = {
  /** The language the two texts below are written in. */
  lang: 'en',
  title: 'Page Not Found',
  home: 'Go Home',
};
