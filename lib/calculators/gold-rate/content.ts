import type { FaqEntry } from "../types";

export const goldRateExplanation: string[] = [
  "Gold is priced by its purity. The rate quoted for 24K gold (999 parts of gold in 1,000) is the base; 22K gold, stamped 916 in its BIS hallmark, is priced at 91.6% of it, 18K (750) at 75% and 14K (585) at 58.5%. Some calculators use karat ÷ 24 instead (22/24 = 91.67%), which gives a slightly higher 22K rate; you can choose either.",
  "A jewellery bill adds making charges to the gold value, as a percentage of it or an amount per gram, and often a hallmarking charge for each piece. GST at 3% (1.5% CGST and 1.5% SGST from a shop in your state, 3% IGST from another state) is charged on the whole: gold, making and hallmarking together, under Notification 1/2017-Central Tax (Rate), Schedule V. Old gold you hand over is valued at the day's rate for its purity and taken off what you pay; it bears no GST, and it does not reduce the GST on the new piece.",
  "Worked example, at an assumed 24K rate of ₹10,000 a gram: 10 g of 22K jewellery is worth 10 × ₹9,160 = ₹91,600; 12% making charges add ₹10,992; GST of 3% on ₹1,02,592 is ₹3,077.76; the price is ₹1,05,669.76. Priced at 22/24 instead, the same piece costs ₹1,05,746.67.",
  "This page never assumes a rate. Enter the day's 24K rate per gram from IBJA (the India Bullion and Jewellers Association), which publishes rates every working day, or from your jeweller's rate board. Both are before GST and making charges.",
];

export const goldRateFaq: FaqEntry[] = [
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
];
