import { useState, type FormEvent } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Role } from '../../../contracts';
import type { AdminUser } from './admin.actors';
import { Modal } from '../../components/Modal/Modal';
import styles from './AdminCenter.module.css';
import { ErrorBox, FieldNote, useAdminCommand } from './admin-ui';

type Editable = Pick<AdminUser, 'firstName' | 'lastName' | 'email' | 'username' | 'roles'>;

/** Edit a member: names, e-mail, username and roles. Only changed fields are sent. */
export function UserEditDialog({ user, roles, list, onClose }: { user: AdminUser; roles: Role[]; list: AnyActorRef; onClose: () => void }) {
  const [draft, setDraft] = useState<Editable>({ firstName: user.firstName, lastName: user.lastName, email: user.email, username: user.username, roles: user.roles });
  const save = useAdminCommand({ reload: list, onDone: onClose });
  const invalid = (field: string) => (save.fieldErrors[field] ? { 'aria-invalid': true, 'aria-describedby': `user-edit-${field}-error` } : {});
  const set = (key: keyof Editable) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const toggleRole = (id: number) => setDraft((d) => ({ ...d, roles: d.roles.includes(id) ? d.roles.filter((r) => r !== id) : [...d.roles, id] }));

  const changes: Partial<Editable> = {};
  for (const key of ['firstName', 'lastName', 'email', 'username'] as const) {
    if (draft[key].trim() !== user[key]) changes[key] = draft[key].trim();
  }
  if ([...draft.roles].sort().join() !== [...user.roles].sort().join()) changes.roles = draft.roles;
  const nothing = Object.keys(changes).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!nothing && draft.roles.length > 0) save.run({ command: 'user.save', before: user, changes });
  };
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  return (
    <Modal
      open
      onClose={onClose}
      busy={save.busy}
      title={`Edit ${name}`}
      width="min(640px, 94vw)"
      footer={(
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={save.busy}>Cancel</button>
          <button type="submit" form="user-edit" className="button" disabled={save.busy || nothing || draft.roles.length === 0}>
            {save.busy ? 'Saving…' : 'Save changes'}
          </button>
        </>
      )}
    >
      <form id="user-edit" className={styles.form} onSubmit={submit}>
        <div className={styles.formRow}>
          <label className={styles.control}>First name<input value={draft.firstName} onChange={set('firstName')} required maxLength={80} {...invalid('firstName')} /><FieldNote id="user-edit-firstName-error" error={save.fieldErrors.firstName} /></label>
          <label className={styles.control}>Last name<input value={draft.lastName} onChange={set('lastName')} maxLength={80} {...invalid('lastName')} /><FieldNote id="user-edit-lastName-error" error={save.fieldErrors.lastName} /></label>
        </div>
        <div className={styles.formRow}>
          <label className={styles.control}>E-mail<input type="email" value={draft.email} onChange={set('email')} required {...invalid('email')} /><FieldNote id="user-edit-email-error" error={save.fieldErrors.email} /></label>
          <label className={styles.control}>Username<input value={draft.username} onChange={set('username')} required minLength={3} maxLength={32} {...invalid('username')} /><FieldNote id="user-edit-username-error" error={save.fieldErrors.username} /></label>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>Roles</legend>
          {roles.map((r) => (
            <label key={r.role_id} className={styles.switch}>
              <input type="checkbox" checked={draft.roles.includes(r.role_id)} onChange={() => toggleRole(r.role_id)} />
              {r.display_name}{r.parent_user_id != null && <span className={styles.muted}> (custom)</span>}
            </label>
          ))}
        </fieldset>
        {draft.roles.length === 0 && <p className={styles.muted}>Choose at least one role.</p>}
        <ErrorBox error={save.error} />
      </form>
    </Modal>
  );
}
