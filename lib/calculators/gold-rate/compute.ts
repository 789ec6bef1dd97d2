import { formatIndianNumber, formatInr, formatInrInLakh, formatPercent } from "@/lib/format";
import {
  FINENESS,
  GOLD_KARATS,
  TOLA_GRAMS,
  goldGstRules,
  jewelleryPrice,
  karatRateTable,
  purityFactor,
  toGrams,
  type GoldKarat,
  type JewelleryPrice,
} from "@/lib/finance/gold";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import type { CalculatorResult, FigureGroup, InputOf, ResultTable, Step } from "../types";
import { MAX_MAKING_PERCENT, type fields } from "./fields";

export type GoldRateInput = InputOf<typeof fields>;

export const GOLD_RATE_TABLE_CAPTION = "Gold rate by purity, from the 24K rate you entered";
export const GOLD_RATE_CSV_FILE_NAME = "gold-rate-by-purity.csv";

/** Section 269ST of the Income-tax Act, 1961: no one may receive ₹2 lakh or more in cash for one transaction. */
const CASH_LIMIT = latest(incomeTaxLimits.cashReceiptLimit).value;
/** Rule 114B of the Income-tax Rules, 1962: PAN is quoted on a purchase above this. */
const PAN_PURCHASE_LIMIT = latest(incomeTaxLimits.panQuotingPurchaseLimit).value;

const paise = (amount: number) => formatInr(amount, { paise: true });
/** Grams in full: a weight in tolas (3 decimals × 11.6638) has up to 7 decimals, and the bill uses them all. */
const grams = (value: number) => `${formatIndianNumber(value, { maximumFractionDigits: 7 })} g`;
const karatOf = (input: GoldRateInput): GoldKarat => Number(input.karat) as GoldKarat;
const oldKaratOf = (input: GoldRateInput): GoldKarat => Number(input.oldKarat) as GoldKarat;

/** "10 g", or "2 tolas (23.3276 g)". */
function weightText(weight: number, unit: GoldRateInput["unit"], inGrams: number): string {
  if (unit === "g") return grams(weight);
  const tolas = `${formatIndianNumber(weight, { maximumFractionDigits: 3 })} ${weight === 1 ? "tola" : "tolas"}`;
  return `${tolas} (${grams(inGrams)})`;
}

/** "916 ÷ 1,000" or "22 ÷ 24": the share of the 24K rate a karat is priced at. */
function purityText(karat: GoldKarat, input: GoldRateInput): string {
  return input.purity === "karat" ? `${karat} ÷ 24` : `${FINENESS[karat]} ÷ 1,000`;
}

/** A making charge above 100% of the gold value is a slip (a per-gram amount with the wrong type chosen, most likely). */
export function validateGoldRate(input: GoldRateInput): Partial<Record<keyof GoldRateInput, string>> {
  if (input.makingType === "pct" && input.making > MAX_MAKING_PERCENT) {
    return { making: `Enter at most ${MAX_MAKING_PERCENT}% of the gold value, or choose ₹ per gram below.` };
  }
  return {};
}

export function priceFor(input: GoldRateInput): JewelleryPrice {
  return jewelleryPrice({
    rate24kPerGram: input.rate,
    karat: karatOf(input),
    weight: input.weight,
    unit: input.unit,
    purityBasis: input.purity,
    making: input.makingType === "pct" ? { kind: "percent", percent: input.making } : { kind: "perGram", rupeesPerGram: input.making },
    hallmarkPerPiece: input.hallmark,
    pieces: input.pieces,
    oldGold: input.oldWeight > 0 ? { weight: input.oldWeight, karat: oldKaratOf(input) } : undefined,
  });
}

/** What the piece holds: its weight in grams and the fine gold in it. Needs no rate, so it shows even before one is entered. */
function goldContent(input: GoldRateInput): FigureGroup {
  const inGrams = toGrams(input.weight, input.unit);
  const karat = karatOf(input);
  const fine = inGrams * purityFactor(karat, input.purity);
  return {
    title: `Gold in the piece (${karat}K)`,
    figures: [
      { name: "weightGrams", label: "Weight", value: grams(inGrams), format: "text" },
      {
        name: "pureGold",
        label: "Fine gold",
        value: `${formatIndianNumber(fine, { maximumFractionDigits: 3 })} g`,
        format: "text",
        note: `${grams(inGrams)} × ${purityText(karat, input)}.`,
      },
    ],
  };
}

