/** The contact form's limits, which its messages quote (docs/product.md#contact-form-rules). */
export const CONTACT_LIMITS = {
  nameMaxLength: 120,
  emailMaxLength: 254,
  subjectMaxLength: 200,
  messageMaxLength: 5000,
} as const;
