import { defineCalculator } from "../types";
import { computeGoldRate, validateGoldRate } from "./compute";
import { goldRateExplanation, goldRateFaq } from "./content";
import { fields } from "./fields";
import { goldRateMeta } from "./meta";

export { fields };

export const goldRate = defineCalculator({
  meta: goldRateMeta,
  fields,
  layout: [
    { title: "Today's rate", fields: ["rate", "purity"] },
    { title: "The piece", fields: ["karat", "weight", "unit"] },
    { title: "Charges", fields: ["making", "makingType", "hallmark", "pieces"] },
    { title: "Old gold in exchange", fields: ["oldWeight", "oldKarat"] },
  ],
  validate: validateGoldRate,
  compute: computeGoldRate,
  explanation: goldRateExplanation,
  faq: goldRateFaq,
});
