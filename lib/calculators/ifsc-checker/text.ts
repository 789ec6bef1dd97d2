import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { IFSC_DATA_SOURCE, IFSC_DATA_VERSION } from "@/lib/ifsc/ifsc";
import { ifscCheckerMeta } from "./meta";

/*
 * Every word the IFSC checker shows, in English and Hindi. Bank names are RBI's data: a
 * Hindi page shows the Hindi name where bank-names-hi.ts has it, RBI's name otherwise.
 */

const MONTHS_HI: Readonly<Record<string, string>> = {
  January: "जनवरी",
  February: "फ़रवरी",
  March: "मार्च",
  April: "अप्रैल",
  May: "मई",
  June: "जून",
  July: "जुलाई",
  August: "अगस्त",
  September: "सितंबर",
  October: "अक्टूबर",
  November: "नवंबर",
  December: "दिसंबर",
};

const en = {
  description: ifscCheckerMeta.description,
  keywords: ifscCheckerMeta.keywords,
  label: "IFSC",
  help: "11 characters, as on a cheque leaf or the bank's website: 4 letters, a zero, then 6 letters or digits.",
  format: "RBI, NEFT and RTGS procedural guidelines: the IFSC's 4-letter bank code, a reserved 0 and a 6-character branch code",
  bankCodeListed: (code: string) => `Bank code ${code} (in RBI's list; name not in our data)`,
  bankCodeUnknown: (code: string) => `Unknown bank code ${code}`,
  summaryInvalid: (ifsc: string, reason: string) => `${ifsc || "This"} is not a valid IFSC: ${reason}`,
  groupTitle: "IFSC check (in your browser, no network)",
  format_: "Format",
  invalid: "Invalid",
  valid: "Valid",
  wellFormedKnown: "Well formed, with a bank code in RBI's list.",
  wellFormedUnknown: (code: string) => `Well formed, but no bank uses the code ${code}.`,
  bank: "Bank",
  bankCode: "Bank code",
  branchCode: "Branch code",
  noteNoCheckDigit:
    "An IFSC has no check digit, so a well-formed code with a real bank's prefix may still belong to no branch. The branch's name and address come from the live look-up below; before a large transfer, confirm them with the payee or on the bank's own site.",
  noteSource: `Bank names: ${IFSC_DATA_SOURCE}.`,
  noteAmalgamated: (bank: string, into: string, effective: string) =>
    `${bank} was amalgamated into ${into} from ${effective}. Its branches now use ${into}'s IFSCs; a payment to an old code may be rejected, so ask the payee for the new one.`,
  date: (english: string) => english,
  summaryKnown: (ifsc: string, bank: string, branch: string) => `${ifsc} is a well-formed IFSC of ${bank}, branch code ${branch}.`,
  summaryUnknown: (ifsc: string, code: string) => `${ifsc} is well formed, but ${code} is not a bank code in RBI's list: check the first four letters.`,
  breakdownTitle: "What each part of the IFSC says",
  stepBank: (code: string) => `Characters 1–4, bank code ${code}`,
  stepFifth: "Character 5",
  stepFifthText: "0, kept by RBI for future use",
  stepBranch: (code: string) => `Characters 6–11, branch code ${code}`,
  stepBranchText: "The branch, as the bank numbers its branches",
  enterIfsc: "Enter an IFSC of 11 characters to check it.",
  explanation: [
    "The Indian Financial System Code (IFSC) identifies a bank branch in NEFT, RTGS and IMPS transfers. It has 11 characters: the first four letters are the bank's code (SBIN for the State Bank of India, HDFC for HDFC Bank), the fifth is always the digit zero, kept by the Reserve Bank for future use, and the last six identify the branch.",
    "This checker reads the structure in your browser and names the bank from the list of bank codes in RBI's published branch data. An IFSC has no check digit, so a well-formed code can still point to no branch; the branch's name, address, MICR code and the payment systems it takes part in come from the live look-up, when our service is reachable.",
    "Some co-operative banks have no IFSC prefix of their own: their branches are given codes under a sponsor bank's prefix (HDFC, YES Bank, IDBI and others). For those codes the bank named by the prefix is the sponsor; the checker also names the co-operative bank when the code is in the data set.",
  ] as readonly string[],
  faq: [
    {
      question: "Where do I find my branch's IFSC?",
      answer:
        "On your cheque book (printed on each leaf, near the branch address), on the first page of your passbook, in your bank's app or internet banking under account details, and on the bank's website. RBI publishes every bank's list of branch codes for NEFT and RTGS.",
    },
    {
      question: "Is the fifth character of an IFSC a zero or the letter O?",
      answer: "Always the digit zero. A code with the letter O in the fifth place, such as HDFCO001234, is mistyped; the checker says so.",
    },
    {
      question: "What happens if I send money with a wrong IFSC?",
      answer:
        "If the code does not exist, the transfer is rejected and the money comes back, usually within a day or two. If it exists but is another branch of the same bank, most banks still credit the account by number, since core banking is centralised; between banks, a wrong code can send the payment to the wrong bank, where it fails and is returned. Check the code before a large transfer.",
    },
    {
      question: "My bank merged with another. Is my old IFSC still valid?",
      answer:
        "No. After the amalgamations of 2019 and 2020 (Vijaya and Dena Banks into Bank of Baroda; Oriental Bank of Commerce and United Bank of India into Punjab National Bank; Syndicate Bank into Canara Bank; Andhra and Corporation Banks into Union Bank of India; Allahabad Bank into Indian Bank), the old codes were replaced by the acquiring bank's. Get the new code from your branch or the bank's site, and update it with your employer and for your tax refund.",
    },
    {
      question: "Is IFSC the same as MICR or SWIFT code?",
      answer:
        "No. MICR is a 9-digit code on cheques (city, bank and branch, 3 digits each) used in cheque clearing. SWIFT (BIC) codes identify banks in international transfers. The IFSC is for transfers within India by NEFT, RTGS and IMPS.",
    },
    {
      question: "Which IFSC should I give for my income-tax refund?",
      answer:
        "The IFSC of the branch where the account you pre-validated on the income-tax portal is held. Refunds are paid only to a pre-validated account linked to your PAN, so update the account and its IFSC on the portal if your branch's code changed.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "IFSC का प्रारूप जाँचें और RBI की बैंक कोड सूची से जानें कि वह किस बैंक का है; लाइव जानकारी उपलब्ध होने पर शाखा का पता, MICR और NEFT, RTGS व IMPS का ब्योरा भी।",
  keywords: "IFSC कोड जाँच, IFSC कोड खोज, बैंक का IFSC कोड, IFSC सत्यापन, IFSC प्रारूप, शाखा कोड, NEFT RTGS IMPS IFSC, MICR कोड, IFSC से बैंक",
  label: "IFSC",
  help: "11 अक्षर और अंक, जैसे चेक या बैंक की वेबसाइट पर लिखे हों: 4 अक्षर, एक शून्य, फिर 6 अक्षर या अंक।",
  format: "RBI के NEFT और RTGS प्रक्रिया दिशानिर्देश: IFSC में 4 अक्षरों का बैंक कोड, आरक्षित 0 और 6 अक्षरों-अंकों का शाखा कोड",
  bankCodeListed: (code: string) => `बैंक कोड ${code} (RBI की सूची में है; नाम हमारे डेटा में नहीं)`,
  bankCodeUnknown: (code: string) => `अज्ञात बैंक कोड ${code}`,
  summaryInvalid: (ifsc: string, reason: string) => `${ifsc || "यह"} सही IFSC नहीं है: ${reason}`,
  groupTitle: "IFSC जाँच (आपके ब्राउज़र में, बिना नेटवर्क के)",
  format_: "प्रारूप",
  invalid: "गलत",
  valid: "सही",
  wellFormedKnown: "प्रारूप सही है, और बैंक कोड RBI की सूची में है।",
  wellFormedUnknown: (code: string) => `प्रारूप सही है, पर कोई बैंक ${code} कोड इस्तेमाल नहीं करता।`,
  bank: "बैंक",
  bankCode: "बैंक कोड",
  branchCode: "शाखा कोड",
  noteNoCheckDigit:
    "IFSC में कोई जाँच अंक नहीं होता, इसलिए सही प्रारूप और असली बैंक के कोड वाला IFSC भी किसी शाखा का न हो, ऐसा हो सकता है। शाखा का नाम और पता नीचे की लाइव जानकारी से आते हैं; बड़ी रकम भेजने से पहले इन्हें पैसे पाने वाले से या बैंक की अपनी वेबसाइट पर पक्का कर लें।",
  noteSource: `बैंकों के नाम: Razorpay का IFSC डेटा सेट (संस्करण ${IFSC_DATA_VERSION}), जो RBI की NEFT/RTGS शाखा सूचियों से बना है।`,
  noteAmalgamated: (bank: string, into: string, effective: string) =>
    `${effective} से ${bank} का ${into} में विलय हो गया। उसकी शाखाएँ अब ${into} के IFSC इस्तेमाल करती हैं; पुराने कोड पर भेजा गया भुगतान लौट सकता है, इसलिए पैसे पाने वाले से नया कोड पूछ लें।`,
  date: (english: string) => english.replace(/[A-Z][a-z]+/g, (month) => MONTHS_HI[month] ?? month),
  summaryKnown: (ifsc: string, bank: string, branch: string) => `${ifsc} ${bank} का सही प्रारूप वाला IFSC है, शाखा कोड ${branch}।`,
  summaryUnknown: (ifsc: string, code: string) => `${ifsc} का प्रारूप सही है, पर ${code} RBI की सूची में कोई बैंक कोड नहीं है: पहले चार अक्षर जाँचें।`,
  breakdownTitle: "IFSC का हर हिस्सा क्या बताता है",
  stepBank: (code: string) => `स्थान 1–4, बैंक कोड ${code}`,
  stepFifth: "स्थान 5",
  stepFifthText: "0, जिसे RBI ने आगे के इस्तेमाल के लिए रखा है",
  stepBranch: (code: string) => `स्थान 6–11, शाखा कोड ${code}`,
  stepBranchText: "शाखा, जैसे बैंक अपनी शाखाओं को नंबर देता है",
  enterIfsc: "जाँचने के लिए 11 अक्षरों-अंकों का IFSC दर्ज करें।",
  explanation: [
    "भारतीय वित्तीय प्रणाली कोड (IFSC) से NEFT, RTGS और IMPS ट्रांसफ़र में बैंक की शाखा की पहचान होती है। इसमें 11 अक्षर और अंक होते हैं: पहले चार अक्षर बैंक का कोड हैं (भारतीय स्टेट बैंक का SBIN, एचडीएफ़सी बैंक का HDFC), पाँचवाँ हमेशा अंक शून्य होता है, जिसे भारतीय रिज़र्व बैंक (RBI) ने आगे के इस्तेमाल के लिए रखा है, और आखिरी छह शाखा की पहचान हैं।",
    "यह जाँच आपके ब्राउज़र में ही कोड की बनावट पढ़ती है और RBI के प्रकाशित शाखा डेटा की बैंक कोड सूची से बैंक का नाम बताती है। IFSC में कोई जाँच अंक नहीं होता, इसलिए सही प्रारूप वाला कोड भी किसी शाखा का न हो, ऐसा हो सकता है; शाखा का नाम, पता, MICR कोड और वह किन भुगतान प्रणालियों से जुड़ी है, यह लाइव जानकारी से आता है, जब हमारी सेवा उपलब्ध हो।",
    "कुछ सहकारी बैंकों का अपना IFSC कोड नहीं होता: उनकी शाखाओं को किसी प्रायोजक बैंक (एचडीएफ़सी, यस बैंक, आईडीबीआई वगैरह) के कोड के तहत कोड मिलते हैं। ऐसे कोड में पहले चार अक्षर प्रायोजक बैंक को बताते हैं; अगर कोड डेटा सेट में है, तो यह जाँच सहकारी बैंक का नाम भी बताती है।",
  ],
  faq: [
    {
      question: "मुझे अपनी शाखा का IFSC कहाँ मिलेगा?",
      answer:
        "अपनी चेकबुक में (हर चेक पर, शाखा के पते के पास छपा), पासबुक के पहले पन्ने पर, बैंक के ऐप या इंटरनेट बैंकिंग में खाते के ब्योरे में, और बैंक की वेबसाइट पर। RBI हर बैंक के शाखा कोड की सूची NEFT और RTGS के लिए प्रकाशित करता है।",
    },
    {
      question: "IFSC का पाँचवाँ अक्षर शून्य है या अंग्रेज़ी का O?",
      answer: "हमेशा अंक शून्य। जिस कोड में पाँचवें स्थान पर O अक्षर हो, जैसे HDFCO001234, वह गलत लिखा है; यह जाँच वही बताती है।",
    },
    {
      question: "गलत IFSC से पैसे भेज दिए तो क्या होगा?",
      answer:
        "अगर वह कोड है ही नहीं, तो ट्रांसफ़र अस्वीकार हो जाता है और पैसा लौट आता है, आम तौर पर एक-दो दिन में। अगर कोड उसी बैंक की किसी दूसरी शाखा का है, तो ज़्यादातर बैंक खाता संख्या से ही पैसा जमा कर देते हैं, क्योंकि कोर बैंकिंग केंद्रीकृत है; दो बैंकों के बीच गलत कोड से भुगतान गलत बैंक में जा सकता है, जहाँ वह विफल होकर लौट आता है। बड़ी रकम भेजने से पहले कोड जाँच लें।",
    },
    {
      question: "मेरे बैंक का दूसरे बैंक में विलय हो गया। क्या मेरा पुराना IFSC अब भी चलेगा?",
      answer:
        "नहीं। 2019 और 2020 के विलयों के बाद (विजया बैंक और देना बैंक, बैंक ऑफ़ बड़ौदा में; ओरिएंटल बैंक ऑफ़ कॉमर्स और यूनाइटेड बैंक ऑफ़ इंडिया, पंजाब नैशनल बैंक में; सिंडिकेट बैंक, केनरा बैंक में; आंध्रा बैंक और कॉर्पोरेशन बैंक, यूनियन बैंक ऑफ़ इंडिया में; इलाहाबाद बैंक, इंडियन बैंक में) पुराने कोड की जगह विलय करने वाले बैंक के कोड आ गए। नया कोड अपनी शाखा या बैंक की वेबसाइट से लें, और उसे अपने नियोक्ता के पास और टैक्स रिफ़ंड के लिए अपडेट करें।",
    },
    {
      question: "क्या IFSC और MICR या SWIFT कोड एक ही हैं?",
      answer:
        "नहीं। MICR चेक पर छपा 9 अंकों का कोड है (शहर, बैंक और शाखा, हर एक के 3 अंक), जो चेक क्लियरिंग में काम आता है। SWIFT (BIC) कोड अंतरराष्ट्रीय ट्रांसफ़र में बैंकों की पहचान करते हैं। IFSC भारत के भीतर NEFT, RTGS और IMPS से ट्रांसफ़र के लिए है।",
    },
    {
      question: "आयकर रिफ़ंड के लिए कौन-सा IFSC दूँ?",
      answer:
        "उस शाखा का IFSC, जिसमें वह खाता है जिसे आपने आयकर पोर्टल पर प्री-वैलिडेट किया है। रिफ़ंड सिर्फ़ आपके PAN से जुड़े प्री-वैलिडेटेड खाते में आता है, इसलिए अगर आपकी शाखा का कोड बदला है, तो पोर्टल पर खाता और उसका IFSC अपडेट करें।",
    },
  ],
};

export const IFSC_CHECKER_TEXT: Catalogues<typeof en> = { en, hi };
