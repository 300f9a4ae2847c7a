import { formats, winston } from '@strapi/logger';

/** Strapi's usual console log; STRAPI_LOG_LEVEL quiets it (the tests use "warn"). */
export default {
  level: process.env.STRAPI_LOG_LEVEL ?? 'http',
  format: formats.prettyPrint(),
  transports: [new winston.transports.Console()],
};
