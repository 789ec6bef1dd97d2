import { createListenerMiddleware } from "@reduxjs/toolkit";
import { removeKey, writeJson } from "@/lib/storage";
import { PACKAGES_STORAGE_KEY, type CheckoutState } from "./checkout-slice";
import { TAX_REPORT_STORAGE_KEY, submitTaxReport, taxReportCleared, type TaxReportState } from "./tax-report-slice";

/** The part of the root state this file saves (typed here so store/index.ts can import it without a cycle). */
interface PersistedState {
  checkout: CheckoutState;
  taxReport: TaxReportState;
}

/**
 * One listener middleware that mirrors state into local storage, so no reducer touches
 * storage itself. It reacts to what changed, not to a list of actions, so a new reducer
 * that edits the basket is saved without anyone remembering to add it here:
 * - the basket (`checkout.packageList`) is written under "packages" after every change,
 *   and removed when it is empty or the checkout is reset;
 * - the tax report (`taxReport.report`) is written under "ToReport" when a request
 *   succeeds and removed when one fails or the report is cleared.
 * A failed request and a clear are also matched by name, so the saved report goes even
 * when the state had none to change.
 * Writes never throw (lib/storage): a full or disabled storage only loses the copy.
 * A new instance per store, like the store itself.
 */
export function createPersistenceMiddleware() {
  const persistence = createListenerMiddleware();
  const startListening = persistence.startListening.withTypes<PersistedState>();

  startListening({
    // Reset builds a new, empty list, so it counts as a change and the saved list goes.
    predicate: (_action, current, previous) => current.checkout.packageList !== previous.checkout.packageList,
    effect: (_action, api) => {
      const { packageList } = api.getState().checkout;
      if (packageList.length === 0) removeKey(PACKAGES_STORAGE_KEY);
      else writeJson(PACKAGES_STORAGE_KEY, packageList);
    },
  });

  startListening({
    // A failure or a clear removes the saved copy even if this store never held it
    // (another tab may have saved one since this store read storage).
    predicate: (action, current, previous) =>
      submitTaxReport.rejected.match(action) ||
      taxReportCleared.match(action) ||
      current.taxReport.report !== previous.taxReport.report,
    effect: (_action, api) => {
      const { report } = api.getState().taxReport;
      if (report) writeJson(TAX_REPORT_STORAGE_KEY, report);
      else removeKey(TAX_REPORT_STORAGE_KEY);
    },
  });

  return persistence;
}
