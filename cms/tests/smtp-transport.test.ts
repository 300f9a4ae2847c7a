import { afterEach, describe, expect, it } from 'vitest';
import { smtpSettings, smtpTransportOptions } from '../src/utils/mail-settings';

const SMTP_VARIABLES = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_REQUIRE_TLS',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
];

/** The options nodemailer gets for these SMTP settings (the rest of the environment left out). */
function transportWith(env: Record<string, string>) {
  for (const name of SMTP_VARIABLES) delete process.env[name];
  Object.assign(process.env, { MAIL_FROM: 'site@trattoria.example', ...env });
  const settings = smtpSettings();
  if (!settings) throw new Error('SMTP_HOST is not set');
  return smtpTransportOptions(settings);
}

afterEach(() => {
  for (const name of SMTP_VARIABLES) delete process.env[name];
});

describe('TLS on the way to the SMTP server', () => {
  it.each(['smtp.example.ch', '192.0.2.25', '2001:db8::25'])(
    'is required by default for %s: a server that offers no STARTTLS gets nothing in plain text',
    (host) => {
      const options = transportWith({ SMTP_HOST: host });
      expect(options.secure).toBe(false);
      expect(options.requireTLS).toBe(true);
    },
  );

  it.each(['127.0.0.1', '127.0.0.53', 'localhost', 'LOCALHOST', '::1'])(
    'is not required by default for the loopback host %s, where nothing crosses a network',
    (host) => {
      expect(transportWith({ SMTP_HOST: host }).requireTLS).toBe(false);
    },
  );

  it('follows SMTP_REQUIRE_TLS when it is given', () => {
    expect(transportWith({ SMTP_HOST: '127.0.0.1', SMTP_REQUIRE_TLS: 'true' }).requireTLS).toBe(true);
    expect(transportWith({ SMTP_HOST: 'smtp.example.ch', SMTP_REQUIRE_TLS: 'false' }).requireTLS).toBe(false);
  });

  it('speaks TLS from the start on port 465 with SMTP_SECURE=true', () => {
    const options = transportWith({ SMTP_HOST: 'smtp.example.ch', SMTP_SECURE: 'true' });
    expect(options).toMatchObject({ secure: true, port: 465 });
  });

  it('stops the start on a value of SMTP_REQUIRE_TLS it does not understand', () => {
    expect(() => transportWith({ SMTP_HOST: 'smtp.example.ch', SMTP_REQUIRE_TLS: 'maybe' })).toThrow(
      'SMTP_REQUIRE_TLS="maybe" is not valid',
    );
  });
});
