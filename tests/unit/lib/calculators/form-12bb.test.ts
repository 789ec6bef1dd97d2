import fc from "fast-check";
import { hra } from "@/lib/calculators/hra";
import { form12bb, form12bbDeclaration, taxEffectOf } from "@/lib/calculators/form-12bb";
import { form12bbFileName } from "@/lib/calculators/form-12bb/declaration";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { FINANCIAL_YEARS, roundToNearestMultiple } from "@/lib/tax";
import { FORM_12BB_RULES_BY_YEAR } from "@/lib/tax/form-12bb-rules";
import { HRA_RULES, hraRules2025Act } from "@/lib/tax/hra-rules";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(form12bb);

function inputOf(raw: RawInputs) {
  const read = readInputs(form12bb, { ...defaultRawInputs(form12bb), ...raw });
  if (!read.input) throw new Error(`invalid inputs: ${JSON.stringify(read.errors)}`);
  return read.input;
}

const PAN = "ABCPE1234F";
const noDeductions = { ded80c: "0", ded80d: "0" };
const landlord = { landlord: "K. Menon", llAddress: "12 MG Road, Bengaluru 560001", llPan: "AAAPM1234K" };
const bankLoan = { lender: "State Bank of India", lenderAddress: "Nariman Point, Mumbai 400021" };

