import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { Role } from '../../../contracts';
import {
  selectError, selectFilters, selectIsLoading, selectPage, selectPageSelection, selectPageSize, selectPageSizes, selectPages,
  selectRange, selectRows, selectSearchDraft, selectSelected, selectSortField, selectSortOrder, selectTotal, selectTotalCapped,
} from '../../../machines/admin-list';
import { selectUser } from '../../../machines/auth';
import { selectIsOpen } from '../../../machines/bulk-operation';
import type { AdminTabAccess } from '../../../machines/privileges';
import { useAuth } from '../../app/AppActorsContext';
import { rolesListLogic, userBulkLogic, usersListLogic, type AdminUser, type UserBulkAction } from './admin.actors';
import styles from './AdminCenter.module.css';
import { Badge, ErrorBox, Pager, SortHeader, useAdminCommand } from './admin-ui';
import { BulkDialog } from './BulkDialog';
import { CsvImportDialog } from './CsvImportDialog';
import { UserEditDialog } from './UserEditDialog';
import { useScreenActor } from '../../app/use-screen-actor';

const fullName = (u: AdminUser) => `${u.firstName} ${u.lastName}`.trim();

/** Users: search, filters, sort, pages, enable/disable, edit, bulk actions and CSV import. */
export function UsersTab({ access }: { access: AdminTabAccess }) {
  const me = useAuth(selectUser);
  const list = useScreenActor(usersListLogic, { input: { idField: 'user_id', pageSizes: [25, 50, 100] } });
  const rolesList = useScreenActor(rolesListLogic, { input: { idField: 'role_id', pageSizes: [-1] } });
  // A finished bulk run changes the list: the bulk machine itself tells the list to clear its selection and reload.
  const bulkOptions = useMemo(() => ({ input: { onDone: { to: list, events: [{ type: 'list.clearSelection' }, { type: 'list.reload' }] } } }), [list]);
  const bulk = useScreenActor(userBulkLogic, bulkOptions);
  const rows = useSelector(list, selectRows) as AdminUser[];
  const total = useSelector(list, selectTotal);
  const pages = useSelector(list, selectPages);
  const totalCapped = useSelector(list, selectTotalCapped);
  const page = useSelector(list, selectPage);
  const pageSize = useSelector(list, selectPageSize);
  const pageSizes = useSelector(list, selectPageSizes);
  const range = useSelector(list, selectRange);
  const search = useSelector(list, selectSearchDraft);
  const filters = useSelector(list, selectFilters);
  const sortField = useSelector(list, selectSortField);
  const sortOrder = useSelector(list, selectSortOrder);
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const selected = useSelector(list, selectSelected);
  const pageSelection = useSelector(list, selectPageSelection);
  const roles = useSelector(rolesList, selectRows) as Role[];
  const bulkOpen = useSelector(bulk, selectIsOpen);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [importing, setImporting] = useState(false);
  const toggle = useAdminCommand({ reload: list });
  const roleName = useMemo(() => new Map(roles.map((r) => [r.role_id, r.display_name])), [roles]);

  const setFilter = (key: 'enabled' | 'active_role_id', value: string) => {
    const next = { ...filters };
    if (value === '') delete next[key];
    else next[key] = key === 'enabled' ? value === 'true' : Number(value);
    list.send({ type: 'list.filter', filters: next });
  };
  const requestBulk = (action: UserBulkAction) => bulk.send({ type: 'bulk.request', action, items: selected });
  const onSort = (field: string) => list.send({ type: 'list.sort', field });
  const sortProps = { sortField, sortOrder, onSort };

  return (
    <>
      <div className={styles.toolbar}>
        <label className={`${styles.control} ${styles.grow}`}>
          Search members
          <input
            type="search"
            value={search}
            placeholder="Name, username or e-mail"
            onChange={(e) => list.send({ type: 'list.search', search: e.target.value })}
          />
        </label>
        <label className={styles.control}>
          Status
          <select value={filters.enabled === undefined ? '' : String(filters.enabled)} onChange={(e) => setFilter('enabled', e.target.value)}>
            <option value="">All</option>
            <option value="true">Enabled</option>
            <option value="false">Disabled</option>
          </select>
        </label>
        <label className={styles.control}>
          Active role
          <select value={filters.active_role_id === undefined ? '' : String(filters.active_role_id)} onChange={(e) => setFilter('active_role_id', e.target.value)}>
            <option value="">All roles</option>
            {roles.map((r) => <option key={r.role_id} value={r.role_id}>{r.display_name}</option>)}
          </select>
        </label>
        {access.canWrite && (
          <button type="button" className="button" onClick={() => setImporting(true)}>Import CSV</button>
        )}
      </div>

      {selected.length > 0 && (
        <div className={styles.bulkbar} role="region" aria-label="Bulk actions">
          <strong>{selected.length.toLocaleString('en')} selected</strong>
          {access.canUpdate && <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => requestBulk('enable')}>Enable</button>}
          {access.canUpdate && <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => requestBulk('disable')}>Disable</button>}
          {access.canDelete && <button type="button" className={`button ${styles.small} ${styles.danger}`} onClick={() => requestBulk('delete')}>Delete</button>}
          <span className={styles.spacer} />
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => list.send({ type: 'list.clearSelection' })}>Clear selection</button>
        </div>
      )}

      <ErrorBox error={error} onRetry={() => list.send({ type: 'list.retry' })} />
      <ErrorBox error={toggle.error} onDismiss={toggle.reset} />

      <div className={styles.tableWrap} aria-busy={loading}>
        <table className={styles.table}>
          <caption className="visually-hidden">Members, sortable by column</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.checkCell}>
                <input
                  type="checkbox"
                  aria-label="Select all members on this page"
                  checked={pageSelection === 'all'}
                  ref={(el) => { if (el) el.indeterminate = pageSelection === 'some'; }}
                  onChange={() => list.send({ type: 'list.togglePage' })}
                  disabled={rows.length === 0}
                />
              </th>
              <SortHeader field="firstName" label="Name" {...sortProps} />
              <SortHeader field="username" label="Username" {...sortProps} className={styles.hideNarrow} />
              <SortHeader field="email" label="E-mail" {...sortProps} className={styles.hideNarrow} />
              <th scope="col" className={styles.hideNarrow}>Roles</th>
              <SortHeader field="enabled" label="Enabled" {...sortProps} />
              <th scope="col"><span className="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => {
              const self = u.user_id === me?.user_id;
              const name = fullName(u) || u.username;
              return (
                <tr key={u.user_id}>
                  <td className={styles.checkCell}>
                    <input type="checkbox" aria-label={`Select ${name}`} checked={selected.includes(u.user_id)} onChange={() => list.send({ type: 'list.toggle', id: u.user_id })} />
                  </td>
                  <td><span>{name}</span> {self && <Badge>You</Badge>}<span className={styles.sub}>{u.email}</span></td>
                  <td className={styles.hideNarrow}>{u.username}</td>
                  <td className={styles.hideNarrow}>{u.email}</td>
                  <td className={styles.hideNarrow}>{u.roles.map((id) => roleName.get(id) ?? `#${id}`).join(', ')}</td>
                  <td>
                    <label className={styles.switch} title={self ? 'You cannot disable your own account.' : undefined}>
                      <input
                        type="checkbox"
                        role="switch"
                        aria-label={`Enabled: ${name}`}
                        checked={u.enabled}
                        disabled={!access.canUpdate || toggle.busy || self}
                        onChange={() => toggle.run({ command: 'user.save', before: u, changes: { enabled: !u.enabled } })}
                      />
                      <span className={styles.hideNarrow}><Badge tone={u.enabled ? 'on' : 'off'}>{u.enabled ? 'Enabled' : 'Disabled'}</Badge></span>
                    </label>
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      {access.canUpdate && (
                        <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Edit ${name}`} onClick={() => setEditing(u)}>Edit</button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {!loading && !error && rows.length === 0 && <p className={styles.empty}>No members match.</p>}
        {loading && <div className={styles.overlay} role="status">Loading members…</div>}
      </div>

      <Pager
        noun="members" page={page} pages={pages} total={total} totalCapped={totalCapped} from={range.from} to={range.to} pageSize={pageSize} pageSizes={pageSizes}
        onPage={(p) => list.send({ type: 'list.page', page: p })} onPageSize={(n) => list.send({ type: 'list.pageSize', limit: n })}
      />

      {bulkOpen && <BulkDialog actor={bulk} />}
      {editing && (
        <UserEditDialog
          user={editing}
          roles={roles}
          list={list}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && (
        <CsvImportDialog
          roles={roles}
          onImported={{ to: list, events: [{ type: 'list.reload' }] }}
          onClose={() => setImporting(false)}
        />
      )}
    </>
  );
}
