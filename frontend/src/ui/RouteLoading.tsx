/** Shown while a lazily loaded page arrives. */
export function RouteLoading() {
  return (
    <div className="route-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Chargement…</span>
    </div>
  );
}
