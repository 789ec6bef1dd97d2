import type { ReturnErrors } from "@/services/returns";

import { humanise } from "./labels";
import styles from "./panels.module.scss";

interface ReturnErrorsListProps {
  errors: ReturnErrors;
  /** The heading's id, so the region is named by it. */
  headingId: string;
}

/**
 * A return's problems from the TDS/ITR errors map, by section ("salary": ["…"]), in the
 * app's own words. The section codes are the API's; they are shown humanised.
 */
export function ReturnErrorsList({ errors, headingId }: ReturnErrorsListProps) {
  const sections = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  return (
    <section className={styles.issues} aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        What needs fixing
      </h2>
      {sections.length === 0 ? (
        <p className="mb-0">No problems have been reported for this return.</p>
      ) : (
        sections.map(([section, messages]) => (
          <div key={section}>
            <h3>{humanise(section)}</h3>
            <ul>
              {messages.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
