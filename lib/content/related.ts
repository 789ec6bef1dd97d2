import { calculatorCatalogue } from "@/lib/calculators/catalogue";

export interface RelatedCalculator {
  title: string;
  path: string;
  description: string;
}

/** Catalogue entries for the slugs content names; a slug of a calculator not built is left out. */
export function relatedCalculators(slugs: readonly string[]): RelatedCalculator[] {
  return slugs.flatMap((slug) => {
    const entry = calculatorCatalogue.find((candidate) => candidate.id === slug);
    return entry ? [{ title: entry.title, path: entry.path, description: entry.description }] : [];
  });
}
