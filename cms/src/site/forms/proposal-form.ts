import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  BOOKING_FORM_TOKEN_FIELD,
  bookedMessageOf,
  formText,
  messageOf,
  type GroupProposalFormAnswer,
} from '@ticino/shared';
import { formsApi } from './api';
import { guestMessage } from '../../utils/json-reply';
import { formTokenKey, formTokenValid, issueFormToken, postedFields, postedFromThisSite } from './booking-form';

/** A group proposal's page to send: what it shows and its status. */
export interface ProposalReply {
  status: number;
  answer: GroupProposalFormAnswer;
}

/** A group proposal's link: the request's id and the token that opens its proposal. */
export interface ProposalLink {
  id: string;
  token: string;
}

/** What a posted form changes on the page: the outcome it shows. */
type Outcome = Partial<Pick<GroupProposalFormAnswer, 'failure' | 'booked'>>;

/** The form token's scope: a token given out for one proposal's page is worth nothing on another's, nor on an offer's. */
const tokenScope = (id: string) => `proposal:${id}`;

/**
 * A group proposal's page without JavaScript (docs/product.md#group-proposals): the proposal as the server renders it,
 * in the request's language, and the answer to its form posted to the page's own address, through the same service as
 * `POST /api/public/group-proposals/:id/accept`. A link that opens no proposal gets null: the not-found page. A form
 * is taken only from the site's own pages (postedFromThisSite) with a token the page gave out for this proposal less
 * than two hours before.
 */
export function proposalFormAnswers(strapi: Core.Strapi) {
  const key = formTokenKey(strapi);
  const proposals = () => formsApi('api::group-request.proposal', strapi);

  /** The page for the proposal as it now stands, with `status`; null when the link opens none. */
  async function reply(
    { id, token }: ProposalLink,
    status: number,
    outcome: Outcome = {},
  ): Promise<ProposalReply | null> {
    const now = new Date();
    const proposal = await proposals().publicView(id, token, now);
    if (!proposal) return null;
    const answer: GroupProposalFormAnswer = {
      proposal,
      formToken: issueFormToken(key, now, tokenScope(id)),
      failure: outcome.failure ?? null,
      booked: outcome.booked ?? null,
    };
    return { status, answer };
  }

  async function accept(link: ProposalLink): Promise<ProposalReply | null> {
    const outcome = await proposals().accept(link.id, link.token, new Date());
    if (!outcome.ok) return reply(link, outcome.status, { failure: guestMessage(outcome.message) });
    const { created } = outcome;
    return reply(link, 201, { booked: { booking: created, message: bookedMessageOf(created) } });
  }

  return {
    /** The page a visit to the link gets. */
    page: (link: ProposalLink) => reply(link, 200),

    /** The answer to a form posted to the link: null (the not-found page) when it opens no proposal. */
    async answer(ctx: Context, link: ProposalLink): Promise<ProposalReply | null> {
      // A wrong link learns nothing, not even whether the form was well made.
      if (!(await proposals().languageOf(link.id, link.token))) return null;
      // The manage link's words fit here too: « ouvrez à nouveau le lien… », « vérifiez… et envoyez-le à nouveau ».
      if (!postedFromThisSite(ctx)) return reply(link, 403, { failure: messageOf('reservation.manageForeignOrigin') });
      const fields = postedFields(ctx);
      const token = formText(fields, BOOKING_FORM_TOKEN_FIELD);
      if (!formTokenValid(token, key, new Date(), tokenScope(link.id))) {
        return reply(link, 400, { failure: messageOf('reservation.manageExpired') });
      }
      if (formText(fields, 'intent') === 'accept') return accept(link);
      return reply(link, 400, { failure: messageOf('reservation.invalid') });
    },
  };
}
