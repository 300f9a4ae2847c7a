const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };

// docs/product.md#bank-file
export default {
  routes: [
    { method: 'POST', path: '/payments/bank-file', handler: 'payment.importBankFile', config: staffOnly },
    // Before `/payments/credits`, so the file's name is not read as a query.
    { method: 'GET', path: '/payments/credits.csv', handler: 'payment.creditsFile', config: staffOnly },
    { method: 'GET', path: '/payments/credits', handler: 'payment.credits', config: staffOnly },
    { method: 'POST', path: '/payments/entries', handler: 'payment.recordEntry', config: staffOnly },
  ],
};
