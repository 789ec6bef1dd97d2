import { useCallback, useEffect, useRef, useState } from "react";

import { poll, type BackoffOptions, type Poll } from "@/lib/polling";
import { fieldErrorsFrom, userMessage, type FieldErrors, type UserAction } from "@/services/error-catalogue";
import type { PanRunStatus, PanSummary, StartPanCheckRequest } from "@/services/tax-id";

import { saveBlob } from "@/lib/save-file";
import { loadFileDownloadService } from "@/store/api/file-download";
import { loadTaxIdService } from "@/store/api/tax-id";

/*
 * One bulk PAN check at TRACES, step by step: sign in for the deductor (the run starts and
 * TRACES shows a captcha), type the captcha (the checks start), follow the run until it
 * ends, read the summary, download the invalid PANs. The services are imported when each
 * step runs, so axios loads with the screen's own code and not before.
 */

/**
 * 1 s, then doubling to a 30 s cap, for 30 checks: about 13 minutes of waiting in all
 * (1 + 2 + 4 + 8 + 16 + 25 × 30 = 781 s) before the screen stops asking. Our choice: how
 * long TRACES takes for a large list is not documented; "Check again" picks up after that.
 */
export const PAN_RUN_BACKOFF: BackoffOptions = { initialDelayMs: 1000, factor: 2, maxDelayMs: 30_000, maxAttempts: 30 };

/** The run's status words (tax-id.ts lists those known); any other keeps the polling going. */
const FINISHED = "completed";
const FAILED = "failed";

export type RunStep =
  | { step: "sign-in" }
  | { step: "captcha"; runId: string; image: string }
  | { step: "checking"; runId: string; status?: PanRunStatus }
  /** Polling ended before the run did: stopped by the person, gave up, a check failed, or TRACES failed the run. */
  | { step: "paused"; runId: string; status?: PanRunStatus; why: "stopped" | "gave-up" | "check-failed" | "run-failed"; message?: string }
  | { step: "summary"; runId: string; summary?: PanSummary };

export type Busy = "start" | "captcha" | "submit" | "summary" | "download" | null;

export interface Deductor {
  userid: string;
  password: string;
  tan: string;
}

const actions = {
  start: { doing: "Signing in to TRACES", feature: "Bulk PAN verification", form: true },
  captcha: { doing: "Getting a new picture", feature: "Bulk PAN verification", form: false },
  submit: { doing: "Starting the check", feature: "Bulk PAN verification", form: true },
  status: { doing: "Checking the progress", feature: "Bulk PAN verification", form: false },
  summary: { doing: "Loading the summary", feature: "Bulk PAN verification", form: false },
} satisfies Record<string, UserAction>;

const fieldLabels = { userid: "TRACES user ID", password: "TRACES password", tan: "TAN", captcha: "Captcha", pans: "PAN list" };

/** Whole per cent of the PANs checked, or undefined when the run does not say. */
export function runPercent(status: PanRunStatus | undefined): number | undefined {
  if (!status || typeof status.processed !== "number" || typeof status.total !== "number" || status.total <= 0) return undefined;
  return Math.min(100, Math.max(0, Math.floor((status.processed / status.total) * 100)));
}

