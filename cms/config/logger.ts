import { formats, winston } from '@strapi/logger';
import { choiceSetting } from '../src/utils/settings';

/** Strapi's usual console log; STRAPI_LOG_LEVEL quiets it (the tests use "warn"). */
export default {
  level: choiceSetting('STRAPI_LOG_LEVEL', 'http', ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly']),
  format: formats.prettyPrint(),
  transports: [new winston.transports.Console()],
};
