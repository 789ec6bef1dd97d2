import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { yearLabel } from "@/lib/i18n/year-label";
import { type PrescribedFormKey } from "@/lib/tax/forms";
import { formAcrossYearsHi, formWithFormerHi } from "@/lib/tax/forms-in-hindi";
import { sectionOf, type Provision } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT, isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
import { CRYPTO_TEXT, hiSection, withFormerHi, WITH_FORMER_80C_HI, WITH_FORMER_REBATE_HI, TDS_2025_HI } from "./text";

/* The Hindi words of CRYPTO_TEXT (text.ts): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof CRYPTO_TEXT)["en"]> = {
  description:
    "क्रिप्टो और NFT से हुए लाभ पर धारा 115BBH के तहत 30% टैक्स निकालें, कानून के अनुसार घाटे को छोड़कर, और धारा 194S के तहत कटने वाला 1% स्रोत पर कर कटौती (TDS) भी।",
  keywords:
    "क्रिप्टो टैक्स कैलकुलेटर, वर्चुअल डिजिटल एसेट (VDA) पर टैक्स, धारा 115BBH, क्रिप्टो पर 30% टैक्स, धारा 194S के तहत 1% TDS, धारा 393, बिटकॉइन पर टैक्स, NFT पर टैक्स",
  groupYear: "आपका वर्ष",
  groupTransactions: "लेनदेन",
  groupTds: "TDS",
  buy: (row: number) => `लेनदेन ${row}: खरीद लागत`,
  buyHelp: "बेचे गए कॉइन या टोकन के लिए आपने जो चुकाया। एक्सचेंज की फ़ीस और दूसरे खर्च इसमें नहीं घटाए जा सकते।",
  sell: (row: number) => `लेनदेन ${row}: बिक्री मूल्य`,
  sellHelp: "उनके बदले आपको जो मिला (बिक्री की राशि, किसी फ़ीस से पहले)।",
  regimeHelp: "30% की दर दोनों कर व्यवस्थाओं में एक ही है; कर व्यवस्था से सिर्फ़ आपकी दूसरी आय पर टैक्स बदलता है।",
  other: "इस वर्ष आपकी दूसरी आय",
  otherHelp: "क्रिप्टो के अलावा कर योग्य आय, कटौतियों के बाद। सिर्फ़ क्रिप्टो की आय पर टैक्स देखने के लिए 0 रहने दें।",
  n: "लेनदेन की संख्या",
  nHelp: "किसी क्रिप्टो एसेट की हर बिक्री (या अदला-बदली) एक लेनदेन है। अधिकतम 10।",
  payer: "आपको भुगतान किसने किया?",
  payerHelp: "इससे वह सालाना सीमा तय होती है जिसके भीतर TDS नहीं कटता।",
  payerOptions: {
    other: "एक्सचेंज या कोई कारोबार (सीमा ₹10,000)",
    specified: "बड़े कारोबार के बिना कोई व्यक्ति या हिंदू अविभाजित परिवार (HUF) (सीमा ₹50,000)",
  },
  pan: "आपने अपना PAN दिया",
  panHelp: "PAN न देने पर TDS 1% की जगह 20% कटता है (धारा 206AA)।",

  section: (provision: Provision, fy: FinancialYear) => hiSection(sectionOf(provision, fy)),
  sectionWithFormer: (provision: Provision, fy: FinancialYear) =>
    isTaxYearUnder2025Act(fy) ? withFormerHi(provision) : hiSection(sectionOf(provision, fy)),
  tdsSection: (fy: FinancialYear) => (isTaxYearUnder2025Act(fy) ? hiSection(sectionOf("tdsOther", fy)) : "धारा 194S"),
  rebateName: (section: string) => `${section} के तहत रिबेट`,
  form: (key: PrescribedFormKey) => formAcrossYearsHi(key),
  formWithFormer: (key: PrescribedFormKey, fy: FinancialYear) => formWithFormerHi(key, fy),
  yearIn: (fy: FinancialYear) => yearLabel(fy, "hi"),

  stepTotalIncome: (rounding: number) => `कुल आय (निकटतम ₹${rounding} तक पूर्णांकित)`,
  stepSlabIncome: "इसमें से स्लैब दरों पर कर योग्य",
  stepSlabTax: "स्लैब दरों पर टैक्स",
  stepCryptoTax: (rate: number) => `क्रिप्टो की आय पर ${rate}% की दर से टैक्स`,
  stepRebate: "घटाएँ: रिबेट (सिर्फ़ स्लैब वाले टैक्स पर)",
  stepSurcharge: (rate: number) => `${rate}% की दर से अधिभार (सरचार्ज); क्रिप्टो की आय पर कोई ऊपरी सीमा नहीं`,
  stepMarginalRelief: "घटाएँ: अधिभार पर सीमांत राहत",
  stepCess: (rate: number) => `${rate}% की दर से स्वास्थ्य और शिक्षा उपकर`,
  stepTaxForYear: (rounding: number) => `वर्ष का टैक्स (निकटतम ₹${rounding} तक पूर्णांकित)`,
  stepTransaction: (index: number, sale: string, cost: string, loss: boolean) => `लेनदेन ${index}: ${sale} − ${cost}${loss ? " (घाटा: छोड़ दिया गया)" : ""}`,
  refTransaction: (reference: string) => `${reference}; धारा 115BBH(2)(a): सिर्फ़ खरीद लागत घटाई जाती है`,
  sectionEach: "हर लेनदेन",
  noTransactions: "कोई लेनदेन दर्ज नहीं",
  sectionIncome: "वर्चुअल डिजिटल एसेट (VDA) से आय",
  sumOfGains: "लाभों का जोड़",
  lossesIgnored: "घाटा, जिसका किसी से समायोजन नहीं होता और जो आगे भी नहीं जाता",
  taxedAt: (rate: number) => `${rate}% की दर से कर योग्य, दोनों कर व्यवस्थाओं में`,
  sectionWith: "इसके साथ वर्ष का आपका टैक्स",
  sectionWithout: "इसके बिना वर्ष का आपका टैक्स",
  taxWithout: "क्रिप्टो की आय के बिना वर्ष का टैक्स",
  taxAdded: "क्रिप्टो की आय से बढ़ने वाला टैक्स",
  refTaxAdded: "दोनों हालात के वर्ष के टैक्स का अंतर, हर एक धारा 288B के तहत पूर्णांकित",
  sectionTds: (section: string) => `TDS (${section})`,
  saleValueAll: "सभी लेनदेन का बिक्री मूल्य",
  tdsLimit: "वर्ष का जोड़ इस सीमा के भीतर रहे तो TDS नहीं",
  tdsAt: (rate: number) => `${rate}% की दर से TDS (निकटतम रुपये में)`,
  withinLimit: "सीमा के भीतर: कोई TDS नहीं",

  noteCostOnly: "सिर्फ़ खरीद लागत घटाई जाती है: एक्सचेंज की फ़ीस, उस पर लगा GST, इंटरनेट या माइनिंग का खर्च और ब्याज नहीं घटाए जाते (धारा 115BBH(2)(a))।",
  noteTaxAdded: '"टैक्स" वह है जो क्रिप्टो की आय आपके वर्ष के टैक्स में जोड़ती है: वर्ष का टैक्स इस आय के साथ और इसके बिना निकाला गया है, हर एक निकटतम ₹10 तक पूर्णांकित।',
  noteTds: (form: string) =>
    `TDS कुल बिक्री मूल्य पर ऐसे निकाला गया है मानो एक ही भुगतानकर्ता (मान लें, एक एक्सचेंज) ने सारा भुगतान किया हो; सीमा हर भुगतानकर्ता के लिए सालाना है, और सीमा पार होते ही पूरी राशि पर TDS बनता है। भुगतानकर्ता TDS को रुपये में पूर्णांकित करते हैं। यह आपके ${form} में दिखता है और आपके टैक्स में समायोजित होता है।`,
  noteLoss: "क्रिप्टो के घाटे का समायोजन न क्रिप्टो के लाभ से हो सकता है, न किसी दूसरी आय से, और न ही उसे अगले वर्षों में ले जाया जा सकता है (धारा 115BBH(2)(b))।",
  noteRebateChanges: (rebate: string) =>
    `क्रिप्टो की आय से आपका ${rebate} बदलता है: यह आय रिबेट की आय-सीमा में गिनी जाती है, पर रिबेट इस आय के टैक्स को कभी कम नहीं करता। इसलिए बढ़ा हुआ टैक्स लाभ के 30% से ज़्यादा हो सकता है।`,
  noteSurcharge: "अधिभार आपकी आय की सामान्य दर पर जोड़ा गया है: पूँजीगत लाभ के उलट, क्रिप्टो की आय पर अधिभार की 15% की ऊपरी सीमा नहीं है।",
  noteOldRegime: (rebate: string) =>
    `पुरानी कर व्यवस्था में हम ${rebate} को क्रिप्टो की आय के टैक्स को कम नहीं करने देते। यह तय नहीं है कि ऐसा हो सकता है या नहीं; हम सावधानी वाला रुख लेते हैं।`,
  noteGift:
    "रिश्तेदार के अलावा किसी और से उपहार में मिला क्रिप्टो एसेट, मूल्य ₹50,000 से ज़्यादा हो तो कर योग्य है (धारा 56(2)(x))। यह कैलकुलेटर मानता है कि आप भारत के निवासी हैं।",
  note2025Act: (rebate: string, tds: string) =>
    `कर वर्ष 2026-27 आयकर अधिनियम, 2025 के तहत आता है, जिसमें 30% की दर और 1% TDS नई धारा संख्याओं के साथ बने रहते हैं: रिबेट ${rebate} में है (1961 के अधिनियम की धारा 87A) और TDS ${tds} की सारणी में (धारा 194S)। क्रिप्टो की आय पर टैक्स (धारा 115BBH), उपहार का नियम (धारा 56(2)(x)) और PAN न होने (धारा 206AA) के लिए हम 1961 के अधिनियम की धाराएँ लिखते हैं।`,

  summaryLoss: (loss: string) => ` ${loss} के घाटे का समायोजन नहीं हो सकता।`,
  summaryNoGain: (year: string, loss: string) => `क्रिप्टो से कोई लाभ नहीं, इसलिए ${year} में क्रिप्टो पर कोई टैक्स नहीं।${loss}`,
  summaryGain: (income: string, tax: string, year: string, loss: string) => `क्रिप्टो से ${income} का लाभ ${year} के आपके टैक्स में ${tax} जोड़ता है।${loss}`,
  groupIncome: "क्रिप्टो से आय (धारा 115BBH)",
  vdaIncome: "क्रिप्टो से कर योग्य आय",
  lossNotSetOff: "घाटा, जिसका समायोजन नहीं हुआ",
  groupTax: "टैक्स",
  taxFigure: "क्रिप्टो की आय से बढ़ने वाला टैक्स (उपकर सहित)",
  taxNote: (withVda: string, withoutVda: string) => `वर्ष का आपका टैक्स: क्रिप्टो की आय के साथ ${withVda}, उसके बिना ${withoutVda}।`,
  tdsFigure: (section: string) => `कटा TDS (${section})`,
  tdsNote: (rate: number, consideration: string) => `${consideration} के बिक्री मूल्य का ${rate}%; यह वर्ष के आपके टैक्स में समायोजित होता है।`,
  tdsNoneNote: (consideration: string, limit: string) => `कोई TDS नहीं: ${consideration} का बिक्री मूल्य ${limit} की सीमा के भीतर है।`,

  explanation: [
    `1 अप्रैल 2022 से, वर्चुअल डिजिटल एसेट (VDA) (क्रिप्टोकरेंसी, NFT और सरकार के अधिसूचित दूसरे टोकन) के हस्तांतरण से हुई आय पर धारा 115BBH के तहत सीधे 30% टैक्स लगता है, साथ में अधिभार और 4% उपकर, आपकी आय कितनी भी हो और कर व्यवस्था कोई भी हो। सिर्फ़ एसेट के लिए चुकाई गई राशि घटाई जाती है: इस आय में से न कोई फ़ीस घटाई जाती है, न खर्च, न मूल छूट सीमा मिलती है, न ${WITH_FORMER_80C_HI} या दूसरी कटौतियाँ।`,
    "हर हस्तांतरण अलग गिना जाता है। एक कॉइन का घाटा दूसरे कॉइन का लाभ कम नहीं कर सकता, किसी दूसरी आय को कम नहीं कर सकता और आगे नहीं ले जाया जा सकता। इसलिए अगर एक कॉइन पर ₹50,000 का लाभ हुआ और दूसरे पर ₹30,000 का घाटा, तो टैक्स ₹50,000 पर लगेगा।",
    `1 जुलाई 2022 से खरीदार, आम तौर पर एक्सचेंज, धारा 194S (कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की ${TDS_2025_HI}) के तहत बिक्री मूल्य से 1% स्रोत पर कर कटौती (TDS) करता है, जब वर्ष के भुगतान ₹10,000 से ज़्यादा हों (जब खरीदार बड़े कारोबार के बिना कोई व्यक्ति या HUF हो, तो ₹50,000)। TDS कोई अतिरिक्त टैक्स नहीं है: रिटर्न दाखिल करने पर यह आपके टैक्स में समायोजित हो जाता है।`,
    "यह कैलकुलेटर आपके लाभ जोड़ता है, कानून के अनुसार घाटे को छोड़ देता है, और वर्ष का आपका टैक्स क्रिप्टो की आय के साथ और उसके बिना निकालता है, ताकि रिबेट और अधिभार वही हों जो आप असल में चुकाएँगे।",
  ],
  faq: [
    {
      question: "क्या मैं क्रिप्टो के घाटे का लाभ से समायोजन कर सकता हूँ?",
      answer:
        "नहीं। धारा 115BBH(2)(b) के तहत एक वर्चुअल डिजिटल एसेट के घाटे का समायोजन न दूसरे एसेट के लाभ से हो सकता है, न किसी दूसरी आय से, और उसे आगे भी नहीं ले जाया जा सकता।",
    },
    {
      question: "क्या एक्सचेंज की फ़ीस घटाई जा सकती है?",
      answer: "नहीं। बिक्री मूल्य से सिर्फ़ एसेट की खरीद लागत घटाई जाती है। ट्रेडिंग फ़ीस, GST और दूसरे खर्च नहीं घटाए जा सकते।",
    },
    {
      question: "अगर मेरी आय ₹12 लाख से कम है, तो क्या क्रिप्टो की आय कर-मुक्त है?",
      answer: `नहीं। ${WITH_FORMER_REBATE_HI} के तहत रिबेट सिर्फ़ स्लैब दरों वाली आय का टैक्स घटाता है, इसलिए क्रिप्टो की आय पर 30% टैक्स तब भी देना होता है जब आपकी बाकी आय कर-मुक्त हो।`,
    },
    {
      question: "क्रिप्टो पर 1% TDS क्या है?",
      answer: `धारा 194S (कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की ${TDS_2025_HI}) के तहत खरीदार (एक्सचेंज पर लेनदेन हो तो एक्सचेंज) बिक्री मूल्य का 1% काटता है, जब वर्ष के भुगतान ₹10,000 (निर्दिष्ट व्यक्ति के लिए ₹50,000) पार कर जाएँ। यह आपके ${formWithFormerHi("annualTaxStatement", FIRST_TAX_YEAR_UNDER_2025_ACT)} में दिखता है और रिटर्न के साथ चुकाया जाने वाला टैक्स घटाता है।`,
    },
    {
      question: "क्या नई या पुरानी कर व्यवस्था से क्रिप्टो का टैक्स बदलता है?",
      answer: "नहीं। दर दोनों में 30% है। कर व्यवस्था सिर्फ़ आपकी दूसरी आय के टैक्स और उस पर रिबेट को बदलती है।",
    },
  ],
};

addTranslation(CRYPTO_TEXT, "hi", hi);
