import type { SortState } from "./table-view";
import styles from "./table.module.scss";

interface SortHeaderProps {
  columnKey: string;
  label: string;
  sort: SortState;
  onSort: (key: string) => void;
}

/**
 * A column header that sorts by its column: a real button (keyboard and screen reader),
 * and `aria-sort` on the header so the current order is announced with the column. The
 * arrow is decoration: the button's name is the label alone.
 */
export function SortHeader({ columnKey, label, sort, onSort }: SortHeaderProps) {
  const sorted = sort.key === columnKey;
  return (
    <th scope="col" aria-sort={sorted ? sort.direction : "none"}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(columnKey)}>
        {label}
        <span aria-hidden="true">{sorted ? (sort.direction === "ascending" ? "▲" : "▼") : "↕"}</span>
      </button>
    </th>
  );
}
