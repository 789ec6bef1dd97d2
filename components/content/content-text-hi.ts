import { addTranslation } from "@/lib/i18n/catalogue";
import { lawCheckYearsText } from "@/lib/content/law-check-text";
import type { DocumentKind } from "@/lib/content/schemas";
import { clockTimeHi, formatLongDateHi } from "@/lib/format/date-hi";
import { CONTENT_TEXT } from "./content-text";

/* The Hindi words of CONTENT_TEXT: loaded only by Hindi pages. Terms as in docs/hindi-terms.md; trail and listing names as the Hindi menus write them (lib/site/menus-hi.ts). */

const LISTING_TITLES: Readonly<Record<DocumentKind, string>> = {
  article: "ब्लॉग लेख",
  "itr-guide": "ITR गाइड",
  "gst-guide": "GST गाइड",
};


addTranslation(CONTENT_TEXT, "hi", {
  home: "होम",
  learningResources: "सीखने की सामग्री",
  company: "कंपनी",
  mediaBuzz: "मीडिया में हम",
  glossary: "शब्दावली",
  faq: "अक्सर पूछे जाने वाले सवाल",
  webinars: "वेबिनार",
  listingTitle: (kind: DocumentKind) => LISTING_TITLES[kind],
  allOf: (kind: DocumentKind) => `सभी ${LISTING_TITLES[kind]}`,
  latestArticles: "नए लेख",
  listingPageCrumb: (title: string, page: number) => `${title}, पेज ${page}`,
  listingPageSuffix: (page: number, pages: number) => `, ${pages} में से पेज ${page}`,
  listingPages: (title: string) => `${title}: पेज`,
  pageNumber: (page: number) => `पेज ${page}`,
  date: (iso: string) => formatLongDateHi(iso),
  readingTime: (minutes: number) => `· पढ़ने में ${minutes} मिनट`,
  byline: (author: string) => `लेखक: ${author} · प्रकाशित: `,
  updatedOn: "· अंतिम अपडेट: ",
  contents: "विषय-सूची",
  expertTitle: "अपना रिटर्न किसी विशेषज्ञ से भरवाएँ",
  startFiling: "रिटर्न भरना शुरू करें",
  lawCheckedBefore: "कानून से मिलान की तारीख: ",
  lawCheckedAfter: (_yearsText: string, taxYears: readonly string[]) => {
    const years = lawCheckYearsText(taxYears, "hi");
    return years ? ` (${years} के लिए)।` : "।";
  },
  faqTitle: "अक्सर पूछे जाने वाले सवाल",
  readyWhenYouAre: "जब आप तैयार हों, हम तैयार हैं",
  relatedCalculators: "संबंधित कैलकुलेटर",
  calculatorInEnglish: "अभी केवल अंग्रेज़ी में",
  searchGlossary: "शब्दावली में खोजें",
  glossaryPlaceholder: "उदाहरण: रिबेट, TDS, मकान किराया",
  termCount: (total: number) => `${total} शब्द`,
  termsMatching: (shown: number, total: number, query: string) => `“${query}” से ${total} में से ${shown} शब्द मिले`,
  glossaryLetters: "शब्दावली के अक्षर",
  seeAlso: "यह भी देखें:",
  general: "सामान्य",
  upcomingSessions: "आने वाले सत्र",
  pastSessions: "पिछले सत्र",
  noSession: "अभी कोई सत्र तय नहीं है।",
  signUpToRegister: "रजिस्टर करने के लिए साइन अप करें",
  sessionTime: (date: string, hours: number, minutes: string) => `${date}, ${clockTimeHi(hours, minutes)} (भारतीय समय)`,
  durationMinutes: (minutes: number) => `${minutes} मिनट`,
  forAudience: (audience: string) => `${audience} के लिए`,
  pressRelease: "प्रेस विज्ञप्ति",
  announcement: "घोषणा",
});
