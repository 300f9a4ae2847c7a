import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { BOOKING_FORM_TOKEN_FIELD, formText, messageOf, type OfferFormAnswer } from '@ticino/shared';
import { formsApi } from './api';
import { guestMessage } from '../../utils/json-reply';
import { formTokenKey, formTokenValid, issueFormToken, postedFields, postedFromThisSite } from './booking-form';

/** An offer page to send: what it shows and its status. */
export interface OfferReply {
  status: number;
  answer: OfferFormAnswer;
}

/** A waiting party's offer link: the offer's id and the token that opens it. */
export interface OfferLink {
  id: string;
  token: string;
}

/** What a posted form changes on the page: the outcome it shows. */
type Outcome = Partial<Pick<OfferFormAnswer, 'message' | 'failure' | 'confirmingDecline' | 'booked'>>;

/** The form token's scope: a token given out for one offer's page is worth nothing on another's, nor on a booking's. */
const tokenScope = (id: string) => `offer:${id}`;

/**
 * A waiting party's offer page without JavaScript (docs/product.md#booking-without-javascript): the offer as the server
 * renders it, and the answers to its forms posted to the page's own address, through the same service as
 * `POST /api/public/waitlist/:id/accept` and `…/decline`. A link that opens no offer gets null: the not-found page. A
 * form is taken only from the site's own pages (postedFromThisSite) with a token the page gave out for this offer
 * less than two hours before.
 */
export function offerFormAnswers(strapi: Core.Strapi) {
  const key = formTokenKey(strapi);
  const waitlist = () => formsApi('api::reservation.waitlist', strapi);

  /** The page for the offer as it now stands, with `status`; null when the link opens none. */
  async function reply({ id, token }: OfferLink, status: number, outcome: Outcome = {}): Promise<OfferReply | null> {
    const offer = await waitlist().offerView(id, token);
    if (!offer) return null;
    const answer: OfferFormAnswer = {
      offer,
      formToken: issueFormToken(key, new Date(), tokenScope(id)),
      confirmingDecline: outcome.confirmingDecline ?? false,
      message: outcome.message ?? null,
      failure: outcome.failure ?? null,
      booked: outcome.booked ?? null,
    };
    return { status, answer };
  }

  async function accept(link: OfferLink): Promise<OfferReply | null> {
    const outcome = await waitlist().accept(link.id, link.token, new Date());
    if (!outcome.ok) return reply(link, outcome.status, { failure: guestMessage(outcome.message) });
    const { created } = outcome;
    const message = messageOf(created.status === 'requested' ? 'reservation.requested' : 'reservation.confirmed');
    return reply(link, 201, { booked: { booking: created, message } });
  }

  async function decline(link: OfferLink): Promise<OfferReply | null> {
    const outcome = await waitlist().decline(link.id, link.token, new Date());
    if (!outcome.ok) return reply(link, outcome.status, { failure: guestMessage(outcome.message) });
    return reply(link, 200, { message: messageOf('reservation.offerDeclined') });
  }

  return {
    /** The page a visit to the link gets. */
    page: (link: OfferLink) => reply(link, 200),

    /** The answer to a form posted to the link: null (the not-found page) when it opens no offer. */
    async answer(ctx: Context, link: OfferLink): Promise<OfferReply | null> {
      // A wrong link learns nothing, not even whether the form was well made.
      if (!(await waitlist().offerView(link.id, link.token))) return null;
      // The manage link's words fit here too: « ouvrez à nouveau le lien… », « vérifiez… et envoyez-le à nouveau ».
      if (!postedFromThisSite(ctx)) return reply(link, 403, { failure: messageOf('reservation.manageForeignOrigin') });
      const fields = postedFields(ctx);
      const token = formText(fields, BOOKING_FORM_TOKEN_FIELD);
      if (!formTokenValid(token, key, new Date(), tokenScope(link.id))) {
        return reply(link, 400, { failure: messageOf('reservation.manageExpired') });
      }
      switch (formText(fields, 'intent')) {
        case 'accept':
          return accept(link);
        case 'decline-ask':
          return reply(link, 200, { confirmingDecline: true });
        case 'decline':
          return decline(link);
        default:
          return reply(link, 400, { failure: messageOf('reservation.invalid') });
      }
    },
  };
}
