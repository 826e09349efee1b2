import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import type { ActorRefFrom } from 'xstate';
import type { ChatMessage, Conversation } from '../../../contracts';
import {
  selectActiveConversation, selectComposer, selectComposerFree, selectConversations, selectEarlierError, selectEditError, selectEditingId, selectHasMore,
  selectIsLoadingEarlier, selectIsLoadingList, selectIsSavingEdit, selectIsSending, selectListError, selectMessages, selectSendError,
  selectSentCount, selectThread, selectThreadError, selectThreadStatus, selectTypingNames, selectUserId,
  type chatComposerMachine, type chatThreadMachine,
} from '../../../machines/chat';
import { useAppActors, useAuth } from '../../app/AppActorsContext';
import { useAddressEvent } from '../../app/use-address-event';
import { useScreenActor } from '../../app/use-screen-actor';
import { Avatar } from '../../components/Avatar/Avatar';
import { formatRelativeTime } from '../../lib/relative-time';
import { realChatSocket } from '../../app/chat-socket';
import { CHAT_SYSTEM_ID, chatLogicWith } from './chat.actors';
import { layoutMessages, typingText, type ChatRow } from './chat-layout';
import styles from './Communication.module.css';
import { NewConversationDialog } from './NewConversationDialog';

type ChatRef = ActorRefFrom<ReturnType<typeof chatLogicWith>>;
type ThreadRef = ActorRefFrom<typeof chatThreadMachine>;
type ComposerRef = ActorRefFrom<typeof chatComposerMachine>;

type AuthSnapshot = Parameters<Parameters<typeof useAuth>[0]>[0];
const selectAccessToken = (s: AuthSnapshot) => (s.hasTag('signedIn') ? s.context.identity?.access_token ?? '' : '');

/** The name of a conversation as the member sees it: its title, or the other members. */
export function conversationName(c: Conversation, userId: number): string {
  if (c.title) return c.title;
  const others = c.members.filter((m) => m.user_id !== userId).map((m) => m.name);
  return others.length > 0 ? others.join(', ') : 'Just you';
}

/** The picture of a conversation: the other member's (one-to-one chats), none for groups (their initial tile). */
function conversationImage(c: Conversation, userId: number): string | null {
  if (c.is_group) return null;
  return c.members.find((m) => m.user_id !== userId)?.profile_image ?? null;
}

function preview(c: Conversation, userId: number): string {
  const last = c.last_message;
  if (!last) return 'No messages yet';
  const who = last.sender_id === userId ? 'You: ' : c.is_group ? `${last.sender_name.split(' ')[0]}: ` : '';
  return `${who}${last.body}`;
}

/**
 * /messages: conversations, the open conversation with its composer, and "New conversation".
 * Which conversation is open is the address's `?c=` (decision 0052): choosing one changes the
 * address, and the address tells the chat machine; nothing is written back from the machine.
 */
export function MessagesView({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const addressed = Number(params.get('c')) || null;
  const { chatSocket } = useAppActors();
  const token = useAuth(selectAccessToken);
  const logic = useMemo(() => chatLogicWith(chatSocket ?? realChatSocket), [chatSocket]);
  // The chat socket opens with the token the view starts with; the connection renews a refused one itself.
  const chat = useScreenActor(logic, { input: { userId, token, conversationId: addressed }, systemId: CHAT_SYSTEM_ID });
  const active = useSelector(chat, selectActiveConversation);
  const [starting, setStarting] = useState(false);

  // The address → the machine (one direction; the first value went in with the input).
  useAddressEvent(chat, addressed, (conversationId) => ({ type: 'chat.open' as const, conversationId }));

  // Read state is reported only while the page is visible.
  useEffect(() => {
    const onChange = () => chat.send({ type: 'chat.visibility', visible: document.visibilityState !== 'hidden' });
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [chat]);

  const open = (conversationId: number | null) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (conversationId) next.set('c', String(conversationId));
    else next.delete('c');
    return next;
  });

  return (
    <>
      <div className={styles.chat} data-open={active !== null}>
        <ConversationSidebar chat={chat} onOpen={open} onNew={() => setStarting(true)} />
        <section className={styles.thread} aria-label="Conversation">
          {active ? (
            <OpenConversation chat={chat} conversation={active} onBack={() => open(null)} />
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
          chat={chat}
          onClose={() => setStarting(false)}
          onStarted={(conversationId) => {
            setStarting(false);
            open(conversationId);
          }}
        />
      )}
    </>
  );
}

