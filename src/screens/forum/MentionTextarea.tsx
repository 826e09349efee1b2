import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  mentionQueryAt, selectMentionActive, selectMentionEmpty, selectMentionLooking, selectMentionOpen, selectMentionPick, selectMentionSuggestions,
} from '../../../machines/forum-topic';
import type { mentionSuggestLogic } from './forum.actors';
import styles from './Forum.module.css';

type Mentions = ActorRefFrom<typeof mentionSuggestLogic>;

interface Props {
  label: string;
  value: string;
  mentions: Mentions;
  disabled?: boolean;
  /** The text changed (typed): the new value. */
  onChange: (value: string) => void;
  /** A member was picked for the @prefix before `caret`. */
  onPick: (username: string, caret: number) => void;
  describedBy?: string;
  rows?: number;
  autoFocus?: boolean;
  name?: string;
}

/**
 * A Markdown text box with @mention suggestions: a combobox whose listbox opens under it while
 * a name is typed after @. Arrows move the highlight, Enter (or Tab) picks, Escape closes; the
 * highlighted member is the textarea's aria-activedescendant.
 */
export function MentionTextarea({ label, value, mentions, disabled, onChange, onPick, describedBy, rows = 6, autoFocus, name }: Props) {
  const id = useId();
  const listId = `${id}-mentions`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const caretAfter = useRef<number | null>(null);
  const open = useSelector(mentions, selectMentionOpen);
  const suggestions = useSelector(mentions, selectMentionSuggestions);
  const active = useSelector(mentions, selectMentionActive);
  const looking = useSelector(mentions, selectMentionLooking);
  const empty = useSelector(mentions, selectMentionEmpty);
  const pick = useSelector(mentions, selectMentionPick);

  // After a pick the caret goes right after the inserted name (DOM focus management only).
  useLayoutEffect(() => {
    if (caretAfter.current === null || !ref.current) return;
    ref.current.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  }, [value]);

  const choose = (username: string) => {
    const caret = ref.current?.selectionStart ?? value.length;
    const query = mentionQueryAt(value, caret) ?? '';
    caretAfter.current = caret - query.length - 1 + username.length + 2;
    onPick(username, caret);
    mentions.send({ type: 'mention.close' });
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      mentions.send({ type: 'mention.close' });
    } else if (pick && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      mentions.send({ type: 'mention.move', delta: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (pick && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      choose(pick.username);
    }
  };

  const track = (text: string, caret: number) => mentions.send({ type: 'mention.query', query: mentionQueryAt(text, caret) });

  return (
    <div className={styles.mentionField}>
      <label htmlFor={id} className={styles.fieldLabel}>{label}</label>
      <textarea
        id={id}
        ref={ref}
        name={name}
        rows={rows}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={pick ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        onChange={(e) => { onChange(e.target.value); track(e.target.value, e.target.selectionStart); }}
        onKeyDown={onKeyDown}
        onClick={(e) => track(e.currentTarget.value, e.currentTarget.selectionStart)}
        onBlur={() => mentions.send({ type: 'mention.close' })}
      />
      <ul id={listId} role="listbox" aria-label="Members to mention" className={styles.mentionList} hidden={!open}>
        {looking && <li className={styles.mentionNote} role="presentation">Looking for members…</li>}
        {empty && <li className={styles.mentionNote} role="presentation">No member matches.</li>}
        {suggestions.map((m, i) => (
          <li
            key={m.user_id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.mentionOption}
            // mousedown, not click: the textarea keeps focus (its blur would close the list first).
            onMouseDown={(e) => { e.preventDefault(); choose(m.username); }}
            onMouseEnter={() => mentions.send({ type: 'mention.highlight', index: i })}
          >
            <strong>@{m.username}</strong> <span className={styles.muted}>{m.display_name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
