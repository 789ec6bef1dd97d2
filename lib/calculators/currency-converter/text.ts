import { formatInrInLakh, formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { currencyConverterMeta } from "./meta";

/*
 * Every word the currency converter shows, in English and Hindi. Currency codes (USD, JPY)
 * stay as they are in both; amounts keep Latin digits with Indian grouping.
 */

/** s.206C(1G) of the 1961 Act, s.394 of the 2025 Act: the threshold in force and the one it replaced. */
const tcsThresholds = incomeTaxLimits.lrsTcsThreshold;
const tcsThreshold = latest(tcsThresholds);
const previousTcsThreshold = tcsThresholds[tcsThresholds.length - 2] ?? tcsThreshold;
const tcsSection = sectionWithFormer("tcs", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** "₹10 lakh" as Hindi writes it: "₹10 लाख". */
const inLakhHi = (amount: number) =>
  formatInrInLakh(amount)
    .replace(/ lakh$/, " लाख")
    .replace(/ crore$/, " करोड़");
/** "section 394 (section 206C of the 1961 Act)" as Hindi cites it. */
const tcsSectionHi = tcsSection
  .replace(/^section (\S+) \(section (\S+) of the 1961 Act\)$/, "धारा $1 (1961 के अधिनियम की धारा $2)")
  .replace(/^section /, "धारा ");

const en = {
  description: currencyConverterMeta.description,
  keywords: currencyConverterMeta.keywords,
  groupWhat: "What to convert",
  groupRate: "Rate",
  // Fields
  amount: "Amount to convert",
  amountHelp: "In the currency you convert from.",
  amountNotANumber: "Enter the amount using digits, like 1,000 or 250.50.",
  from: "From",
  to: "To",
  currencyOption: (code: string, name: string) => `${code}: ${name}`,
  /** Names by code; English keeps lib/finance/currency.ts's names (none here). */
  currencyNames: {} as Readonly<Record<string, string>>,
  chooseCurrency: "Choose a currency from the list, by its three-letter code (such as USD).",
  rate: "Rate: ₹ per unit of the foreign currency",
  rateHelp:
    "Per 100 units for the yen (JPY), won (KRW) and rupiah (IDR). Between two foreign currencies, the rate for the one you convert from. Leave 0 until you have today's rate.",
  rateNotANumber: "Enter the rate in rupees using digits, like 88.2575.",
  rate2: "Rate for the currency you convert to: ₹ per unit",
  rate2Help: "Per 100 units for JPY, KRW and IDR. The conversion goes through the rupee.",
  rate2NotANumber: "Enter the rate in rupees using digits, like 95.58.",
  markup: "Card or bank mark-up, %",
  markupHelp: "What your card or bank adds to the rate: you pay more rupees, or get less foreign currency. 0 for the rate as entered.",
  sameCurrency: "Choose a currency different from the one you convert from.",
  // Result
  per: (per: number, code: string) => `per ${per === 1 ? "" : `${per} `}${code}`,
  join: " and ",
  summaryMarkup: (amount: string, rates: string, markup: string, converted: string, cost: string) =>
    `${amount} at ${rates} with a ${markup} mark-up comes to ${converted}; the mark-up costs you ${cost}.`,
  summary: (amount: string, rates: string, converted: string) => `${amount} at ${rates} comes to ${converted}.`,
  converted: "Converted amount",
  pairTitle: (from: string, to: string) => `${from} to ${to}`,
  rateWithMarkup: "Rate with the mark-up",
  rateUsed: "Rate used",
  markupCost: "What the mark-up costs you",
  breakdownTitle: "The conversion, step by step",
  stepMarkup: (markup: string) => `Mark-up = ${markup}`,
  markupReference: "The card's or bank's spread over the rate entered, worked against you",
  stepRateFor: (code: string) => `Rate for ${code}`,
  rateEnteredReference: "The rate you entered",
  stepInRupees: (amount: string, rate: string, per: string) => `In rupees = ${amount} × ₹${rate}${per}`,
  amountTimesRate: "Amount × the rate",
  youPay: "You pay",
  roundedPaisa: "Rounded to the paisa",
  stepRateWithMarkup: (rate: string, markup: string) => `Rate with the mark-up = ${rate} × (1 + ${markup})`,
  stepYouGet: (amount: string, rate: string, per: string) => `You get = ${amount} ÷ ${rate}${per}`,
  youGetReference: "Rupees ÷ the rate, to two decimals",
  withoutMarkup: "Without the mark-up you would get",
  withoutMarkupReference: "Rupees ÷ the rate entered",
  keptBack: "The currency the mark-up keeps back, in rupees",
  keptBackReference: "Valued at the rate entered",
  firstRateReference: "Through the rupee: the first rate",
  stepInTo: (code: string, markup: boolean, rate: string, per: string) => `In ${code} = rupees${markup ? " less the mark-up" : ""} ÷ ₹${rate}${per}`,
  secondRateReference: "Through the rupee: the second rate",
  stepCross: (from: string, to: string) => `Cross rate, ${from} to ${to}`,
  crossReference: "The two rupee rates divided, with any mark-up, to 4 decimals",
  noteIncomeTax:
    "For income tax, foreign income is converted at SBI's telegraphic transfer (TT) buying rate on the date rule 115 of the Income-tax Rules, 1962 sets (for salary, the last day of the month before it is due). For customs duty and GST on imported goods, the rate is the one CBIC notifies under section 14 of the Customs Act, 1962, usually twice a month.",
  noteMarkup:
    "A mark-up here always works against you, as when you buy currency or spend on a card abroad. When you sell foreign currency or receive money from abroad, the bank's buying rate is below the reference rate instead.",
  noteTcs: (threshold: string) =>
    `Money sent abroad under the Liberalised Remittance Scheme bears TCS once it passes ${threshold} in a year (from ${formatLongDate(tcsThreshold.effectiveFrom)}; ${tcsSection} from tax year 2026-27). The rate depends on the purpose: from tax year 2026-27, 2% for education or medical treatment and 20% for other purposes above the threshold, and a flat 2% on an overseas tour package (Finance Act 2026). This converter does not work it out: ask your bank.`,
  quote: (per: string) => `₹ ${per}`,
  summaryNoRate: (wanted: string) =>
    `Enter today's rate (${wanted}) to convert. FBIL publishes reference rates for the US dollar and other major currencies every business day at about 1:30 pm; your bank's or card's rate is what you will actually pay.`,
  howTitle: "How the conversion will be worked out",
  howToRupees: "Foreign currency to rupees",
  howToRupeesText: "amount × rate",
  howToRupeesReference: "The rate is ₹ per unit, or per 100 units for JPY, KRW and IDR",
  howFromRupees: "Rupees to foreign currency",
  howFromRupeesText: "amount ÷ rate",
  howFromRupeesReference: "Two foreign currencies are converted through the rupee",
  howMarkup: "Mark-up",
  howMarkupText: "rate × (1 + mark-up)",
  howMarkupReference: "You pay more rupees, or get less foreign currency",
  noteNoRate: "This converter never assumes an exchange rate: rates move every day, and a stale rate would give a wrong answer.",
  explanation: [
    "Enter an amount, the two currencies and today's rate in rupees, and the converter does the arithmetic: foreign currency to rupees is the amount × the rate, rupees to foreign currency the amount ÷ the rate. Rates are quoted the way Indian banks and FBIL quote them, rupees per unit of the foreign currency, or per 100 units for the Japanese yen, Korean won and Indonesian rupiah. Two foreign currencies are converted through the rupee, so you give the rupee rate of each.",
    "Cards and banks rarely give you the reference rate. A card used abroad typically adds a foreign-currency mark-up, and a bank selling you currency quotes its own rate above the reference rate. Enter the mark-up to see what you actually pay and what it costs you: USD 1,000 at an assumed ₹88.50 is ₹88,500; with a 2% mark-up it costs ₹90,270, of which ₹1,770 is the mark-up.",
    `Which rate counts depends on the purpose. The Income-tax Act converts foreign income at SBI's telegraphic transfer buying rate (rule 115 of the Income-tax Rules, 1962 up to FY 2025-26; the Income-tax Rules, 2026 carry the same method from tax year 2026-27); customs duty and GST on imported goods use the rates CBIC notifies, usually twice a month. Money sent abroad under the Liberalised Remittance Scheme can bear TCS above ${formatInrInLakh(tcsThreshold.value)} a year, which this converter does not work out.`,
    "This page never assumes a rate. Until a live rate is shown, enter one: FBIL's reference rate for the benchmark, or your bank's or card's rate for what you will pay.",
  ] as readonly string[],
  faq: [
    {
      question: "Where do I find today's rupee exchange rate?",
      answer:
        "FBIL (Financial Benchmarks India Ltd) publishes reference rates for the rupee against the US dollar and other major currencies every business day at about 1:30 pm; it took this over from the Reserve Bank of India in July 2018, and RBI's website keeps the older rates. For what you will actually pay or receive, use your bank's card-rate or forex-rate sheet for the day.",
    },
    {
      question: "Which exchange rate should I use for income tax?",
      answer:
        "SBI's telegraphic transfer (TT) buying rate on the date rule 115 of the Income-tax Rules, 1962 specifies: for salary earned abroad, the last day of the month before the month in which it is due. SBI publishes these rates daily. The Income-tax Rules, 2026 keep the method from tax year 2026-27 (we have not confirmed the new rule's number).",
    },
    {
      question: "Which rate applies to customs duty and GST on imports?",
      answer:
        "The rate CBIC notifies under section 14 of the Customs Act, 1962, usually twice a month, with separate rates for imports and exports. The value of imported goods is converted to rupees at that rate, and both the customs duty and the IGST on the import are worked out on it.",
    },
    {
      question: "How does a card mark-up change the amount?",
      answer:
        "The card adds its mark-up to the rate. At an assumed ₹88.50 per US dollar, a USD 1,000 purchase is ₹88,500; with a 2% mark-up the rate becomes ₹90.27 and you are billed ₹90,270. Converting rupees the other way, the mark-up gets you less currency: ₹1,00,000 buys USD 1,129.94 at ₹88.50 but USD 1,107.79 at ₹90.27. Banks also charge GST on the conversion, which this converter leaves out.",
    },
    {
      question: "Why is the yen quoted per 100?",
      answer:
        "One yen is worth well under a rupee, so FBIL and banks quote the rupee price of 100 yen. The same goes for the Korean won and Indonesian rupiah. Enter the rate per 100 for these and the converter divides by 100 for you.",
    },
    {
      question: "How do I convert between two foreign currencies?",
      answer:
        "Choose both, and enter the rupee rate of each: the amount is converted to rupees at the first and from rupees at the second. If you know a cross rate instead, multiply it out first: a euro at an assumed 1.08 US dollars and a dollar at ₹88.50 make ₹95.58 per euro, so €500 is ₹47,790.",
    },
    {
      question: "Does the converter work out TCS on money I send abroad?",
      answer: `No. Under the Liberalised Remittance Scheme, banks collect TCS once your remittances pass ${formatInrInLakh(tcsThreshold.value)} in a financial year (raised from ${formatInrInLakh(previousTcsThreshold.value)} from ${formatLongDate(tcsThreshold.effectiveFrom)}), at rates that depend on the purpose and have changed several times. From tax year 2026-27 (${tcsSection}) the rate is 2% for education or medical treatment and 20% for other purposes above the threshold, and a flat 2% on an overseas tour package whatever the amount (Finance Act 2026). Ask your bank for the rate that applies; TCS collected is credited to your PAN and counts against your tax.`,
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "रुपये और 28 विदेशी मुद्राओं के बीच, या रुपये के ज़रिये दो विदेशी मुद्राओं के बीच, आपकी लिखी दर पर राशि बदलें, और देखें कि कार्ड या बैंक का मार्क-अप आपको कितने का पड़ता है।",
  keywords:
    "मुद्रा परिवर्तक, USD से INR, INR से USD, यूरो से रुपया, दिरहम से रुपया, विनिमय दर कैलकुलेटर, फ़ॉरेक्स कार्ड मार्क-अप, FBIL संदर्भ दर, SBI TT खरीद दर नियम 115, CBIC सीमा शुल्क विनिमय दर, विदेश भेजे पैसे पर TCS, LRS",
  groupWhat: "क्या बदलना है",
  groupRate: "दर",
  amount: "बदलने की राशि",
  amountHelp: "उस मुद्रा में, जिससे आप बदल रहे हैं।",
  amountNotANumber: "राशि अंकों से लिखें, जैसे 1,000 या 250.50।",
  from: "किस मुद्रा से",
  to: "किस मुद्रा में",
  currencyOption: (code: string, name: string) => `${code}: ${name}`,
  currencyNames: {
    INR: "भारतीय रुपया",
    USD: "अमेरिकी डॉलर",
    EUR: "यूरो",
    GBP: "ब्रिटिश पाउंड",
    JPY: "जापानी येन",
    AED: "UAE दिरहम",
    SGD: "सिंगापुर डॉलर",
    AUD: "ऑस्ट्रेलियाई डॉलर",
    CAD: "कनाडाई डॉलर",
    CHF: "स्विस फ़्रैंक",
    CNY: "चीनी युआन",
    HKD: "हांगकांग डॉलर",
    SAR: "सऊदी रियाल",
    QAR: "कतरी रियाल",
    KWD: "कुवैती दीनार",
    OMR: "ओमानी रियाल",
    BHD: "बहरीनी दीनार",
    NZD: "न्यूज़ीलैंड डॉलर",
    THB: "थाई बाट",
    MYR: "मलेशियाई रिंगिट",
    ZAR: "दक्षिण अफ़्रीकी रैंड",
    SEK: "स्वीडिश क्रोना",
    NOK: "नॉर्वेजियन क्रोन",
    DKK: "डेनिश क्रोन",
    KRW: "दक्षिण कोरियाई वॉन",
    IDR: "इंडोनेशियाई रुपिया",
    LKR: "श्रीलंकाई रुपया",
    NPR: "नेपाली रुपया",
    BDT: "बांग्लादेशी टका",
  },
  chooseCurrency: "सूची से मुद्रा चुनें, उसके तीन अक्षरों के कोड से (जैसे USD)।",
  rate: "दर: विदेशी मुद्रा की एक इकाई के ₹",
  rateHelp: "येन (JPY), वॉन (KRW) और रुपिया (IDR) के लिए 100 इकाइयों की दर। दो विदेशी मुद्राओं के बीच, उस मुद्रा की दर जिससे आप बदल रहे हैं। आज की दर मिलने तक 0 रहने दें।",
  rateNotANumber: "दर रुपयों में अंकों से लिखें, जैसे 88.2575।",
  rate2: "जिस मुद्रा में बदल रहे हैं उसकी दर: एक इकाई के ₹",
  rate2Help: "JPY, KRW और IDR के लिए 100 इकाइयों की दर। राशि रुपये के ज़रिये बदली जाती है।",
  rate2NotANumber: "दर रुपयों में अंकों से लिखें, जैसे 95.58।",
  markup: "कार्ड या बैंक का मार्क-अप, %",
  markupHelp: "आपका कार्ड या बैंक दर में जो जोड़ता है: आप ज़्यादा रुपये चुकाते हैं, या कम विदेशी मुद्रा पाते हैं। लिखी दर ही लेनी हो तो 0।",
  sameCurrency: "जिस मुद्रा से बदल रहे हैं, उससे अलग मुद्रा चुनें।",
  per: (per: number, code: string) => `प्रति ${per === 1 ? "" : `${per} `}${code}`,
  join: " और ",
  summaryMarkup: (amount: string, rates: string, markup: string, converted: string, cost: string) =>
    `${amount}, ${rates} की दर और ${markup} मार्क-अप पर, ${converted} बनते हैं; मार्क-अप आपको ${cost} का पड़ता है।`,
  summary: (amount: string, rates: string, converted: string) => `${amount}, ${rates} की दर पर, ${converted} बनते हैं।`,
  converted: "बदली गई राशि",
  pairTitle: (from: string, to: string) => `${from} से ${to}`,
  rateWithMarkup: "मार्क-अप सहित दर",
  rateUsed: "लगाई गई दर",
  markupCost: "मार्क-अप आपको कितने का पड़ा",
  breakdownTitle: "बदलाव, चरण-दर-चरण",
  stepMarkup: (markup: string) => `मार्क-अप = ${markup}`,
  markupReference: "लिखी दर पर कार्ड या बैंक का अंतर, जो आपके खिलाफ़ जाता है",
  stepRateFor: (code: string) => `${code} की दर`,
  rateEnteredReference: "आपकी लिखी दर",
  stepInRupees: (amount: string, rate: string, per: string) => `रुपयों में = ${amount} × ₹${rate}${per}`,
  amountTimesRate: "राशि × दर",
  youPay: "आप चुकाएँगे",
  roundedPaisa: "पैसे तक पूर्णांकित",
  stepRateWithMarkup: (rate: string, markup: string) => `मार्क-अप सहित दर = ${rate} × (1 + ${markup})`,
  stepYouGet: (amount: string, rate: string, per: string) => `आपको मिलेंगे = ${amount} ÷ ${rate}${per}`,
  youGetReference: "रुपये ÷ दर, दशमलव के दो अंकों तक",
  withoutMarkup: "मार्क-अप के बिना आपको मिलते",
  withoutMarkupReference: "रुपये ÷ लिखी दर",
  keptBack: "मार्क-अप से रोकी गई मुद्रा, रुपयों में",
  keptBackReference: "लिखी दर पर आँकी गई",
  firstRateReference: "रुपये के ज़रिये: पहली दर",
  stepInTo: (code: string, markup: boolean, rate: string, per: string) => `${code} में = रुपये${markup ? " घटा मार्क-अप" : ""} ÷ ₹${rate}${per}`,
  secondRateReference: "रुपये के ज़रिये: दूसरी दर",
  stepCross: (from: string, to: string) => `क्रॉस दर, ${from} से ${to}`,
  crossReference: "रुपये की दोनों दरों का भाग, मार्क-अप सहित, दशमलव के 4 अंकों तक",
  noteIncomeTax:
    "आयकर के लिए विदेशी आय को SBI की टेलीग्राफ़िक ट्रांसफ़र (TT) खरीद दर पर बदला जाता है, उस तारीख की दर जो आयकर नियम, 1962 का नियम 115 तय करता है (वेतन के लिए, उसके देय होने से पहले के महीने का आखिरी दिन)। आयात किए माल पर सीमा शुल्क और GST के लिए वह दर लगती है जो केंद्रीय अप्रत्यक्ष कर और सीमा शुल्क बोर्ड (CBIC) सीमा शुल्क अधिनियम, 1962 की धारा 14 के तहत अधिसूचित करता है, आम तौर पर महीने में दो बार।",
  noteMarkup:
    "यहाँ मार्क-अप हमेशा आपके खिलाफ़ जाता है, जैसे विदेशी मुद्रा खरीदने या विदेश में कार्ड से खर्च करने पर। जब आप विदेशी मुद्रा बेचते हैं या विदेश से पैसा पाते हैं, तब बैंक की खरीद दर संदर्भ दर से नीचे होती है।",
  noteTcs: (threshold: string) =>
    `उदारीकृत विप्रेषण योजना (LRS) के तहत विदेश भेजा गया पैसा वर्ष में ${threshold} से ऊपर जाने पर स्रोत पर कर संग्रह (TCS) के दायरे में आता है (${formatLongDateHi(tcsThreshold.effectiveFrom)} से; कर वर्ष 2026-27 से ${tcsSectionHi})। दर मकसद पर निर्भर है: कर वर्ष 2026-27 से सीमा से ऊपर पढ़ाई या इलाज के लिए 2% और दूसरे मकसदों के लिए 20%, और विदेशी टूर पैकेज पर सीधे 2% (वित्त अधिनियम, 2026)। यह परिवर्तक इसे नहीं निकालता: अपने बैंक से पूछें।`,
  quote: (per: string) => `₹ ${per}`,
  summaryNoRate: (wanted: string) =>
    `बदलने के लिए आज की दर (${wanted}) दर्ज करें। फ़ाइनेंशियल बेंचमार्क्स इंडिया लिमिटेड (FBIL) हर कामकाजी दिन लगभग दोपहर 1:30 बजे अमेरिकी डॉलर और दूसरी प्रमुख मुद्राओं की संदर्भ दरें जारी करता है; असल में आप अपने बैंक या कार्ड की दर चुकाएँगे।`,
  howTitle: "राशि कैसे बदली जाएगी",
  howToRupees: "विदेशी मुद्रा से रुपये",
  howToRupeesText: "राशि × दर",
  howToRupeesReference: "दर एक इकाई के ₹ है, या JPY, KRW और IDR के लिए 100 इकाइयों के",
  howFromRupees: "रुपये से विदेशी मुद्रा",
  howFromRupeesText: "राशि ÷ दर",
  howFromRupeesReference: "दो विदेशी मुद्राएँ रुपये के ज़रिये बदली जाती हैं",
  howMarkup: "मार्क-अप",
  howMarkupText: "दर × (1 + मार्क-अप)",
  howMarkupReference: "आप ज़्यादा रुपये चुकाते हैं, या कम विदेशी मुद्रा पाते हैं",
  noteNoRate: "यह परिवर्तक विनिमय दर कभी खुद नहीं मानता: दरें रोज़ बदलती हैं, और पुरानी दर गलत जवाब देगी।",
  explanation: [
    "राशि, दोनों मुद्राएँ और रुपयों में आज की दर लिखें, और परिवर्तक हिसाब कर देता है: विदेशी मुद्रा से रुपये = राशि × दर, रुपये से विदेशी मुद्रा = राशि ÷ दर। दरें वैसे ही लिखी जाती हैं जैसे भारतीय बैंक और FBIL बताते हैं: विदेशी मुद्रा की एक इकाई के रुपये, या जापानी येन, कोरियाई वॉन और इंडोनेशियाई रुपिया के लिए 100 इकाइयों के। दो विदेशी मुद्राएँ रुपये के ज़रिये बदली जाती हैं, इसलिए आप दोनों की रुपये में दर देते हैं।",
    "कार्ड और बैंक शायद ही कभी संदर्भ दर देते हैं। विदेश में इस्तेमाल हुआ कार्ड आम तौर पर विदेशी मुद्रा मार्क-अप जोड़ता है, और मुद्रा बेचने वाला बैंक संदर्भ दर से ऊपर अपनी दर बताता है। मार्क-अप लिखें और देखें कि असल में आप कितना चुकाते हैं और यह आपको कितने का पड़ता है: ₹88.50 की मान ली गई दर पर USD 1,000 ₹88,500 हैं; 2% मार्क-अप के साथ ये ₹90,270 के पड़ते हैं, जिनमें ₹1,770 मार्क-अप है।",
    `कौन-सी दर लगेगी, यह मकसद पर निर्भर है। आयकर अधिनियम विदेशी आय को SBI की टेलीग्राफ़िक ट्रांसफ़र खरीद दर पर बदलता है (वित्तीय वर्ष 2025-26 तक आयकर नियम, 1962 का नियम 115; कर वर्ष 2026-27 से आयकर नियम, 2026 में यही तरीका है); आयात किए माल पर सीमा शुल्क और GST के लिए CBIC की अधिसूचित दरें लगती हैं, आम तौर पर महीने में दो बार। उदारीकृत विप्रेषण योजना (LRS) के तहत विदेश भेजे पैसे पर वर्ष में ${inLakhHi(tcsThreshold.value)} से ऊपर स्रोत पर कर संग्रह (TCS) लग सकता है, जिसे यह परिवर्तक नहीं निकालता।`,
    "यह पेज कभी कोई दर खुद नहीं मानता। जब तक लाइव दर न दिखे, दर लिखें: मानक के लिए FBIL की संदर्भ दर, या आप जो चुकाएँगे उसके लिए अपने बैंक या कार्ड की दर।",
  ],
  faq: [
    {
      question: "रुपये की आज की विनिमय दर कहाँ मिलेगी?",
      answer:
        "फ़ाइनेंशियल बेंचमार्क्स इंडिया लिमिटेड (FBIL) हर कामकाजी दिन लगभग दोपहर 1:30 बजे अमेरिकी डॉलर और दूसरी प्रमुख मुद्राओं के मुकाबले रुपये की संदर्भ दरें जारी करता है; जुलाई 2018 में यह काम उसने भारतीय रिज़र्व बैंक (RBI) से लिया, और पुरानी दरें RBI की वेबसाइट पर हैं। असल में चुकाई या मिलने वाली रकम के लिए अपने बैंक की उस दिन की कार्ड दर या फ़ॉरेक्स दर की सूची देखें।",
    },
    {
      question: "आयकर के लिए कौन-सी विनिमय दर लें?",
      answer:
        "SBI की टेलीग्राफ़िक ट्रांसफ़र (TT) खरीद दर, उस तारीख की जो आयकर नियम, 1962 का नियम 115 बताता है: विदेश में कमाए वेतन के लिए, जिस महीने वह देय है उससे पहले के महीने का आखिरी दिन। SBI ये दरें रोज़ जारी करता है। कर वर्ष 2026-27 से आयकर नियम, 2026 में भी यही तरीका है (नए नियम की संख्या की हमने पुष्टि नहीं की है)।",
    },
    {
      question: "आयात पर सीमा शुल्क और GST के लिए कौन-सी दर लगती है?",
      answer:
        "वह दर जो CBIC सीमा शुल्क अधिनियम, 1962 की धारा 14 के तहत अधिसूचित करता है, आम तौर पर महीने में दो बार, आयात और निर्यात की अलग-अलग दरों के साथ। आयात किए माल का मूल्य इसी दर पर रुपयों में बदला जाता है, और सीमा शुल्क और आयात पर IGST, दोनों उसी पर निकाले जाते हैं।",
    },
    {
      question: "कार्ड का मार्क-अप राशि को कैसे बदलता है?",
      answer:
        "कार्ड दर में अपना मार्क-अप जोड़ता है। एक अमेरिकी डॉलर की मान ली गई दर ₹88.50 पर, USD 1,000 की खरीद ₹88,500 की है; 2% मार्क-अप से दर ₹90.27 हो जाती है और आपका बिल ₹90,270 बनता है। रुपये को दूसरी दिशा में बदलने पर मार्क-अप से आपको कम मुद्रा मिलती है: ₹1,00,000 से ₹88.50 पर USD 1,129.94 मिलते हैं, पर ₹90.27 पर USD 1,107.79। बैंक इस बदलाव पर GST भी लेते हैं, जो यह परिवर्तक नहीं जोड़ता।",
    },
    {
      question: "येन की दर 100 येन की क्यों बताई जाती है?",
      answer:
        "एक येन की कीमत एक रुपये से काफ़ी कम है, इसलिए FBIL और बैंक 100 येन की रुपये में कीमत बताते हैं। कोरियाई वॉन और इंडोनेशियाई रुपिया के साथ भी यही है। इनके लिए 100 इकाइयों की दर लिखें, परिवर्तक खुद 100 से भाग दे देगा।",
    },
    {
      question: "दो विदेशी मुद्राओं के बीच कैसे बदलें?",
      answer:
        "दोनों चुनें, और दोनों की रुपये में दर लिखें: राशि पहली दर पर रुपयों में बदली जाती है और दूसरी दर पर रुपयों से। अगर आपको क्रॉस दर पता है, तो पहले गुणा कर लें: एक यूरो की मान ली गई कीमत 1.08 अमेरिकी डॉलर और एक डॉलर ₹88.50 हो, तो एक यूरो ₹95.58 का है, यानी €500 = ₹47,790।",
    },
    {
      question: "क्या यह परिवर्तक विदेश भेजे पैसे पर TCS निकालता है?",
      answer: `नहीं। उदारीकृत विप्रेषण योजना (LRS) के तहत, किसी वित्तीय वर्ष में आपका भेजा पैसा ${inLakhHi(tcsThreshold.value)} से ऊपर जाने पर बैंक स्रोत पर कर संग्रह (TCS) करते हैं (${formatLongDateHi(tcsThreshold.effectiveFrom)} से यह सीमा ${inLakhHi(previousTcsThreshold.value)} से बढ़ाई गई), और दरें मकसद पर निर्भर हैं और कई बार बदली हैं। कर वर्ष 2026-27 से (${tcsSectionHi}) सीमा से ऊपर पढ़ाई या इलाज के लिए दर 2% है और दूसरे मकसदों के लिए 20%, और विदेशी टूर पैकेज पर रकम चाहे जो हो, सीधे 2% (वित्त अधिनियम, 2026)। लागू दर अपने बैंक से पूछें; वसूला गया TCS आपके PAN में जमा होता है और आपके टैक्स में गिना जाता है।`,
    },
  ],
};

export const CURRENCY_CONVERTER_TEXT: Catalogues<typeof en> = { en, hi };