describe("Form 12BB: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number | string> }>([
    {
      scenario: "defaults: tax year 2026-27, salary 15 lakh, 80C 1.5 lakh, 80D 25,000: the new regime saves ₹1,05,300",
      raw: {},
      // Old: 15,00,000 − 50,000 − 1,75,000 = 12,75,000; 12,500 + 1,00,000 + 30% × 2,75,000 = 1,95,000; +4% = 2,02,800
      // New: 15,00,000 − 75,000 = 14,25,000; 20,000 + 40,000 + 15% × 2,25,000 = 93,750; +4% = 97,500
      expected: {
        hraExempt: 0,
        oldAllowed: 175_000,
        panRequired: "No",
        oldTaxableIncome: 1_275_000,
        oldTax: 202_800,
        newTaxableIncome: 1_425_000,
        newTax: 97_500,
      },
    },
    {
      scenario: "FY 2025-26, Bengaluru HRA (docs/tax-methods.md §6.3 example 2): exempt ₹1,32,000, the new regime's rebate leaves no tax",
      raw: { fy: "2025-26", salary: "900000", basic: "480000", hraReceived: "192000", rent: "180000", ...landlord, ...noDeductions },
      // HRA least of (a) 1,92,000; (b) 1,80,000 − 10% × 4,80,000 = 1,32,000; (c) 40% × 4,80,000 = 1,92,000 → 1,32,000
      // Old: 9,00,000 − 1,32,000 − 50,000 = 7,18,000; 12,500 + 20% × 2,18,000 = 56,100; +4% = 58,344 → 58,340 (s.288B)
      // New: 9,00,000 − 75,000 = 8,25,000 ≤ 12 lakh → rebate of the whole tax → 0
      expected: {
        hraExempt: 132_000,
        oldAllowed: 132_000,
        panRequired: "Yes",
        oldTaxableIncome: 718_000,
        oldTax: 58_340,
        newTaxableIncome: 825_000,
        newTax: 0,
      },
    },
    {
      scenario: "FY 2025-26, Mumbai HRA, home loan, 80C, 80D, 80CCD(1B) and 80E of ₹1 lakh: the old regime saves ₹17,680",
      raw: {
        fy: "2025-26",
        salary: "2000000",
        basic: "600000",
        hraReceived: "240000",
        rent: "300000",
        metro: "1",
        ...landlord,
        hl: "200000",
        ...bankLoan,
        ded80c: "150000",
        ded80d: "25000",
        ded80ccd1b: "50000",
        ded80e: "100000",
      },
      // HRA (docs/tax-methods.md §6.3 example 1): least of 2,40,000; 3,00,000 − 60,000 = 2,40,000; 50% × 6,00,000 = 3,00,000 → 2,40,000
      // Old: 20,00,000 − 2,40,000 − 50,000 = 17,10,000; less home-loan interest 2,00,000 → 15,10,000;
      //      VI-A 1,50,000 + 25,000 + 50,000 + 1,00,000 = 3,25,000 → 11,85,000;
      //      1,12,500 + 30% × 1,85,000 = 1,68,000; +4% = 1,74,720
      // New: 20,00,000 − 75,000 = 19,25,000; 20,000 + 40,000 + 60,000 + 20% × 3,25,000 = 1,85,000; +4% = 1,92,400
      // Allowed in the old regime: 2,40,000 + 2,00,000 + 3,25,000 = 7,65,000
      expected: {
        hraExempt: 240_000,
        oldAllowed: 765_000,
        panRequired: "Yes",
        oldTaxableIncome: 1_185_000,
        oldTax: 174_720,
        newTaxableIncome: 1_925_000,
        newTax: 192_400,
      },
    },
    {
      scenario: "FY 2024-25, LTC, 80TTA above its limit, and 80C + 80CCC + 80CCD(1) above the ₹1.5 lakh of 80CCE: the new regime saves ₹23,920",
      raw: {
        fy: "2024-25",
        salary: "1000000",
        other: "30000",
        lta: "40000",
        ltaDetails: "Self and spouse, Delhi to Goa and back, May 2024, economy air",
        basic: "400000",
        ded80c: "100000",
        ded80ccc: "30000",
        ded80ccd1: "50000",
        ded80d: "0",
        ded80tta: "15000",
      },
      // 80CCD(1) limited to 10% × 4,00,000 = 40,000; 80CCE: 1,00,000 + 30,000 + 40,000 = 1,70,000 → 1,50,000; 80TTA 15,000 → 10,000
      // Old: 10,00,000 − 40,000 LTC − 50,000 = 9,10,000 + 30,000 = 9,40,000; − 1,60,000 = 7,80,000;
      //      12,500 + 20% × 2,80,000 = 68,500; +4% = 71,240
      // New (FY 2024-25 slabs): 10,00,000 − 75,000 + 30,000 = 9,55,000; 5% × 4,00,000 + 10% × 2,55,000 = 45,500 (above 7 lakh, past
      //      the rebate's marginal relief); +4% = 47,320
      // Allowed: 40,000 + 1,50,000 + 10,000 = 2,00,000
      expected: {
        hraExempt: 0,
        oldAllowed: 200_000,
        panRequired: "No",
        oldTaxableIncome: 780_000,
        oldTax: 71_240,
        newTaxableIncome: 955_000,
        newTax: 47_320,
      },
    },
    {
      scenario: "FY 2025-26, aged 60 to 79, deposit interest ₹80,000 and 80TTB claimed ₹60,000: 80TTB allows ₹50,000",
      raw: { fy: "2025-26", age: "60to80", salary: "600000", other: "80000", ded80tta: "60000", ...noDeductions },
      // Old (60-79 slabs): 6,00,000 − 50,000 + 80,000 = 6,30,000; − 50,000 = 5,80,000; 5% × 2,00,000 + 20% × 80,000 = 26,000; +4% = 27,040
      // New: 6,00,000 − 75,000 + 80,000 = 6,05,000 ≤ 12 lakh → 0
      expected: { hraExempt: 0, oldAllowed: 50_000, panRequired: "No", oldTaxableIncome: 580_000, oldTax: 27_040, newTaxableIncome: 605_000, newTax: 0 },
    },
    {
      scenario: "salary ₹1 lakh and 80E of ₹2 lakh: deductions stop at gross total income (s.80A(2)), nothing below nil",
      raw: { fy: "2025-26", salary: "100000", ded80e: "200000", ...noDeductions },
      // Old: 1,00,000 − 50,000 = 50,000; VI-A min(2,00,000, 50,000) = 50,000 → 0
      // New: 1,00,000 − 75,000 = 25,000 → 0
      expected: { hraExempt: 0, oldAllowed: 50_000, panRequired: "No", oldTaxableIncome: 0, oldTax: 0, newTaxableIncome: 25_000, newTax: 0 },
    },
    {
      scenario: "rent of exactly ₹1,00,000: the landlord's details are not required",
      raw: { fy: "2025-26", rent: "100000" },
      // Rule 26C: PAN (and name, address) only when the rent exceeds 1,00,000. HRA: least of 2,40,000;
      // 1,00,000 − 60,000 = 40,000; 40% × 6,00,000 = 2,40,000 → 40,000
      // Old: 15,00,000 − 40,000 − 50,000 − 1,75,000 = 12,35,000; 1,12,500 + 30% × 2,35,000 = 1,83,000; +4% = 1,90,320
      expected: { hraExempt: 40_000, panRequired: "No", oldTaxableIncome: 1_235_000, oldTax: 190_320 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the old regime is cheaper, then it is highlighted and the summary says to choose it", () => {
    const { result } = run({
      fy: "2025-26",
      salary: "2000000",
      rent: "300000",
      metro: "1",
      ...landlord,
      hl: "200000",
      ...bankLoan,
      ded80ccd1b: "50000",
      ded80e: "100000",
    });
    expect(result?.groups.find((group) => group.title === "Old regime")).toMatchObject({ highlight: true, badge: "Saves ₹17,680" });
    expect(result?.summary).toBe(
      "With these claims the old regime costs ₹17,680 less for FY 2025-26 (AY 2026-27): tell your employer you choose the old regime, and give them this Form 12BB with the evidence.",
    );
  });

  test("given the new regime is cheaper, then the summary says the claims would not lower the tax", () => {
    expect(run({}).result?.summary).toBe(
      "The new regime still costs ₹1,05,300 less for tax year 2026-27, because it ignores almost all of these claims: Form 124 would not lower your tax.",
    );
  });

  test("given capped claims, then the breakdown shows what was declared and what is allowed, each with its rule", () => {
    const { result } = run({
      fy: "2024-25",
      salary: "1000000",
      other: "30000",
      basic: "400000",
      ded80c: "100000",
      ded80ccc: "30000",
      ded80ccd1: "50000",
      ded80tta: "15000",
    });
    const claims = result?.breakdown.find((section) => section.title.startsWith("Claims"))?.steps ?? [];
    expect(claims.map((step) => [step.label, step.amount])).toEqual([
      ["Section 80C investments", 100_000],
      ["Section 80CCC pension fund", 30_000],
      ["Section 80CCD(1) own NPS contribution (declared ₹50,000)", 40_000],
      ["80C, 80CCC and 80CCD(1) together (declared ₹1,70,000)", 150_000],
      ["Section 80D health insurance", 25_000],
      ["Section 80TTA savings interest (declared ₹15,000)", 10_000],
    ]);
    for (const step of result?.breakdown.flatMap((section) => section.steps) ?? []) expect(step.reference?.trim()).toBeTruthy();
  });

  test("given a home loan of ₹2,50,000, then the old regime allows ₹2,00,000 (s.24(b))", () => {
    const effect = taxEffectOf(inputOf({ fy: "2025-26", hl: "250000", ...bankLoan }));
    expect(effect.claims.find((claim) => claim.id === "homeLoan")).toMatchObject({ declared: 250_000, allowed: 200_000 });
  });

  test("given 80D claimed above the section's most, then it is capped at own limit plus the parents' senior limit", () => {
    // below 60: 25,000 + 50,000 = 75,000; 60 or more: 50,000 + 50,000 = 1,00,000
    expect(taxEffectOf(inputOf({ ded80d: "120000" })).claims.find((claim) => claim.id === "ded80d")?.allowed).toBe(75_000);
    expect(taxEffectOf(inputOf({ age: "60to80", ded80d: "120000" })).claims.find((claim) => claim.id === "ded80d")?.allowed).toBe(100_000);
  });
});

