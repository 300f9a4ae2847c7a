import { INBOX_PAGE_SIZE, type InboxFilter, type InboxMessageResponse, type InboxMessageUpdate } from '@ticino/shared';
import { apiSend } from '../../../../lib/api-client';
import { ADMIN_KEYS } from '../../shared/admin-reads';
import { mailtoHref } from '../../../../lib/mailto';

/** The SWR key of one page of the inbox (docs/product.md#messages-tab). */
export function inboxPageKey(page: number, filter: InboxFilter): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(INBOX_PAGE_SIZE.default), filter });
  return `${ADMIN_KEYS.messages}?${query.toString()}`;
}

export async function updateMessage(id: string, change: InboxMessageUpdate): Promise<void> {
  await apiSend<InboxMessageResponse>('patch', `/messages/${encodeURIComponent(id)}`, change);
}

export async function deleteMessage(id: string): Promise<void> {
  await apiSend('delete', `/messages/${encodeURIComponent(id)}`);
}

/** « Répondre »: the staff member's own mail program, to the guest, with the subject prefilled. */
export function replyLink(email: string, subject: string): string {
  return mailtoHref(email, `Re: ${subject}`);
}
