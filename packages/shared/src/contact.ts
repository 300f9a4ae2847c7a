import { cleanText, isEmailAddress } from './text';
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
export type ContactMessageErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const CONTACT_LIMITS = {
  nameMaxLength: 120,
  emailMaxLength: 254,
  subjectMaxLength: 200,
  messageMaxLength: 5000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Le nom est requis.',
  nameTooLong: `Le nom ne doit pas dépasser ${CONTACT_LIMITS.nameMaxLength} caractères.`,
  emailRequired: "L'email est requis.",
  emailInvalid: "Format d'email invalide.",
  emailTooLong: `L'email ne doit pas dépasser ${CONTACT_LIMITS.emailMaxLength} caractères.`,
  subjectRequired: 'Le sujet est requis.',
  subjectTooLong: `Le sujet ne doit pas dépasser ${CONTACT_LIMITS.subjectMaxLength} caractères.`,
  messageRequired: 'Le message est requis.',
  messageTooLong: `Le message ne doit pas dépasser ${CONTACT_LIMITS.messageMaxLength} caractères.`,
  invalid: 'Veuillez corriger les champs du formulaire.',
  sent: 'Votre message a bien été envoyé !',
  rateLimited: 'Trop de messages envoyés. Veuillez réessayer dans quelques minutes.',
  dailyLimitReached: "Le formulaire a reçu trop de messages aujourd'hui. Veuillez réessayer demain ou nous téléphoner.",
  addressDailyLimitReached:
    "Vous avez déjà envoyé plusieurs messages aujourd'hui. Veuillez réessayer demain ou nous téléphoner.",
} as const;

export interface ContactResponse {
  success: true;
  message: string;
}

function text(value: unknown, field?: ContactField): string {
  return cleanText(value, { multiline: field === 'message' });
}

/** Checks one field, trimmed first (docs/product.md#contact-form-rules); returns its French error or undefined. */
export function validateContactField(field: ContactField, raw: unknown): string | undefined {
  const value = text(raw, field);
  switch (field) {
    case 'name':
      if (!value) return CONTACT_MESSAGES.nameRequired;
      return value.length > CONTACT_LIMITS.nameMaxLength ? CONTACT_MESSAGES.nameTooLong : undefined;
    case 'email':
      if (!value) return CONTACT_MESSAGES.emailRequired;
      if (value.length > CONTACT_LIMITS.emailMaxLength) return CONTACT_MESSAGES.emailTooLong;
      return isEmailAddress(value) ? undefined : CONTACT_MESSAGES.emailInvalid;
    case 'subject':
      if (!value) return CONTACT_MESSAGES.subjectRequired;
      return value.length > CONTACT_LIMITS.subjectMaxLength ? CONTACT_MESSAGES.subjectTooLong : undefined;
    case 'message':
      if (!value) return CONTACT_MESSAGES.messageRequired;
      return value.length > CONTACT_LIMITS.messageMaxLength ? CONTACT_MESSAGES.messageTooLong : undefined;
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
