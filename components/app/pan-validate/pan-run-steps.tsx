import { CaptchaForm } from "./captcha-form";
import { RunProgress } from "./run-progress";
import { RunSummary } from "./run-summary";
import { TracesSignInForm } from "./traces-sign-in-form";
import type { PanRun } from "./use-pan-run";

interface PanRunStepsProps {
  panCount: number;
  check: PanRun;
  /** Clears the list as well as the run, to check a different file. */
  onNewList: () => void;
}

/** Steps 2 to 5 of a check: one at a time, as the run moves on. */
export function PanRunSteps({ panCount, check, onNewList }: PanRunStepsProps) {
  const { run, busy, error, fieldErrors } = check;
  switch (run.step) {
    case "sign-in":
      return <TracesSignInForm panCount={panCount} busy={busy === "start"} error={error} fieldErrors={fieldErrors} onSubmit={check.start} />;
    case "captcha":
      return (
        <CaptchaForm
          image={run.image}
          busy={busy === "captcha" || busy === "submit" ? busy : null}
          error={error}
          fieldErrors={fieldErrors}
          onNewPicture={() => void check.newCaptcha(run.runId)}
          onSubmit={(captcha) => void check.submit(run.runId, captcha)}
        />
      );
    case "checking":
    case "paused":
      return (
        <RunProgress
          run={run}
          onStop={check.stop}
          onCheckAgain={() => void check.follow(run.runId, run.status)}
          onStartAgain={check.startAgain}
        />
      );
    case "summary":
      return (
        <RunSummary
          run={run}
          busy={busy}
          error={error}
          download={check.download}
          onRetry={() => void check.loadSummary(run.runId)}
          onDownload={() => void check.saveInvalid()}
          onStartAgain={onNewList}
        />
      );
  }
}
