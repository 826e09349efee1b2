// How a conversation reads (issue 16): day headings ("Today", "Yesterday", then dates) and
// consecutive messages of one sender grouped when they follow each other closely. Pure, so it
// is tested without a browser; the view only renders the rows.
import dayjs, { type Dayjs } from 'dayjs';
import { CHAT_TIMING, type ChatMessage } from '../../../contracts';

export type ChatRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'group'; key: string; senderId: number; senderName: string; mine: boolean; at: string; messages: ChatMessage[] };

/** "Today", "Yesterday", a weekday and date this year ("Monday, 2 March"), else the full date ("2 March 2025"). */
export function dayLabel(iso: string, now: Dayjs = dayjs()): string {
  const day = dayjs(iso);
  if (day.isSame(now, 'day')) return 'Today';
  if (day.isSame(now.subtract(1, 'day'), 'day')) return 'Yesterday';
  return day.isSame(now, 'year') ? day.format('dddd, D MMMM') : day.format('D MMMM YYYY');
}

/** Messages (oldest first) as day headings and sender groups. */
export function layoutMessages(messages: ChatMessage[], userId: number, now: Dayjs = dayjs()): ChatRow[] {
  const rows: ChatRow[] = [];
  let group: Extract<ChatRow, { kind: 'group' }> | null = null;
  let previous: ChatMessage | null = null;
  for (const message of messages) {
    const at = dayjs(message.created_at);
    const newDay = !previous || !at.isSame(dayjs(previous.created_at), 'day');
    if (newDay) {
      rows.push({ kind: 'day', key: `day-${at.format('YYYY-MM-DD')}`, label: dayLabel(message.created_at, now) });
      group = null;
    }
    const follows = group !== null && previous !== null && previous.sender_id === message.sender_id
      && at.diff(dayjs(previous.created_at)) < CHAT_TIMING.groupWithinMs;
    if (follows && group) {
      group.messages.push(message);
    } else {
      group = {
        kind: 'group', key: `group-${message.message_id}`, senderId: message.sender_id, senderName: message.sender_name,
        mine: message.sender_id === userId, at: message.created_at, messages: [message],
      };
      rows.push(group);
    }
    previous = message;
  }
  return rows;
}

/** "Maya is typing…", "Maya and Tomi are typing…", "Several people are typing…" (first names). */
export function typingText(names: string[]): string {
  const first = names.map((n) => n.trim().split(/\s+/)[0] || n);
  if (first.length === 0) return '';
  if (first.length === 1) return `${first[0]} is typing…`;
  if (first.length === 2) return `${first[0]} and ${first[1]} are typing…`;
  return 'Several people are typing…';
}
