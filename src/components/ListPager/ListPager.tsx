import styles from './ListPager.module.css';

export interface ListPagerProps {
  page: number;
  pages: number;
  /** Asks for another page (the list's machine decides whether and when it loads). */
  onPage: (page: number) => void;
  /** The navigation landmark's name, when a screen has more than one list. */
  label?: string;
  /** Centred under the list (content search) instead of spread across it. */
  centred?: boolean;
}

/** Previous / "Page n of m" / Next under a paged list; nothing when it fits one page. */
export function ListPager({ page, pages, onPage, label = 'Pages', centred = false }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={`${styles.pager} ${centred ? styles.centred : ''}`} aria-label={label}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
      <span className={styles.where}>Page {page} of {pages}</span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}
