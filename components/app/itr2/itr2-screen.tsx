import Link from "@/components/layout/site-link";

import appStyles from "@/components/app/app.module.scss";
import { useCurrentSearch } from "@/components/layout/use-current-search";
import { routes } from "@/lib/site/routes";

import { ItrDetails } from "./itr-details";
import { itrFormName } from "./itr-labels";
import { PrefillPanel } from "./prefill-panel";
import { ReturnErrors } from "./return-errors";
import { useItr2 } from "./use-itr2";

const panelLink = (
  <Link href={routes.app.itrPanel} className="btn btn-outline-primary">
    Go to the ITR panel
  </Link>
);

/** The ITR-2 pre-fill view of one return, named by ?uuid= in the address. */
export function Itr2Screen() {
  const reference = new URLSearchParams(useCurrentSearch()).get("uuid")?.trim() || null;
  const { load, prefill, retry, runPrefill } = useItr2(reference);

  return (
    <div className={appStyles.screen}>
      <h1 className="h2">ITR-2 pre-fill</h1>
      {load.state === "missing" && (
        <>
          <p>This page shows one return. Open it from your ITR panel.</p>
          {panelLink}
        </>
      )}
      {load.state === "loading" && <p role="status">Loading the return…</p>}
      {load.state === "not-found" && (
        <>
          <p role="alert">We couldn&apos;t find this return among yours. Open it again from your ITR panel.</p>
          {panelLink}
        </>
      )}
      {load.state === "failed" && (
        <div role="alert" className="alert alert-danger">
          <p>{load.message}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void retry()}>
            Try again
          </button>
        </div>
      )}
      {load.state === "loaded" && (
        <>
          {itrFormName(load.itr.itr_type) !== "ITR-2" && (
            <p className="alert alert-info">This return is on {itrFormName(load.itr.itr_type)}, not ITR-2. The pre-fill works the same way.</p>
          )}
          <ItrDetails itr={load.itr} />
          <ReturnErrors errors={load.itr.errors} />
          <PrefillPanel prefill={prefill} onPrefill={() => void runPrefill()} />
        </>
      )}
    </div>
  );
}
