import { formatInr } from "../format";
import { AUDIT_RULES_BY_YEAR, type PresumptiveSchemeRules } from "./audit-parameters";
import { turnoverAuditRequired } from "./fees";
import { percentOf, roundToNearestMultiple, toPaise } from "./formulas/rounding";
import { basicExemptionLimit } from "./formulas/slab-tax";
import { addMonths, daysBetween, returnDueDate } from "./late-fee-dates";
import { rulesFor } from "./parameters";
import { complianceRulesFor } from "./parameters/compliance";
import type { AgeBand, IsoDate, Parameter, Regime } from "./types";
import type { FinancialYear } from "./years";
import type { TranslationOf } from "../i18n/catalogue";
import { citeIn } from "../i18n/cite";
import type { Locale } from "../i18n/locales";

/*
 * Whether s.44AB requires a tax audit (docs/tax-methods.md §20.1): the turnover tests of
 * clauses (a) and (b), and the presumptive-scheme tests of clauses (c), (d) and (e) read
 * with s.44AD(4)-(5), 44ADA and 44AE. Every finding comes with the rule behind it.
 */

export type AuditActivity = "business" | "profession";
/** books: profit from the accounts; the presumptive schemes of s.44AD (business), s.44ADA (profession), s.44AE (goods carriages) */
export type AuditScheme = "books" | "44AD" | "44ADA" | "44AE";
/** s.44AD in the five years before this one: not used; used and still followed; left (declared less) within five years of using it */
export type Past44AD = "no" | "used" | "optedOut";
export type AuditClause = "a" | "b" | "c" | "d" | "e";

export interface AuditInput {
  fy: FinancialYear;
  activity: AuditActivity;
  /** total sales, turnover or gross receipts of the year */
  turnover: number;
  /** cash receipts, percent of all receipts (non-account-payee cheques and drafts count as cash) */
  cashReceiptsPercent: number;
  /** cash payments, percent of all payments (business only) */
  cashPaymentsPercent: number;
  /** 44AD and 44AE are business schemes, 44ADA a profession scheme; a mismatch counts as books */
  scheme: AuditScheme;
  /** profit declared (44AD, 44ADA) */
  declaredProfit: number;
  /** the part of turnover received by account-payee cheque or draft, or electronically (44AD's 6%); at most the turnover */
  digitalTurnover: number;
  past44AD: Past44AD;
  /** profit declared lower than the s.44AE presumptive income */
  below44AE: boolean;
  /** total income, for the basic-exemption test of clauses (d) and (e) */
  totalIncome: number;
  regime: Regime;
  age: AgeBand;
  /** the day the audit report was (or will be) furnished; null or absent when not known */
  reportFiledOn?: IsoDate | null;
}

/** The audit report's delay and, from tax year 2026-27, the s.428(c) fee for it. */
export interface LateAuditReport {
  /** days after the report's due date (0 when on time) */
  daysLate: number;
  /** the last day of "a delay up to one month" (the same date a month after the due date) */
  oneMonthAfter: IsoDate;
  timing: "onTime" | "withinOneMonth" | "afterOneMonth";
  /** the s.428(c) fee; null in years under the 1961 Act, where s.271B's penalty applies instead */
  fee: number | null;
  feeParameter: Parameter | null;
}

export interface AuditStep {
  label: string;
  amount?: number;
  text?: string;
  reference: string;
}

export interface AuditResult {
  required: boolean;
  /** the clauses of s.44AB that apply, in order */
  clauses: AuditClause[];
  /** "section 44AB(a)" for each clause that applies */
  clauseLabels: string[];
  /** why: one sentence per clause that applies, or why none does */
  reasons: string[];
  /** the s.44AB(a) or (b) limit for this turnover */
  turnoverLimit: Parameter;
  /** the presumptive profit of s.44AD or s.44ADA, raised to the whole rupee (null for other schemes) */
  minimumProfit: number | null;
  section44AD4Applies: boolean;
  basicExemptionLimit: number;
  reportDueDate: Parameter<IsoDate>;
  /** the return due date: the audit date when an audit is required, else the non-audit business date */
  returnDueDate: Parameter<IsoDate>;
  /** what missing the audit can cost: the s.271B maximum (1961 Act) or the s.428(c) fee after a month (2025 Act) */
  consequence: { amount: number; label: string; reference: string; note: string };
  /** the report's delay, when a filing date was given and an audit is required */
  lateReport: LateAuditReport | null;
  /** UNSURE assumptions these inputs rely on */
  assumptions: string[];
  steps: AuditStep[];
}

