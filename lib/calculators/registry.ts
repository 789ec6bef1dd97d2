import type { Calculator, Field } from "./types";
import { incomeTax } from "./income-tax";

/**
 * Every calculator by slug, for tests and build-time lists. Pages import their own
 * calculator directly so each route's bundle holds only its own rules.
 */
export const calculatorsBySlug: Readonly<Record<string, Calculator<Record<string, Field>>>> = {
  "income-tax": incomeTax as unknown as Calculator<Record<string, Field>>,
};
