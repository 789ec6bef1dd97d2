import { plural, type Catalogues, type TranslationOf } from "@/lib/i18n/catalogue";
import type { CityClass } from "@/lib/tax/accommodation-parameters";
import type { AccommodationKind, FurnitureKind } from "@/lib/tax/accommodation-perquisite";
import { rentFreeAccommodationMeta } from "./meta";

/*
 * Every word the rent-free accommodation calculator shows, in English and Hindi. Messages
 * with figures are functions of them; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

const englishMonths = (months: number) => `${months} ${months === 1 ? "month" : "months"}`;

const en = {
  description: rentFreeAccommodationMeta.description,
  keywords: rentFreeAccommodationMeta.keywords,
  groupYear: "Year and accommodation",
  groupSalary: "Salary for the months you lived there",
  groupCost: "Cost of the accommodation",
  groupPay: "What you pay",
  fy: "Financial year",
  housing: "Accommodation",
  housingOptions: {
    owned: "Owned by the employer",
    leased: "Leased or rented by the employer",
    hotel: "A hotel",
    government: "Government quarters (Central or State Government employee)",
  } as Readonly<Record<AccommodationKind, string>>,
  city: "Population of the city (2011 census)",
  cityHelp:
    "Above 40 lakh: Mumbai, Delhi, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Surat. 15 to 40 lakh: Jaipur, Lucknow, Kanpur, Nagpur, Indore, Bhopal, Patna, Vadodara. Check your city's census figure.",
  cityOptions2011: { large: "Above 40 lakh", medium: "Above 15 lakh, up to 40 lakh", small: "Up to 15 lakh" } as Readonly<Record<CityClass, string>>,
  months: "Months you lived there during the year",
  monthsHelp: "12 for the whole year. Enter every amount below for these months.",
  monthsBeforeSep: "Of these, months in April to August 2023",
  monthsBeforeSepHelp: "The old rates (2001 census) apply to April to August 2023; the new ones from 1 September 2023.",
  city2001: "Population of the city (2001 census), for April to August 2023",
  city2001Help: "Above 25 lakh in 2001: Mumbai, Delhi, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune, Kanpur.",
  cityOptions2001: { large: "Above 25 lakh", medium: "Above 10 lakh, up to 25 lakh", small: "Up to 10 lakh" } as Readonly<Record<CityClass, string>>,
  basic: "Basic salary",
  basicHelp: "For the months you lived there, like all the amounts below.",
  da: "Dearness allowance that counts for retirement benefits",
  daHelp: "Leave out DA that does not count toward your PF, pension or gratuity.",
  bonus: "Bonus and commission",
  allowances: "Taxable allowances, fees and other cash payments",
  allowancesHelp: "Only the taxable part: leave out exempt allowances, the employer's PF contribution, perquisites and lump sums such as gratuity.",
  leaseRent: "Rent the employer pays the landlord",
  leaseRentHelp: "The lease rent paid or payable by the employer for the months you lived there.",
  hotelCharges: "Hotel charges paid by the employer",
  shortStay: "A stay of 15 days or less in all, on transfer",
  shortStayHelp: "A hotel on transfer from one place to another for up to 15 days in all is not taxed.",
  licenceFee: "Licence fee fixed by the Government",
  licenceFeeHelp: "The licence fee for the quarters under the Government's rules, for the months you lived there.",
  furniture: "Furniture and appliances",
  furnitureOptions: { none: "Unfurnished", owned: "Furnished, owned by the employer", hired: "Furnished, hired by the employer" } as Readonly<
    Record<FurnitureKind, string>
  >,
  furnitureCost: "Cost of the furniture and appliances",
  furnitureCostHelp: "What the employer paid for them: furniture, fridge, TV, air-conditioners and the like.",
  furnitureHire: "Hire charges for the furniture",
  furnitureHireHelp: "Paid or payable by the employer for the months you lived there.",
  rentPaid: "Rent you pay the employer",
  rentPaidHelp: "Recovered from your salary or paid by you, for the house and any furniture, for the months you lived there.",
  tooManyBefore: (months: number) => `You lived there ${englishMonths(months)} in all, so at most ${months} can fall in April to August 2023.`,
  tooFewBefore: (fromSeptember: number, months: number, atLeast: number) =>
    `September 2023 to March 2024 has only ${fromSeptember} months: with ${months} months in all, at least ${atLeast} fall in April to August 2023.`,
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  kindWords: {
    owned: "The accommodation your employer owns",
    leased: "The accommodation your employer leases",
    hotel: "The hotel accommodation",
    government: "The Government quarters",
  } as Readonly<Record<AccommodationKind, string>>,
  summaryShortStay: (days: number, year: string) => `A hotel stay on transfer of ${days} days or less is not taxed: no perquisite for ${year}.`,
  summaryCovered: (year: string, rent: string, value: string) =>
    `No perquisite for ${year}: the rent you pay (${rent}) covers the value of the accommodation (${value}).`,
  summaryPerquisite: (kind: string, perquisite: string, year: string, months: number) =>
    `${kind} adds ${perquisite} to your taxable salary for ${year}, for ${englishMonths(months)}.`,
  /** A form's name across the Acts, as lib/tax/forms.ts gives it ("Form 12BA (Form 123 from tax year 2026-27)"). */
  formAcross: (english: string) => english,
  noteBothRegimes: (form: string) =>
    `The perquisite is part of your salary in both the old and the new regime. Your employer shows it in ${form} and deducts tax on it.`,
  noteSalary:
    "Salary for this rule is pay, DA that counts for retirement benefits, bonus, commission, fees and taxable allowances from all your employers, due for the months you lived there. It leaves out exempt allowances, the employer's PF contribution and other perquisites.",
  noteSplit:
    "FY 2023-24 is valued in two parts: the old rates (2001 census) for April to August 2023 and the new rates (2011 census) from 1 September 2023. The salary and lease rent are taken to accrue evenly over the months you lived there.",
  /** A rule's own note (lib/tax/accommodation-parameters.ts), as the page's language shows it. */
  ruleNote: (note: string) => note,
  noteGovernment:
    "Government quarters are valued at the licence fee only for employees of the Central or a State Government (and those on deputation to their bodies); a public-sector company is an ordinary employer.",
  noteRent:
    "Rent you pay is set against the whole value, house and furniture together. Each part is rounded to the nearest rupee, and a month of occupation counts in full.",
  noteNotTaxed:
    "Not taxed at all: accommodation in a remote area, and temporary accommodation of up to 1,000 sq ft at a mining, oil-exploration, project, dam, power or offshore site.",
  note2025Act:
    "Tax year 2026-27 falls under the Income-tax Act, 2025 and the Income-tax Rules, 2026; we apply the rates of Rule 3(1) as amended in 2023, which we understand the new rules carry over. Check before relying on it.",
  taxablePerquisite: "Taxable perquisite",
  addedToSalary: "Added to your salary",
  madeUp: "How it is made up",
  salaryForRule: "Salary for the rule",
  accommodationValue: "Value of the accommodation",
  furnitureValue: "Value of the furniture",
  breakdown: (year: string) => `Perquisite for ${year}`,
  explanation: [
    "A house or flat your employer gives you free, or for less than its value, is a perquisite taxed as salary under section 17(2)(i) and (ii). Rule 3(1) of the Income-tax Rules fixes its value, not the market rent.",
    "From 1 September 2023 (Notification 65/2023), accommodation the employer owns is valued at 10% of salary in cities with a population above 40 lakh by the 2011 census, 7.5% in cities above 15 lakh up to 40 lakh, and 5% elsewhere. Accommodation the employer leases is valued at the rent it pays, but at most 10% of salary. Before that date the rates were 15%, 10% and 7.5% on the 2001 census bands (above 25 lakh, and above 10 lakh), and 15% for leased accommodation, so FY 2023-24 is valued in two parts.",
    "Furniture adds 10% of its cost a year if the employer owns it, or the hire charges if it is hired. A hotel is valued at 24% of salary or the actual charges, whichever is lower, and a stay of up to 15 days on transfer is not taxed. Government employees in Government quarters are taxed on the licence fee. Whatever rent you pay the employer is taken off, and the value cannot go below nil.",
    '"Salary" here means basic pay, dearness allowance that counts for retirement benefits, bonus, commission, fees and taxable allowances, for the months you lived there. The perquisite is taxable in both regimes.',
  ] as readonly string[],
  faq: [
    {
      question: "How is rent-free accommodation taxed?",
      answer:
        "Its value under Rule 3(1) is added to your salary as a perquisite. For a flat your employer owns in a city of more than 40 lakh people, that is 10% of your salary, less any rent you pay. On a salary of ₹24 lakh with ₹60,000 of rent recovered, the perquisite is ₹1,80,000.",
    },
    {
      question: "My company leases the flat for me. What is taxed?",
      answer:
        "The lower of the rent the company pays and 10% of your salary (15% before 1 September 2023), less any rent you pay. If the company pays ₹4,20,000 a year and your salary is ₹24 lakh, ₹2,40,000 is the value before your own rent.",
    },
    {
      question: "Which census decides my city's rate?",
      answer:
        "From 1 September 2023 the 2011 census: above 40 lakh people is 10%, above 15 lakh up to 40 lakh is 7.5%, anywhere else 5%. Before that date the 2001 census applied, with bands of 25 lakh and 10 lakh.",
    },
    {
      question: "Is the perquisite taxed in the new regime?",
      answer: "Yes. Perquisites are part of salary in both regimes; the new regime only takes away deductions and exemptions, not the tax on perquisites.",
    },
    {
      question: "Does furniture make a difference?",
      answer:
        "Yes. Furniture and appliances the employer owns add 10% of their cost a year (₹50,000 on ₹5 lakh of furniture for a full year); if the employer hires them, the hire charges are added instead.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hindiMonths = (months: number) => `${months} ${plural("hi", months, { one: "महीना", other: "महीने" })}`;

const hi: TranslationOf<typeof en> = {
  description:
    "नियोक्ता से मिले घर, फ़्लैट या होटल का कर योग्य मूल्य निकालें, 1 सितंबर 2023 से संशोधित नियम 3(1) के तहत: शहर के हिसाब से वेतन का 10%, 7.5% या 5%, लीज़ का किराया अधिकतम 10% तक, फ़र्नीचर, और आपके द्वारा चुकाया किराया।",
  keywords:
    "किराया-मुक्त आवास, अनुलाभ मूल्य, नियम 3(1), धारा 17(2), कंपनी का लीज़ पर लिया आवास, रियायती आवास, 2011 जनगणना, अधिसूचना 65/2023, फ़ॉर्म 12BA, कर वर्ष 2026-27",
  groupYear: "वर्ष और आवास",
  groupSalary: "जितने महीने आप वहाँ रहे, उनका वेतन",
  groupCost: "आवास का खर्च",
  groupPay: "आप क्या चुकाते हैं",
  fy: "वर्ष",
  housing: "आवास",
  housingOptions: {
    owned: "नियोक्ता का अपना",
    leased: "नियोक्ता ने लीज़ या किराये पर लिया",
    hotel: "होटल",
    government: "सरकारी आवास (केंद्र या राज्य सरकार के कर्मचारी)",
  },
  city: "शहर की आबादी (2011 की जनगणना)",
  cityHelp:
    "40 लाख से अधिक: मुंबई, दिल्ली, कोलकाता, चेन्नई, बेंगलुरु, हैदराबाद, अहमदाबाद, सूरत। 15 से 40 लाख: जयपुर, लखनऊ, कानपुर, नागपुर, इंदौर, भोपाल, पटना, वडोदरा। अपने शहर की जनगणना का आँकड़ा जाँच लें।",
  cityOptions2011: { large: "40 लाख से अधिक", medium: "15 लाख से अधिक, 40 लाख तक", small: "15 लाख तक" },
  months: "वर्ष में आप वहाँ कितने महीने रहे",
  monthsHelp: "पूरे वर्ष के लिए 12। नीचे की हर राशि इन्हीं महीनों की लिखें।",
  monthsBeforeSep: "इनमें से अप्रैल से अगस्त 2023 के महीने",
  monthsBeforeSepHelp: "अप्रैल से अगस्त 2023 पर पुरानी दरें (2001 की जनगणना) लागू होती हैं; 1 सितंबर 2023 से नई।",
  city2001: "शहर की आबादी (2001 की जनगणना), अप्रैल से अगस्त 2023 के लिए",
  city2001Help: "2001 में 25 लाख से अधिक: मुंबई, दिल्ली, कोलकाता, चेन्नई, बेंगलुरु, हैदराबाद, अहमदाबाद, पुणे, कानपुर।",
  cityOptions2001: { large: "25 लाख से अधिक", medium: "10 लाख से अधिक, 25 लाख तक", small: "10 लाख तक" },
  basic: "मूल वेतन",
  basicHelp: "जितने महीने आप वहाँ रहे, उनका; नीचे की सभी राशियों की तरह।",
  da: "रिटायरमेंट लाभों में गिना जाने वाला महँगाई भत्ता",
  daHelp: "वह महँगाई भत्ता (DA) छोड़ दें जो आपके PF, पेंशन या ग्रेच्युटी में नहीं गिना जाता।",
  bonus: "बोनस और कमीशन",
  allowances: "कर योग्य भत्ते, फ़ीस और दूसरे नकद भुगतान",
  allowancesHelp: "सिर्फ़ कर योग्य हिस्सा: छूट वाले भत्ते, नियोक्ता का PF योगदान, अनुलाभ और ग्रेच्युटी जैसी एकमुश्त राशियाँ छोड़ दें।",
  leaseRent: "नियोक्ता मकान मालिक को जो किराया देता है",
  leaseRentHelp: "जितने महीने आप वहाँ रहे, उनके लिए नियोक्ता द्वारा चुकाया गया या देय लीज़ किराया।",
  hotelCharges: "नियोक्ता द्वारा चुकाया होटल का खर्च",
  shortStay: "तबादले पर कुल 15 दिन या उससे कम का प्रवास",
  shortStayHelp: "एक जगह से दूसरी जगह तबादले पर कुल 15 दिन तक के होटल प्रवास पर टैक्स नहीं लगता।",
  licenceFee: "सरकार द्वारा तय लाइसेंस फ़ीस",
  licenceFeeHelp: "सरकार के नियमों के तहत आवास की लाइसेंस फ़ीस, जितने महीने आप वहाँ रहे उनकी।",
  furniture: "फ़र्नीचर और उपकरण",
  furnitureOptions: { none: "बिना फ़र्नीचर", owned: "फ़र्नीचर सहित, नियोक्ता का अपना", hired: "फ़र्नीचर सहित, नियोक्ता ने किराये पर लिया" },
  furnitureCost: "फ़र्नीचर और उपकरणों की लागत",
  furnitureCostHelp: "नियोक्ता ने इन पर जो खर्च किया: फ़र्नीचर, फ़्रिज, टीवी, एयर-कंडीशनर वगैरह।",
  furnitureHire: "फ़र्नीचर का किराया",
  furnitureHireHelp: "जितने महीने आप वहाँ रहे, उनके लिए नियोक्ता द्वारा चुकाया गया या देय।",
  rentPaid: "आप नियोक्ता को जो किराया देते हैं",
  rentPaidHelp: "आपके वेतन से काटा गया या आपके द्वारा चुकाया गया, घर और फ़र्नीचर के लिए, जितने महीने आप वहाँ रहे उनका।",
  tooManyBefore: (months: number) => `आप वहाँ कुल ${hindiMonths(months)} रहे, इसलिए अप्रैल से अगस्त 2023 में अधिकतम ${months} महीने आ सकते हैं।`,
  tooFewBefore: (fromSeptember: number, months: number, atLeast: number) =>
    `सितंबर 2023 से मार्च 2024 में सिर्फ़ ${fromSeptember} महीने हैं: कुल ${months} महीनों में से कम से कम ${atLeast} अप्रैल से अगस्त 2023 में आते हैं।`,
  year: (label: string) => label,
  kindWords: {
    owned: "नियोक्ता के अपने आवास से",
    leased: "नियोक्ता के लीज़ पर लिए आवास से",
    hotel: "होटल के आवास से",
    government: "सरकारी आवास से",
  },
  summaryShortStay: (days: number, year: string) => `तबादले पर ${days} दिन या उससे कम के होटल प्रवास पर टैक्स नहीं लगता: ${year} के लिए कोई अनुलाभ नहीं।`,
  summaryCovered: (year: string, rent: string, value: string) =>
    `${year} के लिए कोई अनुलाभ नहीं: आपका चुकाया किराया (${rent}) आवास के मूल्य (${value}) को पूरा कर देता है।`,
  summaryPerquisite: (kind: string, perquisite: string, year: string, months: number) =>
    `${kind} ${year} के आपके कर योग्य वेतन में ${months} महीने के लिए ${perquisite} जुड़ते हैं।`,
  formAcross: (english: string) => english.replace(/^Form (\S+) \(Form (\S+) from tax year (\S+)\)$/, "फ़ॉर्म $1 (कर वर्ष $3 से फ़ॉर्म $2)"),
  noteBothRegimes: (form: string) =>
    `यह अनुलाभ पुरानी और नई, दोनों कर व्यवस्थाओं में आपके वेतन का हिस्सा है। आपका नियोक्ता इसे ${form} में दिखाता है और इस पर टैक्स काटता है।`,
  noteSalary:
    "इस नियम के लिए वेतन का अर्थ है आपके सभी नियोक्ताओं से वेतन, रिटायरमेंट लाभों में गिना जाने वाला DA, बोनस, कमीशन, फ़ीस और कर योग्य भत्ते, जो उन महीनों के लिए देय हों जब आप वहाँ रहे। इसमें छूट वाले भत्ते, नियोक्ता का PF योगदान और दूसरे अनुलाभ नहीं आते।",
  noteSplit:
    "वित्तीय वर्ष 2023-24 का मूल्य दो हिस्सों में निकलता है: अप्रैल से अगस्त 2023 के लिए पुरानी दरें (2001 की जनगणना) और 1 सितंबर 2023 से नई दरें (2011 की जनगणना)। वेतन और लीज़ का किराया आपके वहाँ रहने के महीनों में बराबर बँटा माना जाता है।",
  ruleNote: (note: string) =>
    note.startsWith("UNSURE: for the same accommodation")
      ? "अपुष्ट: एक ही आवास एक वर्ष से ज़्यादा रहने पर संशोधित नियम बाद के हर वर्ष का मूल्य पहले वर्ष के मूल्य तक सीमित करता है, जिसे लागत मुद्रास्फीति सूचकांक (CII) से बढ़ाया जाता है। यह कैलकुलेटर इसे नहीं गिनता: दिखाया गया मूल्य इस सीमा के बिना है।"
      : "अपुष्ट: इस आँकड़े की हमने पुष्टि नहीं की है। भरोसा करने से पहले जाँच लें।",
  noteGovernment:
    "सरकारी आवास का मूल्य लाइसेंस फ़ीस के बराबर सिर्फ़ केंद्र या राज्य सरकार के कर्मचारियों (और उनकी संस्थाओं में प्रतिनियुक्ति पर गए कर्मचारियों) के लिए होता है; सरकारी कंपनी आम नियोक्ता है।",
  noteRent: "आपका चुकाया किराया पूरे मूल्य में से, घर और फ़र्नीचर मिलाकर, घटाया जाता है। हर हिस्सा निकटतम रुपये तक पूर्णांकित होता है, और रहने का महीना पूरा गिना जाता है।",
  noteNotTaxed:
    "इन पर बिलकुल टैक्स नहीं: दूर-दराज़ के इलाके का आवास, और खनन, तेल खोज, परियोजना, बाँध, बिजली या समुद्री (ऑफ़शोर) स्थल पर 1,000 वर्ग फ़ुट तक का अस्थायी आवास।",
  note2025Act:
    "कर वर्ष 2026-27 आयकर अधिनियम, 2025 और आयकर नियम, 2026 के तहत आता है; हम 2023 में संशोधित नियम 3(1) की दरें लगाते हैं, जिन्हें हमारी समझ से नए नियम जारी रखते हैं। भरोसा करने से पहले जाँच लें।",
  taxablePerquisite: "कर योग्य अनुलाभ",
  addedToSalary: "आपके वेतन में जुड़ता है",
  madeUp: "यह कैसे बना",
  salaryForRule: "नियम के लिए वेतन",
  accommodationValue: "आवास का मूल्य",
  furnitureValue: "फ़र्नीचर का मूल्य",
  breakdown: (year: string) => `${year} का अनुलाभ`,
  explanation: [
    "नियोक्ता आपको जो घर या फ़्लैट मुफ़्त में, या उसके मूल्य से कम पर, देता है, वह अनुलाभ (पर्क्स) है और धारा 17(2)(i) और (ii) के तहत उस पर वेतन की तरह टैक्स लगता है। इसका मूल्य बाज़ार के किराये से नहीं, आयकर नियमों के नियम 3(1) से तय होता है।",
    "1 सितंबर 2023 से (अधिसूचना 65/2023) नियोक्ता के अपने आवास का मूल्य 2011 की जनगणना के हिसाब से 40 लाख से अधिक आबादी वाले शहरों में वेतन का 10%, 15 लाख से अधिक और 40 लाख तक वाले शहरों में 7.5%, और बाकी जगह 5% है। नियोक्ता के लीज़ पर लिए आवास का मूल्य वह किराया है जो नियोक्ता देता है, पर अधिकतम वेतन का 10%। इस तारीख से पहले 2001 की जनगणना के दायरों (25 लाख से अधिक, और 10 लाख से अधिक) पर दरें 15%, 10% और 7.5% थीं, और लीज़ वाले आवास के लिए 15%, इसलिए वित्तीय वर्ष 2023-24 का मूल्य दो हिस्सों में निकलता है।",
    "फ़र्नीचर नियोक्ता का अपना हो तो उसकी लागत का 10% सालाना जुड़ता है, और किराये पर लिया हो तो उसका किराया। होटल का मूल्य वेतन का 24% या असल खर्च, जो भी कम हो, है, और तबादले पर 15 दिन तक के प्रवास पर टैक्स नहीं लगता। सरकारी आवास में रहने वाले सरकारी कर्मचारियों पर लाइसेंस फ़ीस के बराबर टैक्स लगता है। आप नियोक्ता को जो भी किराया देते हैं, वह घटा दिया जाता है, और मूल्य शून्य से नीचे नहीं जाता।",
    'यहाँ "वेतन" का अर्थ है मूल वेतन, रिटायरमेंट लाभों में गिना जाने वाला महँगाई भत्ता, बोनस, कमीशन, फ़ीस और कर योग्य भत्ते, उन महीनों के जब आप वहाँ रहे। यह अनुलाभ दोनों कर व्यवस्थाओं में कर योग्य है।',
  ],
  faq: [
    {
      question: "किराया-मुक्त आवास पर टैक्स कैसे लगता है?",
      answer:
        "नियम 3(1) के तहत उसका मूल्य अनुलाभ के रूप में आपके वेतन में जुड़ता है। 40 लाख से अधिक आबादी वाले शहर में नियोक्ता के अपने फ़्लैट के लिए यह आपके वेतन का 10% है, आपके चुकाए किराये को घटाकर। ₹24 लाख के वेतन और ₹60,000 के वसूले गए किराये पर अनुलाभ ₹1,80,000 है।",
    },
    {
      question: "मेरी कंपनी ने मेरे लिए फ़्लैट लीज़ पर लिया है। किस पर टैक्स लगता है?",
      answer:
        "कंपनी का चुकाया किराया और आपके वेतन का 10% (1 सितंबर 2023 से पहले 15%), इनमें से जो कम हो, उसमें से आपका चुकाया किराया घटाकर। अगर कंपनी साल में ₹4,20,000 देती है और आपका वेतन ₹24 लाख है, तो आपके अपने किराये से पहले मूल्य ₹2,40,000 है।",
    },
    {
      question: "मेरे शहर की दर कौन-सी जनगणना से तय होती है?",
      answer:
        "1 सितंबर 2023 से 2011 की जनगणना से: 40 लाख से अधिक आबादी पर 10%, 15 लाख से अधिक और 40 लाख तक पर 7.5%, बाकी जगह 5%। इस तारीख से पहले 2001 की जनगणना लागू थी, 25 लाख और 10 लाख के दायरों के साथ।",
    },
    {
      question: "क्या नई कर व्यवस्था में इस अनुलाभ पर टैक्स लगता है?",
      answer: "हाँ। अनुलाभ दोनों कर व्यवस्थाओं में वेतन का हिस्सा हैं; नई कर व्यवस्था सिर्फ़ कटौतियाँ और छूटें हटाती है, अनुलाभ पर टैक्स नहीं।",
    },
    {
      question: "क्या फ़र्नीचर से फ़र्क पड़ता है?",
      answer:
        "हाँ। नियोक्ता के अपने फ़र्नीचर और उपकरणों की लागत का 10% सालाना जुड़ता है (पूरे वर्ष के लिए ₹5 लाख के फ़र्नीचर पर ₹50,000); अगर नियोक्ता उन्हें किराये पर लेता है, तो उसकी जगह उनका किराया जुड़ता है।",
    },
  ],
};

export const RENT_FREE_ACCOMMODATION_TEXT: Catalogues<typeof en> = { en, hi };
