import Link from "@/components/layout/site-link";
import type { ReactNode } from "react";

import { useHeadingFocus } from "./use-heading-focus";
import styles from "./panels.module.scss";

export interface DetailField {
  label: string;
  value: ReactNode;
}

interface ItemDetailProps {
  heading: string;
  fields: DetailField[];
  backHref: string;
  backLabel: string;
  /** Beside the fields: the return's problems, or nothing. */
  aside?: ReactNode;
  /** True when the person opened it from the list (not a fresh page load): it takes focus. */
  focusOnOpen: boolean;
  children?: ReactNode;
}

/**
 * One opened item: its fields and, beside them, what needs fixing. Opened from the list,
 * its heading takes focus, so keyboard and screen-reader users land on what they opened.
 */
export function ItemDetail({ heading, fields, backHref, backLabel, aside, focusOnOpen, children }: ItemDetailProps) {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(focusOnOpen);
  return (
    <article aria-labelledby="item-heading">
      <p>
        <Link href={backHref}>← {backLabel}</Link>
      </p>
      <h2 id="item-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <div className={styles.detail}>
        <div>
          <dl className={styles.fields}>
            {fields.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
          {children}
        </div>
        {aside}
      </div>
    </article>
  );
}

/** An item that is not there (a wrong or old link), with the way back. */
interface ItemMissingProps {
  message: string;
  backHref: string;
  backLabel: string;
  focusOnOpen: boolean;
}

export function ItemMissing({ message, backHref, backLabel, focusOnOpen }: ItemMissingProps) {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(focusOnOpen);
  return (
    <section aria-labelledby="item-heading">
      <h2 id="item-heading" ref={headingRef} tabIndex={-1}>
        Not found
      </h2>
      <p>{message}</p>
      <Link href={backHref}>← {backLabel}</Link>
    </section>
  );
}