/*
 * The words of the findings, in English and Hindi (docs/hindi-terms.md). English is the
 * default; the tax-audit calculator asks for the page's language.
 */
const EN = {
  yes: "Yes",
  no: "No",
  /** "section 44AB(a)"; from tax year 2026-27 "section 63 of the Income-tax Act, 2025, as s.44AB(a)" */
  clauseName: (section: string, clause: AuditClause) => `${section}(${clause})`,
  turnoverBusiness: "Turnover or gross receipts of the business",
  receiptsProfession: "Gross receipts of the profession",
  cashShares: (receipts: number, payments: number, limit: number) => `Cash receipts ${receipts}% and cash payments ${payments}% of the totals: each at most ${limit}%?`,
  auditLimitOf: (clause: string) => `Audit limit of ${clause}`,
  aboveLimit: (business: boolean) => `${business ? "Turnover" : "Receipts"} above the limit?`,
  schemeLimit: (scheme: string, atMost: boolean, percent: number) => `Limit of section ${scheme} (cash receipts ${atMost ? "at most" : "above"} ${percent}%)`,
  presumptive44AD: (rate: number, other: string, digitalRate: number, digital: string) => `Presumptive profit: ${rate}% of ${other} and ${digitalRate}% of ${digital} received digitally`,
  presumptive44ADA: (rate: number) => `Presumptive profit: ${rate}% of gross receipts`,
  profitDeclared: "Profit declared",
  lockedOutQuestion: "Section 44AD open this year?",
  lockedOutAnswer: "No: closed for five years after declaring less",
  withinSchemeLimit: (business: boolean, scheme: string) => `${business ? "Turnover" : "Receipts"} within the limit of section ${scheme}?`,
  reasonLockedOut: "Section 44AD is closed to you this year: you declared less than its presumptive profit within five years of using it.",
  reasonSchemeUnavailable: (scheme: string, business: boolean, turnover: string, limit: string) =>
    `Section ${scheme} is not available: ${business ? "turnover" : "receipts"} of ${turnover} is above its ${limit} limit.`,
  reasonOverTurnover: (business: boolean, turnover: string, limit: string, clause: string) =>
    `${business ? "Turnover" : "Gross receipts"} of ${turnover} ${business ? "is" : "are"} above the ${limit} limit of ${clause}.`,
  below44AEQuestion: "Income declared lower than the presumptive income of section 44AE?",
  reasonBelow44AE: (clause: string) => `You declare less than the presumptive income of section 44AE: ${clause} requires an audit whatever your total income.`,
  assumption44AE:
    "UNSURE: the first proviso to s.44AB exempts only section 44AD declarers, so the turnover test of s.44AB(a) is applied to a section 44AE business too. Some read section 44AE as a complete code that needs no audit while its income is declared.",
  /** An assumption the rules carry (audit-parameters.ts), as they word it. */
  ruleNote: (note: string) => note,
  section44AD4Question: "Section 44AD(4) applies (declared less within five years of using the scheme)?",
  totalIncome: "Total income",
  basicExemptionLimit: (regime: Regime) => `Basic exemption limit (${regime} regime)`,
  basicExemptionReference: (slabs: string, clause: string) => `${slabs}: the "maximum amount not chargeable to income-tax" of ${clause}`,
  incomeAboveQuestion: "Total income above the limit?",
  reasonAD4Above: (income: string, limit: string, clause: string) =>
    `Section 44AD(4) applies and total income of ${income} is above the basic exemption limit of ${limit}: ${clause}, read with section 44AD(5).`,
  reasonADAAbove: (rate: number, income: string, limit: string, clause: string) =>
    `You declare less than ${rate}% of receipts under section 44ADA and total income of ${income} is above the basic exemption limit of ${limit}: ${clause}.`,
  reasonAD4Within: (income: string, limit: string) => `Section 44AD(4) applies, but total income of ${income} is within the basic exemption limit of ${limit}.`,
  reasonADAWithin: (rate: number, income: string, limit: string) =>
    `You declare less than ${rate}% of receipts under section 44ADA, but total income of ${income} is within the basic exemption limit of ${limit}.`,
  reasonLowerNoAD4: "You declare less than the presumptive profit, but as you have not used section 44AD in the five years before, section 44AD(4) does not apply: only the turnover test counts.",
  reasonPresumptive: (profit: string, scheme: string) => `You declare at least the presumptive profit of ${profit} under section ${scheme}.`,
  reasonPresumptiveExempt: (profit: string, scheme: string, limit: string) =>
    `You declare at least the presumptive profit of ${profit} under section ${scheme}, within its ${limit} limit, so the turnover test does not apply.`,
  reasonWithinTurnover: (business: boolean, turnover: string, limit: string, clause: string, mostlyDigital: boolean) =>
    `${business ? "Turnover" : "Gross receipts"} of ${turnover} ${business ? "is" : "are"} within the ${limit} limit of ${clause}${mostlyDigital ? ", as cash receipts and cash payments are each at most 5%" : ""}.`,
  reasonAtLeast44AE: "You declare at least the presumptive income of section 44AE.",
  penaltyLabel: "Penalty under section 271B, up to",
  penaltyReference: (percent: string, maximum: string) => `${percent}; ${maximum}; rounded to ₹10 under s.288B`,
  penaltyNote: (percent: number, maximum: string) => `Section 271B: ${percent}% of turnover, at most ${maximum}; not levied where there was reasonable cause (s.273B).`,
  feeLabel: "Fee under section 428(c), up to",
  feeNote: (uptoOneMonth: string, afterOneMonth: string) => `Section 428(c) of the Income-tax Act, 2025: ${uptoOneMonth} for a delay of up to a month, ${afterOneMonth} after that.`,
};

