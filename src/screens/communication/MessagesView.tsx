import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import type { ChatMessage, Conversation } from '../../../contracts';
import {
  selectActiveConversation, selectConversations, selectEarlierError, selectEditError, selectEditingId, selectHasMore,
  selectIsLoadingEarlier, selectIsLoadingList, selectIsSavingEdit, selectIsSending, selectListError, selectMessages, selectSendError,
  selectSentCount, selectThreadError, selectThreadStatus, selectUserId,
} from '../../../machines/chat';
import { useChatConnection } from './chat-connection';
import { chatLogic } from './communication.actors';
import { Avatar } from '../../components/Avatar/Avatar';
import { formatRelativeTime } from '../../lib/relative-time';
import styles from './Communication.module.css';
import { NewConversationDialog } from './NewConversationDialog';
import type { ActorRefFrom } from 'xstate';
import { useScreenActor } from '../../app/use-screen-actor';

type ChatRef = ActorRefFrom<typeof chatLogic>;

/** The name of a conversation as the member sees it: its title, or the other members. */
export function conversationName(c: Conversation, userId: number): string {
  if (c.title) return c.title;
  const others = c.members.filter((m) => m.user_id !== userId).map((m) => m.name);
  return others.length > 0 ? others.join(', ') : 'Just you';
}

function preview(c: Conversation, userId: number): string {
  const last = c.last_message;
  if (!last) return 'No messages yet';
  const who = last.sender_id === userId ? 'You: ' : c.is_group ? `${last.sender_name.split(' ')[0]}: ` : '';
  return `${who}${last.body}`;
}

