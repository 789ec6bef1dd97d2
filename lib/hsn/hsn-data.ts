/*
 * Reference data for the HSN/SAC finder: the frame of the classification, not its detail.
 *
 * Sources (titles are our own concise wording, kept faithful to the official ones):
 * - Goods: the World Customs Organization's Harmonized Commodity Description and Coding
 *   System, 2022 edition (HS 2022), as adopted in India's First Schedule to the Customs
 *   Tariff Act, 1975 from 1 January 2022: its 21 sections and 97 chapters, and India's own
 *   chapter 98 (special classification provisions).
 * - Services: the CBIC's Scheme of Classification of Services, the Annexure to
 *   Notification 11/2017-Central Tax (Rate) of 28 June 2017: chapter 99, its sections 5 to
 *   9 and the 31 four-digit headings 9954 to 9999.
 *
 * Headings of goods (4 digits and finer) and GST rates are deliberately not held here:
 * there are thousands of them and each rate belongs to its exact entry in the rate
 * notifications, so a copy here would only go stale. At the end: how many digits an
 * invoice must show (Notification 78/2020-Central Tax).
 */

import type { Locale } from "@/lib/i18n/locales";
import type { IsoDate } from "@/lib/tax/types";

/** Where the answers come from, for the page to say so. */
export const HSN_DATA_AS_OF = "HS 2022 as in India's Customs Tariff, and the SAC scheme of 2017";

/** HSN_DATA_AS_OF in the page's language. */
export function hsnDataAsOf(locale: Locale = "en"): string {
  return locale === "hi" ? "भारत के सीमा शुल्क टैरिफ़ में यथा लागू HSN 2022, और 2017 की SAC योजना" : HSN_DATA_AS_OF;
}

export interface HsSection {
  /** Roman numeral, as the tariff numbers its sections. */
  numeral: string;
  title: string;
  firstChapter: number;
  lastChapter: number;
}

export interface HsChapter {
  /** Two digits, zero-padded: "01" … "98". */
  code: string;
  title: string;
  /** The numeral of its section. */
  section: string;
  /** Chapter 77 holds no goods; chapter 98 exists only in India's Customs Tariff. */
  status?: "reserved" | "india-only";
}

export interface SacSection {
  /** The scheme numbers its service sections 5 to 9 (after the UN's Central Product Classification). */
  number: string;
  title: string;
}

export interface SacHeading {
  /** Four digits starting 99. */
  code: string;
  title: string;
  /** The number of its SAC section. */
  section: string;
}

export const HS_SECTIONS: readonly HsSection[] = [
  { numeral: "I", title: "Live animals; animal products", firstChapter: 1, lastChapter: 5 },
  { numeral: "II", title: "Vegetable products", firstChapter: 6, lastChapter: 14 },
  {
    numeral: "III",
    title: "Animal, vegetable or microbial fats and oils and their cleavage products; prepared edible fats; animal or vegetable waxes",
    firstChapter: 15,
    lastChapter: 15,
  },
  {
    numeral: "IV",
    title: "Prepared foodstuffs; beverages, spirits and vinegar; tobacco and its substitutes; nicotine products for inhalation without burning or other intake",
    firstChapter: 16,
    lastChapter: 24,
  },
  { numeral: "V", title: "Mineral products", firstChapter: 25, lastChapter: 27 },
  { numeral: "VI", title: "Products of the chemical or allied industries", firstChapter: 28, lastChapter: 38 },
  { numeral: "VII", title: "Plastics and rubber, and articles of them", firstChapter: 39, lastChapter: 40 },
  {
    numeral: "VIII",
    title: "Raw hides and skins, leather, furskins and articles of them; saddlery and harness; travel goods and handbags; articles of animal gut",
    firstChapter: 41,
    lastChapter: 43,
  },
  {
    numeral: "IX",
    title: "Wood and articles of wood; wood charcoal; cork and articles of cork; articles of straw and other plaiting materials; basketware and wickerwork",
    firstChapter: 44,
    lastChapter: 46,
  },
  {
    numeral: "X",
    title: "Pulp of wood or other fibrous cellulose; recovered (waste and scrap) paper or paperboard; paper and paperboard and articles of them",
    firstChapter: 47,
    lastChapter: 49,
  },
  { numeral: "XI", title: "Textiles and textile articles", firstChapter: 50, lastChapter: 63 },
  {
    numeral: "XII",
    title: "Footwear, headgear, umbrellas, walking-sticks, whips and their parts; prepared feathers; artificial flowers; articles of human hair",
    firstChapter: 64,
    lastChapter: 67,
  },
  {
    numeral: "XIII",
    title: "Articles of stone, plaster, cement, asbestos, mica or similar materials; ceramic products; glass and glassware",
    firstChapter: 68,
    lastChapter: 70,
  },
  {
    numeral: "XIV",
    title: "Natural or cultured pearls, precious or semi-precious stones, precious metals and metals clad with them, and articles of them; imitation jewellery; coin",
    firstChapter: 71,
    lastChapter: 71,
  },
  { numeral: "XV", title: "Base metals and articles of base metal", firstChapter: 72, lastChapter: 83 },
  {
    numeral: "XVI",
    title: "Machinery and mechanical appliances; electrical equipment; sound and television recorders and reproducers; their parts and accessories",
    firstChapter: 84,
    lastChapter: 85,
  },
  { numeral: "XVII", title: "Vehicles, aircraft, vessels and associated transport equipment", firstChapter: 86, lastChapter: 89 },
  {
    numeral: "XVIII",
    title: "Optical, photographic, cinematographic, measuring, checking, precision, medical or surgical instruments; clocks and watches; musical instruments; their parts",
    firstChapter: 90,
    lastChapter: 92,
  },
  { numeral: "XIX", title: "Arms and ammunition; their parts and accessories", firstChapter: 93, lastChapter: 93 },
  { numeral: "XX", title: "Miscellaneous manufactured articles", firstChapter: 94, lastChapter: 96 },
  { numeral: "XXI", title: "Works of art, collectors' pieces and antiques", firstChapter: 97, lastChapter: 97 },
];

