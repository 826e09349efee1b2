import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  FORUM_EMOJI, FORUM_EMOJI_KEYS, FORUM_PATHS, FORUM_REPORT_REASON_LABELS, FORUM_REPORT_REASONS, type ForumCategory, type ForumPost, type ForumTopic,
  type ForumTopicModeration,
} from '../../../contracts';
import { selectUser } from '../../../machines/auth';
import {
  selectAnnouncement, selectCanChangePage, selectCanModerate, selectCanQuote, selectCanStartEdit, selectFollow, selectComposerOpen, selectDraft, selectEditDraft, selectEditFailed, selectEditingPostId, selectEditProblem,
  selectEditSaving, selectLastRead, selectPostEditRef, selectPosting, selectPosts, selectQuote, selectRefusal, selectSavedPostId, selectTopic,
  selectTopicError, selectTopicNotice, selectTopicPage, selectTopicPages, selectTopicView, selectUnseenReplies, selectUserId, insertMention, type postEditMachine,
} from '../../../machines/forum-topic';
import { selectError as selectFormError, selectMessage } from '../../../machines/form-submit';
import { Avatar } from '../../components/Avatar/Avatar';
import { Modal } from '../../components/Modal/Modal';
import { useAuth } from '../../app/AppActorsContext';
import { FollowButton } from '../../app/FollowButton';
import { useScreenActor } from '../../app/use-screen-actor';
import { formatRelativeTime } from '../../lib/relative-time';
import { categoriesLoader, forumTopicLiveLogic, forumTopicLogic, mentionSuggestLogic, reportPostLogic } from './forum.actors';
import { MentionTextarea } from './MentionTextarea';
import styles from './Forum.module.css';

type TopicRef = ActorRefFrom<typeof forumTopicLogic>;
type EditRef = ActorRefFrom<typeof postEditMachine>;
type AuthSnapshot = Parameters<Parameters<typeof useAuth>[0]>[0];
const selectAccessToken = (s: AuthSnapshot) => (s.hasTag('signedIn') ? s.context.identity?.access_token ?? null : null);
const selectSignedInUserId = (s: AuthSnapshot) => selectUser(s)?.user_id ?? 0;
const selectCategories = (s: SnapshotFrom<typeof categoriesLoader>) => (s.status === 'done' && s.output.ok ? s.output.value : []);

const MAX_ID = 2_147_483_647;

/** /community/forum/topic/:topic_id (?post=N opens the page holding post N). */
export default function TopicScreen() {
  const { topic_id } = useParams();
  const [params] = useSearchParams();
  const topicId = Number(topic_id);
  const postNumber = Number(params.get('post')) || null;
  const userId = useAuth(selectSignedInUserId);
  if (!Number.isInteger(topicId) || topicId < 1 || topicId > MAX_ID) {
    return <Refusal title="Topic not found" message="Topic not found." />;
  }
  return <Topic key={`${topicId}:${postNumber ?? ''}`} topicId={topicId} postNumber={postNumber} userId={userId} />;
}

function Refusal({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div className={styles.page}>
      <header className={styles.head}><p className={styles.kicker}>Community forum</p><h1>{title}</h1></header>
      <section className={styles.card} role="alert">
        <p className={styles.alert}>{message}</p>
        <div className={styles.actions}>
          {onRetry && <button type="button" className="button" onClick={onRetry}>Try again</button>}
          <Link className={`button button--ghost ${styles.small}`} to={FORUM_PATHS.home}>Back to the forum</Link>
        </div>
      </section>
    </div>
  );
}

function Topic({ topicId, postNumber, userId }: { topicId: number; postNumber: number | null; userId: number }) {
  const topicActor = useScreenActor(forumTopicLogic, { input: { topicId, userId, postNumber } });
  const view = useSelector(topicActor, selectTopicView);
  const refusal = useSelector(topicActor, selectRefusal);
  const error = useSelector(topicActor, selectTopicError);
  const token = useAuth(selectAccessToken);
  const [liveToken] = useState(token);

  const live = liveToken && <TopicLive topicId={topicId} token={liveToken} topic={topicActor} />;
  if (view === 'loading') return <div className={styles.page}>{live}<p className={styles.muted} aria-busy="true">Loading the topic…</p></div>;
  if (view === 'failed') return <>{live}<Refusal title="The topic could not be loaded" message={error ?? ''} onRetry={() => topicActor.send({ type: 'topic.retry' })} /></>;
  if (view === 'missing') return <Refusal title="Topic not found" message={refusal ?? 'Topic not found.'} />;
  if (view === 'hidden') return <Refusal title="Topic hidden" message={refusal ?? ''} />;
  return <div className={styles.page}>{live}<TopicBody topic={topicActor} /></div>;
}

