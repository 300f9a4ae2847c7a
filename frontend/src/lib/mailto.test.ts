import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('keeps an ordinary address as it is, and encodes the subject', () => {
    expect(mailtoHref('giulia+resto@example.ch')).toBe('mailto:giulia%2Bresto@example.ch');
    expect(mailtoHref('bonjour@trattoria.example', 'Re: Table & vin')).toBe(
      'mailto:bonjour@trattoria.example?subject=Re%3A%20Table%20%26%20vin',
    );
  });

  it('lets no address add a recipient or a header', () => {
    const href = mailtoHref('a?bcc=victim@example.ch&body=x');
    expect(new URL(href).search).toBe('');
    expect(href).toBe('mailto:a%3Fbcc%3Dvictim@example.ch%26body%3Dx');
  });
});
