import { FormStatus } from "@/components/forms/form-field";

import type { PrefillState } from "./use-itr2";

/** The one action of the view: fill the return with what the Income Tax Department already holds. */
export function PrefillPanel({ prefill, onPrefill }: { prefill: PrefillState; onPrefill: () => void }) {
  const working = prefill.state === "working";
  return (
    <section aria-labelledby="itr2-prefill" className="mb-4">
      <h2 id="itr2-prefill" className="h5">
        Pre-fill from the Income Tax Department
      </h2>
      <p>
        The department holds details for this PAN and year, such as salary, interest and taxes paid. Pre-filling brings them into this return, to
        check before filing.
      </p>
      <button type="button" className="btn btn-primary" onClick={onPrefill} disabled={working}>
        {working ? "Pre-filling…" : "Pre-fill this return"}
      </button>
      <FormStatus
        error={prefill.state === "failed" ? prefill.message : null}
        success={prefill.state === "done" ? prefill.message : null}
      />
    </section>
  );
}
