import { secret } from '../src/utils/secrets';
import { smtpSettings, smtpTransportOptions } from '../src/utils/mail-settings';
import { integerSetting } from '../src/utils/settings';
import { UPLOAD_HEADERS } from '../src/middlewares/upload-headers';
import { ACCEPTED_MIME_TYPES } from '../src/utils/file-content';
import { uploadLimits } from '../src/utils/upload-limits';
import { s3ClientOptions, uploadStorage } from '../src/utils/upload-storage';

/** Strapi's email plugin on nodemailer: SMTP when configured, else a transport that sends nothing anywhere. */
/**
 * The local disk by default; with UPLOAD_PROVIDER=s3 Strapi's own S3 provider, storing each file under its name in a
 * private bucket and recording it at the same `/uploads/<file>` address, which global::bucket-files serves.
 */
function uploadProvider() {
  const storage = uploadStorage();
  if (storage.kind === 'local') {
    return {
      provider: 'local',
      providerOptions: {
        localServer: {
          // Also set by global::upload-headers, for the paths that reach these files without this route.
          setHeaders(res: { setHeader(name: string, value: string): void }) {
            for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.setHeader(name, value);
          },
        },
      },
    };
  }
  const { bucket } = storage;
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: '/uploads',
      // No ACL: the bucket stays private (the provider would otherwise ask for public-read), the site serves it.
      s3Options: { ...s3ClientOptions(bucket), params: { Bucket: bucket.name, ACL: undefined } },
    },
  };
}

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
        ...uploadProvider(),
        sizeLimit: uploadLimits().maxFileBytes,
        security: { allowedTypes: ACCEPTED_MIME_TYPES },
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
