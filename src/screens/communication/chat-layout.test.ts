import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contracts';
import { dayLabel, layoutMessages, typingText } from './chat-layout';

const now = dayjs('2026-11-23T15:00:00');
const m = (id: number, sender: number, at: string): ChatMessage => ({
  message_id: id, conversation_id: 1, sender_id: sender, sender_name: sender === 1 ? 'Maya Mensah' : 'Rohan Iyer', body: `m${id}`,
  created_at: dayjs(at).toISOString(), edited_at: null,
});

describe('chat layout', () => {
  it('labels days as Today, Yesterday, a weekday this year and a full date before', () => {
    expect(dayLabel(dayjs('2026-11-23T08:00:00').toISOString(), now)).toBe('Today');
    expect(dayLabel(dayjs('2026-11-22T23:59:00').toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(dayjs('2026-03-02T10:00:00').toISOString(), now)).toBe('Monday, 2 March');
    expect(dayLabel(dayjs('2025-03-02T10:00:00').toISOString(), now)).toBe('2 March 2025');
  });

  it('groups consecutive messages of one sender within a few minutes, and starts a new group on a new day, sender or pause', () => {
    const rows = layoutMessages([
      m(1, 2, '2026-11-22T18:00:00'), m(2, 2, '2026-11-22T18:02:00'),
      m(3, 2, '2026-11-23T09:00:00'), m(4, 2, '2026-11-23T09:01:00'),
      m(5, 1, '2026-11-23T09:02:00'),
      m(6, 1, '2026-11-23T09:30:00'),
    ], 1, now);
    expect(rows.map((r) => (r.kind === 'day' ? r.label : `${r.mine ? 'me' : r.senderName}:${r.messages.map((x) => x.message_id).join(',')}`))).toEqual([
      'Yesterday', 'Rohan Iyer:1,2', 'Today', 'Rohan Iyer:3,4', 'me:5', 'me:6',
    ]);
  });

  it('says who is typing by first name', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Maya Mensah'])).toBe('Maya is typing…');
    expect(typingText(['Maya Mensah', 'Rohan Iyer'])).toBe('Maya and Rohan are typing…');
    expect(typingText(['A', 'B', 'C'])).toBe('Several people are typing…');
  });
});
