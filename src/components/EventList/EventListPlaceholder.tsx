import styles from './EventList.module.css';

/**
 * EventList's frame with empty cards of a card's size, holding the list's place until the events
 * (and the date code, dayjs) are there: the same markup as `<EventList events={[]} busy placeholders={n} />`.
 */
export function EventListPlaceholder({ placeholders, note }: { placeholders: number; note?: string }) {
  return (
    <div aria-busy>
      <ul className={styles.list}>
        {Array.from({ length: placeholders }, (_, i) => <li key={`placeholder-${i}`} className={`${styles.card} ${styles.placeholder}`} aria-hidden="true" />)}
      </ul>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
