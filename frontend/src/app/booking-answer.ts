import { createContext } from 'react';
import type {
  BookingFormAnswer,
  BookingWindow,
  EveningFormAnswer,
  GroupProposalFormAnswer,
  ManageFormAnswer,
  OfferFormAnswer,
} from '@ticino/shared';

/**
 * The server's answer to the booking form posted without JavaScript (docs/product.md#booking-without-javascript):
 * only the server's render of such a post has one; the browser's app never does.
 */
export const BookingAnswerContext = createContext<BookingFormAnswer | null>(null);

/**
 * The days online booking takes when the server renders the booking page, the bounds of its date field without
 * JavaScript; the app's calendar reads them from the availability answer instead.
 */
export const BookingWindowContext = createContext<BookingWindow | null>(null);

/**
 * A guest's booking as the server renders their manage link, and the answer to a form posted there
 * (docs/product.md#booking-without-javascript): only the server's render has one; the app fetches the booking itself.
 */
export const ManageAnswerContext = createContext<ManageFormAnswer | null>(null);

/**
 * A waiting party's offer as the server renders its link, and the answer to a form posted there
 * (docs/product.md#booking-without-javascript): only the server's render has one; the app fetches the offer itself.
 */
export const OfferAnswerContext = createContext<OfferFormAnswer | null>(null);

/**
 * Staff's proposal to a group as the server renders its link, and the answer to the form posted there
 * (docs/product.md#group-proposals): only the server's render has one; the app fetches the proposal itself.
 */
export const ProposalAnswerContext = createContext<GroupProposalFormAnswer | null>(null);

/**
 * The server's answer to an evening's booking form posted without JavaScript (docs/product.md#evenings): only the
 * server's render of such a post has one.
 */
export const EveningAnswerContext = createContext<EveningFormAnswer | null>(null);

/**
 * The token an evening's booking form carries for a browser without JavaScript: written into the page's data by the
 * server, so that the app hydrates the same hidden field.
 */
export const FormTokenContext = createContext<string | null>(null);
