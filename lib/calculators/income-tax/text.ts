import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { Regime } from "@/lib/tax";
import { hindiCitation } from "@/lib/tax/income-tax-steps-text";
import { PROVISION_SECTIONS } from "@/lib/tax/sections";
import { incomeTaxMeta } from "./meta";

/*
 * Every word the income-tax calculator shows, in English and Hindi. Section names come from
 * lib/tax/sections.ts in English; the Hindi messages cite them in Hindi (citeIn). The lines of
 * the computation come from the engine's own catalogue (lib/tax/income-tax-steps-text.ts).
 */

type Provision = keyof typeof PROVISION_SECTIONS;

const hiCite = hindiCitation;

/** For text shown whatever the year: "section 115BAC of the 1961 Act (section 202 of the 2025 Act)". */
const enBoth = (provision: Provision) =>
  `${PROVISION_SECTIONS[provision].act1961} of the 1961 Act (${PROVISION_SECTIONS[provision].act2025} of the 2025 Act)`;
const hiBoth = (provision: Provision) =>
  `1961 के अधिनियम की ${hiCite(PROVISION_SECTIONS[provision].act1961)} (2025 के अधिनियम की ${hiCite(PROVISION_SECTIONS[provision].act2025)})`;

const en = {
  description: incomeTaxMeta.description,
  keywords: incomeTaxMeta.keywords,
  cite: (english: string) => english,
  groupYear: "Year and age",
  groupIncome: "Income",
  groupDeductions: "Exemptions and deductions (old regime)",
  ageHelp: "Age on the last day of the year. It changes the old regime's tax-free limit only.",
  salary: "Gross salary (yearly)",
  /** `forms`: "Form 16 (Form 130 from tax year 2026-27)" */
  salaryHelp: (forms: string) => `Salary before any deduction, as in Part B of ${forms}, or pension.`,
  other: "Income from other sources (yearly)",
  otherHelp: "Interest from savings and deposits, and the like. Enter dividends below.",
  hra: "Exempt HRA claimed",
  hraHelp: "The HRA exemption worked out under section 10(13A); old regime only.",
  ded80c: "Section 80C investments",
  ded80cHelp: "EPF, PPF, ELSS, life insurance, home-loan principal, tuition fees; counted up to ₹1,50,000.",
  ded80d: "Section 80D health insurance",
  ded80dHelp: "Premiums and preventive check-ups for you, your family and your parents, within the section's limits.",
  ded80ccd1b: "Section 80CCD(1B) NPS contribution",
  ded80ccd1bHelp: "Your own extra NPS contribution; counted up to ₹50,000.",
  hl: "Home-loan interest (self-occupied)",
  hlHelp: "Interest on a loan for the house you live in, section 24(b); counted up to ₹2,00,000.",
  /** "HRA, 80C, 80D, 80CCD(1B)" as the year's Act numbers them */
  oldRegimeClaims: (hra: string, ded80c: string, ded80d: string, ded80ccd1b: string) => `the HRA exemption (${hra}), ${ded80c}, ${ded80d}, ${ded80ccd1b}`,
  /** the year mid-sentence, from its label ("Tax year 2026-27" reads as "tax year 2026-27") */
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  summaryEqual: (tax: string, year: string) => `Both regimes come to ${tax} for ${year}.`,
  summaryBetter: (better: Regime, saving: string, year: string) => `The ${better} regime saves you ${saving} for ${year}.`,
  breakEvenNever: "No amount of old-regime deductions would make the old regime cheaper for this income.",
  breakEvenZero: "The old regime already costs no more than the new one, even with no deductions.",
  breakEvenAmount: (claims: string, amount: string) =>
    `The old regime wins once your old-regime exemptions and deductions (${claims}, home-loan interest) together exceed ${amount}.`,
  incomeSalary: (amount: string) => `salary ${amount}`,
  incomeOther: (amount: string) => `other income ${amount}`,
  incomeDividends: (amount: string) => `dividends ${amount}`,
  noteTax: (rebate: string) =>
    `Tax payable is slab tax less the ${rebate} rebate, plus surcharge (with marginal relief) and 4% health and education cess, rounded to the nearest ₹10 (section 288B). Taxable income is rounded to the nearest ₹10 (section 288A).`,
  noteNewRegime: (claims: string) => `The new regime ignores ${claims} and self-occupied home-loan interest, which it does not allow.`,
  noteOtherCalculators: "Capital gains, crypto income and agricultural income have their own calculators.",
  noteDividends:
    "Dividends are taxed at the slab rates. The surcharge on the tax on them is at most 15%, and they are left out of the income that decides whether the 25% or 37% surcharge applies (they still count toward the ₹50 lakh and ₹1 crore bands). Their share of the tax is taken pro rata: slab tax × dividends ÷ slab income, an assumption, as the law gives no rule for the share.",
  headline: (year: string, income: string, newTax: string, oldTax: string) => `${year}, ${income}: new regime ${newTax}, old regime ${oldTax}`,
  oldRegime: "Old regime",
  newRegime: "New regime",
  newRegimeOf: (section: string) => `New regime (${section})`,
  saves: (amount: string) => `Saves ${amount}`,
  taxableIncome: "Taxable income",
  taxPayable: "Tax payable",
  breakEven: "Break-even",
  breakEvenLabel: "Deductions at which the old regime wins",
  never: "Never",
  explanation: [
    `Every resident individual chooses each year between two ways of computing income tax. The old regime has lower basic slabs but allows the long list of exemptions and deductions: HRA under ${enBoth("hra")}, investments under ${enBoth("80C")} up to ₹1,50,000, health insurance under ${enBoth("80D")}, the extra NPS deduction under ${enBoth("80CCD1B")} and home-loan interest under section 24(b). The new regime of ${enBoth("newRegime")}, the default since FY 2023-24, has wider slabs and a larger standard deduction but allows almost none of those deductions.`,
    `For FY 2025-26 and the tax year 2026-27 (the first year under the Income-tax Act, 2025; Budget 2026 kept the rates), the new regime taxes nothing up to ₹4 lakh and then 5% to 30% in ₹4 lakh steps, and its rebate (${enBoth("rebate")}) makes a total income of up to ₹12 lakh tax-free (₹12.75 lakh of salary after the ₹75,000 standard deduction), with marginal relief just above that limit.`,
    "This calculator computes both regimes from the same figures, shows each step with the section behind it, and tells you how much in deductions the old regime would need to beat the new one.",
  ] as readonly string[],
  faq: [
    {
      question: "Which regime should I choose?",
      answer:
        "The one with less tax for your figures. As a rule of thumb the old regime wins only when your exemptions and deductions are large: compare the break-even amount shown above with what you can actually claim.",
    },
    {
      question: "Is income up to ₹12 lakh really tax-free in the new regime?",
      answer: `For a resident individual from FY 2025-26, yes: the rebate (${enBoth("rebate")}) covers the whole tax on total income up to ₹12 lakh. Salaried people also get the ₹75,000 standard deduction, so a salary of ₹12.75 lakh pays no tax. Income taxed at special rates, such as capital gains, follows its own rules.`,
    },
    {
      question: "How are dividends taxed?",
      answer: `At your slab rates, as income from other sources, in both regimes. Two rules soften the surcharge on large incomes: the surcharge on the tax on dividends is at most 15%, and dividends are left out of the income that decides whether the 25% or 37% rate applies (Finance Act, First Schedule; capital gains under ${enBoth("111A")}, ${enBoth("112")} and ${enBoth("112A")} get the same treatment). So ₹2.1 crore of dividends alone, new regime, costs ₹70,32,480 with cess, not the ₹76,44,000 a 25% surcharge would give.`,
    },
    {
      question: "Can salaried people switch regimes every year?",
      answer:
        "Yes. A person without business income can choose the regime afresh each year when filing the return. Those with business or professional income can leave the new regime only once.",
    },
    {
      question: "Why is the tax rounded to the nearest ten rupees?",
      answer:
        "Section 288A rounds total income, and section 288B rounds the tax payable, to the nearest multiple of ten rupees. This calculator applies both.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "अपने वर्ष और आयु के लिए पुरानी और नई कर व्यवस्था की साथ-साथ तुलना करें: देखें कि किसमें टैक्स कम लगता है और कितना, और कितनी कटौतियों पर पुरानी कर व्यवस्था सस्ती पड़ेगी।",
  keywords: "आयकर कैलकुलेटर, पुरानी बनाम नई कर व्यवस्था, वित्तीय वर्ष 2026-27, कर वर्ष 2026-27, धारा 156 रिबेट, धारा 202, धारा 87A रिबेट, 115BAC, डिविडेंड पर टैक्स",
  cite: hiCite,
  groupYear: "वर्ष और आयु",
  groupIncome: "आय",
  groupDeductions: "छूट और कटौतियाँ (पुरानी कर व्यवस्था)",
  ageHelp: "वर्ष के आखिरी दिन आपकी आयु। इससे सिर्फ़ पुरानी कर व्यवस्था की कर-मुक्त सीमा बदलती है।",
  salary: "सकल वेतन (सालाना)",
  salaryHelp: (forms: string) =>
    `किसी भी कटौती से पहले का वेतन, जैसा ${forms.replace(/^(.+?) \((.+?) from tax year (\S+)\)$/, (_match, before: string, after: string, year: string) => `${hiCite(before)} (कर वर्ष ${year} से ${hiCite(after)})`)} के भाग B में दिखाया गया है, या पेंशन।`,
  other: "अन्य स्रोतों से आय (सालाना)",
  otherHelp: "बचत खाते और जमा पर मिला ब्याज और ऐसी ही दूसरी आय। डिविडेंड नीचे अलग से दर्ज करें।",
  hra: "दावा की गई HRA छूट",
  hraHelp: "धारा 10(13A) के तहत निकाली गई मकान किराया भत्ते (HRA) की छूट; सिर्फ़ पुरानी कर व्यवस्था में।",
  ded80c: "धारा 80C के निवेश",
  ded80cHelp: "कर्मचारी भविष्य निधि (EPF), लोक भविष्य निधि (PPF), ELSS म्यूचुअल फ़ंड, जीवन बीमा, होम लोन का मूलधन, ट्यूशन फ़ीस; ₹1,50,000 तक गिने जाते हैं।",
  ded80d: "धारा 80D स्वास्थ्य बीमा",
  ded80dHelp: "आपके, आपके परिवार और आपके माता-पिता के स्वास्थ्य बीमा का प्रीमियम और बचाव के लिए कराई गई स्वास्थ्य जाँच, धारा की सीमाओं के भीतर।",
  ded80ccd1b: "धारा 80CCD(1B) NPS योगदान",
  ded80ccd1bHelp: "राष्ट्रीय पेंशन प्रणाली (NPS) में आपका अपना अतिरिक्त योगदान; ₹50,000 तक गिना जाता है।",
  hl: "होम लोन का ब्याज (अपने रहने वाला मकान)",
  hlHelp: "जिस मकान में आप रहते हैं उसके लोन पर ब्याज, धारा 24(b); ₹2,00,000 तक गिना जाता है।",
  oldRegimeClaims: (hra: string, ded80c: string, ded80d: string, ded80ccd1b: string) => `HRA छूट (${hra}), ${ded80c}, ${ded80d}, ${ded80ccd1b}`,
  year: (label: string) => label,
  summaryEqual: (tax: string, year: string) => `${year} के लिए दोनों कर व्यवस्थाओं में टैक्स ${tax} बनता है।`,
  summaryBetter: (better: Regime, saving: string, year: string) => `${year} के लिए ${better === "old" ? "पुरानी" : "नई"} कर व्यवस्था में आपके ${saving} बचते हैं।`,
  breakEvenNever: "इस आय पर पुरानी कर व्यवस्था की कितनी भी कटौतियाँ उसे नई कर व्यवस्था से सस्ता नहीं बना सकतीं।",
  breakEvenZero: "पुरानी कर व्यवस्था बिना किसी कटौती के भी नई कर व्यवस्था से महँगी नहीं है।",
  breakEvenAmount: (claims: string, amount: string) =>
    `जब पुरानी कर व्यवस्था में आपकी छूट और कटौतियाँ (${claims}, होम लोन का ब्याज) मिलाकर ${amount} से अधिक हों, तब पुरानी कर व्यवस्था सस्ती पड़ती है।`,
  incomeSalary: (amount: string) => `वेतन ${amount}`,
  incomeOther: (amount: string) => `अन्य आय ${amount}`,
  incomeDividends: (amount: string) => `डिविडेंड ${amount}`,
  noteTax: (rebate: string) =>
    `देय टैक्स = स्लैब टैक्स, घटा ${rebate} के तहत रिबेट, जोड़ अधिभार (सीमांत राहत के साथ) और 4% स्वास्थ्य और शिक्षा उपकर; यह निकटतम ₹10 तक पूर्णांकित होता है (धारा 288B)। कर योग्य आय भी निकटतम ₹10 तक पूर्णांकित होती है (धारा 288A)।`,
  noteNewRegime: (claims: string) => `नई कर व्यवस्था ${claims} और अपने रहने वाले मकान के होम लोन ब्याज को नहीं गिनती, क्योंकि उसमें इनकी छूट नहीं है।`,
  noteOtherCalculators: "पूँजीगत लाभ, क्रिप्टो आय और कृषि आय के लिए अलग कैलकुलेटर हैं।",
  noteDividends:
    "डिविडेंड पर स्लैब दरों से टैक्स लगता है। उनके टैक्स पर अधिभार अधिकतम 15% है, और 25% या 37% अधिभार लगेगा या नहीं, यह तय करने वाली आय में उन्हें नहीं गिना जाता (₹50 लाख और ₹1 करोड़ की सीमाओं के लिए वे फिर भी गिने जाते हैं)। टैक्स में उनका हिस्सा अनुपात से निकाला जाता है: स्लैब टैक्स × डिविडेंड ÷ स्लैब दर वाली आय। यह हमारी मान्यता है, क्योंकि कानून इस हिस्से का कोई नियम नहीं देता।",
  headline: (year: string, income: string, newTax: string, oldTax: string) => `${year}, ${income}: नई कर व्यवस्था ${newTax}, पुरानी कर व्यवस्था ${oldTax}`,
  oldRegime: "पुरानी कर व्यवस्था",
  newRegime: "नई कर व्यवस्था",
  newRegimeOf: (section: string) => `नई कर व्यवस्था (${section})`,
  saves: (amount: string) => `${amount} की बचत`,
  taxableIncome: "कर योग्य आय",
  taxPayable: "देय टैक्स",
  breakEven: "बराबरी का बिंदु (ब्रेक-ईवन)",
  breakEvenLabel: "कितनी कटौतियों पर पुरानी कर व्यवस्था सस्ती पड़ेगी",
  never: "कभी नहीं",
  explanation: [
    `हर निवासी व्यक्ति हर साल आयकर निकालने के दो तरीकों में से एक चुनता है। पुरानी कर व्यवस्था में स्लैब कम आय पर ही शुरू हो जाते हैं, पर उसमें छूट और कटौतियों की लंबी सूची मिलती है: ${hiBoth("hra")} के तहत मकान किराया भत्ता (HRA), ${hiBoth("80C")} के तहत ₹1,50,000 तक के निवेश, ${hiBoth("80D")} के तहत स्वास्थ्य बीमा, ${hiBoth("80CCD1B")} के तहत राष्ट्रीय पेंशन प्रणाली (NPS) की अतिरिक्त कटौती और धारा 24(b) के तहत होम लोन का ब्याज। ${hiBoth("newRegime")} वाली नई कर व्यवस्था, जो वित्तीय वर्ष 2023-24 से डिफ़ॉल्ट है, के स्लैब चौड़े हैं और मानक कटौती बड़ी है, पर उसमें इनमें से लगभग कोई कटौती नहीं मिलती।`,
    `वित्तीय वर्ष 2025-26 और कर वर्ष 2026-27 (आयकर अधिनियम, 2025 के तहत पहला वर्ष; बजट 2026 ने दरें नहीं बदलीं) में नई कर व्यवस्था ₹4 लाख तक की आय पर कोई टैक्स नहीं लेती, उसके बाद ₹4 लाख के हर हिस्से पर 5% से 30% तक टैक्स है। इसका रिबेट (${hiBoth("rebate")}) ₹12 लाख तक की कुल आय को कर-मुक्त कर देता है (₹75,000 की मानक कटौती के बाद ₹12.75 लाख का वेतन), और इस सीमा से थोड़ा ऊपर सीमांत राहत मिलती है।`,
    "यह कैलकुलेटर एक ही आँकड़ों से दोनों कर व्यवस्थाओं का हिसाब लगाता है, हर चरण के साथ उसकी धारा दिखाता है, और बताता है कि पुरानी कर व्यवस्था को नई से सस्ता होने के लिए कितनी कटौतियाँ चाहिए।",
  ],
  faq: [
    {
      question: "मुझे कौन-सी कर व्यवस्था चुननी चाहिए?",
      answer:
        "वह, जिसमें आपके आँकड़ों पर टैक्स कम बने। मोटे तौर पर पुरानी कर व्यवस्था तभी सस्ती पड़ती है जब आपकी छूट और कटौतियाँ बड़ी हों: ऊपर दिखाई गई बराबरी की राशि की तुलना उस राशि से करें जिसका आप सच में दावा कर सकते हैं।",
    },
    {
      question: "क्या नई कर व्यवस्था में ₹12 लाख तक की आय सच में कर-मुक्त है?",
      answer: `वित्तीय वर्ष 2025-26 से निवासी व्यक्ति के लिए, हाँ: रिबेट (${hiBoth("rebate")}) ₹12 लाख तक की कुल आय पर पूरा टैक्स खत्म कर देता है। वेतनभोगियों को ₹75,000 की मानक कटौती भी मिलती है, इसलिए ₹12.75 लाख के वेतन पर कोई टैक्स नहीं लगता। विशेष दरों पर टैक्स वाली आय, जैसे पूँजीगत लाभ, के अपने नियम हैं।`,
    },
    {
      question: "डिविडेंड पर टैक्स कैसे लगता है?",
      answer: `दोनों कर व्यवस्थाओं में, अन्य स्रोतों से आय के रूप में, आपकी स्लैब दरों से। बड़ी आय पर दो नियम अधिभार को हल्का करते हैं: डिविडेंड (लाभांश) के टैक्स पर अधिभार अधिकतम 15% है, और 25% या 37% की दर लगेगी या नहीं, यह तय करने वाली आय में डिविडेंड नहीं गिने जाते (वित्त अधिनियम, पहली अनुसूची; ${hiBoth("111A")}, ${hiBoth("112")} और ${hiBoth("112A")} के तहत पूँजीगत लाभ पर भी यही नियम है)। इसलिए नई कर व्यवस्था में सिर्फ़ ₹2.1 करोड़ के डिविडेंड पर उपकर सहित ₹70,32,480 टैक्स बनता है, न कि ₹76,44,000, जो 25% अधिभार से बनता।`,
    },
    {
      question: "क्या वेतनभोगी हर साल कर व्यवस्था बदल सकते हैं?",
      answer:
        "हाँ। जिसकी कारोबार से कोई आय नहीं है, वह हर साल रिटर्न दाखिल करते समय नए सिरे से कर व्यवस्था चुन सकता है। जिनकी कारोबार या पेशे से आय है, वे नई कर व्यवस्था से सिर्फ़ एक बार बाहर निकल सकते हैं।",
    },
    {
      question: "टैक्स को निकटतम दस रुपये तक पूर्णांकित क्यों किया जाता है?",
      answer: "धारा 288A कुल आय को, और धारा 288B देय टैक्स को, दस रुपये के निकटतम गुणज तक पूर्णांकित करती है। यह कैलकुलेटर दोनों नियम लागू करता है।",
    },
  ],
};

export const INCOME_TAX_TEXT: Catalogues<typeof en> = { en, hi };
