import { CONTACT_MESSAGES } from '@ticino/shared';

const contactRateLimit = {
  name: 'global::rate-limit',
  config: {
    max: Number(process.env.CONTACT_RATE_LIMIT_MAX ?? 5),
    windowMs: 10 * 60_000,
    message: CONTACT_MESSAGES.rateLimited,
  },
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
