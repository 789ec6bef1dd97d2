import type { ChatService } from "@/services/chat";
import type { Itr, ReturnErrors, TdsReturn } from "@/services/returns";

import { countIssues, dateLabel, dateSortValue, issuesLabel, itrFormLabel, statusLabel } from "./labels";
import type { SortState, TableColumn, TableRow } from "../table/table-view";

/*
 * Each panel's items as table rows: the same columns, search and sorting for all three,
 * whatever the API's shapes. The first column opens the item; `name` is what the link
 * says to a screen reader, so two ITR-1 rows are told apart by their year.
 */

export interface PanelRow extends TableRow {
  /** The item's full name: "ITR-1 for AY 2026-27". */
  name: string;
  status: string;
  issues: number;
}

export interface PanelColumns {
  columns: TableColumn[];
  defaultSort: SortState;
}

const cell = (text: string, sortValue: string | number = text) => ({ text, sortValue });

function issuesCell(errors: ReturnErrors | undefined) {
  const count = countIssues(errors);
  return cell(issuesLabel(count), count);
}

export const itrColumns: PanelColumns = {
  columns: [
    { key: "form", label: "Form" },
    { key: "year", label: "Assessment year" },
    { key: "status", label: "Status" },
    { key: "issues", label: "Issues" },
  ],
  // The latest year first: the return a person is most likely working on.
  defaultSort: { key: "year", direction: "descending" },
};

export function itrRow(itr: Itr, errors: ReturnErrors | undefined): PanelRow {
  const form = itrFormLabel(itr.itr_type);
  return {
    id: String(itr.id),
    name: `${form} for AY ${itr.assessment_year}`,
    status: itr.status,
    issues: countIssues(errors),
    cells: {
      form: cell(form),
      year: cell(`AY ${itr.assessment_year}`, itr.assessment_year),
      status: cell(statusLabel(itr.status)),
      issues: issuesCell(errors),
    },
  };
}

export const tdsColumns: PanelColumns = {
  columns: [
    { key: "form", label: "Form" },
    { key: "period", label: "Quarter" },
    { key: "tan", label: "TAN" },
    { key: "status", label: "Status" },
    { key: "issues", label: "Issues" },
  ],
  defaultSort: { key: "period", direction: "descending" },
};

export function tdsRow(tds: TdsReturn, errors: ReturnErrors | undefined): PanelRow {
  const period = `${tds.quarter} FY ${tds.financial_year}`;
  return {
    id: String(tds.id),
    name: `${tds.form_type} for ${period}`,
    status: tds.status,
    issues: countIssues(errors),
    cells: {
      form: cell(tds.form_type),
      // "2026-27 Q2": the year first, so a sort runs through the quarters in order.
      period: cell(period, `${tds.financial_year} ${tds.quarter}`),
      tan: cell(tds.tan),
      status: cell(statusLabel(tds.status)),
      issues: issuesCell(errors),
    },
  };
}

export const gstColumns: PanelColumns = {
  columns: [
    { key: "title", label: "Service" },
    { key: "started", label: "Started" },
    { key: "status", label: "Status" },
  ],
  defaultSort: { key: "started", direction: "descending" },
};

/** A GST service's name: its title, or its number when the app gave none. */
export const gstServiceName = (service: ChatService) => service.title?.trim() || `GST service ${service.id}`;

export function gstRow(service: ChatService): PanelRow {
  const name = gstServiceName(service);
  return {
    id: String(service.id),
    name,
    status: service.status ?? "",
    issues: 0,
    cells: {
      title: cell(name),
      started: cell(dateLabel(service.created_at), dateSortValue(service.created_at)),
      status: cell(statusLabel(service.status)),
    },
  };
}
