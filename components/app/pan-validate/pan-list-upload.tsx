import { useId, useState, type ChangeEvent } from "react";

import { formatIndianNumber } from "@/lib/format";

import { BadRowsTable } from "./bad-rows-table";
import { StepHeading } from "./step-heading";
import { PAN_LIST_MAX_BYTES, panListFileProblem, readFileText, readPanList, type PanList } from "./read-pan-list";

export interface LoadedPanList {
  fileName: string;
  result: PanList;
}

interface PanListUploadProps {
  list: LoadedPanList | null;
  onList: (list: LoadedPanList | null) => void;
  /** True once a check has started with this list: it can no longer be swapped. */
  locked: boolean;
  /** Moves the focus to this step when it appears (after "Check another list"). */
  focus?: boolean;
}

const pansWord = (count: number) => `${formatIndianNumber(count)} ${count === 1 ? "PAN" : "PANs"}`;

/** Step 1: choose the CSV file; it is read and checked here in the browser, and nothing is sent yet. */
export function PanListUpload({ list, onList, locked, focus = false }: PanListUploadProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return;
    const fileProblem = panListFileProblem(file);
    if (fileProblem) {
      setProblem(fileProblem);
      onList(null);
      return;
    }
    setReading(true);
    try {
      onList({ fileName: file.name, result: readPanList(await readFileText(file)) });
    } catch {
      setProblem("This file couldn't be read. Choose it again, or save it again as CSV.");
      onList(null);
    } finally {
      setReading(false);
    }
  };

  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <StepHeading id={`${id}-title`} focus={focus}>
        1. Your list of PANs
      </StepHeading>
      <label htmlFor={`${id}-file`} className="form-label">
        CSV file with the PANs
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        className={`form-control${problem ? " is-invalid" : ""}`}
        onChange={choose}
        disabled={locked || reading}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[problem ? errorId : "", helpId].filter(Boolean).join(" ")}
      />
      {problem && (
        <p id={errorId} className="invalid-feedback d-block" role="alert">
          {problem}
        </p>
      )}
      <p id={helpId} className="form-text">
        One PAN on each row, in the first column or under a header named PAN. Up to {PAN_LIST_MAX_BYTES / (1024 * 1024)} MB. The file is
        checked here on your device first.
        {locked ? " To check another list, start again below." : ""}
      </p>
      <div role="status">{reading ? "Reading the file…" : list ? <ListOutcome list={list} /> : null}</div>
      {list && list.result.bad.length > 0 && <BadRowsTable rows={list.result.bad} fileName={list.fileName} />}
    </section>
  );
}

function ListOutcome({ list }: { list: LoadedPanList }) {
  const { pans, bad } = list.result;
  if (pans.length === 0 && bad.length === 0) return <p className="alert alert-warning">{list.fileName} has no PANs. Choose the file with the list.</p>;
  return (
    <p className={pans.length === 0 ? "alert alert-warning" : "alert alert-info"}>
      {list.fileName}: {pansWord(pans.length)} ready to check
      {bad.length > 0 ? `; ${formatIndianNumber(bad.length)} ${bad.length === 1 ? "row needs" : "rows need"} correcting (listed below)` : ""}.
      {pans.length === 0 ? " Correct the file and choose it again." : ""}
    </p>
  );
}
