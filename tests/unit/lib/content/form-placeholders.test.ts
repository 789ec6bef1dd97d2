import { formPlaceholderValue, renderFormPlaceholders } from "@/lib/content/form-placeholders";
import { renderTaxPlaceholders } from "@/lib/content/tax-placeholders";
import { formOf, formWithFormer } from "@/lib/tax/forms";
import { formHi, formOfHi, formWithFormerHi } from "@/lib/tax/forms-in-hindi";

/*
 * Forms named in prose, in both languages. The expected names are written out from the
 * Income-tax Rules, 2026 (Form 124 for the employee's claims, earlier Form 12BB under rule 26C;
 * Form 121 for the no-TDS declaration, earlier Forms 15G and 15H; Form 131 for other TDS
 * certificates, a number known only from the draft Rules), not read from the registry.
 */

describe("a form's name in Hindi", () => {
  test.each([
    ["Form 124", "फ़ॉर्म 124"],
    ["Form 15G or 15H", "फ़ॉर्म 15G या 15H"],
    ["Form 3CA or 3CB with Form 3CD", "फ़ॉर्म 3CA या 3CB के साथ फ़ॉर्म 3CD"],
    ["Forms 24Q and 26Q", "फ़ॉर्म 24Q and 26Q"],
  ])("given %s, then it reads %s (only the words change)", (english, hindi) => {
    expect(formHi(english)).toBe(hindi);
  });
});

describe("formOf and formWithFormer, and their Hindi (forms-in-hindi.ts)", () => {
  test("given tax year 2026-27, then the Rules 2026 number, with the old one beside it", () => {
    expect(formOf("employeeClaims", "2026-27")).toBe("Form 124");
    expect(formOfHi("employeeClaims", "2026-27")).toBe("फ़ॉर्म 124");
    expect(formWithFormer("employeeClaims", "2026-27")).toBe("Form 124 (earlier Form 12BB)");
    expect(formWithFormerHi("employeeClaims", "2026-27")).toBe("फ़ॉर्म 124 (पहले फ़ॉर्म 12BB)");
    expect(formWithFormerHi("noTdsDeclaration", "2026-27")).toBe("फ़ॉर्म 121 (पहले फ़ॉर्म 15G या 15H)");
  });

  test("given a number known only from the draft Rules, then both languages say so", () => {
    expect(formWithFormer("otherTdsCertificate", "2026-27")).toBe("Form 131 (earlier Form 16A; the number in the draft Rules)");
    expect(formWithFormerHi("otherTdsCertificate", "2026-27")).toBe("फ़ॉर्म 131 (पहले फ़ॉर्म 16A; यह संख्या मसौदा नियमों की है)");
  });

  test("given FY 2025-26, then the 1962 Rules' name alone", () => {
    expect(formWithFormer("employeeClaims", "2025-26")).toBe("Form 12BB");
    expect(formWithFormerHi("employeeClaims", "2025-26")).toBe("फ़ॉर्म 12BB");
  });
});

describe("{{form:…}} in a text of either language", () => {
  test("given a Hindi text, then the form is named in Hindi, and :en keeps the English name", () => {
    expect(formPlaceholderValue("employeeClaims", "2026-27", "hi")).toBe("फ़ॉर्म 124 (पहले फ़ॉर्म 12BB)");
    expect(formPlaceholderValue("employeeClaims:name", "2026-27", "hi")).toBe("फ़ॉर्म 124");
    expect(formPlaceholderValue("employeeClaims:en", "2026-27", "hi")).toBe("Form 124 (earlier Form 12BB)");
    expect(formPlaceholderValue("employeeClaims:name:en", "2026-27", "hi")).toBe("Form 124");
    expect(formPlaceholderValue("2025-26:employeeClaims", "2026-27", "hi")).toBe("फ़ॉर्म 12BB");
  });

  test("given an English text, then nothing changes from before", () => {
    expect(renderFormPlaceholders("Give {{form:employeeClaims}} to your employer.", "2026-27", (placeholder) => placeholder)).toBe(
      "Give Form 124 (earlier Form 12BB) to your employer.",
    );
  });

  test("given a malformed or unknown placeholder, then it is refused, saying how to write it", () => {
    expect(() => formPlaceholderValue("employeeClaims:full", "2026-27", "hi")).toThrow(/use \{\{form:key\}\} or \{\{form:key:name\}\}, with :en/);
    expect(() => formPlaceholderValue("en", "2026-27", "hi")).toThrow(/Unknown form "en"/);
    expect(() => formPlaceholderValue("form12bb", "2026-27", "hi")).toThrow(/Unknown form "form12bb"/);
  });
});

describe("{{tax:…}} in a Hindi text", () => {
  test("given an amount in lakh, then the unit is Hindi; in full, the figure is the same in both", () => {
    expect(renderTaxPlaceholders("{{tax:deduction80C}}", { fy: "2025-26" })).toBe("₹1.5 lakh");
    expect(renderTaxPlaceholders("{{tax:deduction80C}}", { fy: "2025-26", locale: "hi" })).toBe("₹1.5 लाख");
    expect(renderTaxPlaceholders("{{tax:deduction80C:inr}}", { fy: "2025-26", locale: "hi" })).toBe("₹1,50,000");
  });

  test("given a form and a figure in one Hindi sentence, then both are Hindi", () => {
    expect(renderTaxPlaceholders("{{form:employeeClaims:name}} में {{tax:deduction80C}} तक", { fy: "2026-27", locale: "hi" })).toBe("फ़ॉर्म 124 में ₹1.5 लाख तक");
  });
});
