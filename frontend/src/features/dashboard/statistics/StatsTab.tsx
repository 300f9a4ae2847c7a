import { formatChf } from '@ticino/shared';
import { Spinner } from '../../../ui/Spinner';
import { useMenuStatistics } from './hooks/useMenuStatistics';
import { CategoryBreakdown } from '../shared/CategoryBreakdown';
import { RetryNotice } from '../../../ui/RetryNotice';

export function StatsTab() {
  const { statistics, failed, retry } = useMenuStatistics();

  if (failed) {
    return (
      <RetryNotice
        className="admin-notice admin-notice--error"
        message="Erreur lors du chargement des statistiques"
        onRetry={retry}
      />
    );
  }
  if (!statistics) {
    return (
      <div className="admin-notice">
        <Spinner label="Chargement des statistiques..." visibleLabel />
      </div>
    );
  }
  return (
    <div className="admin-stats">
      <dl className="admin-stats__cards">
        <div className="admin-stat card">
          <dt>Total des éléments</dt>
          <dd>{statistics.total}</dd>
        </div>
        <div className="admin-stat card">
          <dt>Catégories</dt>
          <dd>{statistics.categories}</dd>
        </div>
        <div className="admin-stat card">
          <dt>Prix moyen</dt>
          <dd>{formatChf(statistics.averagePrice || 0)}</dd>
        </div>
        <div className="admin-stat card">
          <dt>Ardoise du jour</dt>
          <dd>{statistics.board.today}</dd>
        </div>
        <div className="admin-stat card">
          <dt>Plats d'ardoise gardés</dt>
          <dd>{statistics.board.kept}</dd>
        </div>
      </dl>
      <CategoryBreakdown title="Éléments par catégorie" counts={statistics.byCategory} />
    </div>
  );
}