/** Keeps the topic live while it is open (joins the topic's socket room; leaves on exit). */
function TopicLive({ topicId, token, topic }: { topicId: number; token: string; topic: TopicRef }) {
  useScreenActor(forumTopicLiveLogic, { input: { topicId, token, topic, lastPostNumber: () => topic.getSnapshot().context.topic?.last_post_number ?? 0 } });
  return null;
}

function TopicBody({ topic: actor }: { topic: TopicRef }) {
  const topic = useSelector(actor, selectTopic)!;
  const posts = useSelector(actor, selectPosts);
  const view = useSelector(actor, selectTopicView);
  const page = useSelector(actor, selectTopicPage);
  const pages = useSelector(actor, selectTopicPages);
  const announcement = useSelector(actor, selectAnnouncement);
  const unseen = useSelector(actor, selectUnseenReplies);
  const notice = useSelector(actor, selectTopicNotice);
  const refusal = useSelector(actor, selectRefusal);
  const canModerate = useSelector(actor, selectCanModerate);
  // Paging and quoting wait while a reply is written, posted or retried (the machine would ignore them).
  const canChangePage = useSelector(actor, selectCanChangePage);
  const quoteReady = useSelector(actor, selectCanQuote);
  const follow = useSelector(actor, selectFollow);
  const lastRead = useSelector(actor, selectLastRead);
  const editor = useSelector(actor, selectPostEditRef) as EditRef;
  const userId = useSelector(actor, selectUserId);
  const [reporting, setReporting] = useState<ForumPost | null>(null);

  return (
    <>
      <header className={styles.head}>
        <p className={styles.kicker}>
          <Link to={FORUM_PATHS.home}>Community forum</Link> › <Link to={FORUM_PATHS.category(topic.category.slug)}>{topic.category.name}</Link>
        </p>
        <h1>{topic.title}</h1>
        <div className={styles.topicMeta}>
          <TopicMarkers topic={topic} />
          {follow && <FollowButton key={topic.topic_id} type="topic" id={topic.topic_id} label={topic.title} following={follow.following} followers={follow.followers} />}
        </div>
      </header>
      {canModerate && <ModerationBar topic={actor} current={topic} />}
      <p className={styles.srOnly} aria-live="polite" aria-atomic="true">{announcement}</p>
      {notice && (
        <div className={styles.notice} role="status">
          <span>{notice}</span>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => actor.send({ type: 'topic.dismissNotice' })}>Dismiss</button>
        </div>
      )}
      {pages > 1 && <Pager page={page} pages={pages} enabled={canChangePage} onPage={(p) => actor.send({ type: 'topic.page', page: p })} />}
      <ol className={styles.posts} aria-label="Posts">
        {posts.map((post, i) => (
          <li key={post.post_id}>
            {lastRead > 0 && post.post_number === lastRead + 1 && i > 0 && <p className={styles.newLine}><span>New</span></p>}
            <PostCard
              post={post}
              mine={post.author.user_id === userId}
              canModerate={canModerate}
              canQuote={view !== 'locked'}
              quoteReady={quoteReady}
              editor={editor}
              onQuote={() => actor.send({ type: 'topic.quote', postId: post.post_id })}
              onReact={(emoji) => actor.send({ type: 'topic.react', postId: post.post_id, emoji })}
              onReport={() => setReporting(post)}
              onHide={(hide) => actor.send({ type: 'topic.moderatePost', postId: post.post_id, hide })}
            />
          </li>
        ))}
      </ol>
      {unseen > 0 && (
        <p className={styles.notice} role="status">
          {unseen === 1 ? '1 new reply' : `${unseen} new replies`} on the last page.
          <button type="button" className={`button button--ghost ${styles.small}`} disabled={!canChangePage} onClick={() => actor.send({ type: 'topic.page', page: pages })}>Show</button>
        </p>
      )}
      {pages > 1 && <Pager page={page} pages={pages} enabled={canChangePage} onPage={(p) => actor.send({ type: 'topic.page', page: p })} />}
      {view === 'locked'
        ? <p className={styles.lockedNote} role="status">{refusal}</p>
        : <Composer topic={actor} />}
      <ReportDialog post={reporting} onClose={() => setReporting(null)} />
    </>
  );
}

