import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  validateContactField,
  validateContactMessage,
  type ContactField,
  messageOf,
} from '../src';

const VALID = { name: 'Léa Rossi', email: 'lea@example.ch', subject: 'Table', message: 'Bonjour' };

/** A value of the given length that is valid for the field (an address for the e-mail). */
function ofLength(field: ContactField, length: number): string {
  if (field !== 'email') return 'x'.repeat(length);
  const domain = '@example.ch';
  return 'a'.repeat(length - domain.length) + domain;
}

describe('contact field limits', () => {
  it.each([
    ['name', CONTACT_LIMITS.nameMaxLength, 120, messageOf('contact.nameTooLong')],
    ['email', CONTACT_LIMITS.emailMaxLength, 254, messageOf('contact.emailTooLong')],
    ['subject', CONTACT_LIMITS.subjectMaxLength, 200, messageOf('contact.subjectTooLong')],
    ['message', CONTACT_LIMITS.messageMaxLength, 5000, messageOf('contact.messageTooLong')],
  ] as const)(
    '%s: accepts exactly %d characters (documented limit: %d), refuses one more',
    (field, max, spec, message) => {
      expect(max).toBe(spec);
      expect(validateContactField(field, ofLength(field, max))).toBeUndefined();
      expect(validateContactField(field, ofLength(field, max + 1))).toEqual(message);
      expect(validateContactField(field, ` ${ofLength(field, max)}\n`)).toBeUndefined();
    },
  );

  it.each([
    ['name', messageOf('contact.nameRequired')],
    ['email', messageOf('contact.emailRequired')],
    ['subject', messageOf('contact.subjectRequired')],
    ['message', messageOf('contact.messageRequired')],
  ] as const)('asks for a %s that is missing, empty or blank', (field, message) => {
    for (const value of [undefined, null, '', ' \t\n ', '\u0000', 7]) {
      expect(validateContactField(field, value)).toEqual(message);
    }
  });
});

describe('e-mail address', () => {
  it.each(['lea@example.ch', 'lea.rossi+table@mail.example.co.uk', 'LEA@EXAMPLE.CH', 'l@x.io'])(
    'accepts %s',
    (email) => {
      expect(validateContactField('email', email)).toBeUndefined();
    },
  );

  it.each([
    'lea',
    'lea@',
    '@example.ch',
    'lea@example',
    'lea@example.c',
    'lea@example.c1',
    'lea@@example.ch',
    'lea@b@example.ch',
    'lea@example.ch,',
    'lea@example.ch@x',
    'lea rossi@example.ch',
    'lea@exa mple.ch',
    'lea@.example.ch',
    'lea@example..ch',
    'lea@example.ch.',
    // A « reply » link to these would add recipients or headers (docs/product.md#no-hoarding).
    'a?bcc=victim@example.ch',
    'lea&cc=x@example.ch',
    'lea=1@example.ch',
    'lea%0A@example.ch',
    'lea@example.ch?bcc=x.ch',
    'lea@ex?ample.ch',
  ])('refuses %s', (email) => {
    expect(validateContactField('email', email)).toEqual(messageOf('contact.emailInvalid'));
  });
});

describe('whole contact message', () => {
  it('checks the four fields, in this order', () => {
    expect(CONTACT_FIELDS).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('returns the cleaned values: one line for name, e-mail and subject, line breaks kept in the message', () => {
    const result = validateContactMessage({
      name: ' Léa\nRossi ',
      email: '\tlea@example.ch ',
      subject: 'Table\r\npour 4',
      message: ' Bonjour,\n\nune table ?\u0007 ',
      website: '',
    });
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Léa Rossi',
        email: 'lea@example.ch',
        subject: 'Table pour 4',
        message: 'Bonjour,\n\nune table ?',
      },
    });
  });

  it('reports each wrong field with its message and nothing for the right ones', () => {
    expect(validateContactMessage({ ...VALID, email: 'lea@', message: '' })).toEqual({
      ok: false,
      errors: { email: messageOf('contact.emailInvalid'), message: messageOf('contact.messageRequired') },
    });
    expect(validateContactMessage({})).toEqual({
      ok: false,
      errors: {
        name: messageOf('contact.nameRequired'),
        email: messageOf('contact.emailRequired'),
        subject: messageOf('contact.subjectRequired'),
        message: messageOf('contact.messageRequired'),
      },
    });
  });

  it('refuses a message over the limit', () => {
    expect(validateContactMessage({ ...VALID, subject: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: { subject: messageOf('contact.subjectTooLong') },
    });
  });
});