/** /messages: conversations, the open thread with its composer, and "New conversation". */
export function MessagesView({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const initial = Number(params.get('c')) || null;
  const chat = useScreenActor(chatLogic, { input: { userId, conversationId: initial } });
  useChatConnection(chat);
  const threadStatus = useSelector(chat, selectThreadStatus);
  const active = useSelector(chat, selectActiveConversation);
  const [starting, setStarting] = useState(false);

  // The open conversation is part of the address, so a reload or a shared link opens it again.
  const activeId = active?.conversation_id ?? null;
  useEffect(() => {
    setParams((p) => {
      const current = Number(p.get('c')) || null;
      if (current === activeId) return p;
      const next = new URLSearchParams(p);
      if (activeId) next.set('c', String(activeId));
      else next.delete('c');
      return next;
    }, { replace: true });
  }, [activeId, setParams]);

  return (
    <>
      <div className={styles.chat} data-open={threadStatus !== 'none'}>
        <ConversationSidebar chat={chat} onNew={() => setStarting(true)} />
        <section className={styles.thread} aria-label="Conversation">
          {active && threadStatus !== 'none' ? (
            <Thread chat={chat} conversation={active} />
          ) : (
            <div className={styles.placeholder}>
              <div>
                <p>Choose a conversation, or start a new one.</p>
                <button type="button" className="button" onClick={() => setStarting(true)}>New conversation</button>
              </div>
            </div>
          )}
        </section>
      </div>
      {starting && (
        <NewConversationDialog
          onClose={() => setStarting(false)}
          onCreated={(conversation) => {
            setStarting(false);
            chat.send({ type: 'chat.conversationOpened', conversation });
          }}
        />
      )}
    </>
  );
}

function ConversationSidebar({ chat, onNew }: { chat: ChatRef; onNew: () => void }) {
  const conversations = useSelector(chat, selectConversations);
  const loading = useSelector(chat, selectIsLoadingList);
  const error = useSelector(chat, selectListError);
  const userId = useSelector(chat, selectUserId);
  const active = useSelector(chat, selectActiveConversation);
  const refs = useRef<Record<number, HTMLLIElement | null>>({});
  const focusable = active?.conversation_id ?? conversations[0]?.conversation_id;

  // Listbox keys: arrows, Home and End move; Enter or Space opens.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const ids = conversations.map((c) => c.conversation_id);
    const current = ids.indexOf(Number((document.activeElement as HTMLElement | null)?.dataset.id));
    const to = event.key === 'ArrowDown' ? Math.min(ids.length - 1, current + 1)
      : event.key === 'ArrowUp' ? Math.max(0, current - 1)
        : event.key === 'Home' ? 0 : event.key === 'End' ? ids.length - 1 : -1;
    if (to >= 0) {
      event.preventDefault();
      refs.current[ids[to]!]?.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      chat.send({ type: 'chat.select', conversationId: ids[current]! });
    }
  };

  return (
    <aside className={styles.sidebar} aria-labelledby="conversations-title">
      <div className={styles.sidebarHeader}>
        <h2 id="conversations-title">Conversations</h2>
        <button type="button" className={`button ${styles.small} ${styles.nowrap}`} onClick={onNew} aria-label="New conversation">+ New</button>
      </div>
      {error ? (
        <div className={styles.sideNote} role="alert">
          <p className={styles.error}>{error}</p>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => chat.send({ type: 'chat.retry' })}>Try again</button>
        </div>
      ) : loading ? (
        <p className={styles.sideNote} role="status">Loading conversations…</p>
      ) : conversations.length === 0 ? (
        <p className={styles.sideNote}>No conversations yet. Start one with “New conversation”.</p>
      ) : (
        <ul className={styles.conversations} role="listbox" aria-labelledby="conversations-title" onKeyDown={onKeyDown}>
          {conversations.map((c) => {
            const name = conversationName(c, userId);
            const selected = c.conversation_id === active?.conversation_id;
            return (
              <li
                key={c.conversation_id}
                ref={(el) => { refs.current[c.conversation_id] = el; }}
                role="option"
                aria-selected={selected}
                data-id={c.conversation_id}
                tabIndex={c.conversation_id === focusable ? 0 : -1}
                className={styles.conversation}
                onClick={() => chat.send({ type: 'chat.select', conversationId: c.conversation_id })}
                aria-label={`${name}${c.unread > 0 ? `, ${c.unread} unread` : ''}`}
              >
                <span className={styles.avatarCell}><Avatar name={name} size={40} /></span>
                <span className={styles.convName}>{name}</span>
                <span className={styles.convTime}>
                  {c.unread > 0 ? <span className={styles.unreadBadge} aria-hidden="true">{c.unread > 99 ? '99+' : c.unread}</span>
                    : c.last_message ? formatRelativeTime(c.last_message.created_at) : ''}
                </span>
                <span className={styles.convPreview}>{preview(c, userId)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}

function Thread({ chat, conversation }: { chat: ChatRef; conversation: Conversation }) {
  const userId = useSelector(chat, selectUserId);
  const status = useSelector(chat, selectThreadStatus);
  const messages = useSelector(chat, selectMessages);
  const hasMore = useSelector(chat, selectHasMore);
  const loadingEarlier = useSelector(chat, selectIsLoadingEarlier);
  const threadError = useSelector(chat, selectThreadError);
  const earlierError = useSelector(chat, selectEarlierError);
  const name = conversationName(conversation, userId);
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<{ first: number | null; last: number | null; height: number }>({ first: null, last: null, height: 0 });

  // New messages at the bottom scroll into view; an earlier page keeps the reader where they were.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.message_id ?? null;
    const lastId = messages.at(-1)?.message_id ?? null;
    const before = last.current;
    if (before.first !== null && first !== null && first < before.first && lastId === before.last) el.scrollTop = el.scrollHeight - before.height + el.scrollTop;
    else if (lastId !== before.last) el.scrollTop = el.scrollHeight;
    last.current = { first, last: lastId, height: el.scrollHeight };
  }, [messages]);

  const others = conversation.members.filter((m) => m.user_id !== userId);
  return (
    <>
      <header className={styles.threadHeader}>
        <button type="button" className={`button button--ghost ${styles.small} ${styles.back}`} onClick={() => chat.send({ type: 'chat.back' })} aria-label="Back to conversations">
          ← Back
        </button>
        <Avatar name={name} size={36} />
        <div className={styles.threadTitle}>
          <h2>{name}</h2>
          <p>{conversation.is_group ? `${conversation.members.length} members: ${conversation.members.map((m) => m.name).join(', ')}` : others.map((m) => `@${m.username}`).join(', ')}</p>
        </div>
      </header>
      <div className={styles.log} ref={scroller}>
        {status === 'loading' && <p className={styles.muted} role="status">Loading messages…</p>}
        {status === 'failed' && (
          <div className={styles.errorBox} role="alert">
            <p>{threadError ?? 'The messages could not be loaded.'}</p>
            <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => chat.send({ type: 'chat.retry' })}>Try again</button>
          </div>
        )}
        {status === 'ready' && hasMore && (
          <button type="button" className={`button button--ghost ${styles.small} ${styles.earlier}`} disabled={loadingEarlier} onClick={() => chat.send({ type: 'chat.loadEarlier' })}>
            {loadingEarlier ? 'Loading earlier messages…' : 'Load earlier messages'}
          </button>
        )}
        {earlierError && <p className={styles.error} role="alert">{earlierError}</p>}
        {status === 'ready' && messages.length === 0 && <p className={styles.muted}>No messages yet. Say hello!</p>}
        <div role="log" aria-live="polite" aria-relevant="additions text" aria-label={`Messages with ${name}`}>
          <ol className={styles.messages}>
            {messages.map((m) => <MessageItem key={m.message_id} chat={chat} message={m} mine={m.sender_id === userId} showSender={conversation.is_group} />)}
          </ol>
        </div>
      </div>
      {/* Keyed by conversation: another conversation starts with an empty composer. */}
      {status === 'ready' && <Composer key={conversation.conversation_id} chat={chat} name={name} />}
    </>
  );
}

function MessageItem({ chat, message, mine, showSender }: { chat: ChatRef; message: ChatMessage; mine: boolean; showSender: boolean }) {
  const editingId = useSelector(chat, selectEditingId);
  const editing = editingId === message.message_id;
  const when = dayjs(message.created_at);
  return (
    <li className={`${styles.message} ${mine ? styles.mine : ''}`}>
      {editing ? <EditBox chat={chat} message={message} /> : (
        <div className={styles.bubble}>
          {!mine && <span className="visually-hidden">{message.sender_name}: </span>}
          {/* Plain text: React text nodes, never HTML. */}
          <p className={styles.messageBody}>{message.body}</p>
        </div>
      )}
      <span className={styles.messageMeta}>
        {showSender && !mine && <strong>{message.sender_name}</strong>}
        <time dateTime={message.created_at} title={when.format('D MMM YYYY, HH:mm')}>{when.isSame(dayjs(), 'day') ? when.format('HH:mm') : when.format('D MMM, HH:mm')}</time>
        {message.edited_at && <span>(edited)</span>}
        {mine && !editing && editingId === null && (
          <button type="button" className={styles.linkButton} onClick={() => chat.send({ type: 'chat.editStart', messageId: message.message_id })} aria-label={`Edit message: ${message.body.slice(0, 40)}`}>
            Edit
          </button>
        )}
      </span>
    </li>
  );
}

function EditBox({ chat, message }: { chat: ChatRef; message: ChatMessage }) {
  const [text, setText] = useState(message.body);
  const saving = useSelector(chat, selectIsSavingEdit);
  const error = useSelector(chat, selectEditError);
  const id = useId();
  const save = () => chat.send({ type: 'chat.editSave', body: text });
  return (
    <div className={styles.editBox}>
      <label htmlFor={id} className="visually-hidden">Edit message</label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        rows={2}
        autoFocus
        readOnly={saving}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            chat.send({ type: 'chat.editCancel' });
          }
        }}
      />
      {error && <p className={styles.error} role="alert">{error}</p>}
      <div className={styles.editActions}>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => chat.send({ type: 'chat.editCancel' })} disabled={saving}>Cancel</button>
        <button type="button" className={`button ${styles.small}`} onClick={save} disabled={saving}>{saving ? 'Saving…' : 'Save'}</button>
      </div>
    </div>
  );
}

