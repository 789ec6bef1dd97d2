import type { LawStatus } from "./year-law";
import type { IsoDate, YearRules } from "./types";

/*
 * A Finance Bill's proposals as data: the values it changes, each at its place in the
 * registry, with the clause that proposes it. On Budget day the new year's rules are the
 * current year's with these applied (docs/budget-day.md), so the day's work is this one
 * reviewed file, and every value it does not name is carried over with its own reference.
 */

export interface ProposedValue {
  /** where the value sits in YearRules: "regimes.new.standardDeduction", "regimes.new.slabs.below60" */
  path: string;
  /** the new value: a number, a list, or for a slab table its bands */
  value: unknown;
  /** the Bill's clause (or Schedule paragraph) that proposes it */
  provision: string;
  /** why, or what a reader should know, shown with the figure */
  note?: string;
}

export interface YearChanges {
  /** the year the proposals are for: "2027-28" */
  year: string;
  /** the status every proposed value carries (stage "proposed", the Bill, the day it was introduced) */
  status: LawStatus;
  /** the first day the proposals would apply: the year's 1 April */
  effectiveFrom: IsoDate;
  changes: readonly ProposedValue[];
}

type Json = Record<string, unknown>;

function at(rules: Json, path: string): { parent: Json; key: string } {
  const keys = path.split(".");
  const key = keys.pop() ?? "";
  let parent: unknown = rules;
  for (const step of keys) {
    parent = (parent as Json | undefined)?.[step];
    if (typeof parent !== "object" || parent === null) throw new Error(`No value at "${path}" in the rules ("${step}" is missing)`);
  }
  if (!Object.hasOwn(parent as Json, key)) throw new Error(`No value at "${path}" in the rules`);
  return { parent: parent as Json, key };
}

/**
 * The year's rules: `base` (the current year's) with each proposed value put in place, dated
 * from the year's start and referenced to its clause, with the proposal's status. Throws for a
 * path the registry does not have, so a slip in the day's file fails its review build.
 */
export function applyYearChanges(base: YearRules, proposals: YearChanges): YearRules {
  // Plain data (numbers, strings, lists): a JSON copy is a deep copy, in every runtime.
  const rules = JSON.parse(JSON.stringify(base)) as Json;
  rules.financialYear = proposals.year;
  for (const change of proposals.changes) {
    const { parent, key } = at(rules, change.path);
    const current = parent[key] as Json;
    const reference = `${proposals.status.instrument}, ${change.provision}`;
    const dated = { effectiveFrom: proposals.effectiveFrom, reference, status: { ...proposals.status, provision: change.provision }, ...(change.note ? { note: change.note } : {}) };
    parent[key] = "bands" in current ? { ...current, bands: change.value, ...dated } : { ...current, value: change.value, ...dated };
    if (!("note" in dated) && "note" in (parent[key] as Json)) delete (parent[key] as Json).note;
  }
  return rules as unknown as YearRules;
}