describe("Form 12BB: the filled form", () => {
  const raw = {
    fy: "2025-26",
    name: "Asha Rao",
    parent: "Mohan Rao",
    pan: PAN,
    address: "4 Park Street, Kolkata 700016",
    designation: "Engineer",
    place: "Kolkata",
    rent: "240000",
    ...landlord,
    lta: "20000",
    ltaDetails: "Kolkata to Chennai and back by rail",
    hl: "180000",
    lenderType: "other",
    lender: "R. Iyer",
    lenderAddress: "Chennai",
    lenderPan: "AAAPI1234Q",
    ded80c: "170000",
    ev80c: "PPF ₹70,000; ELSS ₹1,00,000",
    ded80ccd1: "20000",
    ded80ccd1b: "50000",
    ded80g: "5000",
  };

  test("given every claim, then the rows follow Form 12BB with the amounts as declared (the employer applies the limits)", () => {
    const declaration = form12bbDeclaration(inputOf(raw));
    expect(declaration.financialYear).toBe("2025-26");
    expect(declaration.rows.map((row) => [row.serial, row.nature, row.amount, row.evidence])).toEqual([
      ["1", "House Rent Allowance:", null, ""],
      ["", "(i) Rent paid to the landlord", 240_000, "Rent receipts and rent agreement"],
      ["", "(ii) Name of the landlord", null, "K. Menon"],
      ["", "(iii) Address of the landlord", null, "12 MG Road, Bengaluru 560001"],
      ["", "(iv) Permanent Account Number of the landlord", null, "AAAPM1234K"],
      ["", "Note: Permanent Account Number shall be furnished if the aggregate rent paid during the previous year exceeds one lakh rupees", null, ""],
      ["2", "Leave travel concessions or assistance", 20_000, "Kolkata to Chennai and back by rail. Tickets and travel proof attached"],
      ["3", "Deduction of interest on borrowing:", null, ""],
      ["", "(i) Interest payable/paid to the lender", 180_000, "Interest certificate from the lender"],
      ["", "(ii) Name of the lender", null, "R. Iyer"],
      ["", "(iii) Address of the lender", null, "Chennai"],
      ["", "(iv) Permanent Account Number of the lender", null, ""],
      ["", "(a) Financial institutions (if available)", null, ""],
      ["", "(b) Employer (if available)", null, ""],
      ["", "(c) Others", null, "AAAPI1234Q"],
      ["4", "Deduction under Chapter VI-A", null, ""],
      ["", "(A) Section 80C, 80CCC and 80CCD", null, ""],
      ["", "(i) Section 80C", 170_000, "PPF ₹70,000; ELSS ₹1,00,000"],
      ["", "(ii) Section 80CCC", 0, ""],
      ["", "(iii) Section 80CCD", 70_000, "NPS transaction statement: 80CCD(1) ₹20,000; 80CCD(1B) ₹50,000"],
      ["", "(B) Other sections (e.g. 80E, 80G, 80TTA, etc.) under Chapter VI-A", null, ""],
      ["", "(i) Section 80D", 25_000, "Premium receipts and check-up bills"],
      ["", "(ii) Section 80E", 0, ""],
      ["", "(iii) Section 80G", 5_000, "Donation receipts with the donee's PAN"],
      ["", "(iv) Section 80TTA", 0, ""],
    ]);
    expect(declaration.verification).toBe(
      "I, Asha Rao, son/daughter of Mohan Rao do hereby certify that the information given above is complete and correct.",
    );
    expect(declaration.employee).toEqual({
      name: "Asha Rao",
      parent: "Mohan Rao",
      address: "4 Park Street, Kolkata 700016",
      pan: PAN,
      designation: "Engineer",
      place: "Kolkata",
    });
  });

  test.each([
    ["rent up to ₹1,00,000 and no PAN", { rent: "96000" }, "Not required: rent for the year not above ₹1,00,000"],
    [
      "a landlord with no PAN",
      { rent: "240000", landlord: "K. Menon", llAddress: "Pune", llNoPan: "1" },
      "The landlord has no PAN: the landlord's declaration is attached",
    ],
    ["no rent", { rent: "0" }, ""],
  ])("given %s, then the landlord's PAN row says %p", (_, rawRent, text) => {
    const rows = form12bbDeclaration(inputOf(rawRent)).rows;
    expect(rows.find((row) => row.nature.startsWith("(iv) Permanent Account Number of the landlord"))?.evidence).toBe(text);
  });

  test("given no name, then the verification keeps dotted blanks to fill by hand", () => {
    expect(form12bbDeclaration(inputOf({})).verification).toBe(
      "I, ...................................., son/daughter of .................................... do hereby certify that the information given above is complete and correct.",
    );
  });

  test("given a senior citizen in FY 2025-26, then item 4(B)(iv) is section 80TTB", () => {
    const rows = form12bbDeclaration(inputOf({ fy: "2025-26", age: "60to80", other: "60000", ded80tta: "50000" })).rows;
    expect(rows.at(-1)).toMatchObject({ nature: "(iv) Section 80TTB", amount: 50_000 });
  });

  test("given a senior citizen in tax year 2026-27, then item 4(B)(iv) is section 153, the old 80TTB beside it", () => {
    const rows = form12bbDeclaration(inputOf({ fy: "2026-27", age: "60to80", other: "60000", ded80tta: "50000" })).rows;
    expect(rows.at(-1)).toMatchObject({ nature: "(iv) Section 153 (earlier section 80TTB)", amount: 50_000 });
  });
});

