import { DEFAULT_CONTACT_RETENTION_DAYS } from '@ticino/shared';
import ipaddr from 'ipaddr.js';
import { booleanSetting, integerSetting } from './settings';

/**
 * E-mail to the restaurant (docs/product.md#contact-e-mail): SMTP is used only when SMTP_HOST is set, so a site
 * without it calls no outside server and keeps messages in the dashboard only.
 */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  /** Refuse to send unless the connection is encrypted (TLS from the start, or STARTTLS). */
  requireTls: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
}

function text(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** This machine: a mail relay there is reached without crossing any network. */
function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

export function smtpSettings(): SmtpSettings | null {
  const host = text('SMTP_HOST');
  if (!host) return null;
  const secure = booleanSetting('SMTP_SECURE', false);
  const user = text('SMTP_USER');
  const from = text('MAIL_FROM') ?? (user?.includes('@') ? user : undefined);
  if (!from) {
    throw new Error(
      "MAIL_FROM is required when SMTP_HOST is set: the address the restaurant's notifications come from.",
    );
  }
  return {
    host,
    // 465 speaks TLS from the start; 587 upgrades with STARTTLS.
    port: integerSetting('SMTP_PORT', secure ? 465 : 587, { min: 1, max: 65535 }),
    secure,
    // Without it, a server (or anyone on the way) that does not offer STARTTLS gets the login and the guests' messages
    // in plain text.
    requireTls: booleanSetting('SMTP_REQUIRE_TLS', !isLoopbackHost(host)),
    user,
    pass: process.env.SMTP_PASS,
    from,
  };
}

/** What nodemailer's SMTP transport gets for these settings. */
export function smtpTransportOptions(smtp: SmtpSettings) {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    // With `secure` the connection is TLS from the start; otherwise STARTTLS is demanded, and no TLS means no sending.
    requireTLS: smtp.requireTls,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    // A silent server must not hold a delivery for minutes: the try fails and is retried later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** The restaurant's address for notifications; without it, the restaurant e-mail stored in the CMS. */
export function contactNotifyTo(): string | undefined {
  return text('CONTACT_NOTIFY_TO');
}

export function contactRetentionDays(): number {
  return integerSetting('CONTACT_RETENTION_DAYS', DEFAULT_CONTACT_RETENTION_DAYS, { min: 1, max: 3650 });
}

/**
 * How the outbox retries every mail the site sends, the contact notices and the bookings' mails alike
 * (docs/product.md#contact-e-mail). The variables keep the names they had when only contact messages were e-mailed:
 * renaming them would break the deployments that set them.
 */
export interface OutboxSettings {
  /** The first retry's delay after a failed sending; each next one doubles, up to six hours. */
  retrySeconds: number;
  /** After this many failed tries a mail is given up (`échec`). */
  maxAttempts: number;
}

export function outboxSettings(): OutboxSettings {
  return {
    retrySeconds: integerSetting('CONTACT_MAIL_RETRY_SECONDS', 60, { min: 1, max: 3600 }),
    maxAttempts: integerSetting('CONTACT_MAIL_MAX_ATTEMPTS', 12, { min: 1, max: 100 }),
  };
}
