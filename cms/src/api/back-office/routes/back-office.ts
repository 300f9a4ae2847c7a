export default {
  routes: [{ method: 'GET', path: '/public/back-office', handler: 'back-office.options', config: { auth: false } }],
};
