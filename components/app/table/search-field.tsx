import { useId } from "react";

import styles from "./table.module.scss";

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A table's search box; it filters as the person types, with nothing to submit. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} type="search" className="form-control" value={value} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
