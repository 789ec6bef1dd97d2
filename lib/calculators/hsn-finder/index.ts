import { defineCalculator } from "../types";
import { computeHsnFinder, validateHsnFinder } from "./compute";
import { hsnFinderExplanation, hsnFinderFaq } from "./content";
import { fields } from "./fields";
import { hsnFinderMeta } from "./meta";

export { fields };

export const hsnFinder = defineCalculator({
  meta: hsnFinderMeta,
  fields,
  validate: validateHsnFinder,
  compute: computeHsnFinder,
  explanation: hsnFinderExplanation,
  faq: hsnFinderFaq,
});
