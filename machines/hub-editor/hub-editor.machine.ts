// The Admin Center's Hubs tab (issue 12; docs/decisions/0033-hub-engine.md): pick a hub, edit its
// title, intro, visibility and ordered sections (add, remove, reorder, configure kind and
// parameters), see it live (an invoked hub-preview child) and save. Every change is validated
// with the API host's own schema (contracts/hubs.ts), so Save is refused here with the same
// texts the server would answer; the server checks again and its 400 is shown as is.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import {
  hubUpdateSchema, SECTION_KIND_LABELS, type HubSummary, type HubUpdate, type SectionConfig, type SectionKind,
} from '../../contracts';
import { hubPreviewMachine } from './hub-preview.machine';

export interface HubEditorInput { slug?: string | null }

/** One edit of the draft. */
export type HubChange =
  | { field: 'title' | 'intro'; value: string }
  | { field: 'visibility'; value: HubUpdate['visibility'] }
  | { op: 'add'; kind: SectionKind }
  | { op: 'remove'; id: string }
  | { op: 'move'; id: string; by: -1 | 1 }
  | { op: 'update'; id: string; title?: string; params?: Record<string, unknown> };

export interface HubEditorContext {
  requested: string | null;
  hubs: HubSummary[];
  slug: string | null;
  draft: HubUpdate | null;
  /** Field path ("title", "sections.2.params.limit") → message, from the shared schema. */
  errors: Record<string, string>;
  dirty: boolean;
  loadError: string | null;
  saveError: string | null;
  savedAt: string | null;
}

export type HubEditorEvent =
  | { type: 'editor.retry' }
  | { type: 'editor.select'; slug: string }
  | { type: 'editor.change'; change: HubChange }
  | { type: 'editor.discard' }
  | { type: 'editor.save' };

const DEFAULT_PARAMS: Record<SectionKind, SectionConfig['params']> = {
  featured: { content_slugs: [] },
  'content-list': { content_type: null, tag: null, limit: 6 },
  opportunities: { tag: null, limit: 4 },
  events: { event_kind: null, tag: null, limit: 4 },
  programs: { category: null, limit: 3 },
  'forum-topics': { category_slug: null, limit: 5 },
  people: { community: null, limit: 6 },
  organizations: { category: null, limit: 6 },
  'rich-text': { body: '' },
};

/** A new section of a kind, with an id unused in the hub. */
export function newSection(kind: SectionKind, sections: readonly SectionConfig[]): SectionConfig {
  const ids = new Set(sections.map((s) => s.id));
  let n = 1;
  while (ids.has(`${kind}-${n}`)) n += 1;
  return { id: `${kind}-${n}`, kind, title: SECTION_KIND_LABELS[kind], params: structuredClone(DEFAULT_PARAMS[kind]) } as SectionConfig;
}

export function applyChange(draft: HubUpdate, change: HubChange): HubUpdate {
  if ('field' in change) return { ...draft, [change.field]: change.value };
  const sections = [...draft.sections];
  const at = 'id' in change ? sections.findIndex((s) => s.id === change.id) : -1;
  switch (change.op) {
    case 'add':
      return { ...draft, sections: [...sections, newSection(change.kind, sections)] };
    case 'remove':
      return at < 0 ? draft : { ...draft, sections: sections.filter((_, i) => i !== at) };
    case 'move': {
      const to = at + change.by;
      if (at < 0 || to < 0 || to >= sections.length) return draft;
      [sections[at], sections[to]] = [sections[to]!, sections[at]!];
      return { ...draft, sections };
    }
    case 'update': {
      if (at < 0) return draft;
      const current = sections[at]!;
      sections[at] = { ...current, ...(change.title !== undefined ? { title: change.title } : {}), params: { ...current.params, ...(change.params ?? {}) } } as SectionConfig;
      return { ...draft, sections };
    }
  }
}

/** The shared schema's complaints about a draft, by field path. */
export function validateDraft(draft: HubUpdate): Record<string, string> {
  const parsed = hubUpdateSchema.safeParse(draft);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

const draftOf = (hub: HubSummary): HubUpdate => ({ title: hub.title, intro: hub.intro, visibility: hub.visibility, sections: hub.sections });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const hubEditorMachine = setup({
  types: {
    input: {} as HubEditorInput,
    context: {} as HubEditorContext,
    events: {} as HubEditorEvent,
  },
  actors: {
    /** GET /api/hubs. */
    loadHubs: fromPromise<HubSummary[], void>(async () => { throw new Error('loadHubs is not provided'); }),
    /** PUT /api/hubs/:slug. */
    saveHub: fromPromise<HubSummary, { slug: string; draft: HubUpdate }>(async () => { throw new Error('saveHub is not provided'); }),
    hubPreview: hubPreviewMachine,
  },
  guards: {
    isValid: ({ context }) => context.draft !== null && Object.keys(validateDraft(context.draft)).length === 0,
  },
  actions: {
    select: assign(({ context, event }) => {
      const slug = event.type === 'editor.select' ? event.slug : context.slug;
      const hub = context.hubs.find((h) => h.slug === slug) ?? null;
      return { slug: hub?.slug ?? null, draft: hub ? draftOf(hub) : null, errors: {}, dirty: false, saveError: null, savedAt: null };
    }),
    change: assign(({ context, event }) => {
      if (event.type !== 'editor.change' || !context.draft) return {};
      const draft = applyChange(context.draft, event.change);
      return { draft, errors: validateDraft(draft), dirty: true, saveError: null, savedAt: null };
    }),
    showErrors: assign(({ context }) => ({ errors: context.draft ? validateDraft(context.draft) : {} })),
    sendDraft: sendTo('preview', ({ context }) => ({ type: 'preview.draft' as const, draft: context.draft! })),
  },
}).createMachine({
  id: 'hubEditor',
  context: ({ input }) => ({
    requested: input.slug ?? null, hubs: [], slug: null, draft: null, errors: {}, dirty: false, loadError: null, saveError: null, savedAt: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The Hubs tab shows "Loading hubs…".',
      tags: ['loading'],
      invoke: {
        src: 'loadHubs',
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({ hubs: event.output, slug: (event.output.find((h) => h.slug === context.requested) ?? event.output[0])?.slug ?? null, loadError: null })),
            'select',
          ],
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      description: 'The reason the hubs could not be loaded and a Try again button.',
      on: { 'editor.retry': 'loading' },
    },
    editing: {
      invoke: { id: 'preview', src: 'hubPreview' },
      entry: 'sendDraft',
      initial: 'idle',
      states: {
        idle: {
          description: 'The hub picker, the form (title, intro, visibility, sections with Up, Down, Remove and their settings), Save and the live preview.',
          on: {
            'editor.select': { actions: ['select', 'sendDraft'] },
            'editor.change': { actions: ['change', 'sendDraft'] },
            'editor.discard': { actions: ['select', 'sendDraft'] },
            'editor.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'showErrors' }],
          },
        },
        saving: {
          description: 'Save reads "Saving…" and the form is read-only.',
          tags: ['loading'],
          invoke: {
            src: 'saveHub',
            input: ({ context }) => ({ slug: context.slug!, draft: context.draft! }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                hubs: context.hubs.map((h) => (h.slug === event.output.slug ? event.output : h)),
                draft: draftOf(event.output), dirty: false, saveError: null, savedAt: new Date().toISOString(),
              })),
            },
            onError: { target: 'idle', actions: assign({ saveError: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});
