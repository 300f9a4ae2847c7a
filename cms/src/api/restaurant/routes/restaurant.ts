export default {
  routes: [{ method: 'GET', path: '/public/restaurant', handler: 'restaurant.find', config: { auth: false } }],
};
