import { messageOf, type Message, type MessageCode } from './i18n/messages';
import { cleanText, isEmailAddress } from './text';
import { CONTACT_LIMITS } from './contact-limits';

/** What the contact form sends to `POST /api/contact` (docs/product.md#contact-messages); `website` is the hidden anti-spam field. */
export interface ContactMessageInput {
  name?: unknown;
  email?: unknown;
  subject?: unknown;
  message?: unknown;
  website?: unknown;
}

export interface ContactMessageValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessageValues;
export type ContactMessageErrors = Partial<Record<ContactField, Message>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export { CONTACT_LIMITS } from './contact-limits';

export interface ContactResponse {
  success: true;
  message: string;
  code: MessageCode;
}

function text(value: unknown, field?: ContactField): string {
  return cleanText(value, { multiline: field === 'message' });
}

/** Checks one field, trimmed first (docs/product.md#contact-form-rules); returns why it is refused, or undefined. */
export function validateContactField(field: ContactField, raw: unknown): Message | undefined {
  const value = text(raw, field);
  switch (field) {
    case 'name':
      if (!value) return messageOf('contact.nameRequired');
      return value.length > CONTACT_LIMITS.nameMaxLength ? messageOf('contact.nameTooLong') : undefined;
    case 'email':
      if (!value) return messageOf('contact.emailRequired');
      if (value.length > CONTACT_LIMITS.emailMaxLength) return messageOf('contact.emailTooLong');
      return isEmailAddress(value) ? undefined : messageOf('contact.emailInvalid');
    case 'subject':
      if (!value) return messageOf('contact.subjectRequired');
      return value.length > CONTACT_LIMITS.subjectMaxLength ? messageOf('contact.subjectTooLong') : undefined;
    case 'message':
      if (!value) return messageOf('contact.messageRequired');
      return value.length > CONTACT_LIMITS.messageMaxLength ? messageOf('contact.messageTooLong') : undefined;
  }
}

export type ContactMessageValidation =
  { ok: true; values: ContactMessageValues } | { ok: false; errors: ContactMessageErrors };

/** The contact form's rules, run by the page before sending and by the server before storing. */
export function validateContactMessage(input: ContactMessageInput): ContactMessageValidation {
  const errors: ContactMessageErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, input[field]);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name: text(input.name),
      email: text(input.email),
      subject: text(input.subject),
      message: text(input.message, 'message'),
    },
  };
}
