import type { Catalogues } from "@/lib/i18n/catalogue";
import { defaultMeta } from "@/lib/site/seo";

/* The home page's words in English and Hindi (the Hindi written for a Hindi reader, docs/hindi-terms.md). */

const en = {
  // English pages use the site's default meta (lib/site/seo.ts), the one place for it.
  seoTitle: (brand: string): string => (brand ? defaultMeta.title : ""),
  seoDescription: defaultMeta.description,
  eyebrow: (year: number) => `Trusted by taxpayers since ${year}`,
  title: "Your taxes, filed right by experts. Without the paperwork.",
  lead: (city: string) =>
    `Income-tax returns, TDS and GST compliance, and business accounting for individuals, professionals and companies across India, handled by chartered accountants from ${city}.`,
  city: "",
  startFiling: "Start filing",
  freeCalculators: "Free tax calculators",
  atAGlance: "At a glance",
  facts: [
    { title: "FY 2026-27", text: "calculators updated for Budget 2026" },
    { title: "Both regimes", text: "compared for every return we file" },
    { title: "CA-reviewed", text: "every computation before it is filed" },
  ] as readonly { title: string; text: string }[],
  servicesTitle: "What we do for you",
  services: [
    { title: "Income-tax return filing", text: "A chartered accountant prepares your ITR from Form 16, AIS and your documents, picks the right form and regime, and files it before the due date." },
    { title: "TDS returns and compliance", text: "Quarterly 24Q, 26Q and 27Q returns, Form 16 and 16A, challan matching and defaults resolved before they turn into notices." },
    { title: "GST registration and returns", text: "GSTR-1 and GSTR-3B on time, input tax credit reconciled with GSTR-2B, and replies to GST notices drafted by experts." },
    { title: "Business accounting", text: "Books kept month by month so that your return, your GST and your tax audit all start from the same numbers." },
    { title: "Tax optimisation", text: "Old or new regime, HRA, home loan, NPS and health cover: we show what each choice saves you, in rupees, before you decide." },
    { title: "Income-tax notices", text: "Mismatch, defective-return and demand notices read, answered and followed up on the e-filing portal until they close." },
  ] as readonly { title: string; text: string }[],
  stepsTitle: "How filing with us works",
  steps: [
    { title: "Share your documents", text: "Upload Form 16, bank statements and investment proofs, or let us fetch your AIS and 26AS with your consent." },
    { title: "Review with an expert", text: "Your tax expert explains the computation, both regimes and every deduction, and answers your questions." },
    { title: "Filed and verified", text: "We file the return, help you e-verify it, and track the refund or any notice that follows." },
  ] as readonly { title: string; text: string }[],
  toolsTitle: "Work out your tax in a minute",
  toolsText: "Old or new regime, HRA, capital gains, advance tax and more: free calculators that show every step and the section of the law behind it.",
  openCalculators: "Open the calculators",
};

