import { createContext } from 'react';
import type { BookingFormAnswer } from '@ticino/shared';

/**
 * The server's answer to the booking form posted without JavaScript (docs/product.md#booking-without-javascript):
 * only the server's render of such a post has one; the browser's app never does.
 */
export const BookingAnswerContext = createContext<BookingFormAnswer | null>(null);
