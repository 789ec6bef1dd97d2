import { incomeTax } from "@/lib/calculators/income-tax";
import { leaveEncashment } from "@/lib/calculators/leave-encashment";
import { firstSentence, linkPreview } from "@/lib/calculators/link-preview";
import { runnerFor } from "./run-calculator";

const none = { other: "0", hra: "0", ded80c: "0", ded80d: "0", ded80ccd1b: "0", hl: "0" };

describe("income-tax link preview: the case in one line (hand computations in comments)", () => {
  const run = runnerFor(incomeTax);

  test.each([
    {
      raw: { fy: "2026-27", salary: "900000", ...none },
      // New: 9,00,000 − 75,000 = 8,25,000; 5% × 4,00,000 + 10% × 25,000 = 22,500, all rebated (s.156, income ≤ 12 lakh) → 0
      // Old: 9,00,000 − 50,000 = 8,50,000; 5% × 2,50,000 + 20% × 3,50,000 = 82,500; +4% cess = 85,800
      title: "Tax year 2026-27, salary ₹9,00,000: new regime ₹0, old regime ₹85,800",
      description: "The new regime saves you ₹85,800 for tax year 2026-27.",
    },
    {
      raw: {},
      // Defaults. Old: 15,00,000 − 50,000 − 1,50,000 − 25,000 = 12,75,000; 12,500 + 1,00,000 + 30% × 2,75,000 = 1,95,000; +4% = 2,02,800
      // New: 14,25,000; 20,000 + 40,000 + 15% × 2,25,000 = 93,750; +4% = 97,500; saving 1,05,300
      title: "Tax year 2026-27, salary ₹15,00,000: new regime ₹97,500, old regime ₹2,02,800",
      description: "The new regime saves you ₹1,05,300 for tax year 2026-27.",
    },
    {
      raw: { fy: "2026-27", salary: "900000", ...none, other: "100000" },
      // New: 10,00,000 − 75,000 = 9,25,000 → rebated → 0. Old: 10,00,000 − 50,000 = 9,50,000; 12,500 + 20% × 4,50,000 = 1,02,500; +4% = 1,06,600
      title: "Tax year 2026-27, salary ₹9,00,000, other income ₹1,00,000: new regime ₹0, old regime ₹1,06,600",
      description: "The new regime saves you ₹1,06,600 for tax year 2026-27.",
    },
    {
      raw: { fy: "2024-25", salary: "1000000", ...none },
      // FY 2024-25 (1961 Act). New: 10,00,000 − 75,000 = 9,25,000; 5% × 4,00,000 + 10% × 2,25,000 = 42,500; above 7 lakh, no rebate; +4% = 44,200
      // Old: 9,50,000; 12,500 + 20% × 4,50,000 = 1,02,500; +4% = 1,06,600
      title: "FY 2024-25 (AY 2025-26), salary ₹10,00,000: new regime ₹44,200, old regime ₹1,06,600",
      description: "The new regime saves you ₹62,400 for FY 2024-25 (AY 2025-26).",
    },
  ])("$title", ({ raw, title, description }) => {
    const { result, errors } = run(raw);
    expect(linkPreview(result, Object.keys(errors).length === 0)).toEqual({ title, description });
  });

  it("says nothing of a case with an invalid input: the generic description stays", () => {
    const { result } = run({ salary: "12abc" });
    expect(linkPreview(result, false)).toBeNull();
  });
});

describe("a calculator without a headline: its summary's first sentence", () => {
  it("does not stop at an abbreviation such as 'Sl. No.'", () => {
    const { result } = runnerFor(leaveEncashment)({});
    const preview = linkPreview(result, true)!;
    expect(preview.description).toBe(result!.summary);
    // The whole summary is one sentence: "₹… of your ₹… leave encashment is tax-free under section 19(1), Sl. No. 14 of the Income-tax Act, 2025 for …; the other … is taxed as salary."
    expect(preview.title).toBe(result!.summary);
    expect(preview.title).toMatch(/Sl\. No\. 14 of the Income-tax Act, 2025/);
  });

  test.each([
    ["One sentence.", "One sentence."],
    ["₹8,00,000 is tax-free under section 19(1), Sl. No. 14 of the Act. The rest is taxed.", "₹8,00,000 is tax-free under section 19(1), Sl. No. 14 of the Act."],
    ["Deposit ₹1.5 lakh at 7.1% a year. It grows.", "Deposit ₹1.5 lakh at 7.1% a year."],
    ["Yes, you must file! By 31 July.", "Yes, you must file!"],
    ["No full stop", "No full stop"],
  ])("%s", (text, first) => expect(firstSentence(text)).toBe(first));
});

describe("a Hindi summary's first sentence", () => {
  test("given a Hindi summary, then the link preview's title ends at the first danda", () => {
    expect(firstSentence("कर वर्ष 2026-27 के लिए आपके ₹2,40,000 HRA में से ₹1,68,000 छूट में है। नई कर व्यवस्था में पूरा ₹2,40,000 कर योग्य है।")).toBe(
      "कर वर्ष 2026-27 के लिए आपके ₹2,40,000 HRA में से ₹1,68,000 छूट में है।",
    );
  });
});
