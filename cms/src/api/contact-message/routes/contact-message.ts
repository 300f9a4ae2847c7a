import { CONTACT_MESSAGES } from '@ticino/shared';
import type { RateLimitConfig } from '../../../middlewares/rate-limit';

const contactRateLimit = {
  name: 'global::rate-limit',
  config: { limit: 'contactPerAddress', message: CONTACT_MESSAGES.rateLimited } satisfies RateLimitConfig,
};

// Only this write route: the stored messages are read in the /cms back-office, never through the public API.
export default {
  routes: [
    {
      method: 'POST',
      path: '/contact',
      handler: 'contact-message.create',
      config: { auth: false, middlewares: [contactRateLimit] },
    },
  ],
};