describe("The declaration the year needs: Form 124 from tax year 2026-27, Form 12BB before (Income-tax Rules, 2026)", () => {
  test.each([
    ["2026-27", "FORM NO. 124", "(See rule 205)", "section 392", "Tax year", "form-124-2026-27.pdf"],
    ["2025-26", "FORM NO. 12BB", "(See rule 26C)", "section 192", "Financial year", "form-12bb-2025-26.pdf"],
    ["2023-24", "FORM NO. 12BB", "(See rule 26C)", "section 192", "Financial year", "form-12bb-2023-24.pdf"],
  ])("given %s, then the heading is %s %s under %s, item 3 reads %s and the file is %s", (fy, number, rule, section, yearItem, file) => {
    const declaration = form12bbDeclaration(inputOf({ fy }));
    expect(declaration.heading).toMatchObject({ number, rule, yearItem });
    expect(declaration.heading.title).toBe(`Statement showing particulars of claims by an employee for deduction of tax under ${section}`);
    expect(form12bbFileName(declaration)).toBe(file);
  });

  test("given rent paid to a parent in tax year 2026-27, then Form 124's item 1(v) states the relationship", () => {
    const rows = form12bbDeclaration(inputOf({ fy: "2026-27", rent: "240000", ...landlord, llRelation: "Mother" })).rows;
    expect(rows.find((row) => row.nature.startsWith("(v)"))).toMatchObject({
      nature: "(v) Relationship of the employee with the landlord, if any",
      evidence: "Mother",
    });
  });

  test("given rent paid to an unrelated landlord in tax year 2026-27, then item 1(v) says None", () => {
    const rows = form12bbDeclaration(inputOf({ fy: "2026-27", rent: "240000", ...landlord })).rows;
    expect(rows.find((row) => row.nature.startsWith("(v)"))?.evidence).toBe("None");
  });

  test("given FY 2025-26, then Form 12BB has no relationship row (the 1962 form did not ask)", () => {
    const rows = form12bbDeclaration(inputOf({ fy: "2025-26", rent: "240000", ...landlord })).rows;
    expect(rows.some((row) => row.nature.includes("Relationship"))).toBe(false);
  });

  test("given FY 2025-26 rent without landlord details, then the messages name Form 12BB and rule 26C", () => {
    const read = readInputs(form12bb, { ...defaultRawInputs(form12bb), fy: "2025-26", rent: "100001" });
    expect(read.input).toBeNull();
    expect(read.errors.landlord).toBe("The rent for the year is above ₹1,00,000, so Form 12BB needs the landlord's name (rule 26C).");
  });
});

