import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { selectRoles, selectUser } from '../../../machines/auth';
import {
  selectActiveRoleId, selectError, selectIsSaving, selectSelectedRoleId, selectRoles as selectChoices,
} from '../../../machines/role-selection';
import { useAppActors, useAuth } from '../../app/AppActorsContext';
import { roleSelectionLogic } from './account.actors';
import { Card, FormMessage } from '../../components/Form';
import { roleDescription } from './role-descriptions';
import styles from './SelectRole.module.css';
import { useScreenActor } from '../../app/use-screen-actor';

/** /select-role ("Switch View"): choose which of your roles you act in. */
export default function SelectRoleScreen() {
  const roles = useAuth(selectRoles);
  const user = useAuth(selectUser);
  if (!roles || !user) return null;
  return <RoleChooser key={user.active_role.role_id} />;
}

function RoleChooser() {
  const { auth } = useAppActors();
  const navigate = useNavigate();
  const user = useAuth(selectUser)!;
  // The machine tells the auth actor the new role itself; the screen only says where to go next.
  const logic = useMemo(() => roleSelectionLogic(user.user_id).provide({ actions: { leave: () => { navigate('/user/home'); } } }), [user.user_id, navigate]);
  const actor = useScreenActor(logic, { input: { roles: user.roles, activeRoleId: user.active_role.role_id, auth } });
  const choices = useSelector(actor, selectChoices);
  const activeId = useSelector(actor, selectActiveRoleId);
  const pendingId = useSelector(actor, selectSelectedRoleId);
  const saving = useSelector(actor, selectIsSaving);
  const error = useSelector(actor, selectError);

  return (
    <Card
      title="Switch view"
      lead={choices.length > 1 ? 'You hold several roles. Choose the one you want to act in; menus and community tabs follow it.' : 'This is the role you act in. An administrator can give you more roles.'}
      wide
    >
      <ul className={styles.list}>
        {choices.map((role) => {
          const current = role.role_id === activeId;
          const pending = saving && role.role_id === pendingId;
          return (
            <li key={role.role_id}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={current}
                disabled={saving}
                onClick={() => actor.send({ type: 'role.choose', role_id: role.role_id })}
              >
                <span className={styles.name}>{role.display_name}</span>
                <span className={styles.description}>{roleDescription(role.role_name)}</span>
                {current && <span className={`${styles.badge} ${styles.current}`}>Current view</span>}
                {pending && <span className={`${styles.badge} ${styles.pending}`}>Switching…</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <FormMessage error={error} />
    </Card>
  );
}
