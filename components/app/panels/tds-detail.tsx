import type { TdsReturn } from "@/services/returns";
import { useAppSelector } from "@/store/hooks";
import { selectTdsErrors } from "@/store/server-data/returns";

import { ItemDetail } from "./item-detail";
import { panelKinds } from "./panel-kinds";
import { ReturnErrorsList } from "./return-errors-list";
import { StatusBadge } from "./status-badge";

export const tdsBack = { backHref: panelKinds.TDS.path, backLabel: "All your TDS returns" };

/**
 * One TDS return. The services offer no call for a single TDS return, so its fields are
 * the list item's (/tds/api/tds-all/), with its messages from the errors map beside it.
 */
export function TdsDetail({ tds, focusOnOpen }: { tds: TdsReturn; focusOnOpen: boolean }) {
  const errors = useAppSelector((state) => selectTdsErrors(state, tds.id));
  return (
    <ItemDetail
      heading={`${tds.form_type} for ${tds.quarter} FY ${tds.financial_year}`}
      focusOnOpen={focusOnOpen}
      {...tdsBack}
      fields={[
        { label: "Form", value: tds.form_type },
        { label: "Quarter", value: tds.quarter },
        { label: "Financial year", value: tds.financial_year },
        { label: "TAN", value: tds.tan },
        { label: "Status", value: <StatusBadge status={tds.status} /> },
        { label: "Return number", value: String(tds.id) },
      ]}
      aside={<ReturnErrorsList errors={errors} headingId="tds-issues" />}
    />
  );
}