describe("Form 12BB: input validation (Rule 26C and the parts of salary)", () => {
  test.each([
    [
      "rent of ₹1,00,001 with no landlord details",
      { rent: "100001" },
      {
        landlord: "The rent for the year is above ₹1,00,000, so Form 124 needs the landlord's name (rule 205).",
        llAddress: "The rent for the year is above ₹1,00,000, so Form 124 needs the landlord's address (rule 205).",
        llPan:
          'The rent for the year is above ₹1,00,000, so Form 124 needs the landlord\'s PAN: enter it, or switch on "The landlord has no PAN" and attach their declaration.',
      },
    ],
    [
      "the landlord's PAN is the employee's own",
      { rent: "240000", ...landlord, llPan: PAN, pan: PAN },
      { llPan: "This is your own PAN (entered under your details): rent paid to yourself does not qualify for the HRA exemption." },
    ],
    [
      "basic and HRA above the gross salary",
      { rent: "60000", salary: "500000", basic: "400000", hraReceived: "160000" },
      { hraReceived: "Basic salary and HRA are parts of your gross salary, so together they cannot be more than it (₹5,00,000)." },
    ],
    [
      "LTC without travel details",
      { lta: "30000" },
      { ltaDetails: "Describe the journey: who travelled, from where to where, when and how. Form 124 asks for evidence of the expense (rule 205)." },
    ],
    [
      "LTC above the salary",
      { salary: "100000", lta: "150000", ltaDetails: "Flight", ...noDeductions },
      { lta: "LTC is part of your gross salary, so it cannot be more than it (₹1,00,000)." },
    ],
    [
      "LTC above the salary left after basic and HRA",
      { salary: "900000", rent: "60000", basic: "500000", hraReceived: "300000", lta: "150000", ltaDetails: "Flight" },
      { lta: "LTC is part of your gross salary, with basic salary and HRA: it can be at most ₹1,00,000 here." },
    ],
    [
      "home-loan interest with no lender",
      { hl: "150000" },
      {
        lender: "Form 124 needs the lender's name for a home-loan interest claim (rule 205).",
        lenderAddress: "Form 124 needs the lender's address for a home-loan interest claim (rule 205).",
      },
    ],
    [
      "a loan from a person other than a bank or employer, with no PAN",
      { hl: "150000", lenderType: "other", lender: "R. Iyer", lenderAddress: "Chennai" },
      { lenderPan: "For a lender other than a bank, financial institution or your employer, Form 124 needs the lender's PAN." },
    ],
    [
      "80TTA with no interest declared",
      { ded80tta: "5000" },
      {
        ded80tta:
          '80TTA and 80TTB are deducted from the interest itself: enter the interest (at least ₹5,000) under "Other income you declare to your employer" too.',
      },
    ],
    ["an employee PAN of the wrong shape", { pan: "ABCPE12345" }, { pan: "The last character of a PAN is a letter; it is “5” (is it “S”?)." }],
    ["a salary that is not a number", { salary: "twelve lakh" }, { salary: "Enter an amount in rupees using digits, like 12,75,000." }],
    [
      "a year the site does not cover",
      { fy: "2022-23" },
      { fy: "Choose one of: Tax year 2026-27, FY 2025-26 (AY 2026-27), FY 2024-25 (AY 2025-26), FY 2023-24 (AY 2024-25)." },
    ],
  ])("given %s, then those fields say so and no figure is computed", (_, raw, messages) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual(messages);
    expect(result).toBeNull();
  });

  test.each([
    ["a bank loan with no PAN (the form asks it only if available)", { hl: "150000", ...bankLoan }],
    ["a rent above ₹1,00,000 with a landlord who has no PAN", { rent: "150000", landlord: "K. Menon", llAddress: "Pune", llNoPan: "1" }],
    ["HRA fields beyond the salary while no rent is paid (they are hidden)", { rent: "0", basic: "9000000", hraReceived: "9000000" }],
  ])("given %s, then the inputs are accepted", (_, raw) => {
    expect(run(raw).errors).toEqual({});
  });
});

