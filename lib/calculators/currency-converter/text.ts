import { formatInrInLakh, formatLongDate } from "@/lib/format";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { currencyConverterMeta } from "./meta";

/*
 * Every word the currency converter shows, in English and Hindi. Currency codes (USD, JPY)
 * stay as they are in both; amounts keep Latin digits with Indian grouping.
 */

/** s.206C(1G) of the 1961 Act, s.394 of the 2025 Act: the threshold in force and the one it replaced. */
const tcsThresholds = incomeTaxLimits.lrsTcsThreshold;
export const tcsThreshold = latest(tcsThresholds);
export const previousTcsThreshold = tcsThresholds[tcsThresholds.length - 2] ?? tcsThreshold;
const tcsSection = sectionWithFormer("tcs", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** "₹10 lakh" as Hindi writes it: "₹10 लाख". */
export const inLakhHi = (amount: number) =>
  formatInrInLakh(amount)
    .replace(/ lakh$/, " लाख")
    .replace(/ crore$/, " करोड़");
/** "section 394 (section 206C of the 1961 Act)" as Hindi cites it. */
export const tcsSectionHi = tcsSection
  .replace(/^section (\S+) \(section (\S+) of the 1961 Act\)$/, "धारा $1 (1961 के अधिनियम की धारा $2)")
  .replace(/^section /, "धारा ");

const en = {
  description: currencyConverterMeta.description,
  keywords: currencyConverterMeta.keywords,
  groupWhat: "What to convert",
  groupRate: "Rate",
  // Fields
  amount: "Amount to convert",
  amountHelp: "In the currency you convert from.",
  amountNotANumber: "Enter the amount using digits, like 1,000 or 250.50.",
  from: "From",
  to: "To",
  currencyOption: (code: string, name: string) => `${code}: ${name}`,
  /** Names by code; English keeps lib/finance/currency.ts's names (none here). */
  currencyNames: {} as Readonly<Record<string, string>>,
  chooseCurrency: "Choose a currency from the list, by its three-letter code (such as USD).",
  rate: "Rate: ₹ per unit of the foreign currency",
  rateHelp:
    "Per 100 units for the yen (JPY), won (KRW) and rupiah (IDR). Between two foreign currencies, the rate for the one you convert from. Leave 0 until you have today's rate.",
  rateNotANumber: "Enter the rate in rupees using digits, like 88.2575.",
  rate2: "Rate for the currency you convert to: ₹ per unit",
  rate2Help: "Per 100 units for JPY, KRW and IDR. The conversion goes through the rupee.",
  rate2NotANumber: "Enter the rate in rupees using digits, like 95.58.",
  markup: "Card or bank mark-up, %",
  markupHelp: "What your card or bank adds to the rate: you pay more rupees, or get less foreign currency. 0 for the rate as entered.",
  sameCurrency: "Choose a currency different from the one you convert from.",
  // Result
  per: (per: number, code: string) => `per ${per === 1 ? "" : `${per} `}${code}`,
  join: " and ",
  summaryMarkup: (amount: string, rates: string, markup: string, converted: string, cost: string) =>
    `${amount} at ${rates} with a ${markup} mark-up comes to ${converted}; the mark-up costs you ${cost}.`,
  summary: (amount: string, rates: string, converted: string) => `${amount} at ${rates} comes to ${converted}.`,
  converted: "Converted amount",
  pairTitle: (from: string, to: string) => `${from} to ${to}`,
  rateWithMarkup: "Rate with the mark-up",
  rateUsed: "Rate used",
  markupCost: "What the mark-up costs you",
  breakdownTitle: "The conversion, step by step",
  stepMarkup: (markup: string) => `Mark-up = ${markup}`,
  markupReference: "The card's or bank's spread over the rate entered, worked against you",
  stepRateFor: (code: string) => `Rate for ${code}`,
  rateEnteredReference: "The rate you entered",
  stepInRupees: (amount: string, rate: string, per: string) => `In rupees = ${amount} × ₹${rate}${per}`,
  amountTimesRate: "Amount × the rate",
  youPay: "You pay",
  roundedPaisa: "Rounded to the paisa",
  stepRateWithMarkup: (rate: string, markup: string) => `Rate with the mark-up = ${rate} × (1 + ${markup})`,
  stepYouGet: (amount: string, rate: string, per: string) => `You get = ${amount} ÷ ${rate}${per}`,
  youGetReference: "Rupees ÷ the rate, to two decimals",
  withoutMarkup: "Without the mark-up you would get",
  withoutMarkupReference: "Rupees ÷ the rate entered",
  keptBack: "The currency the mark-up keeps back, in rupees",
  keptBackReference: "Valued at the rate entered",
  firstRateReference: "Through the rupee: the first rate",
  stepInTo: (code: string, markup: boolean, rate: string, per: string) => `In ${code} = rupees${markup ? " less the mark-up" : ""} ÷ ₹${rate}${per}`,
  secondRateReference: "Through the rupee: the second rate",
  stepCross: (from: string, to: string) => `Cross rate, ${from} to ${to}`,
  crossReference: "The two rupee rates divided, with any mark-up, to 4 decimals",
  noteIncomeTax:
    "For income tax, foreign income is converted at SBI's telegraphic transfer (TT) buying rate on the date rule 115 of the Income-tax Rules, 1962 sets (for salary, the last day of the month before it is due). For customs duty and GST on imported goods, the rate is the one CBIC notifies under section 14 of the Customs Act, 1962, usually twice a month.",
  noteMarkup:
    "A mark-up here always works against you, as when you buy currency or spend on a card abroad. When you sell foreign currency or receive money from abroad, the bank's buying rate is below the reference rate instead.",
  noteTcs: (threshold: string) =>
    `Money sent abroad under the Liberalised Remittance Scheme bears TCS once it passes ${threshold} in a year (from ${formatLongDate(tcsThreshold.effectiveFrom)}; ${tcsSection} from tax year 2026-27). The rate depends on the purpose: from tax year 2026-27, 2% for education or medical treatment and 20% for other purposes above the threshold, and a flat 2% on an overseas tour package (Finance Act 2026). This converter does not work it out: ask your bank.`,
  quote: (per: string) => `₹ ${per}`,
  summaryNoRate: (wanted: string) =>
    `Enter today's rate (${wanted}) to convert. FBIL publishes reference rates for the US dollar and other major currencies every business day at about 1:30 pm; your bank's or card's rate is what you will actually pay.`,
  howTitle: "How the conversion will be worked out",
  howToRupees: "Foreign currency to rupees",
  howToRupeesText: "amount × rate",
  howToRupeesReference: "The rate is ₹ per unit, or per 100 units for JPY, KRW and IDR",
  howFromRupees: "Rupees to foreign currency",
  howFromRupeesText: "amount ÷ rate",
  howFromRupeesReference: "Two foreign currencies are converted through the rupee",
  howMarkup: "Mark-up",
  howMarkupText: "rate × (1 + mark-up)",
  howMarkupReference: "You pay more rupees, or get less foreign currency",
  noteNoRate: "This converter never assumes an exchange rate: rates move every day, and a stale rate would give a wrong answer.",
  explanation: [
    "Enter an amount, the two currencies and today's rate in rupees, and the converter does the arithmetic: foreign currency to rupees is the amount × the rate, rupees to foreign currency the amount ÷ the rate. Rates are quoted the way Indian banks and FBIL quote them, rupees per unit of the foreign currency, or per 100 units for the Japanese yen, Korean won and Indonesian rupiah. Two foreign currencies are converted through the rupee, so you give the rupee rate of each.",
    "Cards and banks rarely give you the reference rate. A card used abroad typically adds a foreign-currency mark-up, and a bank selling you currency quotes its own rate above the reference rate. Enter the mark-up to see what you actually pay and what it costs you: USD 1,000 at an assumed ₹88.50 is ₹88,500; with a 2% mark-up it costs ₹90,270, of which ₹1,770 is the mark-up.",
    `Which rate counts depends on the purpose. The Income-tax Act converts foreign income at SBI's telegraphic transfer buying rate (rule 115 of the Income-tax Rules, 1962 up to FY 2025-26; the Income-tax Rules, 2026 carry the same method from tax year 2026-27); customs duty and GST on imported goods use the rates CBIC notifies, usually twice a month. Money sent abroad under the Liberalised Remittance Scheme can bear TCS above ${formatInrInLakh(tcsThreshold.value)} a year, which this converter does not work out.`,
    "This page never assumes a rate. Until a live rate is shown, enter one: FBIL's reference rate for the benchmark, or your bank's or card's rate for what you will pay.",
  ] as readonly string[],
  faq: [
    {
      question: "Where do I find today's rupee exchange rate?",
      answer:
        "FBIL (Financial Benchmarks India Ltd) publishes reference rates for the rupee against the US dollar and other major currencies every business day at about 1:30 pm; it took this over from the Reserve Bank of India in July 2018, and RBI's website keeps the older rates. For what you will actually pay or receive, use your bank's card-rate or forex-rate sheet for the day.",
    },
    {
      question: "Which exchange rate should I use for income tax?",
      answer:
        "SBI's telegraphic transfer (TT) buying rate on the date rule 115 of the Income-tax Rules, 1962 specifies: for salary earned abroad, the last day of the month before the month in which it is due. SBI publishes these rates daily. The Income-tax Rules, 2026 keep the method from tax year 2026-27 (we have not confirmed the new rule's number).",
    },
    {
      question: "Which rate applies to customs duty and GST on imports?",
      answer:
        "The rate CBIC notifies under section 14 of the Customs Act, 1962, usually twice a month, with separate rates for imports and exports. The value of imported goods is converted to rupees at that rate, and both the customs duty and the IGST on the import are worked out on it.",
    },
    {
      question: "How does a card mark-up change the amount?",
      answer:
        "The card adds its mark-up to the rate. At an assumed ₹88.50 per US dollar, a USD 1,000 purchase is ₹88,500; with a 2% mark-up the rate becomes ₹90.27 and you are billed ₹90,270. Converting rupees the other way, the mark-up gets you less currency: ₹1,00,000 buys USD 1,129.94 at ₹88.50 but USD 1,107.79 at ₹90.27. Banks also charge GST on the conversion, which this converter leaves out.",
    },
    {
      question: "Why is the yen quoted per 100?",
      answer:
        "One yen is worth well under a rupee, so FBIL and banks quote the rupee price of 100 yen. The same goes for the Korean won and Indonesian rupiah. Enter the rate per 100 for these and the converter divides by 100 for you.",
    },
    {
      question: "How do I convert between two foreign currencies?",
      answer:
        "Choose both, and enter the rupee rate of each: the amount is converted to rupees at the first and from rupees at the second. If you know a cross rate instead, multiply it out first: a euro at an assumed 1.08 US dollars and a dollar at ₹88.50 make ₹95.58 per euro, so €500 is ₹47,790.",
    },
    {
      question: "Does the converter work out TCS on money I send abroad?",
      answer: `No. Under the Liberalised Remittance Scheme, banks collect TCS once your remittances pass ${formatInrInLakh(tcsThreshold.value)} in a financial year (raised from ${formatInrInLakh(previousTcsThreshold.value)} from ${formatLongDate(tcsThreshold.effectiveFrom)}), at rates that depend on the purpose and have changed several times. From tax year 2026-27 (${tcsSection}) the rate is 2% for education or medical treatment and 20% for other purposes above the threshold, and a flat 2% on an overseas tour package whatever the amount (Finance Act 2026). Ask your bank for the rate that applies; TCS collected is credited to your PAN and counts against your tax.`,
    },
  ] as readonly { question: string; answer: string }[],
};



export const CURRENCY_CONVERTER_TEXT: Catalogues<typeof en> = translatable("CURRENCY_CONVERTER_TEXT", en);
