import { useId } from "react";

import { formatIndianNumber } from "@/lib/format";
import type { PanRunStatus } from "@/services/tax-id";

import { StepHeading } from "./step-heading";
import { runPercent, type RunStep } from "./use-pan-run";

type Following = Extract<RunStep, { step: "checking" | "paused" }>;

interface RunProgressProps {
  run: Following;
  onStop: () => void;
  onCheckAgain: () => void;
  onStartAgain: () => void;
}

function progressText(status: PanRunStatus | undefined): string {
  if (status && typeof status.processed === "number" && typeof status.total === "number") {
    return `Checked ${formatIndianNumber(status.processed)} of ${formatIndianNumber(status.total)} PANs.`;
  }
  return "Waiting for TRACES to start the check…";
}

const pausedText: Record<Extract<RunStep, { step: "paused" }>["why"], string> = {
  stopped: "Stopped following the check. TRACES may still be working on it: check again to see where it is.",
  "gave-up": "The check is taking longer than usual, so this page has stopped asking. Check again in a few minutes.",
  "check-failed": "",
  "run-failed": "TRACES could not finish the check. Start again with the same list; if it fails again, try later.",
};

/** Step 4: how far TRACES has got, asked with growing waits (lib/polling); stop and check again. */
export function RunProgress({ run, onStop, onCheckAgain, onStartAgain }: RunProgressProps) {
  const id = useId();
  const percent = runPercent(run.status);
  const checking = run.step === "checking";
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <StepHeading id={`${id}-title`}>4. Checking the PANs</StepHeading>
      <div
        className="progress mb-2"
        role="progressbar"
        aria-label="PANs checked"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === undefined ? "Not started yet" : `${percent}%`}
        style={{ height: "1.25rem" }}
      >
        <div
          className={`progress-bar${checking ? " progress-bar-striped progress-bar-animated" : ""}`}
          style={{ width: `${percent ?? (checking ? 100 : 0)}%`, opacity: percent === undefined ? 0.35 : 1 }}
        >
          {percent === undefined ? "" : `${percent}%`}
        </div>
      </div>
      <p role="status">{progressText(run.status)}</p>
      {run.step === "paused" && (
        <p role="alert" className={`alert ${run.why === "stopped" ? "alert-info" : "alert-warning"}`}>
          {run.why === "check-failed" ? run.message : pausedText[run.why]}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {/* One button that changes with the state, so the focus stays on it after a press. */}
        {checking ? (
          <button type="button" className="btn btn-outline-danger" onClick={onStop}>
            Stop checking
          </button>
        ) : run.why === "run-failed" ? (
          <button type="button" className="btn btn-primary" onClick={onStartAgain}>
            Start again
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onCheckAgain}>
            Check again
          </button>
        )}
        {!checking && run.why !== "run-failed" && (
          <button type="button" className="btn btn-outline-secondary" onClick={onStartAgain}>
            Start again
          </button>
        )}
      </div>
    </section>
  );
}