export const HOME_TEXT: Catalogues<typeof en> = {
  en,
  hi: {
    seoTitle: (brand: string) => `${brand}: विशेषज्ञों के साथ ऑनलाइन ITR, TDS और GST रिटर्न भरें`,
    seoDescription: "चार्टर्ड अकाउंटेंट (CA) के साथ अपना आयकर रिटर्न, TDS और GST रिटर्न भरें, और कर वर्ष 2026-27 के अनुसार अद्यतन मुफ़्त कैलकुलेटर इस्तेमाल करें।",
    eyebrow: (year: number) => `${year} से करदाताओं का भरोसा`,
    title: "आपका टैक्स, विशेषज्ञों के हाथों सही ढंग से भरा हुआ। कागज़ी झंझट के बिना।",
    lead: (city: string) =>
      `पूरे भारत के व्यक्तियों, पेशेवरों और कंपनियों के लिए आयकर रिटर्न, TDS और GST का अनुपालन, और कारोबारी लेखा, ${city} के चार्टर्ड अकाउंटेंट (CA) के हाथों।`,
    city: "नई दिल्ली",
    startFiling: "रिटर्न भरना शुरू करें",
    freeCalculators: "मुफ़्त टैक्स कैलकुलेटर",
    atAGlance: "एक नज़र में",
    facts: [
      { title: "कर वर्ष 2026-27", text: "बजट 2026 के अनुसार अद्यतन कैलकुलेटर" },
      { title: "दोनों कर व्यवस्थाएँ", text: "हर रिटर्न में दोनों की तुलना" },
      { title: "CA से जाँचा हुआ", text: "भरने से पहले हर हिसाब" },
    ],
    servicesTitle: "हम आपके लिए क्या करते हैं",
    services: [
      { title: "आयकर रिटर्न भरना", text: "चार्टर्ड अकाउंटेंट फ़ॉर्म 16, AIS और आपके दस्तावेज़ों से आपका ITR तैयार करते हैं, सही फ़ॉर्म और कर व्यवस्था चुनते हैं, और नियत तारीख से पहले रिटर्न भरते हैं।" },
      { title: "TDS रिटर्न और अनुपालन", text: "हर तिमाही के 24Q, 26Q और 27Q रिटर्न, फ़ॉर्म 16 और 16A, चालान का मिलान, और चूकें नोटिस बनने से पहले सुलझाई जाती हैं।" },
      { title: "GST पंजीकरण और रिटर्न", text: "GSTR-1 और GSTR-3B समय पर, इनपुट टैक्स क्रेडिट (ITC) का GSTR-2B से मिलान, और GST नोटिसों के जवाब विशेषज्ञों के लिखे हुए।" },
      { title: "कारोबारी लेखा", text: "हर महीने बही-खाते तैयार, ताकि आपका रिटर्न, आपका GST और आपका टैक्स ऑडिट एक ही आँकड़ों से शुरू हों।" },
      { title: "टैक्स की बचत", text: "पुरानी या नई कर व्यवस्था, HRA, होम लोन, NPS और स्वास्थ्य बीमा: फ़ैसले से पहले हम दिखाते हैं कि हर विकल्प से आपको रुपयों में कितनी बचत होती है।" },
      { title: "आयकर नोटिस", text: "मिलान न होने, त्रुटिपूर्ण रिटर्न और माँग के नोटिस पढ़े जाते हैं, उनका जवाब दिया जाता है और ई-फ़ाइलिंग पोर्टल पर उनके बंद होने तक पीछा किया जाता है।" },
    ],
    stepsTitle: "हमारे साथ रिटर्न भरना कैसे होता है",
    steps: [
      { title: "अपने दस्तावेज़ दें", text: "फ़ॉर्म 16, बैंक स्टेटमेंट और निवेश के सबूत अपलोड करें, या अपनी सहमति से हमें अपना AIS और 26AS लाने दें।" },
      { title: "विशेषज्ञ के साथ जाँच", text: "आपके टैक्स विशेषज्ञ हिसाब, दोनों कर व्यवस्थाएँ और हर कटौती समझाते हैं, और आपके सवालों के जवाब देते हैं।" },
      { title: "रिटर्न भरा और सत्यापित", text: "हम रिटर्न भरते हैं, उसे ई-सत्यापित करने में मदद करते हैं, और रिफ़ंड या उसके बाद आने वाले किसी भी नोटिस पर नज़र रखते हैं।" },
    ],
    toolsTitle: "एक मिनट में अपना टैक्स निकालें",
    toolsText: "पुरानी या नई कर व्यवस्था, HRA, पूंजीगत लाभ, अग्रिम कर और भी बहुत कुछ: मुफ़्त कैलकुलेटर, जो हर चरण और उसके पीछे कानून की धारा दिखाते हैं।",
    openCalculators: "कैलकुलेटर खोलें",
  },
};
