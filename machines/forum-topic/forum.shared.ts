// Shapes and texts shared by the forum's machines (issue 14). Posts and topics are the API
// host's own shapes (contracts/forum.ts): `body_html` is rendered and sanitised by the server.
import type { ForumPost, ForumReaction, ForumTopic } from '../../contracts';

export type { ForumPost, ForumTopic, ForumReaction };

export const FORUM_TEXT = {
  network: 'Could not reach the server. Check your connection and try again.',
  emptyReply: 'Write something before posting.',
  hidden: 'A moderator hid this topic.',
} as const;

/** What a screen may show: the server's text, or a plain sentence when there is none. */
export const errorText = (error: unknown): string => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return !message.trim() || message === 'Network Error' || message === 'Failed to fetch' ? FORUM_TEXT.network : message;
};

/** The `@prefix` being typed right before the caret (letters, digits, _ . -), or null. */
export function mentionQueryAt(draft: string, caret: number): string | null {
  const before = draft.slice(0, Math.max(0, Math.min(caret, draft.length)));
  const match = /(^|[^\w@/.])@([\w.-]{0,30})$/.exec(before);
  return match ? match[2]! : null;
}

/** The draft with the `@prefix` before the caret replaced by `@username ` (unchanged when no prefix is there). */
export function insertMention(draft: string, caret: number, username: string): { draft: string; caret: number } {
  const at = Math.max(0, Math.min(caret, draft.length));
  const prefix = mentionQueryAt(draft, at);
  if (prefix === null) return { draft, caret: at };
  const start = at - prefix.length - 1;
  const inserted = `@${username} `;
  return { draft: draft.slice(0, start) + inserted + draft.slice(at), caret: start + inserted.length };
}
