// Role selection (/select-role) and Switch View (SPEC §4, §6): the member picks one of their
// roles; a different role is saved as their active role, the current one is kept as is.
import { assign, enqueueActions, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate';
import { toActiveRole, type ActiveRole, type Role } from '../../contracts';

/** What the app's auth machine hears when the active role is set. */
export type ActiveRoleChangedEvent = { type: 'auth.activeRoleChanged'; activeRole: ActiveRole };

export interface RoleSelectionInput {
  roles: Role[];
  activeRoleId: number | null;
  /** The app's auth actor: told the new active role when the choice is done (no view effect forwards it). */
  auth?: ActorRef<Snapshot<unknown>, ActiveRoleChangedEvent> | null;
}

export type RoleSelectionEvent = { type: 'role.choose'; role_id: number } | { type: 'role.dismissError' };

export type RoleSelectionOutput = { role: Role; activeRole: ActiveRole };

export interface RoleSelectionContext {
  roles: Role[];
  activeRoleId: number | null;
  /** The role being saved (or chosen last), for the screen to mark the pending choice. */
  selectedRoleId: number | null;
  error: string | null;
  auth: ActorRef<Snapshot<unknown>, ActiveRoleChangedEvent> | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const roleSelectionMachine = setup({
  types: {
    input: {} as RoleSelectionInput,
    context: {} as RoleSelectionContext,
    events: {} as RoleSelectionEvent,
    output: {} as RoleSelectionOutput,
  },
  guards: {
    isActiveRole: ({ context, event }) => event.type === 'role.choose' && event.role_id === context.activeRoleId,
    isOwnRole: ({ context, event }) => event.type === 'role.choose' && context.roles.some((r) => r.role_id === event.role_id),
  },
  actors: {
    /** Saves the member's active role (PUT /api/global-user/profile/update { active_role }). */
    saveActiveRole: fromPromise<void, { role_id: number }>(async () => {
      throw new Error('saveActiveRole is not provided');
    }),
  },
  actions: {
    /** Supplied by the app: the member goes on (to their home) once the choice is done. */
    leave: () => {},
    tellAuth: enqueueActions(({ context, enqueue }) => {
      const role = context.roles.find((r) => r.role_id === context.selectedRoleId);
      if (context.auth && role) enqueue.sendTo(context.auth, { type: 'auth.activeRoleChanged', activeRole: toActiveRole(role, context.roles) } satisfies ActiveRoleChangedEvent);
    }),
  },
}).createMachine({
  id: 'roleSelection',
  context: ({ input }) => ({ roles: input.roles, activeRoleId: input.activeRoleId, selectedRoleId: null, error: null, auth: input.auth ?? null }),
  initial: 'choosing',
  output: ({ context }) => {
    const role = context.roles.find((r) => r.role_id === context.selectedRoleId)!;
    return { role, activeRole: toActiveRole(role, context.roles) };
  },
  states: {
    choosing: {
      on: {
        'role.choose': [
          // The current role: nothing to save.
          { guard: 'isActiveRole', target: 'done', actions: assign({ selectedRoleId: ({ event }) => event.role_id, error: null }) },
          { guard: 'isOwnRole', target: 'saving', actions: assign({ selectedRoleId: ({ event }) => event.role_id, error: null }) },
          // A role the member does not hold is ignored.
        ],
        'role.dismissError': { actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: ['loading'],
      invoke: {
        id: 'saveActiveRole',
        src: 'saveActiveRole',
        input: ({ context }) => ({ role_id: context.selectedRoleId! }),
        onDone: { target: 'done', actions: assign({ activeRoleId: ({ context }) => context.selectedRoleId }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    done: { type: 'final', entry: ['leave', 'tellAuth'] },
  },
});
