import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { GST_RATE_OPTIONS, GST_RATES_SINCE } from "@/lib/gst/rates";
import { gstCalculatorMeta } from "./meta";

/*
 * Every word the GST calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const en = {
  description: gstCalculatorMeta.description,
  keywords: gstCalculatorMeta.keywords,
  groupAmount: "Amount",
  groupTax: "Tax",
  amount: "Amount",
  amountHelp: "Without GST when adding it; the price with GST when removing it. Rupees and paise, like 2,499.50.",
  mode: "Calculation",
  modeAdd: "Add GST (the amount is before tax)",
  modeRemove: "Remove GST (the amount includes tax)",
  rate: "GST rate",
  rateHelp: "The rate of the goods' HSN or the service's SAC entry. 12% and 28% are for invoices dated up to 21 September 2025 (and tobacco products).",
  rateOptions: Object.fromEntries(GST_RATE_OPTIONS.map((option) => [option.value, option.label])) as Readonly<Record<string, string>>,
  supply: "Supply",
  supplyHelp: "Within one state or union territory: CGST and SGST (or UTGST). Between states, imports, exports and supplies to SEZs: IGST.",
  supplyIntra: "Within a state (CGST + SGST)",
  supplyInter: "Between states (IGST)",
  cess: "Compensation cess, % (if any)",
  cessHelp: "Only for goods that still carry it, such as tobacco products; 0 for almost everything else.",
  valuation: "CGST Act, 2017, s.15 (value of taxable supply); CGST Rules, 2017, rule 46 (tax invoice shows each tax)",
  levy: "CGST Act, 2017, s.9 and the State GST Acts (CGST and SGST on a supply within a state); UTGST Act, 2017, s.7 in a union territory without a legislature",
  igstLevy:
    "IGST Act, 2017, s.5 (IGST on a supply between states), place of supply under ss.10–13; imports and supplies to SEZs are inter-state under s.7",
  cessLevy: "GST (Compensation to States) Act, 2017, s.8 (cess on the value of notified goods)",
  figureNet: "Taxable value (before GST)",
  figureCgst: (half: number) => `CGST at ${half}%`,
  figureSgst: (half: number) => `SGST or UTGST at ${half}%`,
  figureIgst: (rate: number) => `IGST at ${rate}%`,
  figureGst: "Total GST",
  figureCess: (cess: number) => `Compensation cess at ${cess}%`,
  figureTotal: "Total with GST",
  stepTaxableEntered: "Taxable value, as entered",
  stepCgstAdd: (value: string, half: number) => `CGST: ${value} × ${half}%, rounded to the paisa`,
  stepSgstAdd: (value: string, half: number) => `SGST or UTGST: ${value} × ${half}%, rounded to the paisa`,
  stepIgstAdd: (value: string, rate: number) => `IGST: ${value} × ${rate}%, rounded to the paisa`,
  stepCessAdd: (value: string, cess: number) => `Compensation cess: ${value} × ${cess}%`,
  stepTotalAdd: (withCess: boolean) => "Total: taxable value + GST" + (withCess ? " + cess" : ""),
  stepPriceEntered: "Price with GST, as entered",
  stepCgstRemove: (price: string, half: number, inclusive: string) => `CGST: ${price} × ${half} ÷ (${inclusive}), rounded to the paisa`,
  stepSgstRemove: (price: string, half: number, inclusive: string) => `SGST or UTGST: ${price} × ${half} ÷ (${inclusive}), rounded to the paisa`,
  stepIgstRemove: (price: string, rate: number, inclusive: string) => `IGST: ${price} × ${rate} ÷ (${inclusive}), rounded to the paisa`,
  stepCessRemove: (price: string, cess: number, inclusive: string) => `Compensation cess: ${price} × ${cess} ÷ (${inclusive})`,
  stepTaxableRemove: (withCess: boolean) => "Taxable value: price − GST" + (withCess ? " − cess" : ""),
  noteRounding:
    "Each tax is worked out from the taxable value and rounded to the paisa on its own, as an invoice shows it. So CGST and SGST can together differ by a paisa from IGST at the full rate (₹2,499 at 5%: ₹62.48 + ₹62.48 = ₹124.96, against IGST of ₹124.95). The tax due in your return is rounded to the rupee (CGST Act, s.170).",
  noteOlder: `12% and 28% applied to most goods only until 21 September 2025. From ${GST_RATES_SINCE} most of them moved to 5% or 18%, and some to 40%; use these rates for invoices dated before the change, and for tobacco products that keep them.`,
  noteNil:
    "At 0% no GST is charged: the supply is nil-rated or exempt. Check the exact entry: an exempt supply still has to be shown in your GSTR-1 and GSTR-3B.",
  splitIntra: (cgst: string, sgst: string) => ` (CGST ${cgst} + SGST ${sgst})`,
  splitInter: " as IGST",
  cessPart: (cess: string) => ` and cess of ${cess}`,
  summaryAdd: (taxable: string, rate: number, total: string, gst: string, split: string, cess: string) =>
    `${taxable} plus GST at ${rate}% is ${total}: GST of ${gst}${split}${cess}.`,
  summaryRemove: (total: string, rate: number, taxable: string, gst: string, split: string, cess: string) =>
    `${total} including GST at ${rate}% is ${taxable} before tax: GST of ${gst}${split}${cess}.`,
  groupAdding: "Adding GST",
  groupRemoving: "Removing GST",
  breakdownAdd: "GST on the taxable value",
  breakdownRemove: "GST inside the price",
  explanation: [
    "GST is charged on the value of a supply (section 15 of the CGST Act, 2017). To add it, multiply the value by the rate: ₹1,000 at 18% carries ₹180 of GST, ₹1,180 in all. To take it out of a price that includes it, divide by 1 plus the rate: ₹11,800 including 18% is ₹10,000 of value and ₹1,800 of GST.",
    "Within one state the tax is split equally between the Centre and the state: CGST and SGST, or UTGST in a union territory without a legislature, each at half the rate. A supply from one state to another, an import, an export or a supply to a special economic zone carries IGST at the full rate instead (section 5 of the IGST Act, 2017; the place of supply under sections 10 to 13 decides which). The invoice shows each tax, rounded to the paisa.",
    "From 22 September 2025, on the 56th GST Council's recommendation, most goods and services were moved to two main rates, 5% and 18%, with 40% for a short list of demerit and luxury goods; the 12% and 28% slabs were largely removed. Gold and jewellery stay at 3% and precious stones at 0.25% or 1.5%. The rate belongs to the HSN or SAC entry of what you sell: look it up in the rate notifications (our HSN finder shows the code's chapter), then use it here.",
  ] as readonly string[],
  faq: [
    {
      question: "How do I calculate GST on a price?",
      answer:
        "Multiply the price before tax by the rate. ₹1,000 at 18%: GST = 1,000 × 18 ÷ 100 = ₹180, total ₹1,180. Within a state that is CGST ₹90 and SGST ₹90; between states, IGST ₹180.",
    },
    {
      question: "How do I remove GST from an amount that includes it?",
      answer:
        "Divide by (100 + rate) and multiply by 100. ₹11,800 including 18%: 11,800 × 100 ÷ 118 = ₹10,000 before tax, and the GST is ₹1,800. A common slip is to take 18% off ₹11,800, which gives ₹2,124: wrong, because the 18% was charged on ₹10,000, not on ₹11,800.",
    },
    {
      question: "When is it CGST and SGST, and when IGST?",
      answer:
        "When the supplier and the place of supply are in the same state or union territory, charge CGST and SGST (or UTGST), each at half the rate. When they are in different states, or the supply is an import, an export or to an SEZ unit or developer, charge IGST at the full rate. The first two digits of a GSTIN are its state code, so you can compare the two parties' GSTINs.",
    },
    {
      question: "What are the GST rates after 22 September 2025?",
      answer:
        "Mainly 5% (the merit rate: many foods, medicines, daily-use goods) and 18% (the standard rate), with 40% for demerit and luxury goods such as pan masala, aerated sugary drinks, large cars, motorcycles above 350 cc and yachts. Nil or exempt supplies stay at 0%; gold, silver and jewellery at 3%; cut and polished diamonds at 1.5% and rough diamonds at 0.25%. Tobacco products kept 28% with compensation cess until the cess loans are repaid.",
    },
    {
      question: "Why does CGST + SGST sometimes differ from IGST by a paisa?",
      answer:
        "Each tax on an invoice is rounded to the paisa on its own. ₹2,499 at 5%: CGST at 2.5% is ₹62.475, rounded to ₹62.48, and SGST the same, ₹124.96 in all; IGST at 5% is ₹124.95. Both are correct for their supply. In the return the tax due is rounded to the nearest rupee (section 170 of the CGST Act).",
    },
    {
      question: "Does this calculator work out input tax credit or reverse charge?",
      answer:
        "No. It works out the tax on one amount. Under reverse charge the same tax is worked out the same way, but the buyer pays it instead of the supplier (section 9(3) and 9(4) of the CGST Act). Input tax credit is claimed in GSTR-3B against the tax you owe, subject to sections 16 and 17.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "किसी भी दर पर कीमत में वस्तु एवं सेवा कर (GST) जोड़ें या टैक्स सहित कीमत से उसे अलग करें, 22 सितंबर 2025 से लागू दरों समेत; केंद्रीय GST (CGST) और राज्य GST (SGST) या एकीकृत GST (IGST) पैसे तक सही।",
  keywords: "GST कैलकुलेटर, GST जोड़ें, GST घटाएँ, GST सहित कीमत, GST रहित कीमत, CGST SGST IGST, GST 2.0 दरें, 5% 18% 40% GST, इनवॉइस पर GST, उल्टा GST हिसाब",
  groupAmount: "राशि",
  groupTax: "टैक्स",
  amount: "राशि",
  amountHelp: "GST जोड़ना हो तो GST के बिना की राशि; GST अलग करना हो तो GST सहित कीमत। रुपये और पैसे, जैसे 2,499.50।",
  mode: "क्या निकालना है",
  modeAdd: "GST जोड़ें (राशि टैक्स से पहले की है)",
  modeRemove: "GST अलग करें (राशि में टैक्स शामिल है)",
  rate: "GST दर",
  rateHelp: "माल के HSN या सेवा के SAC कोड की दर। 12% और 28% की दरें 21 सितंबर 2025 तक की तारीख वाले इनवॉइस (और तंबाकू उत्पादों) के लिए हैं।",
  rateOptions: {
    "0": "0% (शून्य दर या छूट वाली आपूर्ति)",
    "0.25": "0.25% (कच्चे हीरे, कीमती पत्थर)",
    "1.5": "1.5% (तराशे और पॉलिश किए हीरे)",
    "3": "3% (सोना, चाँदी, गहने)",
    "5": "5% (रियायती दर)",
    "18": "18% (मानक दर)",
    "40": "40% (हानिकारक और विलासिता की वस्तुएँ, 22 सितंबर 2025 से)",
    "12": "12% (21 सितंबर 2025 तक, और तंबाकू उत्पाद)",
    "28": "28% (21 सितंबर 2025 तक, और तंबाकू उत्पाद)",
  },
  supply: "आपूर्ति",
  supplyHelp:
    "एक ही राज्य या केंद्र शासित प्रदेश के भीतर: केंद्रीय GST (CGST) और राज्य GST (SGST), या केंद्र शासित प्रदेश GST (UTGST)। दो राज्यों के बीच, आयात, निर्यात और विशेष आर्थिक क्षेत्र को आपूर्ति: एकीकृत GST (IGST)।",
  supplyIntra: "राज्य के भीतर (CGST + SGST)",
  supplyInter: "दो राज्यों के बीच (IGST)",
  cess: "क्षतिपूर्ति उपकर, % (अगर लगता हो)",
  cessHelp: "सिर्फ़ उन वस्तुओं पर जिन पर यह अब भी लगता है, जैसे तंबाकू उत्पाद; बाकी लगभग सब पर 0।",
  valuation: "CGST अधिनियम, 2017, धारा 15 (कर योग्य आपूर्ति का मूल्य); CGST नियम, 2017, नियम 46 (टैक्स इनवॉइस में हर टैक्स अलग दिखता है)",
  levy: "CGST अधिनियम, 2017, धारा 9 और राज्यों के GST अधिनियम (राज्य के भीतर आपूर्ति पर CGST और SGST); विधानमंडल रहित केंद्र शासित प्रदेश में UTGST अधिनियम, 2017, धारा 7",
  igstLevy:
    "IGST अधिनियम, 2017, धारा 5 (दो राज्यों के बीच आपूर्ति पर IGST), आपूर्ति का स्थान धारा 10–13 से; आयात और विशेष आर्थिक क्षेत्र को आपूर्ति धारा 7 के तहत अंतर-राज्यीय हैं",
  cessLevy: "GST (राज्यों को क्षतिपूर्ति) अधिनियम, 2017, धारा 8 (अधिसूचित वस्तुओं के मूल्य पर उपकर)",
  figureNet: "कर योग्य मूल्य (GST से पहले)",
  figureCgst: (half: number) => `CGST ${half}% पर`,
  figureSgst: (half: number) => `SGST या UTGST ${half}% पर`,
  figureIgst: (rate: number) => `IGST ${rate}% पर`,
  figureGst: "कुल GST",
  figureCess: (cess: number) => `क्षतिपूर्ति उपकर ${cess}% पर`,
  figureTotal: "GST सहित कुल",
  stepTaxableEntered: "कर योग्य मूल्य, जैसा आपने लिखा",
  stepCgstAdd: (value: string, half: number) => `CGST: ${value} × ${half}%, पैसे तक पूर्णांकित`,
  stepSgstAdd: (value: string, half: number) => `SGST या UTGST: ${value} × ${half}%, पैसे तक पूर्णांकित`,
  stepIgstAdd: (value: string, rate: number) => `IGST: ${value} × ${rate}%, पैसे तक पूर्णांकित`,
  stepCessAdd: (value: string, cess: number) => `क्षतिपूर्ति उपकर: ${value} × ${cess}%`,
  stepTotalAdd: (withCess: boolean) => "कुल: कर योग्य मूल्य + GST" + (withCess ? " + उपकर" : ""),
  stepPriceEntered: "GST सहित कीमत, जैसी आपने लिखी",
  stepCgstRemove: (price: string, half: number, inclusive: string) => `CGST: ${price} × ${half} ÷ (${inclusive}), पैसे तक पूर्णांकित`,
  stepSgstRemove: (price: string, half: number, inclusive: string) => `SGST या UTGST: ${price} × ${half} ÷ (${inclusive}), पैसे तक पूर्णांकित`,
  stepIgstRemove: (price: string, rate: number, inclusive: string) => `IGST: ${price} × ${rate} ÷ (${inclusive}), पैसे तक पूर्णांकित`,
  stepCessRemove: (price: string, cess: number, inclusive: string) => `क्षतिपूर्ति उपकर: ${price} × ${cess} ÷ (${inclusive})`,
  stepTaxableRemove: (withCess: boolean) => "कर योग्य मूल्य: कीमत − GST" + (withCess ? " − उपकर" : ""),
  noteRounding:
    "हर टैक्स कर योग्य मूल्य से अलग-अलग निकाला जाता है और अलग से पैसे तक पूर्णांकित होता है, जैसा इनवॉइस में दिखता है। इसलिए CGST और SGST का जोड़ पूरी दर वाले IGST से एक पैसा अलग हो सकता है (₹2,499 पर 5%: ₹62.48 + ₹62.48 = ₹124.96, जबकि IGST ₹124.95)। आपके रिटर्न में देय टैक्स पूरे रुपये तक पूर्णांकित होता है (CGST अधिनियम, धारा 170)।",
  noteOlder:
    "12% और 28% की दरें ज़्यादातर वस्तुओं पर सिर्फ़ 21 सितंबर 2025 तक लागू थीं। 22 सितंबर 2025 से इनमें से ज़्यादातर 5% या 18% पर आ गईं, और कुछ 40% पर; ये दरें बदलाव से पहले की तारीख वाले इनवॉइस के लिए, और उन तंबाकू उत्पादों के लिए लें जिन पर ये अब भी लागू हैं।",
  noteNil: "0% पर कोई GST नहीं लगता: आपूर्ति शून्य दर वाली या छूट वाली है। सही प्रविष्टि जाँच लें: छूट वाली आपूर्ति भी आपके GSTR-1 और GSTR-3B में दिखानी होती है।",
  splitIntra: (cgst: string, sgst: string) => ` (CGST ${cgst} + SGST ${sgst})`,
  splitInter: ", पूरा IGST के रूप में",
  cessPart: (cess: string) => ` और ${cess} उपकर`,
  summaryAdd: (taxable: string, rate: number, total: string, gst: string, split: string, cess: string) =>
    `${taxable} पर ${rate}% GST जोड़ने से कुल ${total} होता है: ${gst} GST${split}${cess}।`,
  summaryRemove: (total: string, rate: number, taxable: string, gst: string, split: string, cess: string) =>
    `${rate}% GST सहित ${total} में टैक्स से पहले का मूल्य ${taxable} है: ${gst} GST${split}${cess}।`,
  groupAdding: "GST जोड़ना",
  groupRemoving: "GST अलग करना",
  breakdownAdd: "कर योग्य मूल्य पर GST",
  breakdownRemove: "कीमत में शामिल GST",
  explanation: [
    "वस्तु एवं सेवा कर (GST) आपूर्ति के मूल्य पर लगता है (CGST अधिनियम, 2017 की धारा 15)। इसे जोड़ने के लिए मूल्य को दर से गुणा करें: ₹1,000 पर 18% से ₹180 GST बनता है, कुल ₹1,180। टैक्स सहित कीमत से इसे अलग करने के लिए कीमत को 1 जमा दर से भाग दें: 18% सहित ₹11,800 में ₹10,000 मूल्य है और ₹1,800 GST।",
    "एक ही राज्य के भीतर टैक्स केंद्र और राज्य में बराबर बँटता है: केंद्रीय GST (CGST) और राज्य GST (SGST), या विधानमंडल रहित केंद्र शासित प्रदेश में केंद्र शासित प्रदेश GST (UTGST), हर एक आधी दर पर। एक राज्य से दूसरे राज्य को आपूर्ति, आयात, निर्यात या विशेष आर्थिक क्षेत्र को आपूर्ति पर इसकी जगह पूरी दर से एकीकृत GST (IGST) लगता है (IGST अधिनियम, 2017 की धारा 5; कौन-सा लगेगा, यह धारा 10 से 13 के तहत आपूर्ति का स्थान तय करता है)। इनवॉइस में हर टैक्स पैसे तक पूर्णांकित होकर अलग दिखता है।",
    "22 सितंबर 2025 से, 56वीं GST परिषद की सिफ़ारिश पर, ज़्यादातर वस्तुओं और सेवाओं को दो मुख्य दरों, 5% और 18%, पर लाया गया, और हानिकारक व विलासिता की वस्तुओं की छोटी सूची पर 40%; 12% और 28% के स्लैब लगभग हटा दिए गए। सोना और गहने 3% पर हैं और कीमती पत्थर 0.25% या 1.5% पर। दर उस HSN या SAC प्रविष्टि से तय होती है जिसमें आपका माल या सेवा आती है: उसे दर अधिसूचनाओं में देखें (हमारी HSN खोज कोड का अध्याय बताती है), फिर यहाँ इस्तेमाल करें।",
  ],
  faq: [
    {
      question: "किसी कीमत पर GST कैसे निकालें?",
      answer:
        "टैक्स से पहले की कीमत को दर से गुणा करें। ₹1,000 पर 18%: GST = 1,000 × 18 ÷ 100 = ₹180, कुल ₹1,180। राज्य के भीतर यह CGST ₹90 और SGST ₹90 है; दो राज्यों के बीच IGST ₹180।",
    },
    {
      question: "GST सहित राशि से GST कैसे अलग करें?",
      answer:
        "राशि को (100 + दर) से भाग दें और 100 से गुणा करें। 18% सहित ₹11,800: 11,800 × 100 ÷ 118 = टैक्स से पहले ₹10,000, और GST ₹1,800। आम गलती है ₹11,800 का 18% घटाना, जिससे ₹2,124 आता है: यह गलत है, क्योंकि 18% ₹10,000 पर लगा था, ₹11,800 पर नहीं।",
    },
    {
      question: "CGST और SGST कब लगता है, और IGST कब?",
      answer:
        "जब आपूर्तिकर्ता और आपूर्ति का स्थान एक ही राज्य या केंद्र शासित प्रदेश में हों, तो CGST और SGST (या UTGST) लगाएँ, हर एक आधी दर पर। जब वे अलग-अलग राज्यों में हों, या आपूर्ति आयात, निर्यात या विशेष आर्थिक क्षेत्र की इकाई या डेवलपर को हो, तो पूरी दर पर IGST लगाएँ। GSTIN के पहले दो अंक उसका राज्य कोड होते हैं, इसलिए आप दोनों पक्षों के GSTIN मिलाकर देख सकते हैं।",
    },
    {
      question: "22 सितंबर 2025 के बाद GST की दरें क्या हैं?",
      answer:
        "मुख्य रूप से 5% (रियायती दर: कई खाद्य पदार्थ, दवाएँ, रोज़मर्रा की चीज़ें) और 18% (मानक दर), और हानिकारक व विलासिता की वस्तुओं पर 40%, जैसे पान मसाला, चीनी वाले गैस युक्त पेय, बड़ी कारें, 350 सीसी से ज़्यादा की मोटरसाइकिलें और याट। शून्य दर या छूट वाली आपूर्ति 0% पर रहती है; सोना, चाँदी और गहने 3% पर; तराशे और पॉलिश किए हीरे 1.5% पर और कच्चे हीरे 0.25% पर। तंबाकू उत्पादों पर 28% और क्षतिपूर्ति उपकर तब तक लगता रहा, जब तक उपकर के कर्ज़ नहीं चुक जाते।",
    },
    {
      question: "CGST + SGST कभी-कभी IGST से एक पैसा अलग क्यों होता है?",
      answer:
        "इनवॉइस पर हर टैक्स अलग से पैसे तक पूर्णांकित होता है। ₹2,499 पर 5%: 2.5% की दर से CGST ₹62.475 है, जो ₹62.48 होता है, और SGST भी उतना ही, कुल ₹124.96; 5% की दर से IGST ₹124.95 है। दोनों अपनी-अपनी आपूर्ति के लिए सही हैं। रिटर्न में देय टैक्स निकटतम रुपये तक पूर्णांकित होता है (CGST अधिनियम की धारा 170)।",
    },
    {
      question: "क्या यह कैलकुलेटर इनपुट टैक्स क्रेडिट या रिवर्स चार्ज का हिसाब करता है?",
      answer:
        "नहीं। यह एक राशि पर टैक्स निकालता है। रिवर्स चार्ज में टैक्स इसी तरह निकलता है, पर उसे आपूर्तिकर्ता की जगह खरीदार चुकाता है (CGST अधिनियम की धारा 9(3) और 9(4))। इनपुट टैक्स क्रेडिट (ITC) का दावा GSTR-3B में आपके देय टैक्स के सामने किया जाता है, धारा 16 और 17 की शर्तों के साथ।",
    },
  ],
};

export const GST_CALCULATOR_TEXT: Catalogues<typeof en> = { en, hi };
