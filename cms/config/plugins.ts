import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  // A staff session lasts a working day; logging out ends it at once.
  const staffSessionSeconds = env.int('STAFF_SESSION_HOURS', 12) * 60 * 60;
  return {
    'users-permissions': {
      config: {
        jwtSecret: secret('JWT_SECRET'),
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan: staffSessionSeconds,
          idleSessionLifespan: staffSessionSeconds,
          maxSessionLifespan: staffSessionSeconds,
          // Refresh tokens (the session row) cannot outlive the working day either.
          idleRefreshTokenLifespan: staffSessionSeconds,
          maxRefreshTokenLifespan: staffSessionSeconds,
        },
      },
    },
  };
};

export default config;
