import { useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  DEFAULT_LOCALE,
  eveningAddressOf,
  groupProposalLinkParts,
  isLocale,
  offerLinkParts,
  reservationManageParts,
  type Locale,
} from '@ticino/shared';
import { PageLocaleContext } from '../../hooks/useLocale';
import { heldDictionary } from '../../lib/dictionaries';
import { useGuestReservation, type GuestLink } from '../../features/reservation/manage/useGuestReservation';
import { useWaitlistOffer, type OfferLink } from '../../features/reservation/waitlist/useWaitlistOffer';
import { useGroupProposal, type ProposalLink } from '../../features/reservation/proposal/useGroupProposal';
import { ManageAnswerContext, OfferAnswerContext, ProposalAnswerContext } from '../booking-answer';

/** A manage link's reference and token as the route reads them (decoded); null for any other address. */
function guestLinkOf(pathname: string): GuestLink | null {
  const parts = reservationManageParts(pathname);
  if (!parts) return null;
  try {
    return { reference: decodeURIComponent(parts.reference), token: decodeURIComponent(parts.token) };
  } catch {
    return null;
  }
}

/** A waiting party's offer link's id and token as the route reads them (decoded); null for any other address. */
function offerLinkOf(pathname: string): OfferLink | null {
  const parts = offerLinkParts(pathname);
  if (!parts) return null;
  try {
    return { id: decodeURIComponent(parts.id), token: decodeURIComponent(parts.token) };
  } catch {
    return null;
  }
}

/** A group proposal's link's id and token as the route reads them (decoded); null for any other address. */
function proposalLinkOf(pathname: string): ProposalLink | null {
  const parts = groupProposalLinkParts(pathname);
  if (!parts) return null;
  try {
    return { id: decodeURIComponent(parts.id), token: decodeURIComponent(parts.token) };
  } catch {
    return null;
  }
}

/** The language the server wrote into the page it sent, while the app fetches the booking again. */
function sentLanguage(): Locale | null {
  if (typeof document === 'undefined') return null;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : null;
}

/**
 * A guest's manage page speaks the language they booked in (docs/product.md#languages), its header and footer
 * included: the server knows it from the booking it renders, the app from the booking it fetches; so does a waiting
 * party's offer page, in the language the party waits in; a group's proposal page, in the request's; an evening's
 * page, in its address's. Every other page's address says its language (useLocale).
 */
export function PageLanguage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const link = guestLinkOf(pathname);
  const offerLink = offerLinkOf(pathname);
  const proposalLink = proposalLinkOf(pathname);
  const rendered = useContext(ManageAnswerContext);
  const renderedOffer = useContext(OfferAnswerContext);
  const renderedProposal = useContext(ProposalAnswerContext);
  const guest = useGuestReservation(rendered ? null : link);
  const offer = useWaitlistOffer(renderedOffer ? null : offerLink);
  const proposal = useGroupProposal(renderedProposal ? null : proposalLink);
  const data = guest.data?.data ?? offer.data?.data ?? proposal.data?.data;
  const error = guest.error ?? offer.error ?? proposal.error;
  let locale: Locale | null = null;
  // An evening's page speaks the language of its address, which localeOf (restaurant pages only) does not know.
  const evening = eveningAddressOf(pathname);
  if (evening) locale = evening.locale;
  else if (rendered) locale = rendered.booking.language;
  else if (renderedOffer) locale = renderedOffer.offer.language;
  else if (renderedProposal) locale = renderedProposal.proposal.language;
  else if (data) locale = data.language;
  // Should the booking fail to load, the page turns French, the language of its address; unless the browser does not
  // hold the French texts (it loads the page's language only): it then keeps the language it came in rather than
  // leave the guest waiting for them (docs/architecture.md#languages-in-the-browser).
  else if ((link || offerLink || proposalLink) && (!error || !heldDictionary(DEFAULT_LOCALE))) locale = sentLanguage();
  return <PageLocaleContext.Provider value={locale}>{children}</PageLocaleContext.Provider>;
}