export function computeGoldRate(input: GoldRateInput): CalculatorResult {
  if (input.rate === 0) return rateNotEntered(input);
  const price = priceFor(input);
  const karat = karatOf(input);
  const weight = weightText(input.weight, input.unit, price.grams);

  const making = input.making > 0 ? ` with ${input.makingType === "pct" ? `${formatPercent(input.making)} making charges` : `making charges of ${paise(input.making)} a gram`}` : "";
  let summary = `${weight} of ${karat}K gold at ${paise(price.ratePerGram)} a gram${making} costs ${paise(price.total)}, including ${paise(price.gst)} of GST.`;
  if (price.oldGoldValue > 0) {
    summary +=
      price.refund > 0
        ? ` Your old gold, worth ${paise(price.oldGoldValue)}, is worth ${paise(price.refund)} more than the new piece.`
        : ` After ${paise(price.oldGoldValue)} for your old gold, you pay ${paise(price.payable)}.`;
  }

  return {
    summary,
    groups: [
      {
        title: `Today's ${karat}K rate`,
        figures: [
          { name: "ratePerGram", label: "Per gram", value: price.ratePerGram, format: "paise" },
          { name: "ratePer10g", label: "Per 10 g", value: price.ratePer10g, format: "paise" },
        ],
      },
      {
        title: "The bill for the new piece",
        figures: [
          { name: "goldValue", label: "Gold value", value: price.goldValue, format: "paise" },
          { name: "making", label: "Making charges", value: price.making, format: "paise" },
          { name: "hallmark", label: "Hallmarking", value: price.hallmark, format: "paise" },
          { name: "gst", label: "GST at 3%", value: price.gst, format: "paise" },
          { name: "total", label: "Price with GST", value: price.total, format: "paise" },
        ],
      },
      goldContent(input),
      {
        title: "After old gold exchanged",
        figures: [
          { name: "oldGoldValue", label: "Old gold's value", value: price.oldGoldValue, format: "paise" },
          {
            name: "payable",
            label: "You pay",
            value: price.payable,
            format: "paise",
            note: price.refund > 0 ? `Nothing to pay: the jeweller owes you ${paise(price.refund)}, in cash or as credit.` : undefined,
          },
        ],
      },
    ],
    breakdown: [{ title: "The bill, line by line", steps: stepsFor(input, price, weight) }],
    notes: notesFor(input, price),
    tables: [rateTable(input)],
  };
}

function stepsFor(input: GoldRateInput, price: JewelleryPrice, weight: string): Step[] {
  const karat = karatOf(input);
  const fineness = input.purity === "karat" ? "karat ÷ 24, as you chose" : `its hallmark fineness ${FINENESS[karat]}`;
  const steps: Step[] = [
    karat === 24
      ? { label: "Rate for 24K", text: `${paise(price.ratePerGram)} a gram`, reference: "The 24K (999) rate you entered: the base of the other purities' rates" }
      : {
          label: `Rate for ${karat}K = ${paise(input.rate)} × ${purityText(karat, input)}`,
          text: `${paise(price.ratePerGram)} a gram`,
          reference: `${karat}K is priced at ${fineness} of the 24K rate; the bill uses the exact rate, not the rounded one`,
        },
  ];
  if (input.unit === "tola") {
    steps.push({ label: `Weight = ${formatIndianNumber(input.weight, { maximumFractionDigits: 3 })} × ${TOLA_GRAMS} g`, text: grams(price.grams), reference: "1 tola = 11.6638 g" });
  }
  steps.push({
    label: `Gold value = ${grams(price.grams)} × ${karat === 24 ? paise(input.rate) : `${paise(input.rate)} × ${purityText(karat, input)}`}`,
    text: paise(price.goldValue),
    reference: `Weight × the ${karat}K rate, rounded to the paisa as on the bill`,
  });
  steps.push({
    label:
      input.makingType === "pct"
        ? `Making charges = ${formatPercent(input.making)} of the gold value`
        : `Making charges = ${grams(price.grams)} × ${paise(input.making)}`,
    text: paise(price.making),
    reference: "Billed by the jeweller with the gold: one supply of jewellery, taxed at the gold's 3% (section 8(a), CGST Act, 2017)",
  });
  steps.push({
    label: `Hallmarking = ${formatIndianNumber(input.pieces)} ${input.pieces === 1 ? "piece" : "pieces"} × ${paise(input.hallmark)}`,
    text: paise(price.hallmark),
    reference: "Hallmarking of Gold Jewellery and Gold Artefacts Order, 2020: BIS charges the jeweller ₹45 plus GST per article, which the jeweller may pass on",
  });
  steps.push({ label: "Value before GST", text: paise(price.taxableValue), reference: "Gold value + making charges + hallmarking" });
  steps.push({ label: `CGST at ${formatPercent(goldGstRules.cgst.value)}`, text: paise(price.cgst), reference: goldGstRules.cgst.reference });
  steps.push({ label: `SGST at ${formatPercent(goldGstRules.sgst.value)}`, text: paise(price.sgst), reference: goldGstRules.sgst.reference });
  steps.push({ label: "Price with GST", text: paise(price.total), reference: "The lines above added up, to the paisa" });
  if (price.oldGoldValue > 0) {
    const oldKarat = oldKaratOf(input);
    steps.push({
      label: `Old gold = ${weightText(input.oldWeight, input.unit, price.oldGrams)} of ${oldKarat}K × ${paise(price.oldRatePerGram)} a gram`,
      text: paise(price.oldGoldValue),
      reference: "Today's rate for its purity. No GST: an individual selling old jewellery is not making a supply in the course of business (Ministry of Finance clarification, July 2017)",
    });
    steps.push({
      label: price.refund > 0 ? "The jeweller owes you = old gold − price" : "You pay = price − old gold",
      text: paise(price.refund > 0 ? price.refund : price.payable),
      reference: "GST stays on the full price of the new piece: the old gold pays for it, it does not lower its value (section 15, CGST Act, 2017)",
    });
  }
  return steps;
}

