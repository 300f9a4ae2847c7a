/**
 * The forms posted without JavaScript (docs/architecture.md#one-way-in): each reads its fields, checks its token and
 * origin, and hands them to the service the API calls too. The pages render their answers.
 */
export { bookingFormAnswers, withinBookingRateLimit } from './booking-form';
export { eveningFormAnswers } from './evening-form';
export { manageFormAnswers, type ManageLink } from './manage-form';
export { offerFormAnswers, type OfferLink } from './offer-form';
export { proposalFormAnswers, type ProposalLink } from './proposal-form';
