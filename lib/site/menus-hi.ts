import { HINDI_TITLES } from "@/lib/calculators/hindi-titles";
import "@/lib/calculators/directory-hi";
import { mainMenus } from "./menus";
import { addMenus } from "./menus-in";

/*
 * The menus as a Hindi page shows them, added to menus-in.ts when a Hindi page loads its words: the same paths (a link to a page not yet in Hindi goes
 * to the English page), Hindi words. Keyed by the English words, so a new menu entry without a
 * Hindi name is caught by the test that reads every Hindi page for English left over.
 */
const HINDI_LABELS: Readonly<Record<string, string>> = {
  Services: "सेवाएँ",
  Resources: "संसाधन",
  Company: "कंपनी",
  "Tools and Calculators": "टूल और कैलकुलेटर",
  "For individuals": "व्यक्तियों के लिए",
  Individual: "व्यक्तिगत",
  "File income-tax return": "आयकर रिटर्न भरें",
  "Income-tax notices and follow-ups": "आयकर नोटिस और उनका जवाब",
  "Optimise your tax": "अपना टैक्स कम करें",
  "Tax audit": "टैक्स ऑडिट",
  "ITR filing for FY 2024-25": "वित्तीय वर्ष 2024-25 का ITR",
  "Kar Se Ghar: file from home": "कर से घर: घर बैठे रिटर्न भरें",
  "ITR filing for Keka users": "Keka उपयोगकर्ताओं के लिए ITR",
  "For businesses": "कारोबार के लिए",
  Business: "कारोबार",
  "Business tax filing": "कारोबार का टैक्स रिटर्न",
  "Online business accounting": "ऑनलाइन कारोबारी लेखा",
  "TDS returns and compliance": "TDS रिटर्न और अनुपालन",
  "Business registration": "कारोबार का पंजीकरण",
  "Gig workers' filing": "गिग कामगारों का रिटर्न",
  "Merge Form 16": "फ़ॉर्म 16 जोड़ें",
  "Payroll compliance": "पेरोल अनुपालन",
  "GST API": "GST API",
  "For professionals": "पेशेवरों के लिए",
  "Business and professionals": "कारोबारी और पेशेवर",
  "TDS rectification": "TDS सुधार",
  "Tax optimiser": "टैक्स बचत सलाहकार",
  "Wealth partners: Dezerv": "संपदा साझेदार: Dezerv",
  Learn: "सीखें",
  "Learning resources": "सीखने की सामग्री",
  "Blog articles": "ब्लॉग लेख",
  "ITR guides": "ITR गाइड",
  "GST guides": "GST गाइड",
  Glossary: "शब्दावली",
  FAQ: "अक्सर पूछे जाने वाले सवाल",
  Webinars: "वेबिनार",
  "Our experts speak": "हमारे विशेषज्ञों की राय",
  Product: "प्रोडक्ट",
  "Product resources": "प्रोडक्ट की जानकारी",
  "Product demo": "प्रोडक्ट डेमो",
  "What's new": "नया क्या है",
  "Request a feature": "नई सुविधा सुझाएँ",
  "About us": "हमारे बारे में",
  "Why choose us": "हमें क्यों चुनें",
  "Media buzz": "मीडिया में हम",
  Partners: "साझेदार",
  "Financial wellness": "वित्तीय सेहत",
  "Tax on income": "आय पर टैक्स",
  "Exemptions and deductions": "छूट और कटौतियाँ",
  "Savings, investments and loans": "बचत, निवेश और लोन",
  "Look-ups and conversions": "खोज और रूपांतरण",
  "View More": "और देखें",
};

const CALCULATOR_PATH = "/tools-and-calculators/";

function hindiLabel(english: string, path?: string): string {
  if (path?.startsWith(CALCULATOR_PATH)) return HINDI_TITLES[path.slice(CALCULATOR_PATH.length)] ?? english;
  return HINDI_LABELS[english] ?? english;
}

addMenus("hi", hindiLabel, mainMenus.map((menu) => ({
  ...menu,
  title: hindiLabel(menu.title),
  items: menu.items.map((item) => ({
    ...item,
    mainLabel: hindiLabel(item.mainLabel),
    label: hindiLabel(item.label, item.path),
    subMenu: item.subMenu?.map((link) => ({ ...link, label: hindiLabel(link.label, link.path) })),
  })),
  more: menu.more && { ...menu.more, label: hindiLabel(menu.more.label) },
})));
