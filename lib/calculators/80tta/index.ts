import { formatInr, parseIndianNumber } from "@/lib/format";
import { NEW_REGIME_DEDUCTION_RULES } from "@/lib/tax/deduction-80-common";
import { INTEREST_DEDUCTION_RULES, interestDeduction } from "@/lib/tax/deduction-80tta";
import { AGE_BANDS, type AgeBand } from "@/lib/tax/types";
import { isTaxYearUnder2025Act } from "@/lib/tax/years";
import { newRegimeGroup, newRegimeStep, slabField, taxSavedFigure, taxSavedStep, yearField, yearInSentence } from "../80d/deduction-shared";
import { choice, rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult } from "../types";
import { section80ttaExplanation, section80ttaFaq } from "./content";
import { section80ttaMeta } from "./meta";
import { formAcrossYears } from "@/lib/tax/forms";

/** ₹100 crore: far above any year's interest. */
const MAX_AMOUNT = 1_000_000_000;

const AGE_LABELS: Record<AgeBand, string> = { below60: "Below 60", "60to80": "60 to 79", "80plus": "80 or more" };

const isIndividual = (raw: Record<string, string>) => (raw.claimant ?? "").trim() !== "huf";
const hasPostOfficeInterest = (raw: Record<string, string>) => isIndividual(raw) && (parseIndianNumber(raw.posb ?? "") ?? 0) > 0;

export const fields = {
  fy: yearField(),
  claimant: choice<"individual" | "huf">({
    label: "Who claims",
    options: [
      { value: "individual", label: "An individual" },
      { value: "huf", label: "A Hindu undivided family (HUF)" },
    ],
    default: "individual",
  }),
  age: choice<AgeBand>({
    label: "Your age during the year",
    help: "Age on the last day of the year.",
    options: AGE_BANDS.map((band) => ({ value: band, label: AGE_LABELS[band] })),
    default: "below60",
    visibleWhen: isIndividual,
  }),
  resident: toggle({
    label: "I was resident in India during the year",
    help: "Section 80TTB is for resident senior citizens; a non-resident of any age claims 80TTA.",
    default: true,
    visibleWhen: isIndividual,
  }),
  sb: rupees({
    label: "Interest on savings accounts with banks and co-operative banks",
    help: "For the year, from all your savings accounts (an NRO savings account too; NRE interest is exempt and stays out). An HUF adds its post-office savings interest here.",
    default: 14_000,
    max: MAX_AMOUNT,
  }),
  posb: rupees({
    label: "Interest on a post-office savings account",
    help: "Up to ₹3,500 (₹7,000 for a joint account) is exempt in both regimes before any deduction.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: isIndividual,
  }),
  poJoint: toggle({ label: "The post-office savings account is a joint account", default: false, visibleWhen: hasPostOfficeInterest }),
  deposits: rupees({
    label: "Interest on fixed and recurring deposits",
    help: "Time deposits with banks, co-operative banks and the post office. Only a resident senior citizen's count (80TTB). Leave out bonds, debentures, company deposits and NSC.",
    default: 40_000,
    max: MAX_AMOUNT,
  }),
  slab: slabField(),
};

