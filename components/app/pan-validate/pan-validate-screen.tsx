import { useState } from "react";

import appStyles from "@/components/app/app.module.scss";

import { PanListUpload, type LoadedPanList } from "./pan-list-upload";
import { PanRunSteps } from "./pan-run-steps";
import { usePanRun } from "./use-pan-run";

const NO_PANS: readonly string[] = [];

/**
 * Bulk PAN validation for staff: the list is read and checked on this device first (format
 * and holder type), then TRACES checks the well-formed PANs for the deductor.
 */
export function PanValidateScreen() {
  const [list, setList] = useState<LoadedPanList | null>(null);
  // A new key empties the file input when the person asks for another list.
  const [listKey, setListKey] = useState(0);
  const pans = list?.result.pans ?? NO_PANS;
  const check = usePanRun(pans);
  const started = check.run.step !== "sign-in";

  const newList = () => {
    check.startAgain();
    setList(null);
    setListKey((key) => key + 1);
  };

  return (
    <div className={appStyles.screen}>
      <h1 className="h2">Bulk PAN validation</h1>
      <p>
        Check many PANs at once with the Income Tax Department&apos;s TRACES: choose a CSV file, sign in to TRACES for the deductor, type the
        captcha, then download the PANs TRACES finds invalid.
      </p>
      <PanListUpload key={listKey} focus={listKey > 0} list={list} onList={setList} locked={started} />
      {pans.length > 0 && <PanRunSteps panCount={pans.length} check={check} onNewList={newList} />}
    </div>
  );
}
