import { Fragment, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { Menu, Role } from '../../../contracts';
import { selectRows, selectIsLoading as selectRolesLoading } from '../../../machines/admin-list';
import {
  ACCESS_TYPES, selectDraft, selectError, selectIsFailed, selectIsLoading, selectIsSaving, selectMenus, selectRole, selectUnsavedCount,
} from '../../../machines/privilege-editor';
import type { AdminTabAccess } from '../../../machines/privileges';
import { privilegeEditorLogic, rolesListLogic } from './admin.actors';
import styles from './AdminCenter.module.css';
import { Badge, ErrorBox } from './admin-ui';
import { useScreenActor } from '../../app/use-screen-actor';

const label = (t: string) => t[0]!.toUpperCase() + t.slice(1);

/** Menus grouped under their top-level menu, depth-first, with their depth for indenting. */
function groupMenus(menus: Menu[]): { top: Menu; rows: { menu: Menu; depth: number }[] }[] {
  const children = new Map<number | null, Menu[]>();
  const ids = new Set(menus.map((m) => m.menu_id));
  for (const m of menus) {
    const parent = m.menu_parent_id != null && ids.has(m.menu_parent_id) ? m.menu_parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), m]);
  }
  const walk = (m: Menu, depth: number, seen: Set<number>): { menu: Menu; depth: number }[] => {
    if (seen.has(m.menu_id)) return [];
    seen.add(m.menu_id);
    return [{ menu: m, depth }, ...(children.get(m.menu_id) ?? []).flatMap((c) => walk(c, depth + 1, seen))];
  };
  return (children.get(null) ?? []).map((top) => ({ top, rows: walk(top, 0, new Set()) }));
}

/** Privileges: pick a role, tick access types per menu, save the whole matrix at once. */
export function PrivilegesTab({ access }: { access: AdminTabAccess }) {
  const rolesList = useScreenActor(rolesListLogic, { input: { idField: 'role_id', pageSizes: [-1] } });
  const editor = useScreenActor(privilegeEditorLogic);
  const roles = useSelector(rolesList, selectRows) as Role[];
  const rolesLoading = useSelector(rolesList, selectRolesLoading);
  const role = useSelector(editor, selectRole);
  const menus = useSelector(editor, selectMenus);
  const draft = useSelector(editor, selectDraft);
  const loading = useSelector(editor, selectIsLoading);
  const saving = useSelector(editor, selectIsSaving);
  const failed = useSelector(editor, selectIsFailed);
  const error = useSelector(editor, selectError);
  const unsaved = useSelector(editor, selectUnsavedCount);
  const groups = useMemo(() => groupMenus(menus), [menus]);
  const canEdit = access.canWrite || access.canUpdate || access.canDelete;

  const pick = (r: Role) => {
    if (r.role_id === role?.role_id || saving) return;
    if (unsaved > 0 && !window.confirm(`Discard ${unsaved} unsaved ${unsaved === 1 ? 'change' : 'changes'} to ${role?.display_name}?`)) return;
    editor.send({ type: 'editor.selectRole', role: r });
  };

  return (
    <div className={styles.split}>
      <nav aria-label="Roles">
        <ul className={styles.roleList}>
          {rolesLoading && <li className={styles.muted} role="status">Loading roles…</li>}
          {roles.map((r) => (
            <li key={r.role_id}>
              <button type="button" className={styles.roleButton} aria-pressed={r.role_id === role?.role_id} onClick={() => pick(r)}>
                <span>{r.display_name}</span>
                {r.parent_user_id != null ? <Badge tone="custom">Custom</Badge> : <Badge>System</Badge>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel}>
        {!role && <p className={styles.empty}>Pick a role to see and change what it may do.</p>}
        {role && (
          <div className={styles.matrixHead}>
            <h2 style={{ margin: 0, fontSize: 'var(--font-size-lg)' }}>{role.display_name}</h2>
            <Badge tone={role.parent_user_id != null ? 'custom' : undefined}>{role.parent_user_id != null ? 'Custom role privileges' : 'System role privileges'}</Badge>
            <span className={styles.spacer} />
            {unsaved > 0 && <span className={styles.unsaved} role="status">{unsaved} unsaved {unsaved === 1 ? 'change' : 'changes'}</span>}
            {canEdit && (
              <>
                <button type="button" className="button button--ghost" onClick={() => editor.send({ type: 'editor.discard' })} disabled={unsaved === 0 || saving}>Discard changes</button>
                <button type="button" className="button" onClick={() => editor.send({ type: 'editor.save' })} disabled={unsaved === 0 || saving}>
                  {saving ? 'Saving…' : 'Save privileges'}
                </button>
              </>
            )}
          </div>
        )}
        <ErrorBox error={error} onRetry={failed ? () => editor.send({ type: 'editor.retry' }) : undefined} />
        {role && !failed && (
          <div className={styles.tableWrap} aria-busy={loading || saving}>
            <table className={styles.table}>
              <caption className="visually-hidden">Access of {role.display_name} per menu</caption>
              <thead>
                <tr>
                  <th scope="col">Menu</th>
                  {ACCESS_TYPES.map((t) => <th key={t} scope="col" className={styles.center}>{label(t)}</th>)}
                </tr>
              </thead>
              <tbody>
                {groups.map(({ top, rows }) => (
                  <Fragment key={top.menu_id}>
                    {rows.map(({ menu, depth }) => (
                      <tr key={menu.menu_id} className={depth === 0 ? styles.groupRow : undefined}>
                        <th scope="row" style={{ paddingLeft: `calc(var(--space-3) + ${depth * 20}px)`, fontWeight: depth === 0 ? 700 : 400 }}>
                          {menu.menu_name} <span className={styles.muted}>#{menu.menu_id}</span>
                        </th>
                        {ACCESS_TYPES.map((t) => (
                          <td key={t} className={styles.center}>
                            <input
                              type="checkbox"
                              aria-label={`${label(t)} on ${menu.menu_name}`}
                              checked={(draft[menu.menu_id] ?? []).includes(t)}
                              disabled={!canEdit || saving || loading}
                              onChange={() => editor.send({ type: 'editor.toggle', menu_id: menu.menu_id, access: t })}
                            />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </Fragment>
                ))}
              </tbody>
            </table>
            {(loading || saving) && <div className={styles.overlay} role="status">{saving ? 'Saving privileges…' : 'Loading privileges…'}</div>}
          </div>
        )}
      </div>
    </div>
  );
}