export const HS_CHAPTERS: readonly HsChapter[] = [
  // Section I
  { code: "01", title: "Live animals", section: "I" },
  { code: "02", title: "Meat and edible meat offal", section: "I" },
  { code: "03", title: "Fish and crustaceans, molluscs and other aquatic invertebrates", section: "I" },
  { code: "04", title: "Dairy produce; birds' eggs; natural honey; edible animal products not covered elsewhere", section: "I" },
  { code: "05", title: "Products of animal origin not covered elsewhere", section: "I" },
  // Section II
  { code: "06", title: "Live trees and other plants; bulbs and roots; cut flowers and ornamental foliage", section: "II" },
  { code: "07", title: "Edible vegetables and certain roots and tubers", section: "II" },
  { code: "08", title: "Edible fruit and nuts; peel of citrus fruit or melons", section: "II" },
  { code: "09", title: "Coffee, tea, maté and spices", section: "II" },
  { code: "10", title: "Cereals", section: "II" },
  { code: "11", title: "Products of the milling industry; malt; starches; inulin; wheat gluten", section: "II" },
  {
    code: "12",
    title: "Oil seeds and oleaginous fruits; miscellaneous grains, seeds and fruit; industrial or medicinal plants; straw and fodder",
    section: "II",
  },
  { code: "13", title: "Lac; gums, resins and other vegetable saps and extracts", section: "II" },
  { code: "14", title: "Vegetable plaiting materials; vegetable products not covered elsewhere", section: "II" },
  // Section III
  {
    code: "15",
    title: "Animal, vegetable or microbial fats and oils and their cleavage products; prepared edible fats; animal or vegetable waxes",
    section: "III",
  },
  // Section IV
  { code: "16", title: "Preparations of meat, fish, crustaceans, molluscs, other aquatic invertebrates or insects", section: "IV" },
  { code: "17", title: "Sugars and sugar confectionery", section: "IV" },
  { code: "18", title: "Cocoa and cocoa preparations", section: "IV" },
  { code: "19", title: "Preparations of cereals, flour, starch or milk; pastrycooks' products", section: "IV" },
  { code: "20", title: "Preparations of vegetables, fruit, nuts or other parts of plants", section: "IV" },
  { code: "21", title: "Miscellaneous edible preparations", section: "IV" },
  { code: "22", title: "Beverages, spirits and vinegar", section: "IV" },
  { code: "23", title: "Residues and waste from the food industries; prepared animal fodder", section: "IV" },
  {
    code: "24",
    title: "Tobacco and manufactured tobacco substitutes; products for inhalation without combustion, with or without nicotine; other nicotine products",
    section: "IV",
  },
  // Section V
  { code: "25", title: "Salt; sulphur; earths and stone; plastering materials, lime and cement", section: "V" },
  { code: "26", title: "Ores, slag and ash", section: "V" },
  { code: "27", title: "Mineral fuels, mineral oils and products of their distillation; bituminous substances; mineral waxes", section: "V" },
  // Section VI
  {
    code: "28",
    title: "Inorganic chemicals; compounds of precious metals, rare-earth metals, radioactive elements or isotopes",
    section: "VI",
  },
  { code: "29", title: "Organic chemicals", section: "VI" },
  { code: "30", title: "Pharmaceutical products", section: "VI" },
  { code: "31", title: "Fertilisers", section: "VI" },
  {
    code: "32",
    title: "Tanning or dyeing extracts; tannins; dyes, pigments and other colouring matter; paints and varnishes; putty and other mastics; inks",
    section: "VI",
  },
  { code: "33", title: "Essential oils and resinoids; perfumery, cosmetic or toilet preparations", section: "VI" },
  {
    code: "34",
    title: "Soap, surface-active agents, washing and lubricating preparations, artificial and prepared waxes, polishes, candles, modelling pastes and dental waxes",
    section: "VI",
  },
  { code: "35", title: "Albuminoidal substances; modified starches; glues; enzymes", section: "VI" },
  { code: "36", title: "Explosives; pyrotechnic products; matches; pyrophoric alloys; certain combustible preparations", section: "VI" },
  { code: "37", title: "Photographic or cinematographic goods", section: "VI" },
  { code: "38", title: "Miscellaneous chemical products", section: "VI" },
  // Section VII
  { code: "39", title: "Plastics and articles thereof", section: "VII" },
  { code: "40", title: "Rubber and articles thereof", section: "VII" },
  // Section VIII
  { code: "41", title: "Raw hides and skins (other than furskins) and leather", section: "VIII" },
  {
    code: "42",
    title: "Articles of leather; saddlery and harness; travel goods, handbags and similar containers; articles of animal gut",
    section: "VIII",
  },
  { code: "43", title: "Furskins and artificial fur; articles made of them", section: "VIII" },
  // Section IX
  { code: "44", title: "Wood and articles of wood; wood charcoal", section: "IX" },
  { code: "45", title: "Cork and articles of cork", section: "IX" },
  { code: "46", title: "Articles of straw, esparto or other plaiting materials; basketware and wickerwork", section: "IX" },
  // Section X
  { code: "47", title: "Pulp of wood or other fibrous cellulose; recovered (waste and scrap) paper or paperboard", section: "X" },
  { code: "48", title: "Paper and paperboard; articles of paper pulp, paper or paperboard", section: "X" },
  {
    code: "49",
    title: "Printed books, newspapers, pictures and other printed products; manuscripts, typescripts and plans",
    section: "X",
  },
  // Section XI
  { code: "50", title: "Silk", section: "XI" },
  { code: "51", title: "Wool, fine or coarse animal hair; horsehair yarn and woven fabric", section: "XI" },
  { code: "52", title: "Cotton", section: "XI" },
  { code: "53", title: "Other vegetable textile fibres; paper yarn and woven fabrics of paper yarn", section: "XI" },
  { code: "54", title: "Man-made filaments; strip and the like of man-made textile materials", section: "XI" },
  { code: "55", title: "Man-made staple fibres", section: "XI" },
  { code: "56", title: "Wadding, felt and nonwovens; special yarns; twine, cordage, ropes and cables and articles of them", section: "XI" },
  { code: "57", title: "Carpets and other textile floor coverings", section: "XI" },
  { code: "58", title: "Special woven fabrics; tufted textile fabrics; lace; tapestries; trimmings; embroidery", section: "XI" },
  {
    code: "59",
    title: "Impregnated, coated, covered or laminated textile fabrics; textile articles for industrial use",
    section: "XI",
  },
  { code: "60", title: "Knitted or crocheted fabrics", section: "XI" },
  { code: "61", title: "Apparel and clothing accessories, knitted or crocheted", section: "XI" },
  { code: "62", title: "Apparel and clothing accessories, not knitted or crocheted", section: "XI" },
  { code: "63", title: "Other made-up textile articles; sets; worn clothing and worn textile articles; rags", section: "XI" },
  // Section XII
  { code: "64", title: "Footwear, gaiters and the like; parts of such articles", section: "XII" },
  { code: "65", title: "Headgear and parts thereof", section: "XII" },
  { code: "66", title: "Umbrellas, sun umbrellas, walking-sticks, seat-sticks, whips, riding-crops and their parts", section: "XII" },
  { code: "67", title: "Prepared feathers and down and articles of them; artificial flowers; articles of human hair", section: "XII" },
  // Section XIII
  { code: "68", title: "Articles of stone, plaster, cement, asbestos, mica or similar materials", section: "XIII" },
  { code: "69", title: "Ceramic products", section: "XIII" },
  { code: "70", title: "Glass and glassware", section: "XIII" },
  // Section XIV
  {
    code: "71",
    title: "Natural or cultured pearls, precious or semi-precious stones, precious metals and metals clad with them, and articles of them; imitation jewellery; coin",
    section: "XIV",
  },
  // Section XV
  { code: "72", title: "Iron and steel", section: "XV" },
  { code: "73", title: "Articles of iron or steel", section: "XV" },
  { code: "74", title: "Copper and articles thereof", section: "XV" },
  { code: "75", title: "Nickel and articles thereof", section: "XV" },
  { code: "76", title: "Aluminium and articles thereof", section: "XV" },
  { code: "77", title: "Reserved for possible future use in the HS", section: "XV", status: "reserved" },
  { code: "78", title: "Lead and articles thereof", section: "XV" },
  { code: "79", title: "Zinc and articles thereof", section: "XV" },
  { code: "80", title: "Tin and articles thereof", section: "XV" },
  { code: "81", title: "Other base metals; cermets; articles thereof", section: "XV" },
  { code: "82", title: "Tools, implements, cutlery, spoons and forks, of base metal; their parts of base metal", section: "XV" },
  { code: "83", title: "Miscellaneous articles of base metal", section: "XV" },
  // Section XVI
  { code: "84", title: "Nuclear reactors, boilers, machinery and mechanical appliances; parts thereof", section: "XVI" },
  {
    code: "85",
    title: "Electrical machinery and equipment and parts thereof; sound recorders and reproducers; television image and sound recorders and reproducers; their parts and accessories",
    section: "XVI",
  },
  // Section XVII
  {
    code: "86",
    title: "Railway or tramway locomotives, rolling-stock, track fixtures and fittings, and their parts; mechanical traffic signalling equipment",
    section: "XVII",
  },
  { code: "87", title: "Vehicles other than railway or tramway rolling-stock, and their parts and accessories", section: "XVII" },
  { code: "88", title: "Aircraft, spacecraft, and parts thereof", section: "XVII" },
  { code: "89", title: "Ships, boats and floating structures", section: "XVII" },
  // Section XVIII
  {
    code: "90",
    title: "Optical, photographic, cinematographic, measuring, checking, precision, medical or surgical instruments and apparatus; their parts and accessories",
    section: "XVIII",
  },
  { code: "91", title: "Clocks and watches and parts thereof", section: "XVIII" },
  { code: "92", title: "Musical instruments; parts and accessories of such articles", section: "XVIII" },
  // Section XIX
  { code: "93", title: "Arms and ammunition; parts and accessories thereof", section: "XIX" },
  // Section XX
  {
    code: "94",
    title: "Furniture; bedding, mattresses, cushions and similar stuffed furnishings; luminaires and lighting fittings not covered elsewhere; illuminated signs and name-plates; prefabricated buildings",
    section: "XX",
  },
  { code: "95", title: "Toys, games and sports requisites; parts and accessories thereof", section: "XX" },
  { code: "96", title: "Miscellaneous manufactured articles", section: "XX" },
  // Section XXI
  { code: "97", title: "Works of art, collectors' pieces and antiques", section: "XXI" },
  // India's Customs Tariff follows chapter 97 with chapter 98, printed under Section XXI.
  // It is not part of the HS: it classifies certain imports by how they come in, whatever
  // the goods, and is used for customs duty and the IGST on those imports. "Actionable
  // claims" was added to its title by a later amendment of the tariff (we have seen it in
  // the amended text but not verified the amending Act's date).
  {
    code: "98",
    title: "Project imports; laboratory chemicals; passengers' baggage; personal imports by air or post; ship stores; actionable claims",
    section: "XXI",
    status: "india-only",
  },
];

