import styles from "./panels.module.scss";

interface PagerProps {
  page: number;
  pageCount: number;
  /** "Pages of your returns": names the navigation landmark. */
  label: string;
  onPage: (page: number) => void;
}

/** Previous and next buttons with where the person is; nothing when everything fits on one page. */
export function Pager({ page, pageCount, label, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page} of {pageCount}
      </span>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
