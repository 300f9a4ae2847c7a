// Only this read exists: the journal is written by journal.ts, and Strapi's generated routes are not declared.
export default {
  routes: [
    {
      method: 'GET',
      path: '/menu/:id/changes',
      handler: 'menu-change.forItem',
      config: { auth: false, middlewares: ['api::staff-auth.staff-only'] },
    },
  ],
};
