const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };

// docs/product.md#payment-settings
export default {
  routes: [
    { method: 'GET', path: '/payment-settings', handler: 'payment-setting.find', config: staffOnly },
    { method: 'PUT', path: '/payment-settings', handler: 'payment-setting.update', config: staffOnly },
  ],
};
