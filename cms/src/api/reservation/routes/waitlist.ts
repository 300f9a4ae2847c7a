const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };
/** Counted by the shared rate limit of bookings per address, as a booking is. */
const guestWrite = { auth: false as const, middlewares: ['api::reservation.booking-rate-limit'] };
const guest = { auth: false as const };

// docs/product.md#waiting-list
export default {
  routes: [
    { method: 'POST', path: '/waitlist', handler: 'waitlist.join', config: guestWrite },
    { method: 'POST', path: '/waitlist/:id/seat', handler: 'waitlist.seat', config: staffOnly },
    { method: 'GET', path: '/public/waitlist/:id', handler: 'waitlist.offer', config: guest },
    { method: 'POST', path: '/public/waitlist/:id/accept', handler: 'waitlist.accept', config: guestWrite },
    { method: 'POST', path: '/public/waitlist/:id/decline', handler: 'waitlist.decline', config: guest },
  ],
};
