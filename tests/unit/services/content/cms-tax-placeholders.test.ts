/** @jest-environment node */
import { toDocument, toFaq, toGlossaryTerm } from "@/services/content/cms-mappers";
import type { WagtailItem } from "@/services/content/wagtail";
import { taxPlaceholderValue } from "@/lib/content/tax-placeholders";

/*
 * An editor's `{{tax:name}}` in the CMS gets the same figure as the embedded content; a
 * name we do not know stays as written and is logged, and the page still renders.
 */
const meta = { type: "blog.BlogPage", slug: "rebate", seo_title: "", search_description: "" };
const item = (fields: Record<string, unknown>, title = "Rebate"): WagtailItem => ({ id: 1, title, meta, ...fields });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("tax placeholders in CMS content", () => {
  test("given a body, intro and title with placeholders, then each gets the current year's figure", () => {
    const document = toDocument(
      item(
        { intro: "Up to {{tax:rebateLimitNew}}.", author: "", body: "<h2>The {{tax:rebateNew}} rebate</h2><p>Fee {{tax:lateFee}}.</p>", tags: [], related_calculators: [] },
        "The {{tax:rebateLimitNew}} rebate",
      ),
      "article",
    );
    const rebate = taxPlaceholderValue("rebateNew");
    expect(document.title).toBe(`The ${taxPlaceholderValue("rebateLimitNew")} rebate`);
    expect(document.intro).toBe(`Up to ${taxPlaceholderValue("rebateLimitNew")}.`);
    expect(document.html).toContain(`Fee ${taxPlaceholderValue("lateFee")}.`);
    expect(document.toc[0]?.text).toBe(`The ${rebate} rebate`);
    expect(warn).not.toHaveBeenCalled();
  });

  test("given an unknown name, then the text stays as written, a warning is logged and nothing throws", () => {
    const faq = toFaq(item({ answer: "Fee {{tax:lateFees}} or {{tax:lateFeeSmallIncome}}." }, "Late fee?"));
    expect(faq.answer).toBe(`Fee {{tax:lateFees}} or ${taxPlaceholderValue("lateFeeSmallIncome")}.`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("{{tax:lateFees}}"));
  });

  test("given a Hindi page from the CMS (locale hi), then its amounts and forms read in Hindi, as the embedded Hindi does", () => {
    const hindi: WagtailItem = { id: 2, title: "छूट", meta: { ...meta, locale: "hi" }, answer: "{{form:employeeClaims:name}} में {{tax:2025-26:deduction80C}} तक।" };
    expect(toFaq(hindi).answer).toBe("फ़ॉर्म 124 में ₹1.5 लाख तक।");
    expect(toFaq({ ...hindi, meta }).answer).toBe("Form 124 में ₹1.5 lakh तक।");
  });

  test("given a glossary definition, then its placeholders are filled", () => {
    const term = toGlossaryTerm(item({ definition: "It is {{tax:standardDeductionNew}} in the new regime.", related_terms: [] }, "Standard deduction"));
    expect(term.definition).toBe(`It is ${taxPlaceholderValue("standardDeductionNew")} in the new regime.`);
  });
});