function Composer({ chat, name }: { chat: ChatRef; name: string }) {
  const [text, setText] = useState('');
  const sending = useSelector(chat, selectIsSending);
  const error = useSelector(chat, selectSendError);
  const sent = useSelector(chat, selectSentCount);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLTextAreaElement>(null);

  // A message sent: the composer empties for the next one.
  const [sentSeen, setSentSeen] = useState(sent);
  if (sent !== sentSeen) {
    setSentSeen(sent);
    setText('');
  }
  // A conversation just opened: the composer is where typing goes.
  useEffect(() => {
    input.current?.focus({ preventScroll: true });
  }, []);

  const send = () => {
    if (!sending) chat.send({ type: 'chat.send', body: text });
  };

  return (
    <form className={styles.composer} onSubmit={(e) => { e.preventDefault(); send(); }}>
      <label htmlFor={id} className="visually-hidden">Message to {name}</label>
      <div className={styles.composerRow}>
        <textarea
          ref={input}
          id={id}
          className={styles.textarea}
          rows={1}
          value={text}
          placeholder={`Message ${name}`}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          readOnly={sending}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <button type="submit" className="button" disabled={sending || text.trim().length === 0}>{sending ? 'Sending…' : 'Send'}</button>
      </div>
      {error && <p id={errorId} className={styles.error} role="alert">{error}</p>}
      <p id={hintId} className={styles.hint}>Enter sends, Shift+Enter starts a new line.{text.length > 3500 ? ` ${text.length} / 4000 characters.` : ''}</p>
    </form>
  );
}
