import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { SAVED_ITEM_TYPE_LABELS, SAVED_ITEM_TYPES, type SavedItem, type SavedItemType } from '../../../contracts';
import { selectError, selectFilters, selectIsLoading, selectRows } from '../../../machines/admin-list';
import { SaveItemButton } from '../../app/SaveItemButton';
import { useScreenActor } from '../../app/use-screen-actor';
import { formatRelativeTime } from '../../lib/relative-time';
import { savedListLogic } from './library.actors';
import styles from './Library.module.css';

const EMPTY: Record<SavedItemType | 'all', string> = {
  all: 'Nothing saved yet. Press the bookmark button on an event, a program or an article to keep it here.',
  content: 'No saved content yet.',
  event: 'No saved events yet.',
  program: 'No saved programs yet.',
};

const whenText = (item: SavedItem) => {
  if (!item.when) return null;
  const d = new Date(item.when);
  const label = item.item_type === 'content' ? 'Closes' : 'Starts';
  return `${label} ${d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}`;
};

/** /saved-content: what the member saved, by type; unsave from the list (it stays, marked, until reload). */
export default function SavedContentScreen() {
  const list = useScreenActor(savedListLogic, { input: { idField: 'saved_item_id', pageSizes: [-1], query: { filters: {} } } });
  const rows = useSelector(list, selectRows) as SavedItem[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const type = (useSelector(list, selectFilters) as { type?: SavedItemType }).type;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Saved content</h1>
        <p className={styles.lead}>Events, programs and articles you saved for later. Remove one with its bookmark button.</p>
      </header>
      <div className={styles.segmented} role="group" aria-label="Show saved">
        <button type="button" aria-pressed={!type} onClick={() => list.send({ type: 'list.filter', filters: {} })}>All</button>
        {SAVED_ITEM_TYPES.map((t) => (
          <button key={t} type="button" aria-pressed={type === t} onClick={() => list.send({ type: 'list.filter', filters: { type: t } })}>
            {SAVED_ITEM_TYPE_LABELS[t]}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">{loading ? 'Loading your saved items…' : `${rows.length} saved items`}</p>
      {error && (
        <div role="alert" className={styles.empty}>
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}
      {!error && !loading && rows.length === 0 && (
        <div className={styles.empty}>
          <p>{EMPTY[type ?? 'all']}</p>
          <ul>
            <li><Link className="button" to="/events">Browse events</Link></li>
            <li><Link className="button button--ghost" to="/lxp">Find a program</Link></li>
            <li><Link className="button button--ghost" to="/knowledge-hub">Explore the Knowledge Hub</Link></li>
          </ul>
        </div>
      )}
      {rows.length > 0 && (
        <ul className={styles.list} aria-label="Saved items">
          {rows.map((item) => (
            <li key={`${item.item_type}-${item.item_id}`} className={styles.row}>
              <div className={styles.body}>
                <div className={styles.meta}><span className={styles.tag}>{item.label}</span>{whenText(item) && <span>{whenText(item)}</span>}</div>
                <h2><Link to={item.link}>{item.title}</Link></h2>
                {item.summary && <p>{item.summary}</p>}
                <p>Saved <time dateTime={item.saved_at}>{formatRelativeTime(item.saved_at)}</time></p>
              </div>
              <div className={styles.actions}>
                <SaveItemButton itemType={item.item_type} itemId={item.item_id} title={item.title} saved />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
