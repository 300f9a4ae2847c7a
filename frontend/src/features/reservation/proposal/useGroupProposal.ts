import useSWR from 'swr';
import type { ApiError } from '../../../lib/api-client';
import { fetchGroupProposal, type GroupProposalResponse } from '../api/reservation-api';

/** A group proposal's link: the request's id and the token that opens its proposal. */
export interface ProposalLink {
  id: string;
  token: string;
}

/**
 * Staff's proposal to a group, fetched once for everyone who asks (the proposal's page, and the page's language, which
 * is the request's); nothing without a link.
 */
export function useGroupProposal(link: ProposalLink | null) {
  return useSWR<GroupProposalResponse, ApiError, [string, string, string] | null>(
    link ? ['group-proposal', link.id, link.token] : null,
    ([, id, token]) => fetchGroupProposal(id, token),
  );
}
