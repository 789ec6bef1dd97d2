import type { GstinKind } from "@/lib/gst/gstin";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { PAN_HOLDER_LABELS, type PanHolderType } from "@/lib/pan";
import { gstNumberSearchMeta } from "./meta";

/*
 * Every word the GSTIN checker shows, in English and Hindi. The GSTIN, PAN and codes are
 * the same in both; the state's name comes from lib/gst/state-codes.ts in each language.
 */

const en = {
  description: gstNumberSearchMeta.description,
  keywords: gstNumberSearchMeta.keywords,
  label: "GSTIN (GST number)",
  help: "15 characters, as printed on a GST invoice or registration certificate. Spaces are ignored.",
  kinds: {
    normal: "Normal taxpayer",
    deductor: "Tax deductor (registered with a TAN)",
    special: "Special registration (non-resident, OIDAR, UN body or other)",
  } as Readonly<Record<GstinKind, string>>,
  holders: PAN_HOLDER_LABELS as Readonly<Record<PanHolderType, string>>,
  structure: "CGST Rules, 2017, rule 10 and GSTN's GSTIN format (state code, PAN, entity number, Z, check character)",
  stateCodesReference: "GST state codes (2011 Census codes, as GSTN lists them)",
  panReference: "Income-tax Act, 1961, s.139A (PAN); CGST Act, 2017, s.25(6) (a PAN is needed for registration)",
  checkReference: "Luhn mod 36 check character, which catches any single mistyped character",
  entityNumber: (entity: string) => `registration number ${entity} of this PAN in this state`,
  entityLetter: (entity: string, count: number) => `registration number ${count} of this PAN in this state (after 9 come A, B, …)`,
  entityInvalid: "not a valid entity number",
  stepState: (code: string) => `Characters 1–2, state code ${code}`,
  stepPan: (what: string, pan: string) => `Characters 3–12, ${what} ${pan}`,
  fourthLetter: (letter: string, holder: string) => `Fourth letter ${letter}: ${holder}`,
  deductorTan: "The deductor's TAN",
  notChecked: "Not checked for this kind of registration",
  stepEntity: (entity: string) => `Character 13, entity number ${entity}`,
  stepFourteenth: (character: string) => `Character 14, ${character}`,
  stepCheck:
    "Character 15, check character: weighted sum of characters 1–14 (values 0–35, weights 1, 2, 1, 2 …, each product as quotient + remainder by 36)",
  stepCheckText: (sum: number, remainder: number, check: number, expected: string, found: string) =>
    `${sum}; ${sum} mod 36 = ${remainder}; (36 − ${remainder}) mod 36 = ${check} → "${expected}", found "${found}"`,
  verdict: "Verdict",
  valid: "Valid",
  invalid: "Invalid",
  validNote: "Well formed, and the check character matches.",
  state: "State",
  stateValue: (state: string, code: string) => `${state} (${code})`,
  entity: "Entity number",
  registration: "Registration",
  registrationValue: (kind: string, holder: string | undefined) => kind + (holder ? `; PAN of a ${holder.toLowerCase()}` : ""),
  summaryValid: (gstin: string, state: string, pan: string) =>
    `${gstin} is a well-formed GSTIN from ${state}, with PAN ${pan}. Whether it is registered and active is for the GST portal to say: see the registered details below.`,
  summaryInvalid: (gstin: string | undefined, reason: string) => `${gstin ?? "This"} is not a valid GSTIN: ${reason}`,
  groupTitle: "GSTIN check (in your browser, no network)",
  breakdownTitle: "What each part of the GSTIN says",
  note: "This check runs in your browser on the GSTIN's structure and check character. A number can pass it and still be unregistered, cancelled or suspended; before you claim input tax credit, check the supplier's status on the GST portal and that the invoice appears in your GSTR-2B.",
  enterGstin: (length: number) => `Enter a GSTIN of ${length} characters to check it.`,
  explanation: [
    "Every GST registration has a 15-character GSTIN. The first two digits are the state code (27 Maharashtra, 29 Karnataka, 07 Delhi, …); characters 3 to 12 are the registrant's PAN; character 13 counts the registrations of that PAN in the state (1 for the first, up to 9 and then A to Z); character 14 is Z for normal taxpayers; and character 15 is a check character worked out from the other fourteen.",
    "The check character uses the Luhn mod 36 method: each character gets a value (0–9 as themselves, A = 10 up to Z = 35), every second one is doubled, each product is reduced to its quotient plus remainder by 36, and the total decides the last character. It is built so that changing any single character, or swapping most pairs of neighbours, gives a different check character: a mistyped GSTIN fails.",
    "A well-formed GSTIN is not proof of a live registration. Before you pay a supplier's GST or claim input tax credit on it (sections 16 and 17 of the CGST Act, 2017), check on the GST portal that the registration is active and the legal name matches the invoice, and that the invoice appears in your GSTR-2B.",
  ] as readonly string[],
  faq: [
    {
      question: "How can I tell if a GSTIN is genuine?",
      answer:
        "First check its structure and check character here: a wrong state code, a PAN in the wrong shape or a mismatched last character means the number is mistyped or made up. Then look the GSTIN up on the GST portal's Search Taxpayer page: it shows the legal and trade names, the status (active, cancelled or suspended), the date of registration and the type of taxpayer.",
    },
    {
      question: "How do I find the PAN from a GSTIN?",
      answer:
        "Characters 3 to 12 of a normal taxpayer's GSTIN are the PAN. In 27AAPFU0939F1ZV the PAN is AAPFU0939F; its fourth letter, F, says the holder is a firm or LLP (P is an individual, C a company, H a Hindu undivided family, T a trust).",
    },
    {
      question: "Can one business have several GSTINs?",
      answer:
        "Yes. A business needs a separate registration in each state or union territory where it supplies from (section 22 and 25 of the CGST Act), and may take more than one within a state for separate business verticals. All carry the same PAN; the state code and the 13th character tell them apart.",
    },
    {
      question: "What does the 14th character Z mean?",
      answer:
        "It is the default character for normal taxpayers. Government departments and others who deduct tax at source under section 51 are registered with their TAN in characters 3 to 12 and a D in position 14; non-resident online service providers, UN bodies and similar registrations follow their own layouts under state codes 97 and 99.",
    },
    {
      question: "Why does this page need the live look-up for the name and status?",
      answer:
        "The name, address and status of a registration live only in the GST Network's records. The structure check here needs no network and works offline; the registered details appear when our look-up service is reachable, with the time they were fetched.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "अपने ब्राउज़र में GSTIN जाँचें: 15 अक्षरों-अंकों की बनावट, राज्य, उसके भीतर का PAN और जाँच अक्षर, गलत होने पर उसका कारण, और लाइव जानकारी उपलब्ध होने पर पंजीकरण का ब्योरा।",
  keywords: "GSTIN जाँच, GST नंबर खोज, GSTIN सत्यापन, GST नंबर का प्रारूप, GSTIN जाँच अंक, GSTIN राज्य कोड, GSTIN से PAN, GST पंजीकरण का ब्योरा",
  label: "GSTIN (GST नंबर)",
  help: "15 अक्षर और अंक, जैसे GST इनवॉइस या पंजीकरण प्रमाणपत्र पर छपे हों। खाली जगह अनदेखी की जाती है।",
  kinds: {
    normal: "सामान्य करदाता",
    deductor: "टैक्स काटने वाला (TAN से पंजीकृत)",
    special: "विशेष पंजीकरण (अनिवासी, विदेशी ऑनलाइन सेवा प्रदाता, संयुक्त राष्ट्र की संस्था या अन्य)",
  },
  holders: {
    individual: "व्यक्ति",
    company: "कंपनी",
    huf: "हिंदू अविभाजित परिवार (HUF)",
    firm: "फ़र्म या LLP",
    aop: "व्यक्तियों का संघ",
    trust: "ट्रस्ट",
    boi: "व्यष्टियों का निकाय",
    localAuthority: "स्थानीय प्राधिकरण",
    artificialJuridicalPerson: "कृत्रिम न्यायिक व्यक्ति",
    government: "सरकार",
  },
  structure: "CGST नियम, 2017, नियम 10 और GSTN का GSTIN प्रारूप (राज्य कोड, PAN, इकाई नंबर, Z, जाँच अक्षर)",
  stateCodesReference: "GST राज्य कोड (2011 की जनगणना के कोड, जैसे GSTN उन्हें सूचीबद्ध करता है)",
  panReference: "आयकर अधिनियम, 1961, धारा 139A (PAN); CGST अधिनियम, 2017, धारा 25(6) (पंजीकरण के लिए PAN ज़रूरी है)",
  checkReference: "लुह्न मॉड 36 जाँच अक्षर, जो किसी भी एक गलत लिखे अक्षर को पकड़ लेता है",
  entityNumber: (entity: string) => `इस राज्य में इस PAN का ${entity} नंबर का पंजीकरण`,
  entityLetter: (entity: string, count: number) => `इस राज्य में इस PAN का ${count} नंबर का पंजीकरण (9 के बाद A, B, … आते हैं)`,
  entityInvalid: "सही इकाई नंबर नहीं",
  stepState: (code: string) => `स्थान 1–2, राज्य कोड ${code}`,
  stepPan: (what: string, pan: string) => `स्थान 3–12, ${what} ${pan}`,
  fourthLetter: (letter: string, holder: string) => `चौथा अक्षर ${letter}: ${holder}`,
  deductorTan: "टैक्स काटने वाले का TAN",
  notChecked: "इस तरह के पंजीकरण के लिए जाँचा नहीं गया",
  stepEntity: (entity: string) => `स्थान 13, इकाई नंबर ${entity}`,
  stepFourteenth: (character: string) => `स्थान 14, ${character}`,
  stepCheck: "स्थान 15, जाँच अक्षर: स्थान 1–14 का भारित जोड़ (मान 0–35, भार 1, 2, 1, 2 …, हर गुणनफल को 36 से भाग देकर भागफल + शेष)",
  stepCheckText: (sum: number, remainder: number, check: number, expected: string, found: string) =>
    `${sum}; ${sum} को 36 से भाग देने पर शेष ${remainder}; (36 − ${remainder}) को 36 से भाग देने पर शेष ${check} → "${expected}", मिला "${found}"`,
  verdict: "नतीजा",
  valid: "सही",
  invalid: "गलत",
  validNote: "प्रारूप सही है, और जाँच अक्षर मेल खाता है।",
  state: "राज्य",
  stateValue: (state: string, code: string) => `${state} (${code})`,
  entity: "इकाई नंबर",
  registration: "पंजीकरण",
  registrationValue: (kind: string, holder: string | undefined) => kind + (holder ? `; ${holder} का PAN` : ""),
  summaryValid: (gstin: string, state: string, pan: string) =>
    `${gstin} ${state} का सही प्रारूप वाला GSTIN है, PAN ${pan} के साथ। यह पंजीकृत और सक्रिय है या नहीं, यह GST पोर्टल बताएगा: नीचे पंजीकरण का ब्योरा देखें।`,
  summaryInvalid: (gstin: string | undefined, reason: string) => `${gstin ?? "यह"} सही GSTIN नहीं है: ${reason}`,
  groupTitle: "GSTIN जाँच (आपके ब्राउज़र में, बिना नेटवर्क के)",
  breakdownTitle: "GSTIN का हर हिस्सा क्या बताता है",
  note: "यह जाँच आपके ब्राउज़र में GSTIN की बनावट और जाँच अक्षर पर चलती है। कोई नंबर इसमें सही निकलकर भी अपंजीकृत, रद्द या निलंबित हो सकता है; इनपुट टैक्स क्रेडिट (ITC) लेने से पहले GST पोर्टल पर आपूर्तिकर्ता की स्थिति जाँचें, और यह भी कि इनवॉइस आपके GSTR-2B में दिख रहा है।",
  enterGstin: (length: number) => `जाँचने के लिए ${length} अक्षरों-अंकों का GSTIN दर्ज करें।`,
  explanation: [
    "हर वस्तु एवं सेवा कर (GST) पंजीकरण का 15 अक्षरों-अंकों का GSTIN होता है। पहले दो अंक राज्य कोड हैं (27 महाराष्ट्र, 29 कर्नाटक, 07 दिल्ली, …); स्थान 3 से 12 पंजीकरण कराने वाले का PAN है; स्थान 13 बताता है कि राज्य में उस PAN का यह कौन-सा पंजीकरण है (पहले के लिए 1, 9 तक और फिर A से Z); सामान्य करदाताओं के लिए स्थान 14 पर Z होता है; और स्थान 15 बाकी चौदह से निकाला गया जाँच अक्षर है।",
    "जाँच अक्षर लुह्न मॉड 36 पद्धति से बनता है: हर अक्षर का एक मान होता है (0–9 अपने ही मान, A = 10 से Z = 35 तक), हर दूसरे मान को दोगुना किया जाता है, हर गुणनफल को 36 से भाग देकर भागफल और शेष का जोड़ लिया जाता है, और कुल जोड़ से आखिरी अक्षर तय होता है। यह ऐसे बना है कि किसी एक अक्षर को बदलने से, या ज़्यादातर पड़ोसी जोड़ों की अदला-बदली से, जाँच अक्षर बदल जाता है: गलत लिखा GSTIN जाँच में गलत निकलता है।",
    "सही प्रारूप वाला GSTIN इस बात का सबूत नहीं कि पंजीकरण चालू है। किसी आपूर्तिकर्ता को GST चुकाने या उस पर इनपुट टैक्स क्रेडिट (ITC) लेने से पहले (CGST अधिनियम, 2017 की धारा 16 और 17), GST पोर्टल पर देखें कि पंजीकरण सक्रिय है और कानूनी नाम इनवॉइस से मेल खाता है, और यह कि इनवॉइस आपके GSTR-2B में दिख रहा है।",
  ],
  faq: [
    {
      question: "कैसे पता करें कि कोई GSTIN असली है?",
      answer:
        "पहले यहाँ उसकी बनावट और जाँच अक्षर देखें: गलत राज्य कोड, गलत बनावट का PAN या आखिरी अक्षर का मेल न खाना बताता है कि नंबर गलत लिखा गया है या गढ़ा गया है। फिर GST पोर्टल के करदाता खोज पेज पर GSTIN देखें: वहाँ कानूनी और व्यापारिक नाम, स्थिति (सक्रिय, रद्द या निलंबित), पंजीकरण की तारीख और करदाता का प्रकार दिखता है।",
    },
    {
      question: "GSTIN से PAN कैसे निकालें?",
      answer:
        "सामान्य करदाता के GSTIN में स्थान 3 से 12 उसका PAN होते हैं। 27AAPFU0939F1ZV में PAN है AAPFU0939F; इसका चौथा अक्षर F बताता है कि धारक फ़र्म या LLP है (P व्यक्ति, C कंपनी, H हिंदू अविभाजित परिवार, T ट्रस्ट)।",
    },
    {
      question: "क्या एक कारोबार के कई GSTIN हो सकते हैं?",
      answer:
        "हाँ। जिस-जिस राज्य या केंद्र शासित प्रदेश से कारोबार आपूर्ति करता है, वहाँ उसे अलग पंजीकरण चाहिए (CGST अधिनियम की धारा 22 और 25), और एक राज्य में अलग-अलग कारोबारी इकाइयों के लिए एक से ज़्यादा पंजीकरण भी ले सकता है। सबमें PAN एक ही होता है; राज्य कोड और 13वाँ अक्षर उन्हें अलग करते हैं।",
    },
    {
      question: "14वें स्थान पर Z का क्या मतलब है?",
      answer:
        "यह सामान्य करदाताओं का डिफ़ॉल्ट अक्षर है। सरकारी विभाग और धारा 51 के तहत स्रोत पर टैक्स काटने वाले दूसरे लोग स्थान 3 से 12 में अपने TAN और स्थान 14 पर D के साथ पंजीकृत होते हैं; अनिवासी ऑनलाइन सेवा प्रदाता, संयुक्त राष्ट्र की संस्थाएँ और ऐसे ही दूसरे पंजीकरण राज्य कोड 97 और 99 के तहत अपनी अलग बनावट रखते हैं।",
    },
    {
      question: "नाम और स्थिति के लिए इस पेज को लाइव जानकारी क्यों चाहिए?",
      answer:
        "पंजीकरण का नाम, पता और स्थिति सिर्फ़ GST नेटवर्क (GSTN) के रिकॉर्ड में होते हैं। यहाँ की बनावट जाँच को नेटवर्क नहीं चाहिए और यह ऑफ़लाइन भी चलती है; पंजीकरण का ब्योरा तब दिखता है जब हमारी जानकारी सेवा उपलब्ध हो, साथ में यह भी कि वह कब लिया गया।",
    },
  ],
};

export const GST_NUMBER_SEARCH_TEXT: Catalogues<typeof en> = { en, hi };
