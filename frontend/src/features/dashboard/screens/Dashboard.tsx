import { useCallback, useState } from 'react';
import { RESTAURANT_NAME } from '@ticino/shared';
import { AdminLogo } from '../session/AdminLogo';
import { BoardTab } from '../menu/board/BoardTab';
import { EveningsTab } from '../evenings/EveningsTab';
import { useInboxSummary } from '../inbox/hooks/useInbox';
import { useReservationSummary } from '../reservations/hooks/useReservations';
import { useTranslationCounts } from '../translations/hooks/useTranslations';
import { translationsTabLabel } from '../translations/translation-grid';
import { MenuTab } from '../menu/MenuTab';
import { MessagesTab } from '../inbox/MessagesTab';
import { ReservationsTab } from '../reservations/ReservationsTab';
import { ReviewTab } from '../review/ReviewTab';
import { ServiceTab } from '../reservations/service/ServiceTab';
import { SetMenusTab } from '../set-menus/SetMenusTab';
import { StatsTab } from '../statistics/StatsTab';
import { TablesTab } from '../tables/TablesTab';
import { Tabs, type TabDefinition } from './Tabs';
import { TranslationsTab } from '../translations/TranslationsTab';

type DashboardTab =
  | 'menu'
  | 'board'
  | 'set-menus'
  | 'evenings'
  | 'reservations'
  | 'service'
  | 'tables'
  | 'stats'
  | 'messages'
  | 'review'
  | 'translations';

const TAB_PANELS: Record<Exclude<DashboardTab, 'review'>, () => JSX.Element> = {
  menu: MenuTab,
  board: BoardTab,
  'set-menus': SetMenusTab,
  evenings: EveningsTab,
  reservations: ReservationsTab,
  service: ServiceTab,
  tables: TablesTab,
  stats: StatsTab,
  messages: MessagesTab,
  translations: TranslationsTab,
};

interface TabCounts {
  unread: number;
  /** Booking requests and group requests waiting for an answer, from today on (docs/product.md#reservations-tab). */
  waiting: { bookings: number; groups: number };
  /** The « Traductions » label's: « Traductions (3 manquantes · 2 à revoir) ». */
  translations: string;
}

const total = ({ bookings, groups }: TabCounts['waiting']) => bookings + groups;

function dashboardTabs({ unread, waiting, translations }: TabCounts): TabDefinition<DashboardTab>[] {
  return [
    { id: 'menu', label: 'Gestion du Menu' },
    { id: 'board', label: 'Ardoise' },
    { id: 'set-menus', label: 'Formules' },
    { id: 'evenings', label: 'Soirées' },
    {
      id: 'reservations',
      label: 'Réservations',
      badge: { count: total(waiting), description: `${total(waiting)} demande(s) à traiter` },
    },
    { id: 'service', label: 'Service' },
    { id: 'tables', label: 'Tables' },
    { id: 'stats', label: 'Statistiques' },
    { id: 'messages', label: 'Messages', badge: { count: unread, description: `${unread} non lu(s)` } },
    { id: 'review', label: 'À vérifier' },
    { id: 'translations', label: translations },
  ];
}

function TabPanel({ tab }: { tab: Exclude<DashboardTab, 'review'> }) {
  const Panel = TAB_PANELS[tab];
  return <Panel />;
}

interface DashboardProps {
  onLogOut: () => Promise<void>;
}

export function Dashboard({ onLogOut }: DashboardProps) {
  const [tab, setTab] = useState<DashboardTab>('menu');
  const [leaving, setLeaving] = useState(false);
  // The header's « Imprimer la matrice des allergènes »: the review tab prints it once it has the menu.
  const [matrixPrintPending, setMatrixPrintPending] = useState(false);
  const matrixPrinted = useCallback(() => setMatrixPrintPending(false), []);
  const unread = useInboxSummary()?.unread ?? 0;
  const summary = useReservationSummary();
  const waiting = { bookings: summary?.requested ?? 0, groups: summary?.groupRequests ?? 0 };
  const translations = translationsTabLabel(useTranslationCounts());

  const printAllergenMatrix = () => {
    setTab('review');
    setMatrixPrintPending(true);
  };

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
          <div className="admin-header__actions">
            {total(waiting) > 0 && (
              <button type="button" className="button button--primary" onClick={() => setTab('reservations')}>
                {waiting.bookings} réservation(s) et {waiting.groups} demande(s) de groupe à traiter
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={printAllergenMatrix}>
              Imprimer la matrice des allergènes
            </button>
            <button type="button" className="button button--secondary" onClick={logOut} aria-disabled={leaving}>
              {leaving && <span className="spinner admin-inline-spinner" aria-hidden="true" />}
              Déconnexion
            </button>
          </div>
        </div>
      </header>
      <main className="admin-main">
        <Tabs
          label="Tableau de bord"
          tabs={dashboardTabs({ unread, waiting, translations })}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'review' ? (
            <ReviewTab printPending={matrixPrintPending} onPrinted={matrixPrinted} />
          ) : (
            <TabPanel tab={tab} />
          )}
        </Tabs>
      </main>
    </div>
  );
}
