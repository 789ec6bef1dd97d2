import { calculatorsBySlug } from "./registry";

/**
 * The address parameters a calculator reads (personal fields never come from the address),
 * by slug: what makes a request a shared link with inputs. Unknown parameters (UTM tags,
 * anything else) do not, so such a request keeps the static page.
 */
const parametersBySlug: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(calculatorsBySlug).map(([slug, calculator]) => [
    slug,
    new Set(Object.entries(calculator.fields).filter(([, field]) => !field.personal).map(([name]) => name)),
  ]),
);

export const isCalculatorSlug = (slug: string) => parametersBySlug.has(slug);

/** True when the query holds at least one of the calculator's own parameters. */
export function carriesCalculatorInputs(slug: string, params: URLSearchParams): boolean {
  const names = parametersBySlug.get(slug);
  if (!names) return false;
  for (const name of params.keys()) if (names.has(name)) return true;
  return false;
}