function rateTable(input: GoldRateInput): ResultTable {
  const rows = karatRateTable(input.rate, input.purity);
  const share = (karat: GoldKarat) => formatPercent(purityFactor(karat, input.purity) * 100);
  return {
    caption: GOLD_RATE_TABLE_CAPTION,
    columns: ["Purity", "Share of the 24K rate", "₹ per gram", "₹ per 10 g"],
    rows: rows.map((row) => [`${row.karat}K (${row.fineness})`, share(row.karat), paise(row.perGram), paise(row.per10g)]),
    csvFileName: GOLD_RATE_CSV_FILE_NAME,
    csvRows: rows.map((row) => [`${row.karat}K`, purityFactor(row.karat, input.purity), row.perGram, row.per10g]),
  };
}

function notesFor(input: GoldRateInput, price: JewelleryPrice): string[] {
  const notes = [
    "The figures are only as current as the rate you enter. IBJA's rates and jewellers' boards are before GST and making charges, and differ a little from city to city and shop to shop.",
    "Each line is rounded to the paisa, as on an invoice; many jewellers then round the bill to the rupee.",
    "A shop in your own state charges 1.5% CGST and 1.5% SGST; a seller in another state (an online order, say) charges 3% IGST instead. The total is the same but for a paisa of rounding.",
    "If you give your own gold to a goldsmith to make or remake a piece, the making charge is a service billed on its own, and GST on it is usually 5%, not the 3% here. Check the rate on the bill.",
  ];
  if (price.oldGoldValue > 0) {
    notes.push("Jewellers test old gold's purity and may deduct for melting loss or stones, so their offer can be lower than the value here.");
  }
  if (input.purity === "karat" && karatOf(input) !== 24) {
    notes.push("You chose karat ÷ 24. Most jewellers price 22K at 91.6% of the 24K rate (its fineness, 916), which gives a slightly lower price.");
  }
  if (price.payable >= CASH_LIMIT) {
    notes.push(
      `A jeweller may not accept ${formatInrInLakh(CASH_LIMIT)} or more in cash for one sale (section 269ST of the Income-tax Act, 1961), and asks for your PAN on a purchase above ${formatInrInLakh(PAN_PURCHASE_LIMIT)} (rule 114B). The Income-tax Act, 2025 carries these rules from tax year 2026-27.`,
    );
  }
  return notes;
}

/** No rate, no money figures: the visitor is told what to enter and where to find it. */
function rateNotEntered(input: GoldRateInput): CalculatorResult {
  const karats = GOLD_KARATS.filter((karat) => karat !== 24)
    .map((karat) => `${karat}K at ${formatPercent(FINENESS[karat] / 10)}`)
    .join(", ");
  return {
    summary:
      "Enter today's 24K gold rate, in rupees per gram, to see the price. The India Bullion and Jewellers Association (IBJA) publishes rates every working day, and your jeweller's rate board shows theirs; both are before GST.",
    groups: [goldContent(input)],
    breakdown: [
      {
        title: "How the price will be worked out",
        steps: [
          { label: "Rate for your purity", text: "24K rate × fineness", reference: `${karats} of the 24K rate, by hallmark fineness` },
          { label: "Gold value", text: "weight × rate", reference: "Rounded to the paisa, as on the bill" },
          { label: "Making charges", text: "% of the gold value, or ₹ per gram", reference: "Billed with the gold and taxed with it" },
          { label: "GST", text: "3%", reference: `${goldGstRules.cgst.reference}: 1.5% CGST + 1.5% SGST` },
          { label: "Less old gold exchanged", text: "its weight × the rate for its purity", reference: "No GST on old gold sold by an individual" },
        ],
      },
    ],
    notes: ["This calculator never assumes a gold rate: prices change every day, and a stale rate would give a wrong bill."],
  };
}
