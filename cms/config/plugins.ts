import { secret } from '../src/utils/secrets';
import { smtpSettings, smtpTransportOptions } from '../src/utils/mail-settings';
import { integerSetting } from '../src/utils/settings';
import { UPLOAD_ALLOWED_TYPES, uploadLimits } from '../src/utils/upload-limits';

/** Strapi's email plugin on nodemailer: SMTP when configured, else a transport that sends nothing anywhere. */
function emailConfig() {
  const smtp = smtpSettings();
  if (!smtp) {
    return {
      provider: 'nodemailer',
      providerOptions: { jsonTransport: true },
      settings: { defaultFrom: 'no-reply@localhost' },
    };
  }
  return {
    provider: 'nodemailer',
    providerOptions: smtpTransportOptions(smtp),
    settings: { defaultFrom: smtp.from, defaultReplyTo: smtp.from },
  };
}

const config = () => {
  // A staff session lasts a working day; logging out ends it at once.
  const staffSessionSeconds = integerSetting('STAFF_SESSION_HOURS', 12, { min: 1, max: 720 }) * 60 * 60;
  return {
    email: { config: emailConfig() },
    upload: {
      config: {
        sizeLimit: uploadLimits().maxFileBytes,
        security: { allowedTypes: UPLOAD_ALLOWED_TYPES },
        providerOptions: {
          localServer: {
            // Uploaded files are served from the site's own origin: never as a page that could run scripts there.
            setHeaders(res: { setHeader(name: string, value: string): void }) {
              res.setHeader(
                'Content-Security-Policy',
                "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
              );
              res.setHeader('X-Content-Type-Options', 'nosniff');
            },
          },
        },
      },
    },
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