function ConversationSidebar({ chat, onOpen, onNew }: { chat: ChatRef; onOpen: (conversationId: number) => void; onNew: () => void }) {
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
      onOpen(ids[current]!);
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
                onClick={() => onOpen(c.conversation_id)}
                aria-label={`${name}${c.unread > 0 ? `, ${c.unread} unread` : ''}`}
              >
                <span className={styles.avatarCell}><Avatar name={name} src={conversationImage(c, userId)} size={40} /></span>
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

/** The open conversation's header, its messages (while its thread actor runs) and the typing line. */
function OpenConversation({ chat, conversation, onBack }: { chat: ChatRef; conversation: Conversation; onBack: () => void }) {
  const userId = useSelector(chat, selectUserId);
  const thread = useSelector(chat, selectThread) as ThreadRef | undefined;
  const name = conversationName(conversation, userId);
  const others = conversation.members.filter((m) => m.user_id !== userId);
  return (
    <>
      <header className={styles.threadHeader}>
        <button type="button" className={`button button--ghost ${styles.small} ${styles.back}`} onClick={onBack} aria-label="Back to conversations">
          ← Back
        </button>
        <Avatar name={name} src={conversationImage(conversation, userId)} size={36} />
        <div className={styles.threadTitle}>
          <h2>{name}</h2>
          <p>{conversation.is_group ? `${conversation.members.length} members: ${conversation.members.map((m) => m.name).join(', ')}` : others.map((m) => `@${m.username}`).join(', ')}</p>
        </div>
      </header>
      {thread ? <Thread key={thread.id + conversation.conversation_id} chat={chat} thread={thread} conversation={conversation} name={name} /> : <div className={styles.log} />}
    </>
  );
}

function Thread({ chat, thread, conversation, name }: { chat: ChatRef; thread: ThreadRef; conversation: Conversation; name: string }) {
  const userId = useSelector(chat, selectUserId);
  const typing = useSelector(chat, selectTypingNames);
  const status = useSelector(thread, selectThreadStatus);
  const messages = useSelector(thread, selectMessages);
  const hasMore = useSelector(thread, selectHasMore);
  const loadingEarlier = useSelector(thread, selectIsLoadingEarlier);
  const threadError = useSelector(thread, selectThreadError);
  const earlierError = useSelector(thread, selectEarlierError);
  const composer = useSelector(thread, selectComposer) as ComposerRef | undefined;
  const rows = useMemo(() => layoutMessages(messages, userId), [messages, userId]);
  const images = useMemo(() => new Map(conversation.members.map((m) => [m.user_id, m.profile_image ?? null])), [conversation.members]);
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

  return (
    <>
      <div className={styles.log} ref={scroller}>
        {status === 'loading' && <p className={styles.muted} role="status">Loading messages…</p>}
        {status === 'failed' && (
          <div className={styles.errorBox} role="alert">
            <p>{threadError ?? 'The messages could not be loaded.'}</p>
            <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => thread.send({ type: 'thread.retry' })}>Try again</button>
          </div>
        )}
        {status === 'ready' && hasMore && (
          <button type="button" className={`button button--ghost ${styles.small} ${styles.earlier}`} disabled={loadingEarlier} onClick={() => thread.send({ type: 'thread.loadEarlier' })}>
            {loadingEarlier ? 'Loading earlier messages…' : 'Load earlier messages'}
          </button>
        )}
        {earlierError && <p className={styles.error} role="alert">{earlierError}</p>}
        {status === 'ready' && messages.length === 0 && <p className={styles.muted}>No messages yet. Say hello!</p>}
        <div role="log" aria-live="polite" aria-relevant="additions text" aria-label={`Messages with ${name}`}>
          <ol className={styles.messages}>
            {rows.map((row) => (row.kind === 'day'
              ? <DaySeparator key={row.key} label={row.label} />
              : <MessageGroup key={row.key} group={row} composer={composer} image={images.get(row.senderId) ?? null} showName={conversation.is_group} />))}
          </ol>
        </div>
      </div>
      <p className={styles.typing} aria-live="polite" data-testid="typing">{typingText(typing)}</p>
      {/* Keyed by conversation: another conversation starts with an empty composer. */}
      {status === 'ready' && composer && <Composer key={conversation.conversation_id} composer={composer} name={name} />}
    </>
  );
}

function DaySeparator({ label }: { label: string }) {
  return (
    <li className={styles.daySeparator} role="separator" aria-label={label}>
      <span>{label}</span>
    </li>
  );
}

const clock = (iso: string) => dayjs(iso).format('HH:mm');