export function TopicMarkers({ topic }: { topic: Pick<ForumTopic, 'pinned' | 'locked' | 'hidden'> }) {
  return (
    <span className={styles.markers}>
      {topic.pinned && <span className={styles.badge}>Pinned</span>}
      {topic.locked && <span className={`${styles.badge} ${styles.badgeMuted}`}>Locked</span>}
      {topic.hidden && <span className={`${styles.badge} ${styles.badgeDanger}`}>Hidden</span>}
    </span>
  );
}

function Pager({ page, pages, enabled, onPage }: { page: number; pages: number; enabled: boolean; onPage: (page: number) => void }) {
  return (
    <nav className={styles.pager} aria-label="Pages of posts">
      <button type="button" className={`button button--ghost ${styles.small}`} disabled={!enabled || page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
      <span className={styles.muted}>Page {page} of {pages}</span>
      <button type="button" className={`button button--ghost ${styles.small}`} disabled={!enabled || page >= pages} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}

interface PostCardProps {
  post: ForumPost;
  mine: boolean;
  canModerate: boolean;
  canQuote: boolean;
  /** False while a reply is posting or its failure is shown: Quote is disabled then. */
  quoteReady: boolean;
  editor: EditRef;
  onQuote: () => void;
  onReact: (emoji: (typeof FORUM_EMOJI_KEYS)[number]) => void;
  onReport: () => void;
  onHide: (hide: boolean) => void;
}

function PostCard({ post, mine, canModerate, canQuote, quoteReady, editor, onQuote, onReact, onReport, onHide }: PostCardProps) {
  const editingId = useSelector(editor, selectEditingPostId);
  const savedId = useSelector(editor, selectSavedPostId);
  const canStartEdit = useSelector(editor, selectCanStartEdit);
  const editing = editingId === post.post_id;
  const [picker, setPicker] = useState(false);
  const shown = new Map(post.reactions.map((r) => [r.emoji, r]));
  return (
    <article id={`post-${post.post_number}`} className={`${styles.post} ${post.hidden ? styles.postHidden : ''}`} aria-labelledby={`post-${post.post_id}-by`}>
      <header className={styles.postHead}>
        <Avatar name={post.author.display_name} src={post.author.profile_image} size={36} />
        <div>
          <strong id={`post-${post.post_id}-by`}>{post.author.display_name}</strong>
          <span className={styles.muted}> @{post.author.username}</span>
          <div className={styles.muted}>
            <a href={`#post-${post.post_number}`}>#{post.post_number}</a> · <time dateTime={post.created_at} title={new Date(post.created_at).toLocaleString()}>{formatRelativeTime(post.created_at)}</time>
            {post.edited_at && <> · <span className={styles.edited} title={`Edited ${new Date(post.edited_at).toLocaleString()}`}>edited</span></>}
            {post.hidden && <> · <span className={styles.badgeDanger}>Hidden by a moderator</span></>}
          </div>
        </div>
      </header>
      {post.quote && (
        <blockquote className={styles.quote}>
          <p className={styles.muted}><a href={`#post-${post.quote.post_number}`}>@{post.quote.author.username} wrote</a>:</p>
          {post.quote.body_html
            ? <div className={styles.postBody} dangerouslySetInnerHTML={{ __html: post.quote.body_html }} />
            : <p className={styles.muted}>This post is no longer shown.</p>}
        </blockquote>
      )}
      {editing
        ? <PostEditor editor={editor} />
        : <div className={styles.postBody} dangerouslySetInnerHTML={{ __html: post.body_html }} />}
      {savedId === post.post_id && <p className={styles.success} role="status">Saved.</p>}
      <footer className={styles.postFoot}>
        <div className={styles.reactions} role="group" aria-label="Reactions">
          {FORUM_EMOJI_KEYS.filter((k) => shown.has(k) || picker).map((key) => {
            const r = shown.get(key);
            return (
              <button
                key={key}
                type="button"
                className={styles.reaction}
                aria-pressed={!!r?.mine}
                aria-label={`${key.replace('_', ' ')}: ${r?.count ?? 0}`}
                onClick={() => { onReact(key); setPicker(false); }}
              >
                {FORUM_EMOJI[key]} {r ? r.count : ''}
              </button>
            );
          })}
          <button type="button" className={styles.reaction} aria-expanded={picker} onClick={() => setPicker((v) => !v)}>
            {picker ? 'Close' : '+ React'}
          </button>
        </div>
        <div className={styles.actions}>
          {canQuote && !editing && <button type="button" className={`button button--ghost ${styles.small}`} disabled={!quoteReady} onClick={onQuote}>Quote</button>}
          {mine && canStartEdit && !post.hidden && <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => editor.send({ type: 'edit.start', post })}>Edit</button>}
          {!mine && <button type="button" className={`button button--ghost ${styles.small}`} onClick={onReport}>Report</button>}
          {canModerate && (
            <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => onHide(!post.hidden)}>{post.hidden ? 'Show post' : 'Hide post'}</button>
          )}
        </div>
      </footer>
    </article>
  );
}

