import { useId } from "react";

import { FormStatus } from "@/components/forms/form-field";
import { formatIndianNumber } from "@/lib/format";

import { StepHeading } from "./step-heading";
import type { PanRun, RunStep } from "./use-pan-run";

interface RunSummaryProps {
  run: Extract<RunStep, { step: "summary" }>;
  busy: PanRun["busy"];
  error: string | null;
  download: PanRun["download"];
  onRetry: () => void;
  onDownload: () => void;
  onStartAgain: () => void;
}

/** Step 5: how many PANs TRACES found valid and invalid, and the invalid ones as CSV. */
export function RunSummary({ run, busy, error, download, onRetry, onDownload, onStartAgain }: RunSummaryProps) {
  const id = useId();
  const { summary } = run;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <StepHeading id={`${id}-title`}>5. Summary</StepHeading>
      {busy === "summary" && <p role="status">Loading the summary…</p>}
      {!summary && error && busy !== "summary" && (
        <div role="alert" className="alert alert-danger">
          <p>{error}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {summary && (
        <>
          <dl className="row mb-3">
            <dt className="col-6 col-sm-3">PANs checked</dt>
            <dd className="col-6 col-sm-9">{formatIndianNumber(summary.total)}</dd>
            <dt className="col-6 col-sm-3">Valid</dt>
            <dd className="col-6 col-sm-9">{formatIndianNumber(summary.valid)}</dd>
            <dt className="col-6 col-sm-3">Invalid</dt>
            <dd className="col-6 col-sm-9">{formatIndianNumber(summary.invalid)}</dd>
          </dl>
          {summary.invalid > 0 ? (
            <button type="button" className="btn btn-primary" onClick={onDownload} disabled={busy === "download"}>
              {busy === "download" ? "Downloading…" : "Download the invalid PANs (CSV)"}
            </button>
          ) : (
            <p>TRACES found no invalid PAN in this list.</p>
          )}
          <FormStatus error={download.state === "failed" ? download.message : null} success={download.state === "done" ? download.message : null} />
        </>
      )}
      <button type="button" className="btn btn-outline-secondary mt-3" onClick={onStartAgain}>
        Check another list
      </button>
    </section>
  );
}
