import { useState } from 'react';
import { RESTAURANT_NAME } from '@ticino/shared';
import { AdminLogo } from './AdminLogo';
import { MenuTab } from './MenuTab';
import { StatsTab } from './StatsTab';
import { Tabs, type TabDefinition } from './Tabs';

type DashboardTab = 'menu' | 'stats';

const DASHBOARD_TABS: readonly TabDefinition<DashboardTab>[] = [
  { id: 'menu', label: 'Gestion du Menu' },
  { id: 'stats', label: 'Statistiques' },
];

interface DashboardProps {
  onLogOut: () => Promise<void>;
}

export function Dashboard({ onLogOut }: DashboardProps) {
  const [tab, setTab] = useState<DashboardTab>('menu');
  const [leaving, setLeaving] = useState(false);

  const logOut = async () => {
    if (leaving) return;
    setLeaving(true);
    await onLogOut();
  };

  return (
    <div className="admin-dashboard">
      <header className="admin-header">
        <div className="admin-header__inner">
          <div className="admin-header__brand">
            <AdminLogo size={40} />
            <h1 className="admin-header__title">
              {RESTAURANT_NAME} <span className="admin-header__suffix">Administration</span>
            </h1>
          </div>
          <button type="button" className="button button--secondary" onClick={logOut} aria-disabled={leaving}>
            {leaving && <span className="spinner admin-inline-spinner" aria-hidden="true" />}
            Déconnexion
          </button>
        </div>
      </header>
      <main className="admin-main">
        <Tabs label="Tableau de bord" tabs={DASHBOARD_TABS} selected={tab} onSelect={setTab}>
          {tab === 'menu' ? <MenuTab /> : <StatsTab />}
        </Tabs>
      </main>
    </div>
  );
}
