import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { goldRateMeta } from "./meta";

/*
 * Every word the gold-rate calculator shows, in English and Hindi. Messages with figures are
 * functions of the figures, already formatted (₹ amounts and weights stay in Latin digits).
 */

/** "₹2 lakh" as Hindi writes it: "₹2 लाख". */
export const lakhHi = (english: string) => english.replace(/ lakh$/, " लाख").replace(/ crore$/, " करोड़");

const en = {
  description: goldRateMeta.description,
  keywords: goldRateMeta.keywords,
  groupRate: "Today's rate",
  groupPiece: "The piece",
  groupCharges: "Charges",
  groupOld: "Old gold in exchange",
  // Fields
  rate: "Today's 24K gold rate, ₹ per gram",
  rateHelp: "From IBJA's daily rates or your jeweller's rate board, before GST. For a rate per 10 g, divide by 10. Leave 0 until you have a rate.",
  rateNotANumber: "Enter the rate in rupees using digits, like 10,250.50.",
  rateTooLarge: (limit: string) => `Enter at most ${limit} a gram. For a rate per 10 g, divide it by 10.`,
  karat: "Purity of the piece",
  karatHelp: "Most jewellery is 22K; the hallmark shows it (22K916).",
  weight: "Weight",
  weightHelp: "The net weight of gold, as on the jeweller's scale (up to 3 decimals).",
  weightNotANumber: "Enter the weight using digits, like 10.5.",
  unit: "Weight in",
  unitHelp: "1 tola = 11.6638 g.",
  unitGrams: "Grams",
  unitTolas: "Tolas",
  making: "Making charges",
  makingHelp:
    "As your jeweller quotes them: a percentage of the gold value, or rupees per gram (choose below). 0 for a coin or bar sold at the gold rate.",
  makingNotANumber: "Enter the making charges using digits, like 12 or 850.",
  makingType: "Making charges are",
  makingPct: "% of the gold value",
  makingPerGram: "₹ per gram",
  hallmark: "Hallmarking (HUID) charge, ₹ per piece",
  hallmarkHelp: "If the jeweller bills it: BIS charges ₹45 plus GST for each article it hallmarks. 0 if not billed.",
  hallmarkNotANumber: "Enter the charge in rupees using digits, like 53.10.",
  pieces: "Number of pieces",
  piecesHelp: "Hallmarking is charged for each piece.",
  oldWeight: "Old gold given in exchange: weight",
  oldWeightHelp: "In the same unit as above; 0 if none. Valued at today's rate for its purity.",
  oldWeightNotANumber: "Enter the weight using digits, like 8.25.",
  oldKarat: "Purity of the old gold",
  purity: "Price the karat by",
  purityHelp: "Jewellers price 22K at 91.6% of the 24K rate (its fineness, 916); some quote 22/24 = 91.67%.",
  purityFineness: "Fineness (22K = 91.6%)",
  purityKarat: "Karat ÷ 24 (22K = 91.67%)",
  makingTooHigh: (max: number) => `Enter at most ${max}% of the gold value, or choose ₹ per gram below.`,
  // Result
  grams: (value: string) => `${value} g`,
  tolas: (value: string, one: boolean) => `${value} ${one ? "tola" : "tolas"}`,
  contentTitle: (karat: number) => `Gold in the piece (${karat}K)`,
  weightLabel: "Weight",
  fineGold: "Fine gold",
  fineGoldNote: (grams: string, purity: string) => `${grams} × ${purity}.`,
  makingPctPhrase: (percent: string) => ` with ${percent} making charges`,
  makingPerGramPhrase: (amount: string) => ` with making charges of ${amount} a gram`,
  summary: (weight: string, karat: number, rate: string, making: string, total: string, gst: string) =>
    `${weight} of ${karat}K gold at ${rate} a gram${making} costs ${total}, including ${gst} of GST.`,
  summaryRefund: (oldValue: string, refund: string) => ` Your old gold, worth ${oldValue}, is worth ${refund} more than the new piece.`,
  summaryPayable: (oldValue: string, payable: string) => ` After ${oldValue} for your old gold, you pay ${payable}.`,
  todaysRate: (karat: number) => `Today's ${karat}K rate`,
  perGram: "Per gram",
  per10g: "Per 10 g",
  billTitle: "The bill for the new piece",
  goldValue: "Gold value",
  makingCharges: "Making charges",
  hallmarking: "Hallmarking",
  gstAt3: "GST at 3%",
  priceWithGst: "Price with GST",
  afterOld: "After old gold exchanged",
  oldValue: "Old gold's value",
  youPay: "You pay",
  owesYou: (refund: string) => `Nothing to pay: the jeweller owes you ${refund}, in cash or as credit.`,
  breakdownTitle: "The bill, line by line",
  finenessKarat: "karat ÷ 24, as you chose",
  finenessHallmark: (fineness: number) => `its hallmark fineness ${fineness}`,
  step24: "Rate for 24K",
  aGram: (amount: string) => `${amount} a gram`,
  step24Reference: "The 24K (999) rate you entered: the base of the other purities' rates",
  stepKaratRate: (karat: number, rate: string, purity: string) => `Rate for ${karat}K = ${rate} × ${purity}`,
  stepKaratReference: (karat: number, fineness: string) =>
    `${karat}K is priced at ${fineness} of the 24K rate; the bill uses the exact rate, not the rounded one`,
  stepWeight: (weight: string, tola: number) => `Weight = ${weight} × ${tola} g`,
  stepWeightReference: "1 tola = 11.6638 g",
  stepGoldValue: (grams: string, rate: string) => `Gold value = ${grams} × ${rate}`,
  stepGoldValueReference: (karat: number) => `Weight × the ${karat}K rate, rounded to the paisa as on the bill`,
  stepMakingPct: (percent: string) => `Making charges = ${percent} of the gold value`,
  stepMakingPerGram: (grams: string, amount: string) => `Making charges = ${grams} × ${amount}`,
  stepMakingReference: "Billed by the jeweller with the gold: one supply of jewellery, taxed at the gold's 3% (section 8(a), CGST Act, 2017)",
  stepHallmark: (pieces: string, one: boolean, charge: string) => `Hallmarking = ${pieces} ${one ? "piece" : "pieces"} × ${charge}`,
  stepHallmarkReference:
    "Hallmarking of Gold Jewellery and Gold Artefacts Order, 2020: BIS charges the jeweller ₹45 plus GST per article, which the jeweller may pass on",
  stepTaxable: "Value before GST",
  stepTaxableReference: "Gold value + making charges + hallmarking",
  stepCgst: (percent: string) => `CGST at ${percent}`,
  stepSgst: (percent: string) => `SGST at ${percent}`,
  stepTotal: "Price with GST",
  stepTotalReference: "The lines above added up, to the paisa",
  stepOld: (weight: string, karat: number, rate: string) => `Old gold = ${weight} of ${karat}K × ${rate} a gram`,
  stepOldReference:
    "Today's rate for its purity. No GST: an individual selling old jewellery is not making a supply in the course of business (Ministry of Finance clarification, July 2017)",
  stepOwes: "The jeweller owes you = old gold − price",
  stepPay: "You pay = price − old gold",
  stepPayReference: "GST stays on the full price of the new piece: the old gold pays for it, it does not lower its value (section 15, CGST Act, 2017)",
  tableCaption: "Gold rate by purity, from the 24K rate you entered",
  tableColumns: ["Purity", "Share of the 24K rate", "₹ per gram", "₹ per 10 g"] as readonly string[],
  noteCurrent:
    "The figures are only as current as the rate you enter. IBJA's rates and jewellers' boards are before GST and making charges, and differ a little from city to city and shop to shop.",
  noteRounding: "Each line is rounded to the paisa, as on an invoice; many jewellers then round the bill to the rupee.",
  noteStates:
    "A shop in your own state charges 1.5% CGST and 1.5% SGST; a seller in another state (an online order, say) charges 3% IGST instead. The total is the same but for a paisa of rounding.",
  noteGoldsmith:
    "If you give your own gold to a goldsmith to make or remake a piece, the making charge is a service billed on its own, and GST on it is usually 5%, not the 3% here. Check the rate on the bill.",
  noteOldGold: "Jewellers test old gold's purity and may deduct for melting loss or stones, so their offer can be lower than the value here.",
  noteKarat: "You chose karat ÷ 24. Most jewellers price 22K at 91.6% of the 24K rate (its fineness, 916), which gives a slightly lower price.",
  noteCash: (cash: string, pan: string) =>
    `A jeweller may not accept ${cash} or more in cash for one sale (section 269ST of the Income-tax Act, 1961), and asks for your PAN on a purchase above ${pan} (rule 114B). The Income-tax Act, 2025 carries these rules from tax year 2026-27.`,
  karatAt: (karat: number, percent: string) => `${karat}K at ${percent}`,
  summaryNoRate:
    "Enter today's 24K gold rate, in rupees per gram, to see the price. The India Bullion and Jewellers Association (IBJA) publishes rates every working day, and your jeweller's rate board shows theirs; both are before GST.",
  howTitle: "How the price will be worked out",
  howRate: "Rate for your purity",
  howRateText: "24K rate × fineness",
  howRateReference: (karats: string) => `${karats} of the 24K rate, by hallmark fineness`,
  howGoldValue: "Gold value",
  howGoldValueText: "weight × rate",
  howGoldValueReference: "Rounded to the paisa, as on the bill",
  howMaking: "Making charges",
  howMakingText: "% of the gold value, or ₹ per gram",
  howMakingReference: "Billed with the gold and taxed with it",
  howGst: "GST",
  howGstReference: (reference: string) => `${reference}: 1.5% CGST + 1.5% SGST`,
  howOld: "Less old gold exchanged",
  howOldText: "its weight × the rate for its purity",
  howOldReference: "No GST on old gold sold by an individual",
  noteNoRate: "This calculator never assumes a gold rate: prices change every day, and a stale rate would give a wrong bill.",
  explanation: [
    "Gold is priced by its purity. The rate quoted for 24K gold (999 parts of gold in 1,000) is the base; 22K gold, stamped 916 in its BIS hallmark, is priced at 91.6% of it, 18K (750) at 75% and 14K (585) at 58.5%. Some calculators use karat ÷ 24 instead (22/24 = 91.67%), which gives a slightly higher 22K rate; you can choose either.",
    "A jewellery bill adds making charges to the gold value, as a percentage of it or an amount per gram, and often a hallmarking charge for each piece. GST at 3% (1.5% CGST and 1.5% SGST from a shop in your state, 3% IGST from another state) is charged on the whole: gold, making and hallmarking together, under Notification 1/2017-Central Tax (Rate), Schedule V. Old gold you hand over is valued at the day's rate for its purity and taken off what you pay; it bears no GST, and it does not reduce the GST on the new piece.",
    "Worked example, at an assumed 24K rate of ₹10,000 a gram: 10 g of 22K jewellery is worth 10 × ₹9,160 = ₹91,600; 12% making charges add ₹10,992; GST of 3% on ₹1,02,592 is ₹3,077.76; the price is ₹1,05,669.76. Priced at 22/24 instead, the same piece costs ₹1,05,746.67.",
    "This page never assumes a rate. Enter the day's 24K rate per gram from IBJA (the India Bullion and Jewellers Association), which publishes rates every working day, or from your jeweller's rate board. Both are before GST and making charges.",
  ] as readonly string[],
  faq: [
    {
      question: "How is the 22K gold rate worked out from the 24K rate?",
      answer:
        "Multiply the 24K rate by 0.916, the fineness stamped on 22K jewellery (22K916). At ₹10,000 a gram for 24K, 22K is ₹9,160 a gram, or ₹91,600 for 10 g. 18K is 0.75 of the 24K rate and 14K 0.585.",
    },
    {
      question: "How much GST is charged on gold jewellery?",
      answer:
        "3% of the value of the gold, the making charges and any hallmarking charge billed with it: 1.5% CGST and 1.5% SGST when you buy in your own state, or 3% IGST from a seller in another state. Making charges billed by the jeweller with the piece are taxed at the same 3%. If you give your own gold to a goldsmith to make a piece, the making charge is a separate service, usually taxed at 5%.",
    },
    {
      question: "Is GST charged when I exchange old gold for new jewellery?",
      answer:
        "No GST is charged on the old gold you sell: selling your own jewellery is not a business supply. But GST is charged on the full price of the new piece, not only on the difference you pay. For a ₹1,00,000 piece bought with ₹60,000 of old gold, GST is 3% of ₹1,00,000.",
    },
    {
      question: "What are hallmarking and HUID charges?",
      answer:
        "Under the Hallmarking of Gold Jewellery and Gold Artefacts Order, 2020, gold jewellery sold in the districts the Order lists must carry a BIS hallmark with a six-character HUID (hallmark unique identification) code. BIS charges the jeweller for each article hallmarked, ₹45 plus GST, and many jewellers show it on the bill. You can check a piece's HUID in BIS's BIS CARE app.",
    },
    {
      question: "How many grams are there in a tola?",
      answer:
        "One tola is 11.6638 g, so 10 tolas are 116.638 g. Bullion is also weighed in troy ounces of 31.1035 g. Choose tolas as the unit and the calculator converts the weight to grams before pricing it.",
    },
    {
      question: "Why does my jeweller's price differ from this calculator's?",
      answer:
        "Each jeweller sets its own rate board, close to but not always the same as IBJA's, and its own making charges, which can differ between a plain chain and a studded piece. Stones are priced separately and their weight is not gold. Many jewellers also round the bill to the rupee. Enter the jeweller's own rate and charges to check their bill.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const GOLD_RATE_TEXT: Catalogues<typeof en> = translatable("GOLD_RATE_TEXT", en);