function PostEditor({ editor }: { editor: EditRef }) {
  const initial = useSelector(editor, selectEditDraft);
  const saving = useSelector(editor, selectEditSaving);
  const failed = useSelector(editor, selectEditFailed);
  const problem = useSelector(editor, selectEditProblem);
  const [text, setText] = useState(initial);
  const mentions = useScreenActor(mentionSuggestLogic);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    editor.send(failed ? { type: 'edit.retry' } : { type: 'edit.save', draft: text });
  };
  return (
    <form className={styles.composer} onSubmit={onSubmit} aria-label="Edit post">
      <MentionTextarea
        label="Edit your post (Markdown)"
        value={text}
        mentions={mentions}
        disabled={saving}
        autoFocus
        onChange={(v) => { setText(v); if (failed) editor.send({ type: 'edit.change', draft: v }); }}
        onPick={(username, caret) => setText((t) => insertAt(t, caret, username))}
      />
      {problem && <p className={styles.alert} role="alert">{problem}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>{saving ? 'Saving…' : failed ? 'Try again' : 'Save'}</button>
        <button type="button" className={`button button--ghost ${styles.small}`} disabled={saving} onClick={() => editor.send({ type: 'edit.cancel' })}>Cancel</button>
      </div>
    </form>
  );
}

const insertAt = (text: string, caret: number, username: string) => insertMention(text, caret, username).draft;