/** Chapter 99 of the GST classification: every service, coded by the SAC scheme. */
export const SAC_CHAPTER = { code: "99", title: "All services" } as const;

export const SAC_SECTIONS: readonly SacSection[] = [
  { number: "5", title: "Construction services" },
  {
    number: "6",
    title: "Distributive trade services; accommodation, food and beverage services; transport services; gas and water distribution",
  },
  { number: "7", title: "Financial and related services; real estate services; rental and leasing services" },
  { number: "8", title: "Business and production services" },
  { number: "9", title: "Community, social and personal services and other miscellaneous services" },
];

export const SAC_HEADINGS: readonly SacHeading[] = [
  { code: "9954", title: "Construction services", section: "5" },
  { code: "9961", title: "Services in wholesale trade", section: "6" },
  { code: "9962", title: "Services in retail trade", section: "6" },
  { code: "9963", title: "Accommodation, food and beverage services", section: "6" },
  { code: "9964", title: "Passenger transport services", section: "6" },
  { code: "9965", title: "Goods transport services", section: "6" },
  { code: "9966", title: "Rental of transport vehicles, with or without operators", section: "6" },
  { code: "9967", title: "Supporting services in transport", section: "6" },
  { code: "9968", title: "Postal and courier services", section: "6" },
  { code: "9969", title: "Electricity, gas, water and other distribution services", section: "6" },
  { code: "9971", title: "Financial and related services", section: "7" },
  { code: "9972", title: "Real estate services", section: "7" },
  { code: "9973", title: "Leasing or rental services, with or without operator", section: "7" },
  { code: "9981", title: "Research and development services", section: "8" },
  { code: "9982", title: "Legal and accounting services", section: "8" },
  { code: "9983", title: "Other professional, technical and business services", section: "8" },
  { code: "9984", title: "Telecommunications, broadcasting and information supply services", section: "8" },
  { code: "9985", title: "Support services", section: "8" },
  { code: "9986", title: "Support services to agriculture, hunting, forestry, fishing, mining and utilities", section: "8" },
  { code: "9987", title: "Maintenance, repair and installation services (other than construction)", section: "8" },
  { code: "9988", title: "Manufacturing services on physical inputs (goods) owned by others", section: "8" },
  {
    code: "9989",
    title: "Other manufacturing services; publishing, printing and reproduction services; materials recovery services",
    section: "8",
  },
  {
    code: "9991",
    title: "Public administration and other services to the community as a whole; compulsory social security services",
    section: "9",
  },
  { code: "9992", title: "Education services", section: "9" },
  { code: "9993", title: "Human health and social care services", section: "9" },
  {
    code: "9994",
    title: "Sewage and waste collection, treatment and disposal, and other environmental protection services",
    section: "9",
  },
  { code: "9995", title: "Services of membership organisations", section: "9" },
  { code: "9996", title: "Recreational, cultural and sporting services", section: "9" },
  { code: "9997", title: "Other services", section: "9" },
  { code: "9998", title: "Domestic services", section: "9" },
  { code: "9999", title: "Services provided by extraterritorial organisations and bodies", section: "9" },
];