export function usePanRun(pans: readonly string[]) {
  const [run, setRun] = useState<RunStep>({ step: "sign-in" });
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [download, setDownload] = useState<{ state: "idle" | "done" | "failed"; message?: string }>({ state: "idle" });
  // The deductor's user ID and TAN, for the download; the password is never kept.
  const deductor = useRef<{ userid: string; tan: string } | null>(null);
  const polling = useRef<Poll<PanRunStatus> | null>(null);
  // Bumped by "start again": answers to calls made before it are dropped.
  const generation = useRef(0);

  useEffect(() => () => polling.current?.stop(), []);

  const fail = useCallback((caught: unknown, action: UserAction) => {
    setFieldErrors(fieldErrorsFrom(caught));
    setError(userMessage(caught, action, { fieldLabels }));
  }, []);

  /** Runs one step: busy while it runs, its errors shown, its answer dropped if the person started again. */
  const step = useCallback(
    async <T>(name: Exclude<Busy, null>, action: UserAction, work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error?: unknown }> => {
      const mine = generation.current;
      setBusy(name);
      setError(null);
      setFieldErrors({});
      try {
        const value = await work();
        return mine === generation.current ? { ok: true, value } : { ok: false };
      } catch (caught) {
        if (mine !== generation.current) return { ok: false };
        fail(caught, action);
        return { ok: false, error: caught };
      } finally {
        if (mine === generation.current) setBusy(null);
      }
    },
    [fail],
  );

  const loadSummary = useCallback(
    async (runId: string) => {
      setRun({ step: "summary", runId });
      const result = await step("summary", actions.summary, async () => (await loadTaxIdService()).getPanCheckSummary(runId));
      if (result.ok) setRun({ step: "summary", runId, summary: result.value });
    },
    [step],
  );

  /** Follows the run until it ends; `status` is the last known one. */
  const follow = useCallback(
    async (runId: string, status?: PanRunStatus) => {
      const mine = generation.current;
      setError(null);
      setRun({ step: "checking", runId, status });
      const { getPanCheckStatus } = await loadTaxIdService();
      if (mine !== generation.current) return;
      polling.current?.stop();
      let latest = status;
      const current = poll({
        ...PAN_RUN_BACKOFF,
        check: () => getPanCheckStatus(runId),
        isDone: (answer) => answer.status === FINISHED || answer.status === FAILED,
        onValue: (answer) => {
          latest = answer;
          setRun({ step: "checking", runId, status: answer });
        },
      });
      polling.current = current;
      const outcome = await current.result;
      if (mine !== generation.current || polling.current !== current) return;
      polling.current = null;
      if (outcome.outcome === "done") {
        if (outcome.value.status === FINISHED) await loadSummary(runId);
        else setRun({ step: "paused", runId, status: outcome.value, why: "run-failed" });
      } else if (outcome.outcome === "failed") {
        setRun({ step: "paused", runId, status: latest, why: "check-failed", message: userMessage(outcome.error, actions.status) });
      } else {
        setRun({ step: "paused", runId, status: latest, why: outcome.outcome });
      }
    },
    [loadSummary],
  );

  const start = useCallback(
    async ({ userid, password, tan }: Deductor) => {
      deductor.current = { userid, tan };
      // The list goes with the request that starts the run.
      const request: StartPanCheckRequest = { userid, password, tan, pans: [...pans] };
      const result = await step("start", actions.start, async () => (await loadTaxIdService()).startPanCheck(request));
      if (result.ok) setRun({ step: "captcha", runId: result.value.panvalid_uuid, image: result.value.captcha_image });
    },
    [pans, step],
  );

  const newCaptcha = useCallback(
    async (runId: string) => {
      const result = await step("captcha", actions.captcha, async () => (await loadTaxIdService()).refreshCaptcha(runId));
      if (result.ok) setRun({ step: "captcha", runId, image: result.value.captcha_image });
    },
    [step],
  );

  const submit = useCallback(
    async (runId: string, captcha: string) => {
      const result = await step("submit", actions.submit, async () => (await loadTaxIdService()).submitCaptcha(runId, captcha));
      if (result.ok) {
        if (result.value.status === FINISHED) await loadSummary(runId);
        else if (result.value.status === FAILED) setRun({ step: "paused", runId, status: result.value, why: "run-failed" });
        else await follow(runId, result.value);
        return;
      }
      // A captcha is good for one try: after a refused one TRACES wants the new picture.
      const refused = Object.keys(fieldErrorsFrom(result.error)).includes("captcha");
      if (refused) {
        const fresh = await loadTaxIdService().then((service) => service.refreshCaptcha(runId)).catch(() => undefined);
        if (fresh) setRun({ step: "captcha", runId, image: fresh.captcha_image });
      }
    },
    [follow, loadSummary, step],
  );

  const stop = useCallback(() => {
    const current = polling.current;
    current?.stop();
  }, []);

  const saveInvalid = useCallback(async () => {
    const who = deductor.current;
    if (!who) return;
    setDownload({ state: "idle" });
    const mine = generation.current;
    setBusy("download");
    try {
      const { downloadPanData } = await loadFileDownloadService();
      const { csv, fileName } = await downloadPanData({ userid: who.userid, tan: who.tan, status: "invalid" });
      if (mine !== generation.current) return;
      saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName);
      setDownload({ state: "done", message: `Saved as ${fileName}.` });
    } catch (caught) {
      if (mine === generation.current) setDownload({ state: "failed", message: userMessage(caught, "download") });
    } finally {
      if (mine === generation.current) setBusy(null);
    }
  }, []);

  const startAgain = useCallback(() => {
    generation.current += 1;
    polling.current?.stop();
    polling.current = null;
    deductor.current = null;
    setRun({ step: "sign-in" });
    setBusy(null);
    setError(null);
    setFieldErrors({});
    setDownload({ state: "idle" });
  }, []);

  return { run, busy, error, fieldErrors, download, start, newCaptcha, submit, follow, loadSummary, stop, saveInvalid, startAgain };
}

export type PanRun = ReturnType<typeof usePanRun>;
