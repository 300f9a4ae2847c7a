import { messageOf } from '@ticino/shared';
import type { RateLimitConfig } from '../../rate-limit/services/rate-limit';

const contactRateLimit = {
  name: 'global::rate-limit',
  config: { limit: 'contactPerAddress', message: messageOf('contact.rateLimited') } satisfies RateLimitConfig,
};

// The one public write route, and the public retention figure; staff read the messages through routes/inbox.ts.
export default {
  routes: [
    { method: 'GET', path: '/public/privacy', handler: 'contact-message.privacy', config: { auth: false } },
    {
      method: 'POST',
      path: '/contact',
      handler: 'contact-message.create',
      config: { auth: false, middlewares: [contactRateLimit] },
    },
  ],
};
