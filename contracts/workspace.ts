import { z } from './zod';
import { idTextSchema } from './input-limits';

// The innovation workspace (issue 15; docs/decisions/0046-workspace-wellbeing-labs.md): a
// personal board of idea cards in four fixed columns, saved on the server; and the assistant
// test page (/gemini-test), which answers only when a model is configured on the API host.

export const IDEA_COLUMNS = [
  { key: 'ideas', title: 'Ideas' },
  { key: 'exploring', title: 'Exploring' },
  { key: 'validating', title: 'Validating' },
  { key: 'building', title: 'Building' },
] as const;
export type IdeaColumnKey = (typeof IDEA_COLUMNS)[number]['key'];
export const IDEA_COLUMN_KEYS = IDEA_COLUMNS.map((c) => c.key) as [IdeaColumnKey, ...IdeaColumnKey[]];
export const IDEA_CARDS_MAX = 200;

export const WORKSPACE_MESSAGES = {
  titleRequired: 'Give the idea a title.',
  titleTooLong: 'The title is at most 120 characters.',
  notesTooLong: 'Notes are at most 2000 characters.',
  cardNotFound: 'Card not found',
  tooMany: `Your board holds at most ${IDEA_CARDS_MAX} cards; delete some first.`,
  failed: 'Your board could not be loaded.',
} as const;

export const ideaCardSchema = z.object({
  card_id: z.number().int(),
  column: z.enum(IDEA_COLUMN_KEYS),
  position: z.number().int(),
  title: z.string(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IdeaCard = z.infer<typeof ideaCardSchema>;

export const ideaBoardSchema = z.object({ cards: z.array(ideaCardSchema) });
export type IdeaBoard = z.infer<typeof ideaBoardSchema>;

const title = z.string().trim().min(1, WORKSPACE_MESSAGES.titleRequired).max(120, WORKSPACE_MESSAGES.titleTooLong);
const notes = z.string().trim().max(2000, WORKSPACE_MESSAGES.notesTooLong);

export const ideaCardCreateSchema = z.object({ title, notes: notes.default(''), column: z.enum(IDEA_COLUMN_KEYS).default('ideas') });
export type IdeaCardCreate = z.input<typeof ideaCardCreateSchema>;
export const ideaCardUpdateSchema = z.object({ title: title.optional(), notes: notes.optional() });
export type IdeaCardUpdate = z.infer<typeof ideaCardUpdateSchema>;
/** Move a card to a column at a position (0 = top); the rest of the column closes up. */
export const ideaCardMoveSchema = z.object({ column: z.enum(IDEA_COLUMN_KEYS), position: z.number().int().min(0).max(IDEA_CARDS_MAX) });
export type IdeaCardMove = z.infer<typeof ideaCardMoveSchema>;
export const ideaCardParamsSchema = z.object({ id: idTextSchema });

// ---------------------------------------------------------------- assistant test page

/** Environment variables of the API host that turn the assistant on. */
export const ASSISTANT_ENV = { key: 'GEMINI_API_KEY', model: 'GEMINI_MODEL', defaultModel: 'gemini-1.5-flash' } as const;

export const ASSISTANT_MESSAGES = {
  notConfigured: `No assistant model is configured on this server. An administrator sets ${ASSISTANT_ENV.key} (and optionally ${ASSISTANT_ENV.model}) on the API host to turn it on.`,
  promptRequired: 'Write a question first.',
  promptTooLong: 'A question is at most 2000 characters.',
  upstreamFailed: 'The assistant model did not answer. Try again later.',
} as const;

export const assistantStatusSchema = z.object({ configured: z.boolean(), model: z.string().nullable(), message: z.string() });
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;
export const assistantAskSchema = z.object({ prompt: z.string().trim().min(1, ASSISTANT_MESSAGES.promptRequired).max(2000, ASSISTANT_MESSAGES.promptTooLong) });
export const assistantAnswerSchema = z.object({ model: z.string(), answer: z.string() });
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;
