import type { ReturnErrors as ReturnErrorsMap } from "@/services/returns";

import { humanise } from "./itr-labels";

/** The problems the app found in the return, by section; a clear line when there are none. */
export function ReturnErrors({ errors }: { errors: ReturnErrorsMap | null | undefined }) {
  const sections = Object.entries(errors ?? {}).filter(([, messages]) => messages.length > 0);
  return (
    <section aria-labelledby="itr2-errors" className="mb-4">
      <h2 id="itr2-errors" className="h5">
        Needs attention
      </h2>
      {sections.length === 0 ? (
        <p>No problems found in this return.</p>
      ) : (
        <ul>
          {sections.map(([section, messages]) => (
            <li key={section}>
              <strong>{humanise(section)}:</strong> {messages.join(" ")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
