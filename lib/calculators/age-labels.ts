import type { AgeBand } from "@/lib/tax";

/** The age bands as the year pickers' neighbours name them, in English (Hindi: shared-field-text-hi.ts). */
export const AGE_LABELS: Readonly<Record<AgeBand, string>> = {
  below60: "Below 60",
  "60to80": "60 to 79",
  "80plus": "80 or more",
};