/** The assumptions the rules carry (audit-parameters.ts), in Hindi; one not here is shown as the rules word it. */
const EXEMPTION_NOTE_HI =
  "मान्यता (पुष्टि नहीं): नकद प्राप्तियाँ 5% तक हों तो धारा 44AD ₹3 करोड़ तक के टर्नओवर और धारा 44ADA ₹75 लाख तक की प्राप्तियों की अनुमति देती है, पर धारा 44AB का पहला परंतुक अब भी ₹2 करोड़ और धारा 44AB(b) ₹50 लाख की बात करता है। हम आम व्याख्या मानते हैं कि योजना की सीमा के भीतर कम से कम अनुमानित लाभ घोषित करने वाले को ऑडिट की ज़रूरत नहीं; शब्दशः व्याख्या में दोनों सीमाओं के बीच ऑडिट ज़रूरी होगा (कारोबार के लिए सिर्फ़ तब, जब नकद भुगतान 5% से ज़्यादा हों)।";
const RULE_NOTES_HI: Readonly<Record<string, string>> = {
  "UNSURE: section 44AD allows turnover up to ₹3 crore and section 44ADA receipts up to ₹75 lakh when cash receipts are at most 5%, but the first proviso to s.44AB still speaks of ₹2 crore and s.44AB(b) of ₹50 lakh. We follow the common reading that a person who declares at least the presumptive profit within the scheme's limit needs no audit; a literal reading would require one between the two limits (for a business, only when cash payments are above 5%).":
    EXEMPTION_NOTE_HI,
  "UNSURE: section 44AD allows turnover up to ₹3 crore and section 44ADA receipts up to ₹75 lakh when cash receipts are at most 5%, but the first proviso to s.44AB still speaks of ₹2 crore and s.44AB(b) of ₹50 lakh. We follow the common reading that a person who declares at least the presumptive profit within the scheme's limit needs no audit; a literal reading would require one between the two limits (for a business, only when cash payments are above 5%). Carried over from the 1961 Act into the Income-tax Act, 2025 (our reading). Check before relying on it.":
    `${EXEMPTION_NOTE_HI} यह 1961 के अधिनियम से आयकर अधिनियम, 2025 में लिया गया है (हमारी व्याख्या)। भरोसा करने से पहले जाँच लें।`,
};

