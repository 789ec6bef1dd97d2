interface TablePagerProps {
  /** Names the table, for the navigation's accessible name. */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and next buttons under a table; hidden when everything fits on one page. */
export function TablePager({ label, page, pageCount, onPage }: TablePagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={`${label}: pages`} className="d-flex align-items-center gap-2 mt-2">
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next page
      </button>
    </nav>
  );
}