/** One sender's consecutive messages: avatar and name once, the time on the group, each message's time on hover or focus. */
function MessageGroup({ group, composer, image, showName }: { group: Extract<ChatRow, { kind: 'group' }>; composer: ComposerRef | undefined; image: string | null; showName: boolean }) {
  const { mine } = group;
  return (
    <li className={`${styles.group} ${mine ? styles.mine : ''}`}>
      {!mine && <span className={styles.groupAvatar}><Avatar name={group.senderName} src={image} size={32} /></span>}
      <div className={styles.groupBody}>
        <p className={styles.groupMeta}>
          {(!mine && showName) && <strong>{group.senderName}</strong>}
          {mine && <span className="visually-hidden">You</span>}
          {!mine && !showName && <span className="visually-hidden">{group.senderName}</span>}
          <time dateTime={group.at} title={dayjs(group.at).format('D MMM YYYY, HH:mm')}>{clock(group.at)}</time>
        </p>
        <ol className={styles.groupMessages}>
          {group.messages.map((m) => <MessageItem key={m.message_id} message={m} mine={mine} composer={composer} />)}
        </ol>
      </div>
    </li>
  );
}

function MessageItem({ message, mine, composer }: { message: ChatMessage; mine: boolean; composer: ComposerRef | undefined }) {
  return composer ? <ComposerAwareMessage message={message} mine={mine} composer={composer} /> : <PlainMessage message={message} mine={mine} editable={false} />;
}

function ComposerAwareMessage({ message, mine, composer }: { message: ChatMessage; mine: boolean; composer: ComposerRef }) {
  const editingId = useSelector(composer, selectEditingId);
  const free = useSelector(composer, selectComposerFree);
  if (editingId === message.message_id) return <li className={styles.message}><EditBox composer={composer} message={message} /></li>;
  return <PlainMessage message={message} mine={mine} editable={mine && free} onEdit={() => composer.send({ type: 'composer.editStart', message })} />;
}

function PlainMessage({ message, mine, editable, onEdit }: { message: ChatMessage; mine: boolean; editable: boolean; onEdit?: () => void }) {
  const full = dayjs(message.created_at).format('D MMM YYYY, HH:mm');
  const time = <time className={styles.hoverTime} dateTime={message.created_at} title={full}>{clock(message.created_at)}</time>;
  return (
    <li className={styles.message}>
      <div className={styles.bubble} title={full}>
        {/* Plain text: React text nodes, never HTML. */}
        <p className={styles.messageBody}>{message.body}</p>
        {message.edited_at && <span className={styles.edited}>(edited)</span>}
      </div>
      {/* One's own messages: their time and "Edit" under the bubble (shown on hover or focus); others': the time on hover (the group shows when it started). */}
      {mine ? (
        <span className={styles.messageMeta}>
          {time}
          {editable && (
            <button type="button" className={styles.linkButton} onClick={onEdit} aria-label={`Edit message: ${message.body.slice(0, 40)}`}>
              Edit
            </button>
          )}
        </span>
      ) : <span className="visually-hidden">{time}</span>}
    </li>
  );
}

function EditBox({ composer, message }: { composer: ComposerRef; message: ChatMessage }) {
  const [text, setText] = useState(message.body);
  const saving = useSelector(composer, selectIsSavingEdit);
  const error = useSelector(composer, selectEditError);
  const id = useId();
  const save = () => composer.send({ type: 'composer.editSave', body: text });
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
            composer.send({ type: 'composer.editCancel' });
          }
        }}
      />
      {error && <p className={styles.error} role="alert">{error}</p>}
      <div className={styles.editActions}>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => composer.send({ type: 'composer.editCancel' })} disabled={saving}>Cancel</button>
        <button type="button" className={`button ${styles.small}`} onClick={save} disabled={saving}>{saving ? 'Saving…' : 'Save'}</button>
      </div>
    </div>
  );
}

function Composer({ composer, name }: { composer: ComposerRef; name: string }) {
  const [text, setText] = useState('');
  const sending = useSelector(composer, selectIsSending);
  // False while sending, and while one of your messages is edited or saved (Send would be ignored then).
  const free = useSelector(composer, selectComposerFree);
  const error = useSelector(composer, selectSendError);
  const sent = useSelector(composer, selectSentCount);
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
    if (free) composer.send({ type: 'composer.send', body: text });
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
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) composer.send({ type: 'composer.typed' });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <button type="submit" className="button" disabled={!free || text.trim().length === 0}>{sending ? 'Sending…' : 'Send'}</button>
      </div>
      {error && <p id={errorId} className={styles.error} role="alert">{error}</p>}
      <p id={hintId} className={styles.hint}>{!free && !sending ? 'Save or cancel your edit to send this message. ' : ''}Enter sends, Shift+Enter starts a new line.{text.length > 3500 ? ` ${text.length} / 4000 characters.` : ''}</p>
    </form>
  );
}