/** The audit section's name in Hindi: "section 44AB" → "धारा 44AB"; "section 63 of the Income-tax Act, 2025, as s.44AB" → "आयकर अधिनियम, 2025 की धारा 63 (पहले धारा 44AB)". */
function sectionHi(section: string, clause: string): string {
  const act2025 = /^section (\S+) of the Income-tax Act, (\d{4}), as s\.(\S+)$/.exec(section);
  if (act2025) return `आयकर अधिनियम, ${act2025[2]} की धारा ${act2025[1]}${clause} (पहले धारा ${act2025[3]}${clause})`;
  return `${section.replace(/^section /, "धारा ")}${clause}`;
}
const citeHi = (reference: string) => citeIn(reference, "hi").text;
const turnoverHi = (business: boolean) => (business ? "टर्नओवर" : "सकल प्राप्तियाँ");

const HI: TranslationOf<typeof EN> = {
  yes: "हाँ",
  no: "नहीं",
  clauseName: (section: string, clause: AuditClause) => sectionHi(section, `(${clause})`),
  turnoverBusiness: "कारोबार का टर्नओवर या सकल प्राप्तियाँ",
  receiptsProfession: "पेशे की सकल प्राप्तियाँ",
  cashShares: (receipts: number, payments: number, limit: number) => `नकद प्राप्तियाँ कुल का ${receipts}% और नकद भुगतान कुल का ${payments}%: दोनों ${limit}% तक?`,
  auditLimitOf: (clause: string) => `${clause} की ऑडिट सीमा`,
  aboveLimit: (business: boolean) => `${business ? "टर्नओवर" : "प्राप्तियाँ"} सीमा से ज़्यादा?`,
  schemeLimit: (scheme: string, atMost: boolean, percent: number) => `धारा ${scheme} की सीमा (नकद प्राप्तियाँ ${percent}% ${atMost ? "तक" : "से ज़्यादा"})`,
  presumptive44AD: (rate: number, other: string, digitalRate: number, digital: string) => `अनुमानित लाभ: ${other} का ${rate}% और डिजिटल रूप से मिले ${digital} का ${digitalRate}%`,
  presumptive44ADA: (rate: number) => `अनुमानित लाभ: सकल प्राप्तियों का ${rate}%`,
  profitDeclared: "घोषित लाभ",
  lockedOutQuestion: "क्या इस वर्ष धारा 44AD उपलब्ध है?",
  lockedOutAnswer: "नहीं: कम लाभ घोषित करने के बाद पाँच वर्ष के लिए बंद",
  withinSchemeLimit: (business: boolean, scheme: string) => `${business ? "टर्नओवर" : "प्राप्तियाँ"} धारा ${scheme} की सीमा के भीतर?`,
  reasonLockedOut: "इस वर्ष धारा 44AD आपके लिए बंद है: योजना अपनाने के पाँच वर्ष के भीतर आपने उसके अनुमानित लाभ से कम लाभ घोषित किया।",
  reasonSchemeUnavailable: (scheme: string, business: boolean, turnover: string, limit: string) =>
    `धारा ${scheme} उपलब्ध नहीं है: ${turnover} ${business ? "का टर्नओवर" : "की प्राप्तियाँ"} इसकी ${limit} की सीमा से ज़्यादा ${business ? "है" : "हैं"}।`,
  reasonOverTurnover: (business: boolean, turnover: string, limit: string, clause: string) =>
    `${turnover} ${business ? "का टर्नओवर" : "की सकल प्राप्तियाँ"} ${clause} की ${limit} की सीमा से ज़्यादा ${business ? "है" : "हैं"}।`,
  below44AEQuestion: "क्या घोषित आय धारा 44AE की अनुमानित आय से कम है?",
  reasonBelow44AE: (clause: string) => `आप धारा 44AE की अनुमानित आय से कम आय घोषित करते हैं: ${clause} के तहत ऑडिट ज़रूरी है, आपकी कुल आय कुछ भी हो।`,
  assumption44AE:
    "मान्यता (पुष्टि नहीं): धारा 44AB का पहला परंतुक सिर्फ़ धारा 44AD में लाभ घोषित करने वालों को छूट देता है, इसलिए धारा 44AB(a) की टर्नओवर वाली जाँच धारा 44AE वाले कारोबार पर भी लागू की गई है। कुछ लोग धारा 44AE को अपने-आप में पूरी व्यवस्था मानते हैं, जिसमें आय घोषित होने तक ऑडिट की ज़रूरत नहीं।",
  ruleNote: (note: string) => RULE_NOTES_HI[note] ?? note,
  section44AD4Question: "क्या धारा 44AD(4) लागू है (योजना अपनाने के पाँच वर्ष के भीतर कम लाभ घोषित किया)?",
  totalIncome: "कुल आय",
  basicExemptionLimit: (regime: Regime) => `मूल छूट सीमा (${regime === "new" ? "नई" : "पुरानी"} कर व्यवस्था)`,
  basicExemptionReference: (slabs: string, clause: string) => `${citeHi(slabs)}: ${citeHi(clause)} की "आयकर से मुक्त अधिकतम राशि"`,
  incomeAboveQuestion: "कुल आय सीमा से ज़्यादा?",
  reasonAD4Above: (income: string, limit: string, clause: string) =>
    `धारा 44AD(4) लागू है और ${income} की कुल आय मूल छूट सीमा ${limit} से ज़्यादा है: ${clause}, धारा 44AD(5) के साथ पठित।`,
  reasonADAAbove: (rate: number, income: string, limit: string, clause: string) =>
    `आप धारा 44ADA के तहत प्राप्तियों के ${rate}% से कम घोषित करते हैं और ${income} की कुल आय मूल छूट सीमा ${limit} से ज़्यादा है: ${clause}।`,
  reasonAD4Within: (income: string, limit: string) => `धारा 44AD(4) लागू है, पर ${income} की कुल आय मूल छूट सीमा ${limit} के भीतर है।`,
  reasonADAWithin: (rate: number, income: string, limit: string) =>
    `आप धारा 44ADA के तहत प्राप्तियों के ${rate}% से कम घोषित करते हैं, पर ${income} की कुल आय मूल छूट सीमा ${limit} के भीतर है।`,
  reasonLowerNoAD4: "आप अनुमानित लाभ से कम घोषित करते हैं, पर पिछले पाँच वर्षों में आपने धारा 44AD नहीं अपनाई, इसलिए धारा 44AD(4) लागू नहीं होती: सिर्फ़ टर्नओवर की जाँच मायने रखती है।",
  reasonPresumptive: (profit: string, scheme: string) => `आप धारा ${scheme} के तहत कम से कम ${profit} का अनुमानित लाभ घोषित करते हैं।`,
  reasonPresumptiveExempt: (profit: string, scheme: string, limit: string) =>
    `आप धारा ${scheme} के तहत, उसकी ${limit} की सीमा के भीतर, कम से कम ${profit} का अनुमानित लाभ घोषित करते हैं, इसलिए टर्नओवर की जाँच लागू नहीं होती।`,
  reasonWithinTurnover: (business: boolean, turnover: string, limit: string, clause: string, mostlyDigital: boolean) =>
    `${turnover} ${business ? "का टर्नओवर" : "की सकल प्राप्तियाँ"} ${clause} की ${limit} की सीमा के भीतर ${business ? "है" : "हैं"}${mostlyDigital ? ", क्योंकि नकद प्राप्तियाँ और नकद भुगतान दोनों 5% तक हैं" : ""}।`,
  reasonAtLeast44AE: "आप कम से कम धारा 44AE की अनुमानित आय घोषित करते हैं।",
  penaltyLabel: "धारा 271B के तहत जुर्माना, अधिकतम",
  penaltyReference: (percent: string, maximum: string) => `${citeHi(percent)}; ${citeHi(maximum)}; धारा 288B के तहत ₹10 में पूर्णांकित`,
  penaltyNote: (percent: number, maximum: string) => `धारा 271B: ${turnoverHi(true)} का ${percent}%, अधिकतम ${maximum}; उचित कारण होने पर नहीं लगता (धारा 273B)।`,
  feeLabel: "धारा 428(c) के तहत शुल्क, अधिकतम",
  feeNote: (uptoOneMonth: string, afterOneMonth: string) => `आयकर अधिनियम, 2025 की धारा 428(c): एक महीने तक की देरी पर ${uptoOneMonth}, उसके बाद ${afterOneMonth}।`,
};

