/**
 * GST state codes: the first two characters of a GSTIN and the place-of-supply codes
 * (the 2011 Census state codes, as listed by GSTN; docs/tax-methods.md §26.1). 97 is "Other
 * Territory" and 99 the Centre's own jurisdiction. 25 (Daman and Diu) remains valid for
 * GSTINs issued before the merger with Dadra and Nagar Haveli on 26 January 2020, and 28
 * for Andhra Pradesh registrations made before Telangana's formation in 2014.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Daman and Diu (before the 2020 merger)",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh (registered before 2014)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
  "99": "Centre Jurisdiction",
};

/** The same states and territories as a Hindi page names them. */
export const GST_STATE_NAMES_HI: Readonly<Record<string, string>> = {
  "01": "जम्मू और कश्मीर",
  "02": "हिमाचल प्रदेश",
  "03": "पंजाब",
  "04": "चंडीगढ़",
  "05": "उत्तराखंड",
  "06": "हरियाणा",
  "07": "दिल्ली",
  "08": "राजस्थान",
  "09": "उत्तर प्रदेश",
  "10": "बिहार",
  "11": "सिक्किम",
  "12": "अरुणाचल प्रदेश",
  "13": "नगालैंड",
  "14": "मणिपुर",
  "15": "मिज़ोरम",
  "16": "त्रिपुरा",
  "17": "मेघालय",
  "18": "असम",
  "19": "पश्चिम बंगाल",
  "20": "झारखंड",
  "21": "ओडिशा",
  "22": "छत्तीसगढ़",
  "23": "मध्य प्रदेश",
  "24": "गुजरात",
  "25": "दमन और दीव (2020 के विलय से पहले)",
  "26": "दादरा और नगर हवेली और दमन और दीव",
  "27": "महाराष्ट्र",
  "28": "आंध्र प्रदेश (2014 से पहले पंजीकृत)",
  "29": "कर्नाटक",
  "30": "गोवा",
  "31": "लक्षद्वीप",
  "32": "केरल",
  "33": "तमिलनाडु",
  "34": "पुडुचेरी",
  "35": "अंडमान और निकोबार द्वीपसमूह",
  "36": "तेलंगाना",
  "37": "आंध्र प्रदेश",
  "38": "लद्दाख",
  "97": "अन्य क्षेत्र",
  "99": "केंद्र का क्षेत्राधिकार",
};

export const stateForCode = (code: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(GST_STATE_CODES, code) ? GST_STATE_CODES[code] : undefined;

/** A state code's name in the page's language (English by default). */
export const stateNameIn = (code: string, locale: "en" | "hi" = "en"): string | undefined =>
  locale === "hi" && Object.prototype.hasOwnProperty.call(GST_STATE_NAMES_HI, code) ? GST_STATE_NAMES_HI[code] : stateForCode(code);
