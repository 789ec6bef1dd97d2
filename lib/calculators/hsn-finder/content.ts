import type { FaqEntry } from "../types";

export const hsnFinderExplanation: string[] = [
  "HSN, the Harmonized System of Nomenclature, is the World Customs Organization's numbering of goods, used by more than 200 countries for customs and trade statistics. India uses its 2022 edition in the Customs Tariff, and GST uses the same codes. Services have their own codes under GST, the Services Accounting Codes (SAC), from the CBIC's Scheme of Classification of Services: all of them start 99.",
  "The Harmonized System has 21 sections and 97 chapters (chapter 77 is kept empty for future use). The first 2 digits of a goods code are its chapter, 4 digits a heading, 6 digits a sub-heading, the same in every country. India adds 2 more for the 8-digit tariff item used in customs and in ITC (HS), and has its own chapter 98 for project imports, baggage and similar imports. A SAC code has 4 digits for its heading (9954 construction, 9983 other professional, technical and business services) and 6 for the service.",
  "How many digits must an invoice show? From 1 April 2021, under Notification 78/2020-Central Tax, a business whose aggregate turnover in the previous year was up to ₹5 crore shows at least 4 digits on invoices to registered buyers (and need not show them to unregistered ones); above ₹5 crore, at least 6 digits on every invoice. Imports and exports are declared by the full 8-digit tariff item. The codes let the tax department match your invoices, returns and the rates charged.",
  "This tool reads a code and tells you what each part means, or searches the section, chapter and service-heading titles by words. It does not give GST rates: a rate belongs to the exact entry in the rate schedule, as rationalised from 22 September 2025 into mainly 5% and 18% with 40% for a few goods, and entries within one heading often differ.",
];

export const hsnFinderFaq: FaqEntry[] = [
  {
    question: "What is the difference between an HSN code and a SAC code?",
    answer:
      "HSN codes classify goods, using the international Harmonized System; SAC codes classify services, using the CBIC's Scheme of Classification of Services. SAC codes all start with 99, a chapter the Harmonized System leaves to each country for its own use, so one field on an invoice can hold either.",
  },
  {
    question: "How many digits of the HSN code must I put on my invoice?",
    answer:
      "If your aggregate turnover in the previous financial year was up to ₹5 crore, at least 4 digits on invoices to registered buyers; on invoices to unregistered buyers the code is optional. Above ₹5 crore, at least 6 digits on every invoice. This is Notification 78/2020-Central Tax, in force from 1 April 2021. The same rule applies to SAC codes for services.",
  },
  {
    question: "Why is the code 7700 (or any code starting 77) invalid?",
    answer:
      "Chapter 77 of the Harmonized System is reserved for possible future use: no goods are classified in it, so no real code starts 77. Codes starting 00 do not exist either; chapters run from 01 to 97, with 98 in India's tariff and 99 for services.",
  },
  {
    question: "Can this tool tell me the GST rate for my code?",
    answer:
      "No. A GST rate belongs to the exact entry in the rate notifications, and entries inside one chapter or even one heading can carry different rates. Since 22 September 2025 most goods are at 5% or 18%, with 40% for a few such as pan masala and large cars, but only the entry for your goods decides.",
  },
  {
    question: "I searched for my product and found nothing. What now?",
    answer:
      "This tool holds the chapter and section titles for goods and the headings for services, in short wording. Products are usually named only in the finer headings, so search for what the goods are made of or what kind of goods they are (cotton, steel, furniture, toys), or use the code printed on your supplier's invoice or the bill of entry.",
  },
  {
    question: "What is chapter 98?",
    answer:
      "A chapter only India's Customs Tariff has, for imports classified by how they come in rather than what they are: goods for specified projects, laboratory chemicals, passengers' baggage, personal imports by post or air and ships' stores. It is used for customs duty and the IGST on those imports, not for supplies within India.",
  },
];
