import type { Core } from '@strapi/strapi';
import { API_BASE } from '@ticino/shared';

const config: Core.Config.Api = {
  rest: {
    // Where the site and the error middleware expect the API (SITE_API_PATHS lives under it).
    prefix: API_BASE,
    defaultLimit: 25,
    maxLimit: 100,
    withCount: true,
  },
};

export default config;
