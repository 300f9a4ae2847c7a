const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };

// docs/product.md#bank-file
export default {
  routes: [{ method: 'POST', path: '/payments/bank-file', handler: 'payment.importBankFile', config: staffOnly }],
};
