// An optimistic on/off toggle for one target: follow/unfollow a member, topic or organisation,
// and equally "save item" or any other two-state membership. The button shows the new state at
// once; the API host's answer confirms it (and may correct the count), a refusal rolls it back
// and says why. The effect `setToggle` is supplied by the screen's wiring.
import { assign, fromPromise, setup } from 'xstate';

/** What is toggled, described by the caller (e.g. { type: 'member', id: 12, label: 'Amara Okonkwo' }). */
export interface ToggleTarget { type: string; id: number; label?: string }

export interface FollowInput {
  target: ToggleTarget;
  /** Whether the target is on (followed, saved) when the button appears. */
  on: boolean;
  /** The count shown beside it (followers, saves), or null when none is shown. */
  count?: number | null;
  /** The server's name for the "on" state when there are several (a connection: requested or connected). */
  detail?: string | null;
}

/** The API host's answer: the state it stored, and the new count when it knows it. */
export interface ToggleResult { on: boolean; count?: number | null; detail?: string | null }

export interface FollowContext {
  target: ToggleTarget;
  on: boolean;
  count: number | null;
  /** The last state the API host confirmed: what a failure rolls back to. */
  confirmedOn: boolean;
  confirmedCount: number | null;
  /** The server's name of the state; null while a change is unconfirmed. */
  detail: string | null;
  confirmedDetail: string | null;
  error: string | null;
}

export type FollowEvent =
  | { type: 'follow.toggle' }
  | { type: 'follow.dismiss' }
  /** A fresher state from elsewhere (a reloaded list) replaces the confirmed one. */
  | { type: 'follow.sync'; on: boolean; count?: number | null; detail?: string | null };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const bump = (count: number | null, on: boolean) => (count === null ? null : Math.max(0, count + (on ? 1 : -1)));

export const followMachine = setup({
  types: {
    context: {} as FollowContext,
    events: {} as FollowEvent,
    input: {} as FollowInput,
  },
  actors: {
    /** Stores the wanted state (`on`) for the target; resolves with the stored state. */
    setToggle: fromPromise<ToggleResult, { target: ToggleTarget; on: boolean }>(async () => {
      throw new Error('setToggle is not provided');
    }),
  },
  actions: {
    /** Tells the member it failed (a toast in the app); the message is in context.error too. */
    announceFailure: (_args, _params: { message: string; target: ToggleTarget; wanted: boolean }) => {},
  },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({
    target: input.target,
    on: input.on,
    count: input.count ?? null,
    confirmedOn: input.on,
    confirmedCount: input.count ?? null,
    detail: input.detail ?? null,
    confirmedDetail: input.detail ?? null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The button shows whether the member follows (or saved) the target.',
      on: {
        'follow.toggle': {
          target: 'saving',
          description: 'The member presses the button: it shows the new state at once.',
          actions: assign({ on: ({ context }) => !context.on, count: ({ context }) => bump(context.count, !context.on), detail: null, error: null }),
        },
        'follow.sync': {
          description: 'A reloaded list brings the stored state.',
          actions: assign(({ event }) => ({
            on: event.on, confirmedOn: event.on, count: event.count ?? null, confirmedCount: event.count ?? null, detail: event.detail ?? null, confirmedDetail: event.detail ?? null,
          })),
        },
      },
    },
    saving: {
      description: 'The button shows the new state while the change is saved.',
      tags: ['busy'],
      // A press while saving is not dropped: the button flips back at once and, once the first
      // answer is in, the newer choice is saved (still one request at a time).
      on: {
        'follow.toggle': {
          description: 'The member presses again while it is saved: the button shows the newer choice at once.',
          actions: assign({ on: ({ context }) => !context.on, count: ({ context }) => bump(context.count, !context.on), detail: null }),
        },
      },
      invoke: {
        id: 'setToggle',
        src: 'setToggle',
        input: ({ context }) => ({ target: context.target, on: context.on }),
        onDone: [{
          guard: ({ context, event }) => context.on !== event.output.on,
          target: 'saving',
          reenter: true,
          description: 'Saved, but the member pressed again meanwhile: the newer choice is saved now.',
          actions: assign(({ context, event }) => {
            const confirmedCount = event.output.count === undefined ? bump(context.count, event.output.on) : event.output.count;
            return { confirmedOn: event.output.on, confirmedCount, confirmedDetail: event.output.detail ?? null, count: bump(confirmedCount, context.on) };
          }),
        }, {
          target: 'idle',
          description: 'The change is saved: the button keeps its new state.',
          actions: assign(({ context, event }) => {
            const count = event.output.count === undefined ? context.count : event.output.count;
            const detail = event.output.detail ?? null;
            return { on: event.output.on, confirmedOn: event.output.on, count, confirmedCount: count, detail, confirmedDetail: detail };
          }),
        }],
        onError: {
          target: 'failed',
          description: 'Saving fails: the button goes back to its earlier state and a message says why.',
          actions: [
            { type: 'announceFailure', params: ({ context, event }) => ({ message: errorText(event.error), target: context.target, wanted: context.on }) },
            assign(({ context, event }) => ({ on: context.confirmedOn, count: context.confirmedCount, detail: context.confirmedDetail, error: errorText(event.error) })),
          ],
        },
      },
    },
    failed: {
      description: 'The button is back to its earlier state, with the message why the change failed.',
      on: {
        'follow.toggle': {
          target: 'saving',
          description: 'The member presses the button again: it shows the new state at once.',
          actions: assign({ on: ({ context }) => !context.on, count: ({ context }) => bump(context.count, !context.on), detail: null, error: null }),
        },
        'follow.dismiss': { target: 'idle', description: 'The member closes the message.', actions: assign({ error: null }) },
        'follow.sync': {
          target: 'idle',
          description: 'A reloaded list brings the stored state.',
          actions: assign(({ event }) => ({
            on: event.on, confirmedOn: event.on, count: event.count ?? null, confirmedCount: event.count ?? null, detail: event.detail ?? null, confirmedDetail: event.detail ?? null, error: null,
          })),
        },
      },
    },
  },
});
