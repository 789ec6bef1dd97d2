import { calculatorCatalogue, searchCatalogue } from "@/lib/calculators/catalogue";
import { calculatorDirectory, listing } from "@/lib/calculators/directory";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import { existsSync } from "node:fs";
import path from "node:path";

const contractSlugs = [
  "income-tax", "budget-changes", "advance-tax", "salary", "income-tax-eligibility", "capital-gains", "crypto", "agriculture", "section-234f", "tax-audit", "tds",
  "hra", "rent-receipt", "gratuity", "leave-encashment", "pension", "transport-allowance", "rent-free-accommodation", "80u", "80d", "80dd", "80tta", "form-12bb",
  "sip", "mutual-fund", "rd", "fixed-deposit", "ppf", "epf", "nps", "ssy", "nsc", "compound-interest", "emi", "home-loan", "salary-hike",
  "ifsc-checker", "gst-calculator", "gst-number-search", "hsn-finder", "currency-converter", "gold-rate",
];

describe("calculator catalogue", () => {
  test("given every entry, then it is a contract slug with a page, a calculator and a non-empty title and description", () => {
    for (const entry of calculatorCatalogue) {
      expect(contractSlugs).toContain(entry.id);
      expect(entry.path).toBe(`/tools-and-calculators/${entry.id}`);
      expect(existsSync(path.join(process.cwd(), "pages", "tools-and-calculators", `${entry.id}.tsx`))).toBe(true);
      expect(calculatorsBySlug[entry.id]?.meta.slug).toBe(entry.id);
      expect(entry.title.trim()).not.toBe("");
      expect(entry.description.length).toBeGreaterThan(40);
      expect(existsSync(path.join(process.cwd(), "public", entry.icon))).toBe(true);
    }
  });

  test("given the directory the header reads, then it lists the catalogue's calculators in its order, with the metas' titles", () => {
    expect(calculatorDirectory.map((entry) => entry.slug)).toEqual(calculatorCatalogue.map((entry) => entry.id));
    expect(new Set(calculatorDirectory.map((entry) => entry.slug)).size).toBe(calculatorDirectory.length);
    for (const entry of calculatorDirectory) {
      expect(calculatorsBySlug[entry.slug]?.meta).toMatchObject({ slug: entry.slug, title: entry.title, icon: entry.icon, group: entry.group });
    }
    expect(() => listing("no-such-calculator")).toThrow('No calculator "no-such-calculator"');
  });

  test("given every calculator page in pages/, then it is listed (no page hides from the catalogue)", () => {
    expect(Object.keys(calculatorsBySlug).sort()).toEqual(calculatorCatalogue.map((entry) => entry.id).sort());
  });

  test.each([
    ["regime", "income-tax"],
    ["234F", "section-234f"],
    ["capital", "capital-gains"],
    ["  CRYPTO ", "crypto"],
  ])("given the search %p, then %s is found", (query, slug) => {
    expect(searchCatalogue(query).map((entry) => entry.id)).toContain(slug);
  });

  test("given words that match nothing, then nothing is listed; given nothing, then everything is", () => {
    expect(searchCatalogue("zzzz qqqq")).toEqual([]);
    expect(searchCatalogue("")).toHaveLength(calculatorCatalogue.length);
  });
});