export const section80tta = defineCalculator({
  meta: section80ttaMeta,
  fields,
  layout: [
    { title: "Year and claimant", fields: ["fy", "claimant", "age", "resident"] },
    { title: "Interest for the year", fields: ["sb", "posb", "poJoint", "deposits"] },
    { title: "Tax saved", fields: ["slab"] },
  ],
  compute(input): CalculatorResult {
    const rules = INTEREST_DEDUCTION_RULES[input.fy];
    const individual = input.claimant === "individual";
    const result = interestDeduction({
      fy: input.fy,
      claimant: input.claimant,
      age: individual ? input.age : "below60",
      resident: individual ? input.resident : true,
      savingsInterest: input.sb,
      postOfficeSavingsInterest: individual ? input.posb : 0,
      postOfficeJoint: input.poJoint,
      timeDepositInterest: input.deposits,
    });
    const senior = result.section === "80TTB";
    const provision = senior ? rules.seniorProvision : rules.savingsProvision;
    const limitParameter = senior ? rules.seniorDepositInterestLimit : rules.savingsInterestLimit;
    const section = provision.value;
    const year = yearInSentence(input.fy);
    const exemptLimit = input.poJoint ? rules.postOfficeSavingsExemptJoint : rules.postOfficeSavingsExemptSingle;

    const covered = senior ? "interest on savings accounts and fixed and recurring deposits" : "savings-account interest";
    const depositsLeftOut =
      !senior && input.deposits > 0
        ? ` Deposit interest of ${formatInr(input.deposits)} is not covered: only a resident senior citizen can deduct it (80TTB).`
        : "";
    const summary =
      result.deduction > 0
        ? `${individual ? "You" : "The HUF"} can deduct ${formatInr(result.deduction)} under ${section} for ${year}, in the old regime only: ${covered}, up to ${formatInr(result.limit)}.${depositsLeftOut}`
        : `No deduction under ${section} for ${year}: there is no ${covered} left after the exemptions.${depositsLeftOut}`;

    const newRegime = newRegimeGroup(input.fy, section, result.deduction);
    const seniorText = !individual
      ? "An HUF: section 80TTA only"
      : senior
        ? "Yes: section 80TTB, instead of 80TTA"
        : input.age !== "below60"
          ? "No (not resident): section 80TTA"
          : "No: section 80TTA";

    return {
      summary,
      groups: [
        {
          title: "Old regime",
          highlight: result.deduction > 0,
          figures: [
            { name: "section", label: "Section that applies", value: senior ? "80TTB" : "80TTA", format: "text", note: section },
            { name: "deduction", label: `Deduction under ${section}`, value: result.deduction, format: "rupees" },
            { name: "taxableInterest", label: "Interest still taxable", value: result.taxableInterestOld, format: "rupees" },
            taxSavedFigure(input.fy, result.deduction, input.slab),
          ],
        },
        {
          ...newRegime,
          figures: [
            ...newRegime.figures,
            { name: "newRegimeTaxableInterest", label: "Interest taxable in the new regime", value: result.taxableInterestNew, format: "rupees" },
          ],
        },
        {
          title: "Both regimes",
          figures: [
            {
              name: "poExempt",
              label: "Post-office savings interest exempt",
              value: result.postOfficeExempt,
              format: "rupees",
              note: "Exempt in both regimes, before any deduction.",
            },
          ],
        },
      ],
      breakdown: [
        {
          title: "Interest for the year",
          steps: [
            { label: "Savings-account interest, banks and co-operative banks", amount: input.sb, reference: rules.savingsInterestLimit.reference },
            ...(individual
              ? [
                  { label: "Post-office savings-account interest", amount: input.posb, reference: exemptLimit.reference },
                  {
                    label: `Exempt: post-office savings interest up to ${formatInr(exemptLimit.value)} (${input.poJoint ? "joint" : "individual"} account)`,
                    amount: result.postOfficeExempt,
                    reference: exemptLimit.reference,
                  },
                ]
              : []),
            { label: "Fixed and recurring deposit interest", amount: input.deposits, reference: rules.seniorDepositInterestLimit.reference },
          ],
        },
        {
          title: `Deduction under ${section}`,
          steps: [
            { label: "Resident senior citizen", text: seniorText, reference: rules.seniorCitizen.reference },
            { label: `Interest covered: ${covered}`, amount: result.eligibleInterest, reference: limitParameter.reference },
            { label: "Limit", amount: result.limit, reference: limitParameter.reference },
            { label: "Deduction: the lower of the two", amount: result.deduction, reference: limitParameter.reference },
            { label: "Interest still taxable in the old regime", amount: result.taxableInterestOld, reference: limitParameter.reference },
          ],
        },
        {
          title: "What it is worth",
          steps: [
            taxSavedStep(input.fy, result.deduction, input.slab),
            newRegimeStep(input.fy, section),
            {
              label: "Interest taxable in the new regime: only the post-office exemption applies",
              amount: result.taxableInterestNew,
              reference: NEW_REGIME_DEDUCTION_RULES[input.fy].allows.reference,
            },
          ],
        },
      ],
      notes: [
        `A senior citizen for section 80TTB is ${rules.seniorCitizen.value}; a non-resident aged 60 or more claims 80TTA instead.`,
        "Interest on bonds, debentures, company deposits, NSC and other investments is not covered; NRE account interest is exempt and does not belong here.",
        "Interest on deposits held for a firm, an association of persons or a body of individuals does not give its partners or members this deduction.",
        `Banks deduct TDS on deposit interest above the threshold whatever deduction you can claim; a senior citizen with no tax to pay can give the bank ${formAcrossYears("noTdsDeclaration")} to avoid it.`,
        "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
        isTaxYearUnder2025Act(input.fy)
          ? "From tax year 2026-27 both deductions are in section 153 of the Income-tax Act, 2025, with the same limits as sections 80TTA and 80TTB of the 1961 Act."
          : undefined,
        individual && result.postOfficeExempt > 0 ? exemptLimit.note : undefined,
      ].filter((note): note is string => Boolean(note)),
    };
  },
  explanation: section80ttaExplanation,
  faq: section80ttaFaq,
});
