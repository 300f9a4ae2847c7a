import type { ContactMessageValues } from '@ticino/shared';
import type { OutgoingMail } from '../outgoing-mail/services/outgoing-mail';

/** The outbox's topic of the contact messages' notices. */
const CONTACT_NOTICE_TOPIC = 'contact-notice';

export type MailableMessage = ContactMessageValues & { documentId: string; receivedAt: string | Date };

const receivedFormat = new Intl.DateTimeFormat('fr-CH', {
  timeZone: 'Europe/Zurich',
  dateStyle: 'full',
  timeStyle: 'short',
});

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * The notice of one contact message (docs/product.md#contact-e-mail), in French. It goes to the restaurant only: the
 * guest is the Reply-To, so « Répondre » writes to them, but nothing is ever sent to the address a visitor typed (nor
 * counted against a guest's daily mails).
 */
export function contactNotice(message: MailableMessage, to: string): OutgoingMail {
  const received = receivedFormat.format(new Date(message.receivedAt));
  const text = [
    'Nouveau message reçu par le formulaire de contact du site.',
    '',
    `De : ${message.name} <${message.email}>`,
    `Sujet : ${message.subject}`,
    `Reçu le : ${received}`,
    '',
    message.message,
    '',
    '--',
    `« Répondre » écrit directement à ${message.email}.`,
    'Le message se trouve aussi dans le tableau de bord, onglet « Messages ».',
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${value}</td></tr>`;
  const email = escapeHtml(message.email);
  const html = [
    '<!doctype html><html lang="fr"><body style="font-family:sans-serif">',
    '<p>Nouveau message reçu par le formulaire de contact du site.</p>',
    '<table>',
    row('De', `${escapeHtml(message.name)} &lt;${email}&gt;`),
    row('Sujet', escapeHtml(message.subject)),
    row('Reçu le', escapeHtml(received)),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<hr><p style="color:#555">« Répondre » écrit directement à ${email}.<br>`,
    'Le message se trouve aussi dans le tableau de bord, onglet « Messages ».</p>',
    '</body></html>',
  ].join('\n');
  return {
    topic: CONTACT_NOTICE_TOPIC,
    contactMessage: message.documentId,
    to,
    toGuest: false,
    replyTo: { name: message.name, address: message.email },
    subject: `Nouveau message : ${message.subject}`,
    text,
    html,
  };
}
