// A bulk operation over many records (Admin Center: enable, disable, delete, import): confirm
// with the count, then run in calls of at most FAMILY_BATCH_MAX items. Each call is all or
// nothing on the API host (decision 0007/0009), so a call either succeeds for all its items or
// fails for all of them, with the failed items' reasons by index. Progress is items done of
// the total; cancelling stops after the call in flight; the summary counts succeeded, failed
// (with messages) and skipped items. A failure without per-item reasons (network, 403) stops
// the run: retry resumes with the call that failed.
import { and, assign, enqueueActions, fromPromise, setup, type AnyActorRef, type EventObject } from 'xstate';
import { FAMILY_BATCH_MAX } from '../../contracts';

export interface BulkItemError {
  /** Position in the whole list (not in the call). */
  index: number;
  message: string;
}

export interface BulkChunkInput {
  action: string;
  items: unknown[];
  /** Position of the chunk's first item in the whole list. */
  offset: number;
}

export interface BulkOperationInput {
  /** Items per call; default (and at most) FAMILY_BATCH_MAX. */
  chunkSize?: number;
  /** Optional: when a run ends, these events go to another actor (the list clears its selection and reloads). */
  onDone?: { to: AnyActorRef; events: EventObject[] };
}

export interface BulkOperationContext {
  chunkSize: number;
  onDone: BulkOperationInput['onDone'] | null;
  action: string;
  items: unknown[];
  /** Start of the next call. */
  cursor: number;
  succeeded: number;
  failed: number;
  errors: BulkItemError[];
  /** Why the run stopped (a failure without per-item reasons). */
  error: string | null;
  cancelRequested: boolean;
}

export type BulkOperationEvent =
  | { type: 'bulk.request'; action: string; items: unknown[] }
  | { type: 'bulk.confirm' }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.retry' }
  | { type: 'bulk.close' };

type ChunkError = Error & { errors?: { index: number; message: string }[] };

const itemErrors = (error: unknown): { index: number; message: string }[] | null => {
  const list = (error as ChunkError | null)?.errors;
  return Array.isArray(list) && list.length > 0 ? list : null;
};
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const chunkLength = (c: BulkOperationContext) => Math.min(c.chunkSize, c.items.length - c.cursor);

const fresh = { cursor: 0, succeeded: 0, failed: 0, errors: [] as BulkItemError[], error: null, cancelRequested: false };

export const bulkOperationMachine = setup({
  types: {
    input: {} as BulkOperationInput | undefined,
    context: {} as BulkOperationContext,
    events: {} as BulkOperationEvent,
  },
  actors: {
    /** One call of at most chunkSize items (createMany / updateMany / deleteMany). */
    runChunk: fromPromise<unknown, BulkChunkInput>(async () => {
      throw new Error('runChunk is not provided');
    }),
  },
  guards: {
    hasItems: ({ event }) => event.type === 'bulk.request' && event.items.length > 0,
    lastCall: ({ context }) => context.cancelRequested || context.cursor + chunkLength(context) >= context.items.length,
    hasItemErrors: ({ event }) => itemErrors((event as { error?: unknown }).error) !== null,
  },
  actions: {
    /** Called when a run ends with its summary (the app shows a toast). */
    notifyDone: () => {},
    tellOnDone: enqueueActions(({ context, enqueue }) => {
      if (!context.onDone) return;
      for (const e of context.onDone.events) enqueue.sendTo(context.onDone.to, e);
    }),
    recordSuccess: assign(({ context }) => ({
      succeeded: context.succeeded + chunkLength(context),
      cursor: context.cursor + chunkLength(context),
    })),
    recordChunkFailure: assign(({ context, event }) => {
      const n = chunkLength(context);
      const reasons = (itemErrors((event as { error?: unknown }).error) ?? [])
        .filter((e) => e.index >= 0 && e.index < n)
        .map((e) => ({ index: context.cursor + e.index, message: e.message }));
      return { failed: context.failed + n, cursor: context.cursor + n, errors: [...context.errors, ...reasons] };
    }),
  },
}).createMachine({
  id: 'bulkOperation',
  context: ({ input }) => ({
    chunkSize: Math.max(1, Math.min(input?.chunkSize ?? FAMILY_BATCH_MAX, FAMILY_BATCH_MAX)),
    onDone: input?.onDone ?? null,
    action: '',
    items: [],
    ...fresh,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bulk.request': {
          guard: 'hasItems',
          target: 'confirming',
          actions: assign(({ event }) => ({ action: event.action, items: event.items, ...fresh })),
        },
      },
    },
    confirming: {
      on: {
        'bulk.confirm': 'running',
        'bulk.cancel': { target: 'idle', actions: assign({ items: [], action: '' }) },
      },
    },
    running: {
      tags: ['loading'],
      invoke: {
        id: 'runChunk',
        src: 'runChunk',
        input: ({ context }) => ({
          action: context.action,
          items: context.items.slice(context.cursor, context.cursor + chunkLength(context)),
          offset: context.cursor,
        }),
        onDone: [
          { guard: 'lastCall', target: 'done', actions: 'recordSuccess' },
          { target: 'running', reenter: true, actions: 'recordSuccess' },
        ],
        onError: [
          { guard: and(['hasItemErrors', 'lastCall']), target: 'done', actions: 'recordChunkFailure' },
          { guard: 'hasItemErrors', target: 'running', reenter: true, actions: 'recordChunkFailure' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
      on: {
        'bulk.cancel': { actions: assign({ cancelRequested: true }) },
      },
    },
    done: {
      entry: ['notifyDone', 'tellOnDone'],
      on: { 'bulk.close': { target: 'idle', actions: assign({ items: [], action: '', ...fresh }) } },
    },
    failed: {
      on: {
        'bulk.retry': { target: 'running', actions: assign({ error: null, cancelRequested: false }) },
        'bulk.close': { target: 'idle', actions: assign({ items: [], action: '', ...fresh }) },
      },
    },
  },
});
