import Link from "@/components/layout/site-link";

import { routes } from "@/lib/site/routes";
import { useAppSelector } from "@/store/hooks";
import { loadView } from "@/store/server-data/load-view";
import { selectItrErrors, useItrQuery } from "@/store/server-data/returns";

import { ItemDetail, ItemMissing } from "./item-detail";
import { itrFormLabel } from "./labels";
import { Loading, LoadFailed } from "./load-state";
import { panelKinds } from "./panel-kinds";
import { ReturnErrorsList } from "./return-errors-list";
import { StatusBadge } from "./status-badge";
import { recordIdFrom } from "./use-opened-id";

interface ItrDetailProps {
  id: string;
  focusOnOpen: boolean;
}

const back = { backHref: panelKinds.ITR.path, backLabel: "All your income-tax returns" };

/** One ITR, `?id=`; an id that cannot be a record is "not found" without asking the API. */
export function ItrDetail({ id, focusOnOpen }: ItrDetailProps) {
  const recordId = recordIdFrom(id);
  if (recordId === null) {
    return <ItemMissing message="This link does not point to one of your returns." focusOnOpen={focusOnOpen} {...back} />;
  }
  return <ItrRecord id={recordId} focusOnOpen={focusOnOpen} />;
}

/**
 * Read on its own (GET /itr/api/itr/{id}/): the answer is the return, and, being newer
 * than the list's, its entry in the errors map, which is what is shown beside it.
 */
function ItrRecord({ id, focusOnOpen }: { id: number; focusOnOpen: boolean }) {
  const itr = loadView(useItrQuery(id));
  const errors = useAppSelector((state) => selectItrErrors(state, id));

  if (itr.status === "loading") return <Loading>Loading this return…</Loading>;
  if (itr.status === "failed") {
    return (
      <>
        <LoadFailed error={itr.error} onRetry={itr.retry} />
        <Link href={back.backHref}>← {back.backLabel}</Link>
      </>
    );
  }
  const { value } = itr;
  const form = itrFormLabel(value.itr_type);
  return (
    <ItemDetail
      heading={`${form} for AY ${value.assessment_year}`}
      focusOnOpen={focusOnOpen}
      {...back}
      fields={[
        { label: "Form", value: form },
        { label: "Assessment year", value: value.assessment_year },
        { label: "Status", value: <StatusBadge status={value.status} /> },
        { label: "Return number", value: String(value.id) },
        { label: "Reference", value: value.uuid },
      ]}
      aside={<ReturnErrorsList errors={errors} headingId="itr-issues" />}
    >
      {form === "ITR-2" && (
        <p className="mt-3">
          <Link href={{ pathname: routes.app.itr2, query: { uuid: value.uuid } }}>See the pre-filled ITR-2</Link>
        </p>
      )}
    </ItemDetail>
  );
}
