import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "./years";
import { sectionNumberOf, type Provision } from "./sections";

/*
 * Section names as Hindi pages write them, loaded only by Hindi modules: the 2025 Act's number
 * with the 1961 Act's beside it, "धारा 123 (1961 के अधिनियम की धारा 80C)".
 */
export function sectionWithFormerHi(provision: Provision, former: string): string {
  return `धारा ${sectionNumberOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT)} (1961 के अधिनियम की धारा ${former})`;
}
