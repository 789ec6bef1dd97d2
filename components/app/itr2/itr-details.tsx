import type { Itr } from "@/services/returns";

import { itrFormName, itrStatusLabel } from "./itr-labels";

/**
 * The return's details as the app gives them. The API offers no field to edit here (only
 * the pre-fill), so they are shown read-only.
 */
export function ItrDetails({ itr }: { itr: Itr }) {
  return (
    <dl className="row mb-3">
      <dt className="col-sm-4">Form</dt>
      <dd className="col-sm-8">{itrFormName(itr.itr_type)}</dd>
      <dt className="col-sm-4">Assessment year</dt>
      <dd className="col-sm-8">{itr.assessment_year}</dd>
      <dt className="col-sm-4">Status</dt>
      <dd className="col-sm-8">{itrStatusLabel(itr.status)}</dd>
      <dt className="col-sm-4">Return reference</dt>
      <dd className="col-sm-8">
        <code>{itr.uuid}</code>
      </dd>
    </dl>
  );
}
