import styles from "./table.module.scss";

interface PagerProps {
  page: number;
  pageCount: number;
  /** Names the navigation landmark: "Pages of your returns". */
  label: string;
  onPage: (page: number) => void;
  /**
   * Reads "Page 2 of 3" out when it changes. For a table with no status line of its own
   * ("Showing 11–20 of 23"), which would otherwise leave a screen reader user unsure that
   * the press did anything; with one, the two would say the same thing twice.
   */
  announce?: boolean;
}

/** Previous and next buttons with where the person is; nothing when everything fits on one page. */
export function Pager({ page, pageCount, label, onPage, announce = false }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span aria-live={announce ? "polite" : undefined}>
        Page {page} of {pageCount}
      </span>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
