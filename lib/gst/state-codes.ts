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

export const stateForCode = (code: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(GST_STATE_CODES, code) ? GST_STATE_CODES[code] : undefined;