const AUDIT_TEXT: Readonly<Record<Locale, TranslationOf<typeof EN>>> = { en: EN, hi: HI };

/** The presumptive profit, raised to the next whole rupee: declaring that many rupees meets the scheme. */
const wholeRupeesAbove = (amount: number) => Math.ceil(toPaise(amount));

function schemeLimitFor(presumptive: PresumptiveSchemeRules, activity: AuditActivity, cashReceiptsPercent: number): Parameter {
  const mostlyDigital = cashReceiptsPercent <= presumptive.cashReceiptsLimit.value;
  if (activity === "business") return mostlyDigital ? presumptive.businessLimitMostlyDigital : presumptive.businessLimit;
  return mostlyDigital ? presumptive.professionLimitMostlyDigital : presumptive.professionLimit;
}

export function assessTaxAudit(input: AuditInput, locale: Locale = "en"): AuditResult {
  const t = AUDIT_TEXT[locale];
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const yearRules = rulesFor(input.fy);
  const limits = complianceRulesFor(input.fy).taxAudit;
  const audit = AUDIT_RULES_BY_YEAR[input.fy];
  const presumptive = audit.presumptive;
  const clauseName = (clause: AuditClause) => t.clauseName(audit.auditSection.value, clause);
  const clauseReference = (clause: AuditClause) => `${audit.auditSection.reference}, clause (${clause})`;
  const business = input.activity === "business";
  const scheme: AuditScheme =
    (input.scheme === "44AD" || input.scheme === "44AE") && !business ? "books" : input.scheme === "44ADA" && business ? "books" : input.scheme;
  const bel = basicExemptionLimit(yearRules.regimes[input.regime].slabs[input.age]);
  const incomeAboveBel = input.totalIncome > bel;
  const steps: AuditStep[] = [];
  const reasons: string[] = [];
  const assumptions: string[] = [];
  const clauses: AuditClause[] = [];

  steps.push({
    label: business ? t.turnoverBusiness : t.receiptsProfession,
    amount: input.turnover,
    reference: business ? limits.businessTurnoverLimit.reference : limits.professionReceiptsLimit.reference,
  });

  // Clause (a) or (b): the turnover test.
  const mostlyDigital =
    business && input.cashReceiptsPercent <= limits.cashShareLimit.value && input.cashPaymentsPercent <= limits.cashShareLimit.value;
  const turnoverLimit = business
    ? mostlyDigital
      ? limits.businessTurnoverLimitMostlyDigital
      : limits.businessTurnoverLimit
    : limits.professionReceiptsLimit;
  const overTurnoverLimit = turnoverAuditRequired(input.fy, {
    activity: input.activity,
    turnover: input.turnover,
    cashReceiptsPercent: input.cashReceiptsPercent,
    cashPaymentsPercent: business ? input.cashPaymentsPercent : 0,
  });
  if (business) {
    steps.push({
      label: t.cashShares(input.cashReceiptsPercent, input.cashPaymentsPercent, limits.cashShareLimit.value),
      text: yesNo(mostlyDigital),
      reference: limits.cashShareLimit.reference,
    });
  }
  steps.push({ label: t.auditLimitOf(clauseName(business ? "a" : "b")), amount: turnoverLimit.value, reference: turnoverLimit.reference });
  steps.push({ label: t.aboveLimit(business), text: yesNo(overTurnoverLimit), reference: turnoverLimit.reference });

  // The presumptive schemes of s.44AD and s.44ADA.
  const lockedOut = business && scheme !== "44AE" && input.past44AD === "optedOut";
  let minimumProfit: number | null = null;
  let schemeLimit: Parameter | null = null;
  let schemeAvailable = false;
  if (scheme === "44AD" || scheme === "44ADA") {
    schemeLimit = schemeLimitFor(presumptive, input.activity, input.cashReceiptsPercent);
    schemeAvailable = input.turnover <= schemeLimit.value && !lockedOut;
    steps.push({
      label: t.schemeLimit(scheme, input.cashReceiptsPercent <= presumptive.cashReceiptsLimit.value, presumptive.cashReceiptsLimit.value),
      amount: schemeLimit.value,
      reference: schemeLimit.reference,
    });
    if (scheme === "44AD") {
      const digital = Math.min(input.digitalTurnover, input.turnover);
      const other = input.turnover - digital;
      minimumProfit = wholeRupeesAbove(
        percentOf(other, presumptive.businessDeemedProfitRate.value) + percentOf(digital, presumptive.businessDeemedProfitRateDigital.value),
      );
      steps.push({
        label: t.presumptive44AD(presumptive.businessDeemedProfitRate.value, formatInr(other), presumptive.businessDeemedProfitRateDigital.value, formatInr(digital)),
        amount: minimumProfit,
        reference: `${presumptive.businessDeemedProfitRate.reference}; ${presumptive.businessDeemedProfitRateDigital.reference}`,
      });
    } else {
      minimumProfit = wholeRupeesAbove(percentOf(input.turnover, presumptive.professionDeemedProfitRate.value));
      steps.push({
        label: t.presumptive44ADA(presumptive.professionDeemedProfitRate.value),
        amount: minimumProfit,
        reference: presumptive.professionDeemedProfitRate.reference,
      });
    }
    steps.push({
      label: t.profitDeclared,
      amount: input.declaredProfit,
      reference: scheme === "44AD" ? presumptive.businessDeemedProfitRate.reference : presumptive.professionDeemedProfitRate.reference,
    });
    steps.push(
      lockedOut
        ? { label: t.lockedOutQuestion, text: t.lockedOutAnswer, reference: presumptive.lockOutProvision.reference }
        : { label: t.withinSchemeLimit(business, scheme), text: yesNo(schemeAvailable), reference: schemeLimit.reference },
    );
    if (lockedOut) reasons.push(t.reasonLockedOut);
    else if (!schemeAvailable) reasons.push(t.reasonSchemeUnavailable(scheme, business, formatInr(input.turnover), formatInr(schemeLimit.value)));
  }
  const declaresPresumptive = schemeAvailable && minimumProfit !== null && input.declaredProfit >= minimumProfit;

  // s.44AD(4): declaring less within five years of using the scheme closes it for five years; (5) then needs an audit above the exemption limit.
  const eligibleFor44AD = input.turnover <= schemeLimitFor(presumptive, "business", input.cashReceiptsPercent).value;
  const section44AD4Applies = business && scheme !== "44AE" && (lockedOut || (input.past44AD === "used" && eligibleFor44AD && !declaresPresumptive));

  // A presumptive declarer is free of the turnover test (first proviso to s.44AB; UNSURE between the old and new limits).
  const literalExemptionLimit = business ? presumptive.section44ADExemptionLimit.value : limits.professionReceiptsLimit.value;
  const presumptiveExempt = declaresPresumptive && (presumptive.auditExemptionFollowsSchemeLimit.value || input.turnover <= literalExemptionLimit);
  if (overTurnoverLimit && declaresPresumptive && input.turnover > literalExemptionLimit) {
    const note = presumptive.auditExemptionFollowsSchemeLimit.note;
    assumptions.push(note ? t.ruleNote(note) : presumptive.auditExemptionFollowsSchemeLimit.reference);
  }

  if (overTurnoverLimit && !presumptiveExempt) {
    const clause: AuditClause = business ? "a" : "b";
    clauses.push(clause);
    reasons.push(t.reasonOverTurnover(business, formatInr(input.turnover), formatInr(turnoverLimit.value), clauseName(clause)));
  }

  if (scheme === "44AE") {
    steps.push({ label: t.below44AEQuestion, text: yesNo(input.below44AE), reference: presumptive.goodsCarriageProvision.reference });
    if (input.below44AE) {
      clauses.push("c");
      reasons.push(t.reasonBelow44AE(clauseName("c")));
    }
    if (overTurnoverLimit) {
      assumptions.push(t.assumption44AE);
    }
  } else if (business) {
    steps.push({ label: t.section44AD4Question, text: yesNo(section44AD4Applies), reference: presumptive.lockOutProvision.reference });
  }

  const lowerPresumptiveProfession = scheme === "44ADA" && schemeAvailable && !declaresPresumptive;
  if (section44AD4Applies || lowerPresumptiveProfession) {
    const clause: AuditClause = business ? "e" : "d";
    steps.push({ label: t.totalIncome, amount: input.totalIncome, reference: clauseReference(clause) });
    steps.push({
      label: t.basicExemptionLimit(input.regime),
      amount: bel,
      reference: t.basicExemptionReference(yearRules.regimes[input.regime].slabs[input.age].reference, clauseReference(clause)),
    });
    steps.push({ label: t.incomeAboveQuestion, text: yesNo(incomeAboveBel), reference: clauseReference(clause) });
    if (incomeAboveBel) {
      clauses.push(clause);
      reasons.push(
        business
          ? t.reasonAD4Above(formatInr(input.totalIncome), formatInr(bel), clauseName("e"))
          : t.reasonADAAbove(presumptive.professionDeemedProfitRate.value, formatInr(input.totalIncome), formatInr(bel), clauseName("d")),
      );
    } else {
      reasons.push(
        business
          ? t.reasonAD4Within(formatInr(input.totalIncome), formatInr(bel))
          : t.reasonADAWithin(presumptive.professionDeemedProfitRate.value, formatInr(input.totalIncome), formatInr(bel)),
      );
    }
  } else if (scheme === "44AD" && schemeAvailable && !declaresPresumptive) {
    reasons.push(t.reasonLowerNoAD4);
  }

  const required = clauses.length > 0;
  if (declaresPresumptive && minimumProfit !== null && !overTurnoverLimit) {
    reasons.unshift(t.reasonPresumptive(formatInr(minimumProfit), scheme));
  } else if (presumptiveExempt && minimumProfit !== null && schemeLimit !== null) {
    reasons.unshift(t.reasonPresumptiveExempt(formatInr(minimumProfit), scheme, formatInr(schemeLimit.value)));
  }
  if (!overTurnoverLimit) {
    reasons.unshift(t.reasonWithinTurnover(business, formatInr(input.turnover), formatInr(turnoverLimit.value), clauseName(business ? "a" : "b"), mostlyDigital));
  }
  if (scheme === "44AE" && !input.below44AE) reasons.push(t.reasonAtLeast44AE);

  const consequence = audit.consequence;
  const consequenceFigure =
    consequence.kind === "penalty"
      ? {
          amount: roundToNearestMultiple(Math.min(percentOf(input.turnover, consequence.percentOfTurnover.value), consequence.maximum.value), yearRules.taxRounding.value),
          label: t.penaltyLabel,
          reference: t.penaltyReference(consequence.percentOfTurnover.reference, consequence.maximum.reference),
          note: t.penaltyNote(consequence.percentOfTurnover.value, formatInr(consequence.maximum.value)),
        }
      : {
          amount: consequence.afterOneMonth.value,
          label: t.feeLabel,
          reference: `${consequence.uptoOneMonth.reference}; ${consequence.afterOneMonth.reference}`,
          note: t.feeNote(formatInr(consequence.uptoOneMonth.value), formatInr(consequence.afterOneMonth.value)),
        };

  const lateReport = required && input.reportFiledOn ? lateAuditReport(audit.reportDueDate.value, input.reportFiledOn, consequence) : null;

  return {
    required,
    clauses,
    clauseLabels: clauses.map(clauseName),
    reasons,
    turnoverLimit,
    minimumProfit,
    section44AD4Applies,
    basicExemptionLimit: bel,
    reportDueDate: audit.reportDueDate,
    returnDueDate: returnDueDate(input.fy, required ? "audit" : "business"),
    consequence: consequenceFigure,
    lateReport,
    assumptions,
    steps,
  };
}

/**
 * The delay of an audit report filed on `filedOn`. From tax year 2026-27, s.428(c) of the
 * 2025 Act: a fee for a delay of up to one month, a higher fee after that (no reasonable-
 * cause defence). Earlier years keep the s.271B penalty, which is not a fixed sum.
 */
export function lateAuditReport(dueDate: IsoDate, filedOn: IsoDate, consequence: (typeof AUDIT_RULES_BY_YEAR)[FinancialYear]["consequence"]): LateAuditReport {
  const daysLate = Math.max(0, daysBetween(dueDate, filedOn));
  const oneMonthAfter = addMonths(dueDate, 1);
  const timing: LateAuditReport["timing"] = daysLate === 0 ? "onTime" : filedOn <= oneMonthAfter ? "withinOneMonth" : "afterOneMonth";
  if (consequence.kind === "penalty") return { daysLate, oneMonthAfter, timing, fee: null, feeParameter: null };
  const feeParameter = timing === "onTime" ? null : timing === "withinOneMonth" ? consequence.uptoOneMonth : consequence.afterOneMonth;
  return { daysLate, oneMonthAfter, timing, fee: feeParameter?.value ?? 0, feeParameter };
}
