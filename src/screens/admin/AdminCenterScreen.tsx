import { useMemo, useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { selectActiveRole, selectIsLoadingPrivileges, selectPrivileges } from '../../../machines/auth';
import { adminCenterTabs, type AdminTabAccess, type AdminTabKey } from '../../../machines/privileges';
import { useAuth } from '../../app/AppActorsContext';
import styles from './AdminCenter.module.css';
import { ContentTab } from './ContentTab';
import { HubsTab } from './HubsTab';
import { PublicationsTab } from './PublicationsTab';
import { MembershipsTab } from './MembershipsTab';
import { ReportsTab } from './ReportsTab';
import { MenusTab } from './MenusTab';
import { PrivilegesTab } from './PrivilegesTab';
import { RolesTab } from './RolesTab';
import { UsersTab } from './UsersTab';

export const NO_ACCESS_TEXT = "You don't have access to the Admin Center.";

/** /admin-center: users, roles, privileges and menus, for the roles allowed to manage them. */
export default function AdminCenterScreen() {
  const activeRole = useAuth(selectActiveRole);
  const privileges = useAuth(selectPrivileges);
  const loadingPrivileges = useAuth(selectIsLoadingPrivileges);
  const tabs = useMemo(() => adminCenterTabs(activeRole, privileges), [activeRole, privileges]);

  if (tabs.length === 0) {
    if (loadingPrivileges) return <p className={styles.page} role="status">Checking your access…</p>;
    return (
      <div className={styles.page}>
        <section className={styles.denied} aria-labelledby="denied-title">
          <h1 id="denied-title">Admin Center</h1>
          <p>{NO_ACCESS_TEXT}</p>
          <p className={styles.muted}>It is for administrators. If you manage members, ask an administrator to grant your role access, or switch to another of your roles.</p>
          <p><Link to="/select-role">Switch view</Link> · <Link to="/user/home">Go to my home</Link></p>
        </section>
      </div>
    );
  }
  return <AdminCenter tabs={tabs} />;
}

function AdminCenter({ tabs }: { tabs: AdminTabAccess[] }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as AdminTabKey | null;
  const current = tabs.find((t) => t.key === requested) ?? tabs[0]!;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const choose = (key: AdminTabKey, focus = false) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('tab', key);
      return next;
    }, { replace: true });
    if (focus) refs.current[key]?.focus();
  };

  // WAI-ARIA tabs: arrows, Home and End move between tabs.
  const onKeyDown = (event: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.key === current.key);
    const to = event.key === 'ArrowRight' ? (i + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (i - 1 + tabs.length) % tabs.length
        : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
    if (to < 0) return;
    event.preventDefault();
    choose(tabs[to]!.key, true);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Admin Center</h1>
        <p className={styles.lead}>Members, roles, what each role may do, and the menus behind it.</p>
      </header>
      <div role="tablist" aria-label="Admin Center sections" className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={(el) => { refs.current[t.key] = el; }}
            type="button"
            role="tab"
            id={`admin-tab-${t.key}`}
            aria-selected={t.key === current.key}
            aria-controls={`admin-panel-${t.key}`}
            tabIndex={t.key === current.key ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`admin-panel-${current.key}`} aria-labelledby={`admin-tab-${current.key}`} className={styles.panel}>
        {current.key === 'users' && <UsersTab access={current} />}
        {current.key === 'roles' && <RolesTab access={current} />}
        {current.key === 'privileges' && <PrivilegesTab access={current} />}
        {current.key === 'menus' && <MenusTab access={current} />}
        {current.key === 'hubs' && <HubsTab />}
        {current.key === 'content' && <ContentTab />}
        {current.key === 'publications' && <PublicationsTab />}
        {current.key === 'memberships' && <MembershipsTab />}
        {current.key === 'reports' && <ReportsTab />}
      </section>
    </div>
  );
}
