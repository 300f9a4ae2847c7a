/** Where Strapi looks for `global::rate-limit`: the rate-limit API's own. */
export { default } from '../api/rate-limit/middlewares/per-address';