function Composer({ topic }: { topic: TopicRef }) {
  const open = useSelector(topic, selectComposerOpen);
  const view = useSelector(topic, selectTopicView);
  const draft = useSelector(topic, selectDraft);
  const quote = useSelector(topic, selectQuote);
  const posting = useSelector(topic, selectPosting);
  const error = useSelector(topic, selectTopicError);
  const mentions = useScreenActor(mentionSuggestLogic);
  if (!open) {
    return (
      <div className={styles.replyBar}>
        {view === 'posted' && <p className={styles.success} role="status">Your reply was posted.</p>}
        <button type="button" className="button" onClick={() => topic.send({ type: 'topic.reply' })}>Reply</button>
      </div>
    );
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    topic.send(view === 'postFailed' ? { type: 'topic.retry' } : { type: 'topic.submit', draft });
  };
  return (
    <form className={`${styles.card} ${styles.composer}`} onSubmit={onSubmit} aria-label="Reply">
      <h2 className={styles.composerTitle}>Your reply</h2>
      {quote && (
        <div className={styles.quote}>
          <p className={styles.muted}>Quoting @{quote.author.username} (#{quote.post_number})</p>
          <div className={styles.quoteExcerpt} dangerouslySetInnerHTML={{ __html: quote.body_html }} />
          <button type="button" className={`button button--ghost ${styles.small}`} disabled={posting} onClick={() => topic.send({ type: 'topic.unquote' })}>Remove quote</button>
        </div>
      )}
      <MentionTextarea
        label="Reply (Markdown; type @ to mention a member)"
        value={draft}
        mentions={mentions}
        disabled={posting}
        autoFocus
        describedBy={error ? 'reply-error' : undefined}
        onChange={(v) => topic.send({ type: 'topic.edit', draft: v })}
        onPick={(username, caret) => topic.send({ type: 'topic.insertMention', username, caret })}
      />
      {error && <p id="reply-error" className={styles.alert} role="alert">{error}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={posting}>{posting ? 'Posting…' : view === 'postFailed' ? 'Try again' : 'Post reply'}</button>
        <button type="button" className={`button button--ghost ${styles.small}`} disabled={posting} onClick={() => topic.send({ type: 'topic.cancel' })}>Cancel</button>
      </div>
    </form>
  );
}

function ModerationBar({ topic, current }: { topic: TopicRef; current: ForumTopic }) {
  const loader = useScreenActor(categoriesLoader);
  const categories: ForumCategory[] = useSelector(loader, selectCategories);
  const [target, setTarget] = useState('');
  const send = (change: ForumTopicModeration) => topic.send({ type: 'topic.moderate', change });
  return (
    <section className={styles.modBar} aria-label="Moderation">
      <strong>Moderation</strong>
      <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => send({ action: current.pinned ? 'unpin' : 'pin' })}>{current.pinned ? 'Unpin' : 'Pin'}</button>
      <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => send({ action: current.locked ? 'unlock' : 'lock' })}>{current.locked ? 'Unlock' : 'Lock'}</button>
      <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => send({ action: current.hidden ? 'unhide' : 'hide' })}>{current.hidden ? 'Show topic' : 'Hide topic'}</button>
      <form className={styles.moveForm} onSubmit={(e) => { e.preventDefault(); if (target) send({ action: 'move', category_id: Number(target) }); }}>
        <label>
          <span className={styles.srOnly}>Move to category</span>
          <select value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">Move to…</option>
            {categories.filter((c) => c.category_id !== current.category.category_id).map((c) => <option key={c.category_id} value={c.category_id}>{c.name}</option>)}
          </select>
        </label>
        <button type="submit" className={`button button--ghost ${styles.small}`} disabled={!target}>Move</button>
      </form>
    </section>
  );
}

function ReportDialog({ post, onClose }: { post: ForumPost | null; onClose: () => void }) {
  return (
    <Modal open={post !== null} onClose={onClose} title="Report this post" width="min(520px, 94vw)">
      {post && <ReportForm key={post.post_id} post={post} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({ post, onClose }: { post: ForumPost; onClose: () => void }) {
  const form = useScreenActor(reportPostLogic);
  const thanks = useSelector(form, selectMessage);
  const error = useSelector(form, selectFormError);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  if (thanks) {
    return (
      <div className={styles.composer}>
        <p className={styles.success} role="status">{thanks}</p>
        <button type="button" className="button" onClick={onClose}>Close</button>
      </div>
    );
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    form.send({ type: 'form.submit', values: { post_id: post.post_id, reason: data.get('reason'), details: data.get('details') } });
  };
  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <p className={styles.muted}>Post #{post.post_number} by @{post.author.username}. An administrator will look at it.</p>
      <fieldset className={styles.choices}>
        <legend>Why are you reporting it?</legend>
        {FORUM_REPORT_REASONS.map((r, i) => (
          <label key={r} className={styles.choice}><input type="radio" name="reason" value={r} defaultChecked={i === 0} /> {FORUM_REPORT_REASON_LABELS[r]}</label>
        ))}
      </fieldset>
      <label className={styles.fieldLabel}>
        Details (optional)
        <textarea name="details" rows={3} maxLength={1000} />
      </label>
      {error && <p className={styles.alert} role="alert">{error}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>{busy ? 'Sending…' : 'Send report'}</button>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={onClose}>Cancel</button>
      </div>
    </form>
  );
}
