import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { Role } from '../../../contracts';
import { selectError, selectIsLoading, selectRows } from '../../../machines/admin-list';
import type { AdminTabAccess } from '../../../machines/privileges';
import { rolesListLogic } from './admin.actors';
import { Modal } from '../../components/Modal/Modal';
import styles from './AdminCenter.module.css';
import { Badge, ErrorBox, FieldNote, useAdminCommand } from './admin-ui';
import { useScreenActor } from '../../app/use-screen-actor';

type Dialog = { kind: 'create' } | { kind: 'edit'; role: Role } | { kind: 'delete'; role: Role } | null;

/** Roles: system roles (fixed) and custom roles based on them; create, edit, delete. */
export function RolesTab({ access }: { access: AdminTabAccess }) {
  const list = useScreenActor(rolesListLogic, { input: { idField: 'role_id', pageSizes: [-1] } });
  const roles = useSelector(list, selectRows) as Role[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const [dialog, setDialog] = useState<Dialog>(null);
  const systemRoles = roles.filter((r) => r.parent_user_id == null);
  const byId = new Map(roles.map((r) => [r.role_id, r]));

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted} style={{ margin: 0, flex: '1 1 320px' }}>
          System roles come with the platform. A custom role is based on a system role (its kind of profile menu) and gets its own privileges.
        </p>
        {access.canWrite && <button type="button" className="button" onClick={() => setDialog({ kind: 'create' })}>New custom role</button>}
      </div>
      <ErrorBox error={error} onRetry={() => list.send({ type: 'list.retry' })} />
      <div className={styles.tableWrap} aria-busy={loading}>
        <table className={styles.table}>
          <caption className="visually-hidden">Roles</caption>
          <thead>
            <tr>
              <th scope="col">Display name</th><th scope="col">Name</th><th scope="col">Kind</th><th scope="col" className={styles.hideNarrow}>Based on</th>
              <th scope="col"><span className="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {roles.map((r) => {
              const custom = r.parent_user_id != null;
              return (
                <tr key={r.role_id}>
                  <td><strong>{r.display_name}</strong></td>
                  <td>{r.role_name}</td>
                  <td>{custom ? <Badge tone="custom">Custom</Badge> : <Badge>System</Badge>}</td>
                  <td className={styles.hideNarrow}>{custom && r.role_parent_id != null ? byId.get(r.role_parent_id)?.display_name ?? `#${r.role_parent_id}` : '—'}</td>
                  <td>
                    {custom && (
                      <div className={styles.rowActions}>
                        {access.canUpdate && <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Edit ${r.display_name}`} onClick={() => setDialog({ kind: 'edit', role: r })}>Edit</button>}
                        {access.canDelete && <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Delete ${r.display_name}`} onClick={() => setDialog({ kind: 'delete', role: r })}>Delete</button>}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {loading && <div className={styles.overlay} role="status">Loading roles…</div>}
      </div>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <RoleDialog role={dialog.kind === 'edit' ? dialog.role : null} systemRoles={systemRoles} list={list} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteRoleDialog role={dialog.role} list={list} onClose={() => setDialog(null)} />}
    </>
  );
}

function RoleDialog({ role, systemRoles, list, onClose }: { role: Role | null; systemRoles: Role[]; list: AnyActorRef; onClose: () => void }) {
  const save = useAdminCommand({ reload: list, onDone: onClose });
  const bases = systemRoles.filter((r) => r.role_name !== 'admin');
  const [displayName, setDisplayName] = useState(role?.display_name ?? '');
  const [roleName, setRoleName] = useState(role?.role_name ?? '');
  const [parent, setParent] = useState<number>(role?.role_parent_id ?? bases[0]?.role_id ?? 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = roleName.trim() || displayName.trim().toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
    if (role) save.run({ command: 'role.update', role, role_name: name, display_name: displayName.trim() });
    else save.run({ command: 'role.create', role_name: name, display_name: displayName.trim(), role_parent_id: parent });
  };
  return (
    <Modal
      open onClose={onClose} busy={save.busy} width="min(560px, 94vw)"
      title={role ? `Edit ${role.display_name}` : 'New custom role'}
      footer={(
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={save.busy}>Cancel</button>
          <button type="submit" form="role-form" className="button" disabled={save.busy || !displayName.trim()}>
            {save.busy ? 'Saving…' : role ? 'Save role' : 'Create role'}
          </button>
        </>
      )}
    >
      <form id="role-form" className={styles.form} onSubmit={submit}>
        <label className={styles.control}>
          Display name
          <input value={displayName} onChange={(e) => setDisplayName(e.target.value)} required maxLength={120}
            aria-invalid={save.fieldErrors.display_name ? true : undefined} aria-describedby={save.fieldErrors.display_name ? 'role-display-name-error' : undefined} />
          <FieldNote id="role-display-name-error" error={save.fieldErrors.display_name} />
        </label>
        <label className={styles.control}>
          Name (letters, digits, space, dot, dash, underscore)
          <input value={roleName} onChange={(e) => setRoleName(e.target.value)} maxLength={64} placeholder="from the display name"
            aria-invalid={save.fieldErrors.role_name ? true : undefined} aria-describedby={save.fieldErrors.role_name ? 'role-name-error' : undefined} />
          <FieldNote id="role-name-error" error={save.fieldErrors.role_name} />
        </label>
        {!role && (
          <label className={styles.control}>
            Based on system role
            <select value={parent} onChange={(e) => setParent(Number(e.target.value))}>
              {bases.map((r) => <option key={r.role_id} value={r.role_id}>{r.display_name}</option>)}
            </select>
          </label>
        )}
        <ErrorBox error={save.error} />
      </form>
    </Modal>
  );
}

function DeleteRoleDialog({ role, list, onClose }: { role: Role; list: AnyActorRef; onClose: () => void }) {
  const del = useAdminCommand({ reload: list, onDone: onClose });
  return (
    <Modal
      open onClose={onClose} busy={del.busy} width="min(520px, 94vw)" title={`Delete ${role.display_name}?`}
      footer={(
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={del.busy}>Cancel</button>
          <button type="button" className={`button ${styles.danger}`} onClick={() => del.run({ command: 'role.delete', role })} disabled={del.busy}>
            {del.busy ? 'Deleting…' : 'Delete role'}
          </button>
        </>
      )}
    >
      <p>The role and its privileges are removed. A role that members still hold cannot be deleted: take it from them first.</p>
      <ErrorBox error={del.error} />
    </Modal>
  );
}
