// "New conversation" (issue 6): search members by name or username (debounced), pick one for a
// one-to-one chat or several for a group with an optional title, then create it. Ends with the
// conversation (an existing one-to-one chat with that member comes back as it is), which the
// chat machine, when given, is told itself (no view effect forwards it).
import { assign, enqueueActions, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate';
import { CHAT_LIMITS, createConversationSchema, type ChatMember, type Conversation } from '../../contracts';

/** What the chat machine hears when the conversation exists: it lists and opens it. */
export type ConversationOpenedEvent = { type: 'chat.conversationOpened'; conversation: Conversation };
type ChatRef = ActorRef<Snapshot<unknown>, ConversationOpenedEvent>;

export interface NewConversationContext {
  search: string;
  results: ChatMember[];
  picked: ChatMember[];
  error: string | null;
  created: Conversation | null;
  chat: ChatRef | null;
}

export interface NewConversationInput {
  /** Members already chosen (e.g. "Message" on someone's profile). */
  picked?: ChatMember[];
  /** The Messages view's chat actor: told about the conversation once it exists. */
  chat?: ChatRef | null;
}

export type NewConversationEvent =
  | { type: 'starter.search'; search: string }
  | { type: 'starter.pick'; member: ChatMember }
  | { type: 'starter.unpick'; userId: number }
  | { type: 'starter.create'; title?: string };

export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const newConversationMachine = setup({
  types: {
    input: {} as NewConversationInput,
    context: {} as NewConversationContext,
    events: {} as NewConversationEvent,
    output: {} as Conversation,
  },
  actors: {
    /** GET /api/chat/people?search= */
    searchPeople: fromPromise<ChatMember[], { search: string }>(async () => {
      throw new Error('searchPeople is not provided');
    }),
    /** POST /api/chat/conversations {member_ids, title?} */
    createConversation: fromPromise<Conversation, { member_ids: number[]; title?: string }>(async () => {
      throw new Error('createConversation is not provided');
    }),
  },
  delays: { searchDebounce: PEOPLE_SEARCH_DEBOUNCE_MS },
  guards: {
    hasSearch: ({ event }) => event.type === 'starter.search' && event.search.trim().length > 0,
    canCreate: ({ context }) => context.picked.length > 0,
    canPick: ({ context, event }) => event.type === 'starter.pick' && context.picked.length < CHAT_LIMITS.groupMax
      && !context.picked.some((m) => m.user_id === event.member.user_id),
  },
  actions: {
    pick: assign({ picked: ({ context, event }) => (event.type === 'starter.pick' ? [...context.picked, event.member] : context.picked) }),
    tellChat: enqueueActions(({ context, enqueue }) => {
      if (context.chat && context.created) enqueue.sendTo(context.chat, { type: 'chat.conversationOpened', conversation: context.created } satisfies ConversationOpenedEvent);
    }),
    unpick: assign({ picked: ({ context, event }) => (event.type === 'starter.unpick' ? context.picked.filter((m) => m.user_id !== event.userId) : context.picked) }),
  },
}).createMachine({
  id: 'newConversation',
  context: ({ input }) => ({ search: '', results: [], picked: input?.picked ?? [], error: null, created: null, chat: input?.chat ?? null }),
  initial: 'browsing',
  on: {
    'starter.pick': { guard: 'canPick', actions: 'pick' },
    'starter.unpick': { actions: 'unpick' },
  },
  states: {
    browsing: {
      on: {
        'starter.search': [
          { guard: 'hasSearch', target: 'debouncing', actions: assign({ search: ({ event }) => event.search }) },
          { actions: assign({ search: ({ event }) => event.search, results: [] }) },
        ],
        'starter.create': { guard: 'canCreate', target: 'creating' },
      },
    },
    debouncing: {
      on: {
        'starter.search': [
          { guard: 'hasSearch', target: 'debouncing', reenter: true, actions: assign({ search: ({ event }) => event.search }) },
          { target: 'browsing', actions: assign({ search: ({ event }) => event.search, results: [] }) },
        ],
        'starter.create': { guard: 'canCreate', target: 'creating' },
      },
      after: { searchDebounce: 'searching' },
    },
    searching: {
      tags: ['searching'],
      invoke: {
        id: 'searchPeople',
        src: 'searchPeople',
        input: ({ context }) => ({ search: context.search.trim() }),
        onDone: { target: 'browsing', actions: assign({ results: ({ event }) => event.output, error: null }) },
        onError: { target: 'browsing', actions: assign({ results: [], error: ({ event }) => errorText(event.error) }) },
      },
      on: {
        'starter.search': [
          { guard: 'hasSearch', target: 'debouncing', actions: assign({ search: ({ event }) => event.search }) },
          { target: 'browsing', actions: assign({ search: ({ event }) => event.search, results: [] }) },
        ],
        // Start stays enabled while a search runs: the members already picked are what is created
        // (the search is dropped), rather than the press going nowhere.
        'starter.create': { guard: 'canCreate', target: 'creating' },
      },
    },
    creating: {
      tags: ['creating'],
      invoke: {
        id: 'createConversation',
        src: 'createConversation',
        input: ({ context, event }) => {
          const title = event.type === 'starter.create' && context.picked.length > 1 ? event.title?.trim() : undefined;
          return createConversationSchema.parse({ member_ids: context.picked.map((m) => m.user_id), ...(title ? { title } : {}) });
        },
        onDone: { target: 'done', actions: [assign({ error: null, created: ({ event }) => event.output }), 'tellChat'] },
        onError: { target: 'browsing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.created!,
});
