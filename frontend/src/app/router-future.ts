/** React Router 7 behaviours, adopted now so the upgrade changes nothing. */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

/** The one flag that belongs to RouterProvider rather than to the router. */
export const PROVIDER_FUTURE = { v7_startTransition: true } as const;
