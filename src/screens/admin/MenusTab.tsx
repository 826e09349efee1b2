import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { Menu } from '../../../contracts';
import { selectError, selectIsLoading, selectRows } from '../../../machines/admin-list';
import type { AdminTabAccess } from '../../../machines/privileges';
import { menusListLogic, nextMenuIdLogic } from './admin.actors';
import { Modal } from '../../components/Modal/Modal';
import styles from './AdminCenter.module.css';
import { ErrorBox, FieldNote, useAdminCommand } from './admin-ui';
import { useScreenActor } from '../../app/use-screen-actor';

type Dialog = { kind: 'create'; parent: number | null } | { kind: 'edit'; menu: Menu; move: boolean } | { kind: 'delete'; menu: Menu } | null;

/** The menu and its sub-menus (ids), to keep a move from placing a menu below itself. */
function subtree(menus: Menu[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of menus) {
      if (m.menu_parent_id != null && out.has(m.menu_parent_id) && !out.has(m.menu_id)) {
        out.add(m.menu_id);
        grew = true;
      }
    }
  }
  return out;
}

/** Menus: the tree of menus by parent; create, rename, move, delete. */
export function MenusTab({ access }: { access: AdminTabAccess }) {
  const list = useScreenActor(menusListLogic, { input: { idField: 'menu_id', pageSizes: [-1] } });
  const menus = useSelector(list, selectRows) as Menu[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const [dialog, setDialog] = useState<Dialog>(null);
  const ids = new Set(menus.map((m) => m.menu_id));
  const childrenOf = (parent: number | null) => menus.filter((m) => (parent === null ? m.menu_parent_id == null || !ids.has(m.menu_parent_id) : m.menu_parent_id === parent));
  const close = () => setDialog(null);

  const renderLevel = (parent: number | null, seen: Set<number>) => {
    const items = childrenOf(parent).filter((m) => !seen.has(m.menu_id));
    if (items.length === 0) return null;
    return (
      <ul className={styles.tree} aria-label={parent === null ? 'Menus' : undefined}>
        {items.map((m) => {
          const next = new Set(seen).add(m.menu_id);
          const kids = childrenOf(m.menu_id).length;
          return (
            <li key={m.menu_id}>
              <div className={styles.treeItem}>
                <span><span className={styles.treeName}>{m.menu_name}</span> <span className={styles.muted}>#{m.menu_id}{kids > 0 ? ` · ${kids} sub-menu${kids === 1 ? '' : 's'}` : ''}</span></span>
                <span className={styles.rowActions}>
                  {access.canWrite && <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Add a sub-menu to ${m.menu_name}`} onClick={() => setDialog({ kind: 'create', parent: m.menu_id })}>Add sub-menu</button>}
                  {access.canUpdate && <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Rename ${m.menu_name}`} onClick={() => setDialog({ kind: 'edit', menu: m, move: false })}>Rename</button>}
                  {access.canUpdate && <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Move ${m.menu_name}`} onClick={() => setDialog({ kind: 'edit', menu: m, move: true })}>Move</button>}
                  {access.canDelete && <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Delete ${m.menu_name}`} onClick={() => setDialog({ kind: 'delete', menu: m })}>Delete</button>}
                </span>
              </div>
              {renderLevel(m.menu_id, next)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted} style={{ margin: 0, flex: '1 1 320px' }}>Privileges are granted per menu; community tabs and administration sections each have one.</p>
        {access.canWrite && <button type="button" className="button" onClick={() => setDialog({ kind: 'create', parent: null })}>New top-level menu</button>}
      </div>
      <ErrorBox error={error} onRetry={() => list.send({ type: 'list.retry' })} />
      <div className={`${styles.treeBox} ${styles.tableWrap}`} aria-busy={loading}>
        {renderLevel(null, new Set())}
        {loading && <div className={styles.overlay} role="status">Loading menus…</div>}
      </div>
      {dialog?.kind === 'create' && <MenuDialog menus={menus} parent={dialog.parent} list={list} onClose={close} />}
      {dialog?.kind === 'edit' && <MenuDialog menus={menus} menu={dialog.menu} move={dialog.move} parent={dialog.menu.menu_parent_id} list={list} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteMenuDialog menu={dialog.menu} list={list} onClose={close} />}
    </>
  );
}

function MenuDialog({ menus, menu, move = false, parent, list, onClose }: {
  menus: Menu[]; menu?: Menu; move?: boolean; parent: number | null; list: AnyActorRef; onClose: () => void;
}) {
  const save = useAdminCommand({ reload: list, onDone: onClose });
  const [name, setName] = useState(menu?.menu_name ?? '');
  const [parentId, setParentId] = useState<number | null>(parent);
  // A new menu's id: the server proposes one no menu has used, deleted menus included (they keep theirs).
  const proposal = useScreenActor(nextMenuIdLogic);
  const proposed = useSelector(proposal, (s) => (s.status === 'done' ? String(s.output) : null));
  const [typedId, setMenuId] = useState<string | null>(null);
  const menuId = typedId ?? proposed ?? '';
  const blocked = menu ? subtree(menus, menu.menu_id) : new Set<number>();
  const options = menus.filter((m) => !blocked.has(m.menu_id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (menu) save.run({ command: 'menu.update', menu, menu_name: name.trim(), menu_parent_id: parentId });
    else save.run({ command: 'menu.create', menu_id: Number(menuId), menu_name: name.trim(), menu_parent_id: parentId });
  };
  const title = !menu ? 'New menu' : move ? `Move ${menu.menu_name}` : `Rename ${menu.menu_name}`;
  return (
    <Modal
      open onClose={onClose} busy={save.busy} width="min(520px, 94vw)" title={title}
      footer={(
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={save.busy}>Cancel</button>
          <button type="submit" form="menu-form" className="button" disabled={save.busy || !name.trim() || (!menu && !menuId)}>{save.busy ? 'Saving…' : menu ? 'Save' : 'Create menu'}</button>
        </>
      )}
    >
      <form id="menu-form" className={styles.form} onSubmit={submit}>
        {(!menu || !move) && (
          <label className={styles.control}>
            Name
            <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} data-autofocus
              aria-invalid={save.fieldErrors.menu_name ? true : undefined} aria-describedby={save.fieldErrors.menu_name ? 'menu-name-error' : undefined} />
            <FieldNote id="menu-name-error" error={save.fieldErrors.menu_name} />
          </label>
        )}
        {!menu && (
          <label className={styles.control}>
            Menu id
            <input type="number" min={1} value={menuId} onChange={(e) => setMenuId(e.target.value)} required placeholder={proposed ? undefined : 'Finding a free id…'}
              aria-invalid={save.fieldErrors.menu_id ? true : undefined} aria-describedby={save.fieldErrors.menu_id ? 'menu-id-error' : undefined} />
            <FieldNote id="menu-id-error" error={save.fieldErrors.menu_id} />
          </label>
        )}
        {(!menu || move) && (
          <label className={styles.control}>
            Parent menu
            <select value={parentId ?? ''} onChange={(e) => setParentId(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">— none (top level) —</option>
              {options.map((m) => <option key={m.menu_id} value={m.menu_id}>{m.menu_name} (#{m.menu_id})</option>)}
            </select>
          </label>
        )}
        <ErrorBox error={save.error} />
      </form>
    </Modal>
  );
}

function DeleteMenuDialog({ menu, list, onClose }: { menu: Menu; list: AnyActorRef; onClose: () => void }) {
  const del = useAdminCommand({ reload: list, onDone: onClose });
  return (
    <Modal
      open onClose={onClose} busy={del.busy} width="min(520px, 94vw)" title={`Delete ${menu.menu_name}?`}
      footer={(
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={del.busy}>Cancel</button>
          <button type="button" className={`button ${styles.danger}`} onClick={() => del.run({ command: 'menu.delete', menu })} disabled={del.busy}>{del.busy ? 'Deleting…' : 'Delete menu'}</button>
        </>
      )}
    >
      <p>Privileges on this menu stop applying. A menu with sub-menus cannot be deleted: move or delete them first.</p>
      <ErrorBox error={del.error} />
    </Modal>
  );
}
