import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { Regime } from "@/lib/tax";
import { hindiCitation } from "@/lib/tax/income-tax-steps-text";
import type { PfBasis } from "./fields";
import { salaryMeta } from "./meta";

/*
 * Every word the salary calculator shows, in English and Hindi. Section names and the rules'
 * references come from lib/tax in English; the Hindi messages cite them in Hindi.
 */

const en = {
  description: salaryMeta.description,
  keywords: salaryMeta.keywords,
  cite: (english: string) => english,
  groupYear: "Year and tax",
  groupCtc: "Your CTC and its structure",
  groupDeductions: "Deductions",
  pf: "Provident fund",
  pfHelp: "12% of basic from you and 12% from your employer, on the full basic or on the ₹15,000 a month wage ceiling.",
  pfOptions: { basic: "On full basic", ceiling: "On ₹15,000 a month", none: "No PF" } as Readonly<Record<PfBasis, string>>,
  gratuity: "Gratuity (4.81% of basic) is part of the CTC",
  pt: "Professional tax, yearly",
  ptHelp: "Set by your state, at most ₹2,500 a year; some states levy none. See your payslip.",
  regime: "Tax regime you told your employer",
  regimeHelp: "Your employer deducts tax under the new regime unless you choose the old one.",
  ageHelp: "Age on the last day of the year. It changes the old regime's tax only.",
  ctc: "Cost to company (CTC), yearly",
  ctcHelp: "The yearly CTC in your offer letter, without variable pay you are not sure to get.",
  basicPct: "Basic salary (with DA) as a share of CTC",
  basicPctHelp: "Usually 40% to 50%.",
  hraPct: "House rent allowance as a share of basic",
  hraPctHelp: "Usually 40% (50% in the metro cities).",
  regimeName: { new: "new regime", old: "old regime" } as Readonly<Record<Regime, string>>,
  /** the year mid-sentence: "tax year 2026-27"; "FY 2025-26 (AY 2026-27)" keeps its capitals */
  year: (label: string) => (label.startsWith("Tax year") ? `tax${label.slice(3)}` : label),
  partsTooLarge: (parts: string, ctc: string) =>
    `Basic, HRA, PF and gratuity come to ${parts}, more than the CTC of ${ctc}: lower the basic share (or the HRA share).`,
  stepCtc: "Cost to company (CTC)",
  stepCtcReference: "Your employer's offer: everything the employer spends on you in a year",
  stepBasic: (percent: number) => `Basic salary with DA: ${percent}% of CTC`,
  stepBasicReference: (act: string) => `Your salary structure; ${act}: salary under the head "Salaries"`,
  stepHra: (percent: number) => `House rent allowance: ${percent}% of basic`,
  stepHraReference: (act: string) => `Your salary structure; ${act}: taxable unless exempt for rent paid (old regime only)`,
  stepEmployerPfNone: "Employer's PF contribution: none",
  /** `ceiling`: the monthly wage ceiling, or "" for PF on the full basic */
  stepEmployerPf: (rate: number, ceiling: string) => `Employer's PF contribution: ${rate}% of ${ceiling ? `basic up to ${ceiling} a month` : "basic"}`,
  stepGratuity: (rate: number) => `Gratuity set aside: ${rate}% of basic`,
  stepNoGratuity: "Gratuity set aside: not part of the CTC",
  stepSpecial: "Special allowance: what is left of the CTC",
  stepSpecialReference: (act: string) => `Balancing figure of the CTC; taxable as salary (${act})`,
  summaryTooLarge: (parts: string, ctc: string) =>
    `Basic, HRA, PF and gratuity come to ${parts}, more than the CTC of ${ctc}. Lower the basic or HRA share to see your take-home pay.`,
  salaryStructure: "Salary structure",
  noteTooLarge: "The special allowance is whatever is left of the CTC after the other parts, so the other parts cannot add up to more than the CTC.",
  /** `more`: how much more a year the other regime leaves, or "" when it leaves no more */
  summary: (monthly: string, yearly: string, regime: string, year: string, other: string, more: string) =>
    `Your take-home pay is about ${monthly} a month (${yearly} a year) under the ${regime} for ${year}${more ? `; the ${other} would leave you ${more} a year more.` : "."}`,
  newRegimeOf: (section: string) => `New regime (${section})`,
  oldRegime: "Old regime",
  yearMore: (amount: string) => `${amount} a year more`,
  incomeTaxForYear: "Income tax for the year",
  takeHomeMonth: "Take-home pay a month",
  noteProfessionalTax:
    "Professional tax is a state tax on employment, at most ₹2,500 a year (Article 276(2) of the Constitution). Each state sets its own slabs and some levy none: enter the yearly amount on your payslip.",
  noteIncomeTax: (rounding: number, section: string) =>
    `Income tax is the tax for the year rounded to the nearest ₹${rounding} (section 288B). Your employer deducts it from salary spread over the months (${section}), so a month's deduction can differ from a twelfth of it.`,
  noteOldRegime: (section: string) =>
    `The old-regime figures count your PF contribution under ${section} and the professional tax you pay. They leave out the HRA exemption for rent you pay and your other deductions: the income-tax and HRA calculators work those out.`,
  noteEsi: (ceiling: string, rate: number) =>
    `Your gross pay is ${ceiling} a month or less, so Employees' State Insurance may apply: ${rate}% of your wages is deducted for it, which this calculator does not include.`,
  noteCodes:
    "Under the Code on Wages, 2019 and the Code on Social Security, 2020 (in force from 21 November 2025), allowances above half of your total pay count as wages. Once the PF and gratuity rules under the codes apply in full, your PF and gratuity may be worked out on more than the basic entered here.",
  notePerquisite: (limit: string, excess: string) =>
    `Your employer's PF contribution is more than ${limit} a year, so the excess, ${excess}, is taxed as a perquisite. Employer NPS and superannuation contributions count toward the same limit.`,
  grossWithPerquisite: "Gross salary, with employer's PF above the limit",
  takeHomeOf: (regime: string) => `Take-home pay (${regime})`,
  aMonth: "A month",
  aYear: "A year",
  yourSalary: "Your salary, yearly",
  basic: "Basic salary with DA",
  hra: "House rent allowance",
  special: "Special allowance",
  gross: "Gross salary",
  employerPf: "Employer's PF (in CTC, not paid out)",
  gratuityInCtc: "Gratuity set aside (in CTC, not paid out)",
  deducted: "Deducted from your salary, yearly",
  yourPf: "Your PF contribution",
  professionalTax: "Professional tax",
  incomeTaxOf: (regime: string) => `Income tax (${regime})`,
  stepGross: "Gross salary: basic, HRA and special allowance",
  salaryHeadReference: (act: string) => `${act}: salary under the head "Salaries"`,
  incomeTaxSection: (regime: string) => `Income tax, ${regime}`,
  takeHome: "Take-home pay",
  lessYourPf: "Less: your PF contribution",
  lessProfessionalTax: "Less: professional tax",
  professionalTaxReference: "Constitution of India, Article 276(2) (state tax on employment, at most ₹2,500 a year), under your state's law",
  lessIncomeTax: "Less: income tax",
  lessIncomeTaxReference: (rounding: string) => `${rounding}; deducted by the employer month by month`,
  takeHomeYear: "Take-home pay for the year",
  takeHomeMonthStep: "Take-home pay a month (a twelfth, to the rupee)",
  takeHomeReference: "Gross salary less the deductions above",
  tableCaption: (year: string) => `Salary structure for ${year}`,
  tableColumns: ["Part", "A month", "A year"] as readonly string[],
  rowEmployerPf: "Employer's PF",
  rowGratuity: "Gratuity set aside",
  rowCtc: "Cost to company",
  rowLessPf: "Less: your PF",
  explanation: [
    "Your cost to company (CTC) is everything your employer spends on you in a year, not what reaches your bank account. Part of it never comes to you as salary: the employer's own provident fund contribution, which goes into your PF account, and the gratuity set aside for when you leave. The rest is your gross salary: basic pay (with any dearness allowance), house rent allowance, and a special allowance that takes up whatever is left.",
    "From the gross salary three things are deducted each month. Your own PF contribution is 12% of basic, matched by your employer's 12% (Employees' Provident Funds and Miscellaneous Provisions Act, 1952, section 6). Employers may restrict both to 12% of the ₹15,000 a month wage ceiling, ₹1,800 a month each. Professional tax is a state tax on employment of at most ₹2,500 a year (Article 276(2) of the Constitution). Income tax is deducted by your employer under section 192 on the regime you choose.",
    "The gratuity provision in a CTC is usually 4.81% of basic: the Payment of Gratuity Act, 1972 gives 15 days' wages for each year of service, counting a month as 26 working days, and 15 ÷ 26 ÷ 12 is 4.81%. It is paid only when you leave after at least five years.",
    "This calculator builds the salary from your CTC, computes the year's income tax under both regimes with the same engine as our income-tax calculator, and shows the take-home pay a month and a year under the regime you chose and the other one.",
  ] as readonly string[],
  faq: [
    {
      question: "Why is my in-hand salary so much lower than my CTC?",
      answer:
        "Because the CTC includes money that never reaches your account each month: your employer's PF contribution and the gratuity provision. Then your own PF contribution, professional tax and income tax come out of the gross salary. On a ₹15 lakh CTC with a 50% basic, PF and gratuity alone take about ₹2.2 lakh a year before tax.",
    },
    {
      question: "Should I ask for PF on the ₹15,000 ceiling instead of my full basic?",
      answer:
        "PF on the ceiling raises your monthly take-home pay, because both your contribution and the employer's fall to ₹1,800 a month and the employer's saving is paid to you as allowance. But PF is tax-free saving with a good interest rate, so a higher take-home today means a smaller retirement fund.",
    },
    {
      question: "Which regime gives me more take-home pay?",
      answer:
        "For most salaries without large deductions, the new regime: from FY 2025-26 it taxes nothing on salary up to ₹12.75 lakh. The old regime can win when you claim a large HRA exemption, the full ₹1.5 lakh under section 80C (section 123 of the 2025 Act), health insurance and home-loan interest. This calculator counts only your PF under that section in the old regime; use the income-tax calculator to add the rest.",
    },
    {
      question: "Is the monthly tax deduction exactly a twelfth of the year's tax?",
      answer:
        "Not always. Your employer estimates the year's tax and spreads what is left over the remaining months, so the deduction changes when your pay or declarations change, and bonuses are taxed in the month they are paid. Over the whole year it adds up to the tax shown here.",
    },
    {
      question: "Does this include bonus, variable pay or ESI?",
      answer:
        "No. Enter a CTC without variable pay you are not sure to get. Employees' State Insurance applies only to those earning ₹21,000 a month or less; the calculator tells you when that may be you.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "अपनी CTC को हाथ में आने वाले वेतन में बदलें: मूल वेतन, HRA, PF, ग्रेच्युटी, प्रोफ़ेशनल टैक्स और आयकर, महीने-दर-महीने, आपकी चुनी कर व्यवस्था में और दूसरी कर व्यवस्था में भी।",
  keywords: "वेतन कैलकुलेटर, CTC से इन-हैंड सैलरी, हाथ में आने वाला वेतन, इन-हैंड सैलरी कैलकुलेटर, PF, ग्रेच्युटी, प्रोफ़ेशनल टैक्स, नई कर व्यवस्था, कर वर्ष 2026-27",
  cite: hindiCitation,
  groupYear: "वर्ष और टैक्स",
  groupCtc: "आपकी CTC और उसका ढाँचा",
  groupDeductions: "कटौतियाँ",
  pf: "भविष्य निधि (PF)",
  pfHelp: "मूल वेतन का 12% आपसे और 12% आपके नियोक्ता से, पूरे मूल वेतन पर या ₹15,000 महीने की वेतन सीमा पर।",
  pfOptions: { basic: "पूरे मूल वेतन पर", ceiling: "₹15,000 महीने पर", none: "PF नहीं" },
  gratuity: "ग्रेच्युटी (मूल वेतन का 4.81%) CTC का हिस्सा है",
  pt: "प्रोफ़ेशनल टैक्स, सालाना",
  ptHelp: "इसे आपका राज्य तय करता है, साल में अधिकतम ₹2,500; कुछ राज्य यह टैक्स नहीं लेते। अपनी सैलरी स्लिप देखें।",
  regime: "नियोक्ता को बताई गई कर व्यवस्था",
  regimeHelp: "जब तक आप पुरानी कर व्यवस्था न चुनें, आपका नियोक्ता नई कर व्यवस्था के हिसाब से टैक्स काटता है।",
  ageHelp: "वर्ष के आखिरी दिन आपकी आयु। इससे सिर्फ़ पुरानी कर व्यवस्था का टैक्स बदलता है।",
  ctc: "कंपनी पर कुल लागत (CTC), सालाना",
  ctcHelp: "आपके ऑफ़र लेटर में लिखी सालाना CTC, उस वेरिएबल पे के बिना जिसका मिलना पक्का नहीं है।",
  basicPct: "CTC में मूल वेतन (DA सहित) का हिस्सा",
  basicPctHelp: "आम तौर पर 40% से 50%।",
  hraPct: "मूल वेतन में मकान किराया भत्ते का हिस्सा",
  hraPctHelp: "आम तौर पर 40% (मेट्रो शहरों में 50%)।",
  regimeName: { new: "नई कर व्यवस्था", old: "पुरानी कर व्यवस्था" },
  year: (label: string) => label,
  partsTooLarge: (parts: string, ctc: string) =>
    `मूल वेतन, HRA, PF और ग्रेच्युटी मिलाकर ${parts} होते हैं, जो ${ctc} की CTC से ज़्यादा है: मूल वेतन का हिस्सा (या HRA का हिस्सा) कम करें।`,
  stepCtc: "कंपनी पर कुल लागत (CTC)",
  stepCtcReference: "आपके नियोक्ता का ऑफ़र: नियोक्ता एक साल में आप पर जो कुछ खर्च करता है",
  stepBasic: (percent: number) => `DA सहित मूल वेतन: CTC का ${percent}%`,
  stepBasicReference: (act: string) => `आपका वेतन ढाँचा; ${act}: "वेतन" शीर्ष के तहत वेतन`,
  stepHra: (percent: number) => `मकान किराया भत्ता (HRA): मूल वेतन का ${percent}%`,
  stepHraReference: (act: string) => `आपका वेतन ढाँचा; ${act}: कर योग्य, जब तक चुकाए किराये पर छूट न मिले (सिर्फ़ पुरानी कर व्यवस्था में)`,
  stepEmployerPfNone: "नियोक्ता का PF योगदान: कोई नहीं",
  stepEmployerPf: (rate: number, ceiling: string) => `नियोक्ता का PF योगदान: ${ceiling ? `${ceiling} महीने तक के मूल वेतन` : "मूल वेतन"} का ${rate}%`,
  stepGratuity: (rate: number) => `ग्रेच्युटी के लिए अलग रखी रकम: मूल वेतन का ${rate}%`,
  stepNoGratuity: "ग्रेच्युटी के लिए अलग रखी रकम: CTC का हिस्सा नहीं",
  stepSpecial: "विशेष भत्ता: CTC में से बचा हिस्सा",
  stepSpecialReference: (act: string) => `CTC का बाकी बचा हिस्सा; वेतन के रूप में कर योग्य (${act})`,
  summaryTooLarge: (parts: string, ctc: string) =>
    `मूल वेतन, HRA, PF और ग्रेच्युटी मिलाकर ${parts} होते हैं, जो ${ctc} की CTC से ज़्यादा है। हाथ में आने वाला वेतन देखने के लिए मूल वेतन या HRA का हिस्सा कम करें।`,
  salaryStructure: "वेतन का ढाँचा",
  noteTooLarge: "विशेष भत्ता वह है जो बाकी हिस्सों के बाद CTC में से बचता है, इसलिए बाकी हिस्से मिलाकर CTC से ज़्यादा नहीं हो सकते।",
  summary: (monthly: string, yearly: string, regime: string, year: string, other: string, more: string) =>
    `${year} के लिए ${regime} में आपके हाथ में महीने में लगभग ${monthly} (साल में ${yearly}) आएँगे${more ? `; ${other} में साल में ${more} ज़्यादा आते।` : "।"}`,
  newRegimeOf: (section: string) => `नई कर व्यवस्था (${section})`,
  oldRegime: "पुरानी कर व्यवस्था",
  yearMore: (amount: string) => `साल में ${amount} ज़्यादा`,
  incomeTaxForYear: "वर्ष का आयकर",
  takeHomeMonth: "हर महीने हाथ में आने वाला वेतन",
  noteProfessionalTax:
    "प्रोफ़ेशनल टैक्स रोज़गार पर राज्य का टैक्स है, साल में अधिकतम ₹2,500 (संविधान का अनुच्छेद 276(2))। हर राज्य अपने स्लैब खुद तय करता है और कुछ राज्य यह टैक्स लेते ही नहीं: अपनी सैलरी स्लिप पर दिखी सालाना राशि दर्ज करें।",
  noteIncomeTax: (rounding: number, section: string) =>
    `आयकर वर्ष का टैक्स है, निकटतम ₹${rounding} तक पूर्णांकित (धारा 288B)। आपका नियोक्ता इसे महीनों में बाँटकर वेतन से काटता है (${section}), इसलिए किसी महीने की कटौती इसके बारहवें हिस्से से अलग हो सकती है।`,
  noteOldRegime: (section: string) =>
    `पुरानी कर व्यवस्था के आँकड़ों में ${section} के तहत आपका PF योगदान और आपका चुकाया प्रोफ़ेशनल टैक्स गिना गया है। चुकाए किराये पर HRA छूट और आपकी दूसरी कटौतियाँ इनमें नहीं हैं: उनका हिसाब आयकर और HRA कैलकुलेटर में होता है।`,
  noteEsi: (ceiling: string, rate: number) =>
    `आपका सकल वेतन महीने में ${ceiling} या उससे कम है, इसलिए कर्मचारी राज्य बीमा (ESI) लागू हो सकता है: इसके लिए आपके वेतन का ${rate}% काटा जाता है, जो इस कैलकुलेटर में शामिल नहीं है।`,
  noteCodes:
    "वेतन संहिता, 2019 और सामाजिक सुरक्षा संहिता, 2020 (21 नवंबर 2025 से लागू) के तहत, आपके कुल वेतन के आधे से ऊपर के भत्ते भी वेतन में गिने जाते हैं। जब इन संहिताओं के तहत PF और ग्रेच्युटी के नियम पूरी तरह लागू होंगे, तो आपका PF और ग्रेच्युटी यहाँ दर्ज मूल वेतन से ज़्यादा रकम पर निकाले जा सकते हैं।",
  notePerquisite: (limit: string, excess: string) =>
    `आपके नियोक्ता का PF योगदान साल में ${limit} से ज़्यादा है, इसलिए उससे ऊपर की रकम, ${excess}, पर अनुलाभ (पर्क्स) के रूप में टैक्स लगता है। नियोक्ता का NPS और सुपरएनुएशन योगदान भी इसी सीमा में गिना जाता है।`,
  grossWithPerquisite: "सकल वेतन, सीमा से ऊपर के नियोक्ता के PF योगदान सहित",
  takeHomeOf: (regime: string) => `हाथ में आने वाला वेतन (${regime})`,
  aMonth: "महीने में",
  aYear: "साल में",
  yourSalary: "आपका वेतन, सालाना",
  basic: "DA सहित मूल वेतन",
  hra: "मकान किराया भत्ता",
  special: "विशेष भत्ता",
  gross: "सकल वेतन",
  employerPf: "नियोक्ता का PF (CTC में, पर आपको नहीं मिलता)",
  gratuityInCtc: "ग्रेच्युटी के लिए अलग रखी रकम (CTC में, पर आपको नहीं मिलती)",
  deducted: "आपके वेतन से कटौती, सालाना",
  yourPf: "आपका PF योगदान",
  professionalTax: "प्रोफ़ेशनल टैक्स",
  incomeTaxOf: (regime: string) => `आयकर (${regime})`,
  stepGross: "सकल वेतन: मूल वेतन, HRA और विशेष भत्ता",
  salaryHeadReference: (act: string) => `${act}: "वेतन" शीर्ष के तहत वेतन`,
  incomeTaxSection: (regime: string) => `आयकर, ${regime}`,
  takeHome: "हाथ में आने वाला वेतन",
  lessYourPf: "घटाएँ: आपका PF योगदान",
  lessProfessionalTax: "घटाएँ: प्रोफ़ेशनल टैक्स",
  professionalTaxReference: "भारत का संविधान, अनुच्छेद 276(2) (रोज़गार पर राज्य का टैक्स, साल में अधिकतम ₹2,500), आपके राज्य के कानून के तहत",
  lessIncomeTax: "घटाएँ: आयकर",
  lessIncomeTaxReference: (rounding: string) => `${hindiCitation(rounding)}; नियोक्ता इसे हर महीने काटता है`,
  takeHomeYear: "वर्ष में हाथ में आने वाला वेतन",
  takeHomeMonthStep: "हर महीने हाथ में आने वाला वेतन (बारहवाँ हिस्सा, पूरे रुपये में)",
  takeHomeReference: "सकल वेतन घटा ऊपर की कटौतियाँ",
  tableCaption: (year: string) => `${year} के लिए वेतन का ढाँचा`,
  tableColumns: ["हिस्सा", "महीने में", "साल में"],
  rowEmployerPf: "नियोक्ता का PF",
  rowGratuity: "ग्रेच्युटी के लिए अलग रखी रकम",
  rowCtc: "कंपनी पर कुल लागत",
  rowLessPf: "घटाएँ: आपका PF",
  explanation: [
    "आपकी कंपनी पर कुल लागत (CTC) वह सब है जो आपका नियोक्ता साल भर में आप पर खर्च करता है, न कि वह जो आपके बैंक खाते में पहुँचता है। इसका एक हिस्सा आपको कभी वेतन के रूप में नहीं मिलता: नियोक्ता का अपना भविष्य निधि (PF) योगदान, जो आपके PF खाते में जाता है, और नौकरी छोड़ने पर मिलने वाली ग्रेच्युटी के लिए अलग रखी रकम। बाकी आपका सकल वेतन है: मूल वेतन (महँगाई भत्ते (DA) सहित), मकान किराया भत्ता (HRA), और एक विशेष भत्ता, जिसमें बाकी बची पूरी रकम आ जाती है।",
    "सकल वेतन से हर महीने तीन चीज़ें कटती हैं। आपका अपना PF योगदान मूल वेतन का 12% है, और उतना ही 12% आपका नियोक्ता देता है (कर्मचारी भविष्य निधि और प्रकीर्ण उपबंध अधिनियम, 1952, धारा 6)। नियोक्ता दोनों को ₹15,000 महीने की वेतन सीमा के 12% तक, यानी ₹1,800 महीना हर एक, सीमित रख सकते हैं। प्रोफ़ेशनल टैक्स रोज़गार पर राज्य का टैक्स है, साल में अधिकतम ₹2,500 (संविधान का अनुच्छेद 276(2))। आयकर आपका नियोक्ता धारा 192 के तहत आपकी चुनी कर व्यवस्था के हिसाब से काटता है।",
    "CTC में ग्रेच्युटी का हिस्सा आम तौर पर मूल वेतन का 4.81% होता है: ग्रेच्युटी भुगतान अधिनियम, 1972 सेवा के हर साल के लिए 15 दिन का वेतन देता है, महीने को 26 कामकाजी दिन गिनकर, और 15 ÷ 26 ÷ 12 = 4.81%। यह सिर्फ़ तब मिलती है जब आप कम से कम पाँच साल बाद नौकरी छोड़ते हैं।",
    "यह कैलकुलेटर आपकी CTC से वेतन का ढाँचा बनाता है, हमारे आयकर कैलकुलेटर वाले तरीके से ही दोनों कर व्यवस्थाओं में वर्ष का आयकर निकालता है, और आपकी चुनी कर व्यवस्था और दूसरी कर व्यवस्था में महीने और साल में हाथ में आने वाला वेतन दिखाता है।",
  ],
  faq: [
    {
      question: "मेरे हाथ में आने वाला वेतन मेरी CTC से इतना कम क्यों है?",
      answer:
        "क्योंकि CTC में वह पैसा भी शामिल है जो हर महीने आपके खाते में नहीं आता: नियोक्ता का PF योगदान और ग्रेच्युटी के लिए अलग रखी रकम। फिर सकल वेतन से आपका अपना PF योगदान, प्रोफ़ेशनल टैक्स और आयकर कटते हैं। ₹15 लाख की CTC पर, 50% मूल वेतन के साथ, टैक्स से पहले ही PF और ग्रेच्युटी साल में लगभग ₹2.2 लाख ले लेते हैं।",
    },
    {
      question: "क्या मुझे पूरे मूल वेतन की जगह ₹15,000 की सीमा पर PF माँगना चाहिए?",
      answer:
        "सीमा पर PF से हर महीने हाथ में आने वाला वेतन बढ़ता है, क्योंकि आपका और नियोक्ता का योगदान, दोनों घटकर ₹1,800 महीना रह जाते हैं और नियोक्ता की बचत आपको भत्ते के रूप में मिलती है। पर PF अच्छी ब्याज दर वाली कर-मुक्त बचत है, इसलिए आज ज़्यादा वेतन हाथ में आने का मतलब है रिटायरमेंट के लिए कम जमा राशि।",
    },
    {
      question: "किस कर व्यवस्था में मेरे हाथ में ज़्यादा वेतन आएगा?",
      answer:
        "बड़ी कटौतियों के बिना ज़्यादातर वेतनों पर नई कर व्यवस्था में: वित्तीय वर्ष 2025-26 से यह ₹12.75 लाख तक के वेतन पर कोई टैक्स नहीं लेती। पुरानी कर व्यवस्था तब सस्ती पड़ सकती है जब आप बड़ी HRA छूट, धारा 80C (2025 के अधिनियम की धारा 123) के तहत पूरे ₹1.5 लाख, स्वास्थ्य बीमा और होम लोन के ब्याज का दावा करें। यह कैलकुलेटर पुरानी कर व्यवस्था में उस धारा के तहत सिर्फ़ आपका PF गिनता है; बाकी जोड़ने के लिए आयकर कैलकुलेटर का इस्तेमाल करें।",
    },
    {
      question: "क्या हर महीने कटने वाला टैक्स ठीक वर्ष के टैक्स का बारहवाँ हिस्सा होता है?",
      answer:
        "हमेशा नहीं। आपका नियोक्ता वर्ष के टैक्स का अनुमान लगाता है और जो बचा है उसे बाकी महीनों में बाँटता है, इसलिए वेतन या आपकी घोषणाएँ बदलने पर कटौती बदल जाती है, और बोनस पर उसी महीने टैक्स कटता है जिसमें वह मिलता है। पूरे वर्ष में जोड़कर यह यहाँ दिखाए टैक्स के बराबर हो जाता है।",
    },
    {
      question: "क्या इसमें बोनस, वेरिएबल पे या ESI शामिल है?",
      answer:
        "नहीं। ऐसी CTC दर्ज करें जिसमें वह वेरिएबल पे न हो जिसका मिलना पक्का नहीं है। कर्मचारी राज्य बीमा (ESI) सिर्फ़ उन पर लागू होता है जिनका वेतन ₹21,000 महीना या उससे कम है; अगर आप उनमें हो सकते हैं, तो कैलकुलेटर यह बता देता है।",
    },
  ],
};

export const SALARY_TEXT: Catalogues<typeof en> = { en, hi };
