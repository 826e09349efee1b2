import { useSelector } from '@xstate/react';
import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { IDEA_COLUMNS, type IdeaCard, type IdeaColumnKey } from '../../../contracts';
import {
  selectBoardAnnouncement, selectBoardError, selectBoardLoading, selectBoardSaveError, selectBoardSaving, selectCards, selectFocusCardId,
} from '../../../machines/idea-board';
import { useScreenActor } from '../../app/use-screen-actor';
import { Field } from '../../components/Form';
import { ideaBoardLogic } from './workspace.actors';
import styles from './Workspace.module.css';

type Direction = 'left' | 'right' | 'up' | 'down';
type BoardActor = ReturnType<typeof useScreenActor<typeof ideaBoardLogic>>;

const DIRECTIONS: { direction: Direction; label: string; symbol: string }[] = [
  { direction: 'left', label: 'Move left', symbol: '←' },
  { direction: 'up', label: 'Move up', symbol: '↑' },
  { direction: 'down', label: 'Move down', symbol: '↓' },
  { direction: 'right', label: 'Move right', symbol: '→' },
];

function Card({ card, index, count, columnIndex, actor, saving, focus, lastDirectionRef }: {
  card: IdeaCard; index: number; count: number; columnIndex: number; actor: BoardActor; saving: boolean; focus: boolean; lastDirectionRef: React.MutableRefObject<Direction | null>;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const edge: Record<Direction, boolean> = { left: columnIndex === 0, right: columnIndex === IDEA_COLUMNS.length - 1, up: index === 0, down: index === count - 1 };
  // The moved card keeps keyboard focus on the button that moved it (the card remounts in its new column).
  const focusRef = (el: HTMLLIElement | null) => {
    if (!el || !focus) return;
    const d = lastDirectionRef.current;
    const button = d ? el.querySelector<HTMLButtonElement>(`[data-direction='${d}']:not(:disabled)`) : null;
    (button ?? el).focus();
  };
  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (saving) return; // one change at a time: the form stays open until the last change is saved
    const form = new FormData(e.currentTarget);
    actor.send({ type: 'board.edit', cardId: card.card_id, title: String(form.get('title') ?? ''), notes: String(form.get('notes') ?? '') });
    setMode('view');
  };
  return (
    <li ref={focusRef} tabIndex={-1} className={styles.card} draggable={mode === 'view' && card.card_id > 0} aria-label={card.title}
      onDragStart={(e) => { e.dataTransfer.setData('text/plain', String(card.card_id)); e.dataTransfer.effectAllowed = 'move'; }}>
      {mode === 'edit' ? (
        <form onSubmit={save} className={styles.editForm}>
          <Field label="Title" name="title" defaultValue={card.title} required maxLength={120} />
          <label className={styles.label} htmlFor={`notes-${card.card_id}`}>Notes</label>
          <textarea id={`notes-${card.card_id}`} name="notes" defaultValue={card.notes} maxLength={2000} rows={3} />
          <div className={styles.actions}>
            <button type="submit" className="button" aria-disabled={saving || undefined}>Save</button>
            <button type="button" className="button button--ghost" onClick={() => setMode('view')}>Cancel</button>
          </div>
        </form>
      ) : (
        <>
          <h3 className={styles.cardTitle}>{card.title}</h3>
          {card.notes && <p className={styles.notes}>{card.notes}</p>}
          <div className={styles.moves} role="group" aria-label={`Move “${card.title}”`}>
            {DIRECTIONS.map(({ direction, label, symbol }) => (
              <button key={direction} type="button" className={styles.move} data-direction={direction} disabled={edge[direction] || card.card_id < 0}
                aria-disabled={saving || undefined} aria-label={label} title={label}
                onClick={() => { if (saving) return; lastDirectionRef.current = direction; actor.send({ type: 'board.step', cardId: card.card_id, direction }); }}>
                <span aria-hidden="true">{symbol}</span>
              </button>
            ))}
          </div>
          {mode === 'confirm' ? (
            <div className={styles.actions} role="group" aria-label="Confirm delete">
              <span>Delete this card?</span>
              <button type="button" className={styles.danger} aria-disabled={saving || undefined}
                onClick={() => { if (!saving) actor.send({ type: 'board.delete', cardId: card.card_id }); }}>Delete card</button>
              <button type="button" className={styles.link} onClick={() => setMode('view')}>Keep</button>
            </div>
          ) : (
            <div className={styles.actions}>
              <button type="button" className={styles.link} disabled={card.card_id < 0} onClick={() => setMode('edit')}>Edit</button>
              <button type="button" className={styles.link} disabled={card.card_id < 0} onClick={() => setMode('confirm')}>Delete</button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

function Column({ column, columnIndex, cards, actor, saving, focusCardId, lastDirectionRef }: {
  column: (typeof IDEA_COLUMNS)[number]; columnIndex: number; cards: IdeaCard[]; actor: BoardActor; saving: boolean; focusCardId: number | null;
  lastDirectionRef: React.MutableRefObject<Direction | null>;
}) {
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setOver(false);
    const cardId = Number(e.dataTransfer.getData('text/plain'));
    if (!cardId || saving) return;
    // Dropped on a card: take its place; on the column's free space: the end.
    const target = (e.target as HTMLElement).closest('li');
    const at = target ? [...(target.parentElement?.children ?? [])].indexOf(target) : cards.length;
    lastDirectionRef.current = null;
    actor.send({ type: 'board.move', cardId, column: column.key as IdeaColumnKey, position: at < 0 ? cards.length : at });
  };
  return (
    <section className={styles.column} data-over={over || undefined} aria-labelledby={`column-${column.key}`}
      onDragOver={(e) => { e.preventDefault(); e.dataTransfer.dropEffect = 'move'; setOver(true); }} onDragLeave={() => setOver(false)} onDrop={drop}>
      <h2 id={`column-${column.key}`} className={styles.columnTitle}>{column.title} <small>{cards.length}</small></h2>
      {cards.length === 0 ? <p className={styles.empty}>No cards yet. Drag one here or use the Move buttons.</p> : (
        <ul className={styles.cards}>
          {cards.map((card, i) => (
            <Card key={card.card_id} card={card} index={i} count={cards.length} columnIndex={columnIndex} actor={actor} saving={saving}
              focus={card.card_id === focusCardId} lastDirectionRef={lastDirectionRef} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /innovation-workspace: your idea board, saved on the server (issue 15; decision 0046). */
export default function InnovationWorkspaceScreen() {
  const actor = useScreenActor(ideaBoardLogic);
  const cards = useSelector(actor, selectCards);
  const loading = useSelector(actor, selectBoardLoading);
  const saving = useSelector(actor, selectBoardSaving);
  const error = useSelector(actor, selectBoardError);
  const saveError = useSelector(actor, selectBoardSaveError);
  const announcement = useSelector(actor, selectBoardAnnouncement);
  const focusCardId = useSelector(actor, selectFocusCardId);
  const lastDirectionRef = useRef<Direction | null>(null);

  const add = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const title = String(data.get('title') ?? '').trim();
    if (!title || saving) return;
    actor.send({ type: 'board.add', title, notes: String(data.get('notes') ?? ''), column: String(data.get('column') ?? 'ideas') as IdeaColumnKey });
    form.reset();
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Innovation Workspace</h1>
        <p className={styles.lead}>Your personal idea board. Drag cards between columns, or use the arrow buttons on each card. Only you see it.</p>
      </header>
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
      {saveError && <p className={styles.alert} role="alert">{saveError}</p>}
      {error ? (
        <div className={styles.failed} role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'board.retry' })}>Try again</button>
        </div>
      ) : loading ? <p>Loading your board…</p> : (
        <>
          <form className={styles.addForm} onSubmit={add} aria-labelledby="add-idea">
            <h2 id="add-idea" className={styles.addTitle}>Add idea</h2>
            <Field label="Idea title" name="title" required maxLength={120} />
            <Field label="Notes (optional)" name="notes" maxLength={2000} />
            <div className={styles.selectField}>
              <label htmlFor="add-column">Column</label>
              <select id="add-column" name="column" defaultValue="ideas">
                {IDEA_COLUMNS.map((c) => <option key={c.key} value={c.key}>{c.title}</option>)}
              </select>
            </div>
            <button type="submit" className="button" aria-disabled={saving || undefined}>Add</button>
          </form>
          <div className={styles.board} aria-busy={saving || undefined}>
            {IDEA_COLUMNS.map((column, i) => (
              <Column key={column.key} column={column} columnIndex={i} cards={cards.filter((c) => c.column === column.key)} actor={actor} saving={saving}
                focusCardId={focusCardId} lastDirectionRef={lastDirectionRef} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
