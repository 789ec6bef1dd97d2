import type { AgeBand } from "@/lib/tax";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { AGE_LABELS } from "./age-labels";

/* The words of the fields most tax calculators share (common-fields.ts). */

const en = {
  financialYear: "Financial year",
  dividendLabel: "Dividends (yearly)",
  dividendHelp: "Dividends from shares and mutual funds, before TDS. Taxed at your slab rates, but the surcharge on their tax is at most 15%.",
  regime: "Tax regime",
  newRegime: "New regime (default)",
  oldRegime: "Old regime",
  age: "Your age during the year",
  ageLabels: AGE_LABELS as Readonly<Record<AgeBand, string>>,
};

export const SHARED_FIELD_TEXT: Catalogues<typeof en> = translatable("SHARED_FIELD_TEXT", en);