describe("Form 12BB: properties over random inputs", () => {
  const amount = (max: number) => fc.integer({ min: 0, max });
  const claims = fc
    .record({
      fy: fc.constantFrom("2023-24", "2024-25", "2025-26", "2026-27"),
      age: fc.constantFrom("below60", "60to80", "80plus"),
      salary: fc.integer({ min: 0, max: 50_000_000 }),
      other: amount(2_000_000),
      basicShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
      hraShare: fc.double({ min: 0, max: 0.3, noNaN: true }),
      ltaShare: fc.double({ min: 0, max: 0.1, noNaN: true }),
      metro: fc.constantFrom("0", "1"),
      rent: amount(3_000_000),
      hl: amount(500_000),
      ded80c: amount(300_000),
      ded80ccc: amount(100_000),
      ded80ccd1: amount(200_000),
      ded80ccd1b: amount(100_000),
      ded80d: amount(150_000),
      ded80e: amount(500_000),
      ded80g: amount(300_000),
      ttaShare: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map((c) => {
      const basic = Math.floor(c.salary * c.basicShare);
      const hraReceived = Math.floor(c.salary * c.hraShare);
      return {
        fy: c.fy,
        age: c.age,
        salary: String(c.salary),
        other: String(c.other),
        basic: String(basic),
        hraReceived: String(hraReceived),
        lta: String(Math.floor(c.salary * c.ltaShare)),
        ltaDetails: "Journey by rail",
        metro: c.metro,
        rent: String(c.rent),
        ...landlord,
        hl: String(c.hl),
        ...bankLoan,
        ded80c: String(c.ded80c),
        ded80ccc: String(c.ded80ccc),
        ded80ccd1: String(c.ded80ccd1),
        ded80ccd1b: String(c.ded80ccd1b),
        ded80d: String(c.ded80d),
        ded80e: String(c.ded80e),
        ded80g: String(c.ded80g),
        ded80tta: String(Math.floor(c.other * c.ttaShare)),
      };
    });

  test("given any valid claims, then every figure is finite and non-negative, and the income lines agree with the engine", () => {
    fc.assert(
      fc.property(claims, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value === "number") {
            expect(Number.isFinite(f.value)).toBe(true);
            expect(f.value).toBeGreaterThanOrEqual(0);
          }
        }
        // The engine takes 80E, 80G and 80TTA off other income, then salary (see form-12bb-tax.ts);
        // its total income must be the one the page's own income lines add up to.
        const effect = taxEffectOf(inputOf(raw));
        const beforeRounding = effect.oldIncomeSteps.find((step) => step.id === "totalBeforeRounding")!.amount;
        expect(effect.old.taxableIncome).toBe(roundToNearestMultiple(beforeRounding, 10));
        expect(beforeRounding).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });

  test("given a larger claim and everything else the same, then the old regime's tax never rises and the new regime's never changes", () => {
    const claimNames = ["rent", "hl", "ded80c", "ded80ccc", "ded80ccd1b", "ded80d", "ded80e", "ded80g"] as const;
    fc.assert(
      fc.property(claims, fc.constantFrom(...claimNames), fc.integer({ min: 1, max: 200_000 }), (raw, name, extra) => {
        const before = run(raw).result;
        const after = run({ ...raw, [name]: String(Number(raw[name]) + extra) }).result;
        expect(figure(after, "oldTax") as number).toBeLessThanOrEqual(figure(before, "oldTax") as number);
        expect(figure(after, "newTax")).toBe(figure(before, "newTax"));
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(form12bb.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("Form 12BB rules: every value of every year is dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) =>
    Object.entries(FORM_12BB_RULES_BY_YEAR[fy])
      .filter(([name]) => name !== "references")
      .map(([name, parameter]) => [fy, name, parameter as { reference: string; unit: string; effectiveFrom: string }] as const),
  );

  test.each(values)("FY %s %s has a reference, a unit and an effectiveFrom date in force by the year's end", (fy, _, parameter) => {
    expect(parameter.reference.trim().length).toBeGreaterThan(10);
    expect(["INR", "percent", "list"]).toContain(parameter.unit);
    expect(parameter.effectiveFrom <= `${Number(fy.slice(0, 4)) + 1}-03-31`).toBe(true);
    if (fy >= "2026-27") expect(parameter.effectiveFrom >= "2026-04-01").toBe(true);
  });

  test.each(FINANCIAL_YEARS)("FY %s names the rule behind every uncapped claim", (fy) => {
    for (const reference of Object.values(FORM_12BB_RULES_BY_YEAR[fy].references)) expect(reference.trim().length).toBeGreaterThan(10);
  });
});

describe("HRA in Form 12BB and in the HRA calculator: one city list per year, one exemption", () => {
  const runHra = runnerFor(hra);
  const puneHome = { basic: "600000", hraReceived: "300000", rent: "360000" };

  test.each([
    // Pune is not one of rule 2A's four cities up to FY 2025-26: (c) is 40%.
    // (a) 3,00,000; (b) 3,60,000 − 10% × 6,00,000 = 3,00,000; (c) 40% × 6,00,000 = 2,40,000 → 2,40,000
    { fy: "2025-26", metro: "0", exempt: 240_000 },
    // Tax year 2026-27 (assumed: the draft 2026 rules' eight cities): Pune takes 50%.
    // (a) 3,00,000; (b) 3,00,000; (c) 50% × 6,00,000 = 3,00,000 → 3,00,000
    { fy: "2026-27", metro: "1", exempt: 300_000 },
  ])("given a Pune home in FY $fy (50% city: $metro), then both calculators exempt ₹$exempt", ({ fy, metro, exempt }) => {
    const inHra = runHra({ fy, entry: "yearly", ...puneHome, metro });
    const in12bb = run({ fy, salary: "1200000", ...puneHome, metro, ...landlord });
    expect(in12bb.errors).toEqual({});
    expect([figure(inHra.result, "exemptHra"), figure(in12bb.result, "hraExempt")]).toEqual([exempt, exempt]);
  });

  test.each(FINANCIAL_YEARS)("given FY %s, then Form 12BB's 50%% cities are the HRA calculator's, and so is the assumption shown", (fy) => {
    const cities = FORM_12BB_RULES_BY_YEAR[fy].hraMetroCities;
    expect(cities.value).toEqual(HRA_RULES[fy].higherShareCities.value);
    const hraNotes = runHra({ fy }).result!.notes ?? [];
    const formNotes = run({ fy, ...puneHome, salary: "1200000", ...landlord }).result!.notes ?? [];
    if (fy === "2026-27") {
      expect(cities.value).toEqual(["Mumbai", "Delhi", "Kolkata", "Chennai", "Bengaluru", "Hyderabad", "Pune", "Ahmedabad"]);
      expect(cities.note).toMatch(/G\.S\.R\. 198\(E\).*not confirmed/);
      expect(hraNotes).toContain(cities.note);
      expect(formNotes).toContain(cities.note);
    } else {
      expect(cities.value).toEqual(["Mumbai", "Delhi", "Kolkata", "Chennai"]);
      expect(hraNotes.join(" ")).not.toMatch(/G\.S\.R\. 198\(E\)/);
      expect(formNotes.join(" ")).not.toMatch(/G\.S\.R\. 198\(E\)/);
    }
  });

  test("given the four-city reading of the 2026 rules instead, then the list is rule 2A's and the note says so", () => {
    const fourCities = hraRules2025Act("rule2A").higherShareCities;
    expect(fourCities.value).toEqual(["Mumbai", "Delhi", "Kolkata", "Chennai"]);
    expect(fourCities.note).toMatch(/four cities of the old rule 2A/);
  });

  test("given any year, salary, HRA, rent and city, then Form 12BB's HRA exemption is the HRA calculator's", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FINANCIAL_YEARS),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.constantFrom("0", "1"),
        (fy, basic, hraReceived, rent, metro) => {
          const amounts = { basic: String(basic), hraReceived: String(hraReceived), rent: String(rent) };
          const inHra = runHra({ fy, entry: "yearly", ...amounts, metro });
          const in12bb = run({ fy, salary: String(basic + hraReceived), ...amounts, metro, ...landlord });
          expect(figure(in12bb.result, "hraExempt")).toBe(figure(inHra.result, "exemptHra"));
        },
      ),
      { numRuns: 300 },
    );
  });
});