const hsSectionsByNumeral = new Map(HS_SECTIONS.map((section) => [section.numeral, section]));
const hsChaptersByCode = new Map(HS_CHAPTERS.map((chapter) => [chapter.code, chapter]));
const sacSectionsByNumber = new Map(SAC_SECTIONS.map((section) => [section.number, section]));
const sacHeadingsByCode = new Map(SAC_HEADINGS.map((heading) => [heading.code, heading]));

export const hsSection = (numeral: string): HsSection | undefined => hsSectionsByNumeral.get(numeral);
export const hsChapter = (code: string): HsChapter | undefined => hsChaptersByCode.get(code);
export const sacSection = (number: string): SacSection | undefined => sacSectionsByNumber.get(number);
export const sacHeading = (code: string): SacHeading | undefined => sacHeadingsByCode.get(code);

const INVOICE_DIGITS_REFERENCE =
  "Notification 78/2020-Central Tax of 15 October 2020, under the first proviso to rule 46 of the CGST Rules, 2017";

export interface InvoiceDigitRule {
  value: number;
  unit: "INR" | "digits";
  /** Absent where the rule is older than anything this tool describes. */
  effectiveFrom?: IsoDate;
  reference: string;
  note?: string;
}

/**
 * How many digits of the HSN code (SAC for services) a GST tax invoice must carry, from
 * 1 April 2021, by aggregate turnover in the previous financial year.
 */
export const INVOICE_DIGIT_RULES = {
  turnoverLimit: {
    value: 50_000_000,
    unit: "INR",
    effectiveFrom: "2021-04-01",
    reference: INVOICE_DIGITS_REFERENCE,
    note: "₹5 crore of aggregate turnover in the previous financial year.",
  },
  digitsUpToLimit: {
    value: 4,
    unit: "digits",
    effectiveFrom: "2021-04-01",
    reference: INVOICE_DIGITS_REFERENCE,
    note: "On invoices to registered buyers; the proviso to the notification makes the code optional on invoices to unregistered persons.",
  },
  digitsAboveLimit: {
    value: 6,
    unit: "digits",
    effectiveFrom: "2021-04-01",
    reference: INVOICE_DIGITS_REFERENCE,
    note: "On every tax invoice.",
  },
  /** Bills of entry and shipping bills classify goods by the full tariff item. */
  digitsForImportsAndExports: {
    value: 8,
    unit: "digits",
    reference: "First Schedule to the Customs Tariff Act, 1975 (8-digit tariff items), and ITC (HS) under the Foreign Trade Policy",
  },
} as const satisfies Record<string, InvoiceDigitRule>;
