import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { FIRST_TAX_YEAR_UNDER_2025_ACT, sectionWithFormer } from "@/lib/tax";
import { hindiCitation } from "@/lib/tax/income-tax-steps-text";
import { PROVISION_SECTIONS } from "@/lib/tax/sections";
import { agricultureMeta } from "./meta";

/*
 * Every word the agricultural-income calculator shows, in English and Hindi. Section names
 * from lib/tax come in English; the Hindi messages cite them in Hindi.
 */

/** "section 156 (section 87A of the 1961 Act)", the rebate as cited whatever the year. */
const enRebateWithFormer = sectionWithFormer("rebate", FIRST_TAX_YEAR_UNDER_2025_ACT);
const hiRebateWithFormer = `${hindiCitation(PROVISION_SECTIONS.rebate.act2025)} (1961 के अधिनियम की ${hindiCitation(PROVISION_SECTIONS.rebate.act1961)})`;

const en = {
  description: agricultureMeta.description,
  keywords: agricultureMeta.keywords,
  cite: (english: string) => english,
  groupYear: "Year and regime",
  groupIncome: "Income",
  ageHelp: "Age on the last day of the year; it changes the old regime's tax-free limit.",
  income: "Total income other than agricultural income",
  incomeHelp: "Your taxable income from salary, business, interest, rent and so on, after deductions (salary after the standard deduction).",
  agri: "Net agricultural income",
  agriHelp: "Receipts from farming (crops, rent of farm land) less the expenses of earning them (section 2(1A)).",
  /** the year mid-sentence */
  year: (label: string, fy: string) => (label.startsWith("Tax year") ? `tax year ${fy}` : label),
  stepTotalIncome: (rounding: number) => `Total income, without agricultural income (rounded to the nearest ₹${rounding})`,
  stepAgri: "Net agricultural income (exempt, but used for the rate)",
  stepAgriReference: "Income-tax Act, 1961, s.10(1) (exempt) and s.2(1A) (definition)",
  stepTaxOnAggregate: (aggregate: string) => `Tax on ${aggregate} (income plus agricultural income)`,
  stepTaxOnExemption: (amount: string, limit: string) => `Less: tax on ${amount} (agricultural income plus the ${limit} exemption limit)`,
  stepNoIntegration: "Partial integration does not apply (agricultural income up to ₹5,000, or other income within the exemption limit)",
  notApplied: "Not applied",
  stepIncomeTax: "Income-tax",
  stepRebate: "Less: rebate",
  stepSurcharge: (rate: number) => `Surcharge at ${rate}%`,
  stepMarginalRelief: "Less: marginal relief on surcharge",
  stepCess: (rate: number) => `Health and education cess at ${rate}%`,
  stepTaxPayable: (rounding: number) => `Tax payable (rounded to the nearest ₹${rounding})`,
  taxWithoutAgri: "Tax if you had no agricultural income",
  extraTax: "Tax added by partial integration",
  noteAboveLimit: (limit: string, rebate: string, maximum: string, atLimit: string) =>
    `Your income is above ${limit}, and the ${rebate} marginal relief caps the tax (before cess) at your income above that limit. That relief compares the tax, which partial integration has raised, with total income, which leaves agricultural income out; it is not limited to ${maximum}. So here your agricultural income raises the tax less than the rates alone would.${
      atLimit ? ` With the same agricultural income, someone with exactly ${limit} would pay ${atLimit}, more than you.` : ""
    } This is the result of the law as written.`,
  noteWithinLimit: (limit: string, maximum: string, justAboveIncome: string, justAboveTax: string) =>
    `Your income is within ${limit}, but the rebate is at most ${maximum}, less than the tax partial integration gives, so tax is payable. Oddly, just above the limit the marginal relief is not capped at ${maximum}: with the same agricultural income, ${justAboveIncome} of income would pay ${justAboveTax}. This is the result of the law as written.`,
  summaryExtra: (year: string, tax: string, extra: string) =>
    `Your tax for ${year} is ${tax}: your agricultural income adds ${extra} by raising the rate on your other income.`,
  summaryNone: (year: string, tax: string) => `Your tax for ${year} is ${tax}: your agricultural income adds nothing to it.`,
  noteExempt: (minimum: string) =>
    `Agricultural income is exempt (section 10(1)), but when it is over ${minimum} and your other income is over the basic exemption limit, it is added to your income to find the rate (“partial integration”, Finance Act, section 2(2)). The tax on agricultural income plus the exemption limit is then taken off.`,
  noteResident: (rebate: string) =>
    `We assume you are a resident individual: the ${rebate} rebate and the higher old-regime limits for seniors are for residents. Income at special rates (capital gains, crypto) is not integrated and has its own calculators.`,
  noteNewRegime:
    "In the new regime we apply partial integration with the new regime's exemption limit, as the e-filing utilities do. The Finance Act's wording is written for the old regime's slabs, so this is a reading, not settled law.",
  groupTax: "Your tax",
  taxableIncome: "Total income (agricultural income left out)",
  tax: "Tax payable (with cess)",
  groupEffect: "Effect of agricultural income",
  breakdownIntegration: "Partial integration",
  breakdownTax: "Tax",
  explanation: [
    "Income from agriculture in India, such as the sale of crops you grow or rent from farm land, is exempt from income-tax under section 10(1). But it is not ignored: when your net agricultural income is more than ₹5,000 and your other income is above the basic exemption limit, the Finance Act adds the two together to decide the rate at which your other income is taxed. This is called partial integration.",
    `The method has two steps. First, work out the tax on your other income plus your agricultural income, as if it were all taxable. Then work out the tax on your agricultural income plus the basic exemption limit, and take it off. What is left is the tax on your other income, taxed at the higher rate its combination with agricultural income brings. The rebate of ${enRebateWithFormer}, surcharge and 4% cess then follow as usual, judged on your total income, which does not include agricultural income.`,
    "The rule applies to individuals, HUFs and associations of persons, not to firms or companies. It is written for the old regime's slabs; the e-filing utilities apply it in the new regime too, with the new regime's exemption limit, and this calculator does the same.",
  ] as readonly string[],
  faq: [
    {
      question: "Is agricultural income taxable in India?",
      answer:
        "No, it is exempt under section 10(1). But if it is over ₹5,000 and your other income is above the basic exemption limit, it raises the rate of tax on your other income.",
    },
    {
      question: "I have only agricultural income. Do I pay tax?",
      answer: "No. Partial integration needs other income above the basic exemption limit; with none, there is nothing to tax.",
    },
    {
      question: "Does agricultural income count toward the ₹12 lakh rebate limit?",
      answer: `No. The rebate limit of ${enRebateWithFormer} is judged on total income, which leaves agricultural income out. The rebate is then set against the tax partial integration gives, which can leave tax to pay even below the limit.`,
    },
    {
      question: "What counts as net agricultural income?",
      answer:
        "Rent or revenue from agricultural land in India, and income from growing and selling crops on it, less the expenses of earning it. Dairy and poultry farming are not agriculture, and a gain on selling the land is not agricultural income (on urban land it is a capital gain).",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description: "देखें कि आपकी कर-मुक्त कृषि आय आंशिक एकीकरण के नियम से आपकी बाकी आय पर टैक्स कितना बढ़ाती है, आपके वर्ष, कर व्यवस्था और आयु के हिसाब से।",
  keywords: "कृषि आय कर कैलकुलेटर, आंशिक एकीकरण, धारा 10(1), कृषि आय पर छूट, खेती की आय पर टैक्स",
  cite: hindiCitation,
  groupYear: "वर्ष और कर व्यवस्था",
  groupIncome: "आय",
  ageHelp: "वर्ष के आखिरी दिन आपकी आयु; इससे पुरानी कर व्यवस्था की कर-मुक्त सीमा बदलती है।",
  income: "कृषि आय के अलावा कुल आय",
  incomeHelp: "वेतन, कारोबार, ब्याज, किराये वगैरह से आपकी कर योग्य आय, कटौतियों के बाद (वेतन मानक कटौती के बाद)।",
  agri: "शुद्ध कृषि आय",
  agriHelp: "खेती से मिली रकम (फ़सल, खेती की ज़मीन का किराया) घटा उसे कमाने का खर्च (धारा 2(1A))।",
  year: (label: string) => label,
  stepTotalIncome: (rounding: number) => `कृषि आय के बिना कुल आय (निकटतम ₹${rounding} तक पूर्णांकित)`,
  stepAgri: "शुद्ध कृषि आय (कर-मुक्त, पर टैक्स की दर तय करने में गिनी जाती है)",
  stepAgriReference: "आयकर अधिनियम, 1961, धारा 10(1) (छूट) और धारा 2(1A) (परिभाषा)",
  stepTaxOnAggregate: (aggregate: string) => `${aggregate} पर टैक्स (आय और कृषि आय का जोड़)`,
  stepTaxOnExemption: (amount: string, limit: string) => `घटाएँ: ${amount} पर टैक्स (कृषि आय और ${limit} की मूल छूट सीमा का जोड़)`,
  stepNoIntegration: "आंशिक एकीकरण लागू नहीं होता (कृषि आय ₹5,000 तक है, या बाकी आय मूल छूट सीमा के भीतर है)",
  notApplied: "लागू नहीं",
  stepIncomeTax: "आयकर",
  stepRebate: "घटाएँ: रिबेट",
  stepSurcharge: (rate: number) => `${rate}% अधिभार`,
  stepMarginalRelief: "घटाएँ: अधिभार पर सीमांत राहत",
  stepCess: (rate: number) => `${rate}% स्वास्थ्य और शिक्षा उपकर`,
  stepTaxPayable: (rounding: number) => `देय टैक्स (निकटतम ₹${rounding} तक पूर्णांकित)`,
  taxWithoutAgri: "कृषि आय न होने पर टैक्स",
  extraTax: "आंशिक एकीकरण से बढ़ा टैक्स",
  noteAboveLimit: (limit: string, rebate: string, maximum: string, atLimit: string) =>
    `आपकी आय ${limit} से ऊपर है, और ${rebate} की सीमांत राहत टैक्स (उपकर से पहले) को उस सीमा से ऊपर की आपकी आय तक सीमित कर देती है। यह राहत उस टैक्स की तुलना, जिसे आंशिक एकीकरण ने बढ़ाया है, कुल आय से करती है, जिसमें कृषि आय नहीं गिनी जाती; यह ${maximum} तक सीमित नहीं है। इसलिए यहाँ आपकी कृषि आय टैक्स को उतना नहीं बढ़ाती जितना सिर्फ़ दरों से बढ़ता।${
      atLimit ? ` इतनी ही कृषि आय के साथ, ठीक ${limit} की आय वाला व्यक्ति ${atLimit} चुकाएगा, यानी आपसे ज़्यादा।` : ""
    } कानून के मौजूदा शब्दों का यही नतीजा है।`,
  noteWithinLimit: (limit: string, maximum: string, justAboveIncome: string, justAboveTax: string) =>
    `आपकी आय ${limit} के भीतर है, पर रिबेट अधिकतम ${maximum} है, जो आंशिक एकीकरण से बने टैक्स से कम है, इसलिए टैक्स देना होगा। अजीब बात यह है कि सीमा से ठीक ऊपर सीमांत राहत ${maximum} तक सीमित नहीं है: इतनी ही कृषि आय के साथ, ${justAboveIncome} की आय पर ${justAboveTax} टैक्स बनेगा। कानून के मौजूदा शब्दों का यही नतीजा है।`,
  summaryExtra: (year: string, tax: string, extra: string) => `${year} के लिए आपका टैक्स ${tax} है: आपकी कृषि आय बाकी आय पर दर बढ़ाकर इसमें ${extra} जोड़ती है।`,
  summaryNone: (year: string, tax: string) => `${year} के लिए आपका टैक्स ${tax} है: आपकी कृषि आय इसमें कुछ नहीं जोड़ती।`,
  noteExempt: (minimum: string) =>
    `कृषि आय कर-मुक्त है (धारा 10(1)), पर जब वह ${minimum} से ज़्यादा हो और आपकी बाकी आय मूल छूट सीमा से ज़्यादा हो, तो टैक्स की दर तय करने के लिए उसे आपकी आय में जोड़ा जाता है (“आंशिक एकीकरण”, वित्त अधिनियम, धारा 2(2))। फिर कृषि आय और छूट सीमा के जोड़ पर बनने वाला टैक्स घटा दिया जाता है।`,
  noteResident: (rebate: string) =>
    `हम मानते हैं कि आप निवासी व्यक्ति हैं: ${rebate} के तहत रिबेट और वरिष्ठ नागरिकों के लिए पुरानी कर व्यवस्था की ऊँची सीमाएँ निवासियों के लिए हैं। विशेष दरों वाली आय (पूँजीगत लाभ, क्रिप्टो) जोड़ी नहीं जाती; उसके लिए अलग कैलकुलेटर हैं।`,
  noteNewRegime:
    "नई कर व्यवस्था में हम आंशिक एकीकरण नई कर व्यवस्था की छूट सीमा के साथ लागू करते हैं, जैसा ई-फ़ाइलिंग की यूटिलिटी करती हैं। वित्त अधिनियम के शब्द पुरानी कर व्यवस्था के स्लैब के लिए लिखे गए हैं, इसलिए यह कानून की एक व्याख्या है, तय कानून नहीं।",
  groupTax: "आपका टैक्स",
  taxableIncome: "कुल आय (कृषि आय के बिना)",
  tax: "देय टैक्स (उपकर सहित)",
  groupEffect: "कृषि आय का असर",
  breakdownIntegration: "आंशिक एकीकरण",
  breakdownTax: "टैक्स",
  explanation: [
    "भारत में खेती से होने वाली आय, जैसे अपनी उगाई फ़सल की बिक्री या खेती की ज़मीन का किराया, धारा 10(1) के तहत आयकर से मुक्त है। पर इसे अनदेखा नहीं किया जाता: जब आपकी शुद्ध कृषि आय ₹5,000 से ज़्यादा हो और बाकी आय मूल छूट सीमा से ऊपर हो, तो वित्त अधिनियम दोनों को जोड़कर तय करता है कि आपकी बाकी आय पर किस दर से टैक्स लगेगा। इसे आंशिक एकीकरण कहते हैं।",
    `इसके दो चरण हैं। पहले, बाकी आय और कृषि आय के जोड़ पर टैक्स निकालें, मानो सब कर योग्य हो। फिर, कृषि आय और मूल छूट सीमा के जोड़ पर टैक्स निकालें और उसे घटा दें। जो बचता है वह आपकी बाकी आय पर टैक्स है, उस ऊँची दर पर जो कृषि आय के साथ जुड़ने से बनती है। इसके बाद ${hiRebateWithFormer} के तहत रिबेट, अधिभार और 4% उपकर हमेशा की तरह लगते हैं, और ये आपकी कुल आय पर तय होते हैं, जिसमें कृषि आय शामिल नहीं है।`,
    "यह नियम व्यक्तियों, हिंदू अविभाजित परिवार (HUF) और व्यक्तियों के संघ पर लागू होता है, फ़र्मों या कंपनियों पर नहीं। यह पुरानी कर व्यवस्था के स्लैब के लिए लिखा गया है; ई-फ़ाइलिंग की यूटिलिटी इसे नई कर व्यवस्था में भी, नई कर व्यवस्था की छूट सीमा के साथ, लागू करती हैं, और यह कैलकुलेटर भी यही करता है।",
  ],
  faq: [
    {
      question: "क्या भारत में कृषि आय पर टैक्स लगता है?",
      answer:
        "नहीं, धारा 10(1) के तहत यह कर-मुक्त है। पर अगर यह ₹5,000 से ज़्यादा हो और आपकी बाकी आय मूल छूट सीमा से ऊपर हो, तो यह आपकी बाकी आय पर टैक्स की दर बढ़ा देती है।",
    },
    {
      question: "मेरी सिर्फ़ कृषि आय है। क्या मुझे टैक्स देना होगा?",
      answer: "नहीं। आंशिक एकीकरण के लिए मूल छूट सीमा से ऊपर कोई और आय होनी चाहिए; वह न हो, तो टैक्स लगाने को कुछ नहीं है।",
    },
    {
      question: "क्या ₹12 लाख की रिबेट सीमा में कृषि आय गिनी जाती है?",
      answer: `नहीं। ${hiRebateWithFormer} की रिबेट सीमा कुल आय पर देखी जाती है, जिसमें कृषि आय नहीं गिनी जाती। फिर रिबेट आंशिक एकीकरण से बने टैक्स में से घटाया जाता है, इसलिए सीमा से नीचे भी टैक्स बच सकता है।`,
    },
    {
      question: "शुद्ध कृषि आय में क्या गिना जाता है?",
      answer:
        "भारत में खेती की ज़मीन का किराया या उससे होने वाली आमदनी, और उस पर फ़सल उगाकर बेचने से हुई आय, घटा उसे कमाने का खर्च। डेयरी और मुर्गी पालन खेती नहीं माने जाते, और ज़मीन बेचने पर हुआ लाभ कृषि आय नहीं है (शहरी ज़मीन पर यह पूँजीगत लाभ है)।",
    },
  ],
};

export const AGRICULTURE_TEXT: Catalogues<typeof en> = { en, hi };
