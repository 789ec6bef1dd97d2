import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { LeaveLimit } from "@/lib/tax/leave-encashment-exemption";
import { leaveEncashmentMeta } from "./meta";

/*
 * Every word the leave-encashment calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md),
 * not word for word.
 */

type Occasion = "leaving" | "inService";
type Employer = "private" | "government";

const englishPlural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const en = {
  description: leaveEncashmentMeta.description,
  keywords: leaveEncashmentMeta.keywords,
  groupYear: "Year and occasion",
  groupReceived: "Amount received",
  groupService: "Salary, service and leave",
  groupEarlier: "Exempted before",
  fy: "Year you receive it",
  when: "Leave encashed",
  whenOptions: { leaving: "On retirement or leaving the job", inService: "While still in service" } as Readonly<Record<Occasion, string>>,
  whenHelp: "Leaving includes retirement on superannuation, voluntary retirement and resignation.",
  employer: "Your employer",
  employerOptions: { private: "Private, PSU or other", government: "Central or State Government" } as Readonly<Record<Employer, string>>,
  employerHelp: "Public-sector companies, banks and local authorities are not government here.",
  received: "Leave encashment received",
  receivedHelp: "The amount paid for your unused earned leave, before tax.",
  avgSalary: "Average salary, a month, over the 10 months before you left",
  avgSalaryHelp: "Basic + DA that counts for retirement benefits, plus commission fixed as a % of sales. Not HRA or other allowances.",
  years: "Completed years of service",
  yearsHelp: "With the employer paying the encashment. Part of a year does not count.",
  leavePerYear: "Earned leave credited each year",
  leavePerYearHelp: (days: number) => `Earned (privilege) leave a year under your employer's rules; at most ${days} days a year count.`,
  leaveTaken: "Earned leave taken or encashed during service",
  leaveTakenHelp: "All the earned leave you used or were paid for while working, in days.",
  earlier: "Leave encashment exempted before",
  earlierHelp: (limit: string) => `From earlier employers, or another employer this year: it uses up the same ${limit} lifetime limit.`,
  tooMuchLeave: (taken: number, perYear: number, years: number, earned: number) =>
    `You cannot have taken more leave (${englishPlural(taken, "day")}) than you earned: ${englishPlural(perYear, "day")} × ${englishPlural(years, "year")} = ${englishPlural(earned, "day")}. Check the leave taken, the leave a year and the years of service.`,
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  /** A provision's name as the rules give it ("section 10(10AA)(ii)"), in the page's language. */
  provision: (english: string) => english,
  summaryInService: (received: string, year: string) =>
    `All ${received} is taxable as salary for ${year}: leave encashed while you are still in service has no exemption.`,
  summaryAllFree: (received: string, provision: string, year: string) =>
    `All ${received} of your leave encashment is tax-free under ${provision} for ${year}, in both regimes.`,
  summaryPart: (exempt: string, received: string, provision: string, year: string, taxable: string) =>
    `${exempt} of your ${received} leave encashment is tax-free under ${provision} for ${year}; the other ${taxable} is taxed as salary.`,
  yourEncashment: "Your leave encashment",
  receivedLabel: "Leave encashment received",
  exempt: "Tax-free",
  taxable: "Taxable as salary",
  limitsUnder: (provision: string) => `Limits under ${provision}`,
  creditDays: "Leave credit counted, days",
  creditValue: "Value of the leave credit",
  monthsSalary: (months: number) => `${months} months' average salary`,
  limitLeft: "Limit left after earlier exemptions",
  limit: "Limit",
  bindingLimit: "The least, which sets the tax-free part",
  /** The limits' names in the binding-limit sentence; the ten months' salary is monthsSalary. */
  limitNames: { received: "the amount received", leaveCredit: "the value of the leave credit", ceiling: "the limit" } as Readonly<
    Record<Exclude<LeaveLimit, "tenMonths">, string>
  >,
  binding: (names: readonly string[]) => {
    const text = names.join(" and ");
    const sentence = text.charAt(0).toUpperCase() + text.slice(1);
    return names.length > 1 ? `${sentence}, equal` : sentence;
  },
  breakdownInService: "Leave encashed in service: all taxable as salary",
  breakdown: (provision: string) => `Tax-free leave encashment: ${provision}`,
  stepNothingInService: "Tax-free: nothing while in service",
  onlyOnRetirement: (reference: string) => `${reference} (only on retirement)`,
  stepAllTaxable: "Taxable: all of it",
  stepAllFree: "Tax-free: all of it",
  stepTaxable: "Taxable",
  stepAverage: (months: number) => `Average salary, a month, over the ${months} months before retirement`,
  stepCredit: (perYear: number, years: number, taken: number) =>
    `Leave credit: ${perYear} days × ${englishPlural(years, "year")} − ${englishPlural(taken, "day")} taken or encashed`,
  days: (count: number) => englishPlural(count, "day"),
  stepCreditValue: (days: number, salary: string, daysInMonth: number) =>
    `Value of the leave credit: ${englishPlural(days, "day")} × ${salary} ÷ ${daysInMonth} (paise dropped)`,
  stepLessEarlier: "Less leave encashment exempted before",
  stepLimitLeft: "Limit left",
  stepLeast: "Tax-free: the least of the four limits",
  stepTaxableRest: "Taxable: received less the tax-free part",
  noteInService:
    "Leave encashed during service is taxed in the year you receive it. If it relates to earlier years and pushes you into a higher slab, relief for salary paid in arrears (section 89 of the 1961 Act, and its counterpart in the 2025 Act) may reduce the tax.",
  noteRegimes: "The exemption is the same in the old and the new regime. Leave encashment paid to your family after your death is not taxable.",
  noteResignation: "Retirement here includes voluntary retirement and, in the usual reading that employers follow, resignation.",
  noteLifetime: (limit: string) =>
    `The ${limit} limit applies to retirements from 1 April 2023 and is for your whole life: amounts exempted from earlier employers, or from two employers in the same year, use it up.`,
  noteSalary: (months: number) =>
    `Salary here is basic pay, dearness allowance that counts for retirement benefits and commission fixed as a percentage of sales, averaged over the ${months} months before you retired. Only completed years of service count.`,
  noteDays: (maxDays: number, daysInMonth: number) =>
    `Leave counts at no more than ${maxDays} days for each year of service, whatever your employer credits. A day's salary is the monthly average divided by ${daysInMonth}, the usual practice; paise are dropped.`,
  noteGovernment:
    'Only Central and State Government employees are fully exempt. Employees of public-sector companies, banks and local authorities use the four limits: choose "Private, PSU or other".',
  explanation: [
    "Many employers pay you for earned leave you did not take. Income tax treats that payment as salary (section 17(1)(va) of the Income-tax Act, 1961), and whether any of it is tax-free depends on when you receive it and who your employer is.",
    "Leave encashed while you are still working is fully taxable. On retirement, whether on superannuation, voluntary retirement or resignation, Central and State Government employees pay no tax on it (section 10(10AA)(i)). Everyone else, including employees of public-sector companies and banks, gets the least of four amounts tax-free (section 10(10AA)(ii)): the amount received; ten months' average salary; the value of the earned leave to your credit, counting at most 30 days for each completed year of service, at your average salary; and ₹25 lakh for retirements from 1 April 2023 (₹3 lakh before), less anything exempted before.",
    "From tax year 2026-27 the same rules are deductions from salary under section 19 of the Income-tax Act, 2025 (Table, serial numbers 13 and 14). The exemption applies in both regimes. This calculator shows the four limits side by side and which one sets your tax-free amount.",
  ] as readonly string[],
  faq: [
    {
      question: "Is leave encashment on resignation tax-free?",
      answer:
        'The Act speaks of retirement "on superannuation or otherwise", and resignation is usually treated as retirement otherwise than on superannuation, so the same four limits apply. Leave encashed each year while you stay in the job is fully taxable.',
    },
    {
      question: "What is the limit on tax-free leave encashment?",
      answer:
        "₹25 lakh for non-government employees who retire on or after 1 April 2023 (CBDT notification 31/2023); it was ₹3 lakh before. It is a lifetime limit shared across employers. Government employees have no limit.",
    },
    {
      question: "My employer gives 45 days of earned leave a year. Does all of it count?",
      answer:
        "No. For the exemption, leave is counted at no more than 30 days for each completed year of service, less the leave you took or encashed. The rest can still be paid to you, but that part is taxable.",
    },
    {
      question: "Is leave encashment tax-free in the new regime?",
      answer: "Yes. The new regime keeps the leave encashment exemption, so the tax-free amount is the same in both regimes.",
    },
    {
      question: "What counts as salary for the average?",
      answer:
        "Basic pay, dearness allowance if your terms of employment count it for retirement benefits, and commission fixed as a percentage of sales, averaged over the ten months immediately before you retire. HRA and other allowances are left out.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि रिटायरमेंट या इस्तीफ़े पर मिले छुट्टी नकदीकरण का कितना हिस्सा धारा 10(10AA) के तहत कर-मुक्त है: मिली राशि, आपकी जमा छुट्टियों का मूल्य, दस महीने का वेतन और ₹25 लाख की सीमा, इनमें से सबसे कम।",
  keywords:
    "छुट्टी नकदीकरण कैलकुलेटर, छुट्टी नकदीकरण छूट, धारा 10(10AA), 25 लाख सीमा, अर्जित छुट्टी, विशेषाधिकार छुट्टी, रिटायरमेंट, इस्तीफ़ा, छुट्टी के वेतन पर टैक्स, कर वर्ष 2026-27",
  groupYear: "वर्ष और मौका",
  groupReceived: "मिली राशि",
  groupService: "वेतन, सेवा और छुट्टी",
  groupEarlier: "पहले मिली छूट",
  fy: "जिस वर्ष राशि मिली",
  when: "छुट्टी का नकदीकरण कब हुआ",
  whenOptions: { leaving: "रिटायरमेंट या नौकरी छोड़ने पर", inService: "नौकरी के दौरान" },
  whenHelp: "नौकरी छोड़ने में सामान्य रिटायरमेंट, स्वैच्छिक रिटायरमेंट और इस्तीफ़ा, तीनों आते हैं।",
  employer: "आपका नियोक्ता",
  employerOptions: { private: "निजी, सार्वजनिक उपक्रम या अन्य", government: "केंद्र या राज्य सरकार" },
  employerHelp: "सरकारी कंपनियाँ, बैंक और स्थानीय निकाय यहाँ सरकार नहीं माने जाते।",
  received: "मिला छुट्टी नकदीकरण",
  receivedHelp: "आपकी बिना ली गई अर्जित छुट्टियों के बदले मिली राशि, टैक्स से पहले।",
  avgSalary: "नौकरी छोड़ने से पहले के 10 महीनों का औसत मासिक वेतन",
  avgSalaryHelp: "मूल वेतन + रिटायरमेंट लाभों में गिना जाने वाला महँगाई भत्ता (DA), और बिक्री के तय प्रतिशत पर मिलने वाला कमीशन। HRA या दूसरे भत्ते नहीं।",
  years: "सेवा के पूरे वर्ष",
  yearsHelp: "नकदीकरण देने वाले नियोक्ता के साथ। अधूरा वर्ष नहीं गिना जाता।",
  leavePerYear: "हर वर्ष जमा होने वाली अर्जित छुट्टी",
  leavePerYearHelp: (days: number) => `आपके नियोक्ता के नियमों के तहत हर वर्ष मिलने वाली अर्जित (विशेषाधिकार) छुट्टी; वर्ष में अधिकतम ${days} दिन गिने जाते हैं।`,
  leaveTaken: "नौकरी के दौरान ली गई या भुनाई गई अर्जित छुट्टी",
  leaveTakenHelp: "नौकरी के दौरान आपने जितनी अर्जित छुट्टी ली या जिसके बदले पैसे मिले, कुल दिन।",
  earlier: "पहले छूट पा चुका छुट्टी नकदीकरण",
  earlierHelp: (limit: string) => `पिछले नियोक्ताओं से, या इसी वर्ष किसी दूसरे नियोक्ता से: यह जीवन भर की उसी ${limit} की सीमा में से घटता है।`,
  tooMuchLeave: (taken: number, perYear: number, years: number, earned: number) =>
    `आपने जितनी छुट्टी कमाई, उससे ज़्यादा (${taken} दिन) आप नहीं ले सकते: ${perYear} दिन × ${years} वर्ष = ${earned} दिन। ली गई छुट्टी, हर वर्ष की छुट्टी और सेवा के वर्ष जाँच लें।`,
  year: (label: string) => label,
  provision: (english: string) =>
    english
      .replace(/^section (\S+), Sl\. No\. (\d+) of the Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $3 की धारा $1, क्रम सं. $2")
      .replace(/^section (\S+) of the Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $2 की धारा $1")
      .replace(/^section /, "धारा "),
  summaryInService: (received: string, year: string) =>
    `${year} के लिए पूरे ${received} पर वेतन की तरह टैक्स लगता है: नौकरी के दौरान भुनाई गई छुट्टी पर कोई छूट नहीं है।`,
  summaryAllFree: (received: string, provision: string, year: string) =>
    `${year} के लिए आपका पूरा ${received} छुट्टी नकदीकरण ${provision} के तहत कर-मुक्त है, दोनों कर व्यवस्थाओं में।`,
  summaryPart: (exempt: string, received: string, provision: string, year: string, taxable: string) =>
    `${year} के लिए आपके ${received} छुट्टी नकदीकरण में से ${exempt} ${provision} के तहत कर-मुक्त है; बाकी ${taxable} पर वेतन की तरह टैक्स लगता है।`,
  yourEncashment: "आपका छुट्टी नकदीकरण",
  receivedLabel: "मिला छुट्टी नकदीकरण",
  exempt: "कर-मुक्त",
  taxable: "वेतन के रूप में कर योग्य",
  limitsUnder: (provision: string) => `${provision} के तहत सीमाएँ`,
  creditDays: "गिनी गई जमा छुट्टी, दिन",
  creditValue: "जमा छुट्टी का मूल्य",
  monthsSalary: (months: number) => `${months} महीने का औसत वेतन`,
  limitLeft: "पहले की छूटों के बाद बची सीमा",
  limit: "सीमा",
  bindingLimit: "सबसे कम राशि, जिससे कर-मुक्त हिस्सा तय होता है",
  limitNames: { received: "मिली राशि", leaveCredit: "जमा छुट्टी का मूल्य", ceiling: "सीमा" },
  binding: (names: readonly string[]) => `${names.join(" और ")}${names.length > 2 ? " (सब बराबर)" : names.length > 1 ? " (दोनों बराबर)" : ""}`,
  breakdownInService: "नौकरी के दौरान भुनाई गई छुट्टी: पूरी राशि वेतन के रूप में कर योग्य",
  breakdown: (provision: string) => `कर-मुक्त छुट्टी नकदीकरण: ${provision}`,
  stepNothingInService: "कर-मुक्त: नौकरी के दौरान कुछ नहीं",
  onlyOnRetirement: (reference: string) => `${reference} (सिर्फ़ रिटायरमेंट पर)`,
  stepAllTaxable: "कर योग्य: पूरी राशि",
  stepAllFree: "कर-मुक्त: पूरी राशि",
  stepTaxable: "कर योग्य",
  stepAverage: (months: number) => `रिटायरमेंट से पहले के ${months} महीनों का औसत मासिक वेतन`,
  stepCredit: (perYear: number, years: number, taken: number) => `जमा छुट्टी: ${perYear} दिन × ${years} वर्ष − ली गई या भुनाई गई ${taken} दिन की छुट्टी`,
  days: (count: number) => `${count} दिन`,
  stepCreditValue: (days: number, salary: string, daysInMonth: number) => `जमा छुट्टी का मूल्य: ${days} दिन × ${salary} ÷ ${daysInMonth} (पैसे छोड़कर)`,
  stepLessEarlier: "घटाएँ: पहले छूट पा चुका छुट्टी नकदीकरण",
  stepLimitLeft: "बची सीमा",
  stepLeast: "कर-मुक्त: चारों सीमाओं में से सबसे कम",
  stepTaxableRest: "कर योग्य: मिली राशि घटा कर-मुक्त हिस्सा",
  noteInService:
    "नौकरी के दौरान भुनाई गई छुट्टी पर उसी वर्ष टैक्स लगता है जिसमें राशि मिली। अगर यह पिछले वर्षों से जुड़ी है और आपको ऊँचे स्लैब में ले जाती है, तो बकाया वेतन पर मिलने वाली राहत (1961 के अधिनियम की धारा 89, और 2025 के अधिनियम में उसका समकक्ष प्रावधान) से टैक्स घट सकता है।",
  noteRegimes: "छूट पुरानी और नई, दोनों कर व्यवस्थाओं में एक जैसी है। आपकी मृत्यु के बाद परिवार को मिला छुट्टी नकदीकरण कर योग्य नहीं है।",
  noteResignation: "यहाँ रिटायरमेंट में स्वैच्छिक रिटायरमेंट भी आता है, और नियोक्ता आम तौर पर जिस अर्थ को मानते हैं, उसके मुताबिक इस्तीफ़ा भी।",
  noteLifetime: (limit: string) =>
    `${limit} की सीमा 1 अप्रैल 2023 से हुए रिटायरमेंट पर लागू है और पूरे जीवन के लिए है: पिछले नियोक्ताओं से, या एक ही वर्ष में दो नियोक्ताओं से, छूट पा चुकी राशि इसी में से घटती है।`,
  noteSalary: (months: number) =>
    `यहाँ वेतन का अर्थ है मूल वेतन, रिटायरमेंट लाभों में गिना जाने वाला महँगाई भत्ता और बिक्री के तय प्रतिशत पर मिलने वाला कमीशन, रिटायरमेंट से पहले के ${months} महीनों का औसत। सेवा के सिर्फ़ पूरे वर्ष गिने जाते हैं।`,
  noteDays: (maxDays: number, daysInMonth: number) =>
    `सेवा के हर वर्ष के लिए अधिकतम ${maxDays} दिन की छुट्टी गिनी जाती है, चाहे आपका नियोक्ता कितनी भी जमा करे। एक दिन का वेतन मासिक औसत को ${daysInMonth} से भाग देकर निकलता है, जैसा आम चलन है; पैसे छोड़ दिए जाते हैं।`,
  noteGovernment:
    'सिर्फ़ केंद्र और राज्य सरकार के कर्मचारियों को पूरी छूट है। सरकारी कंपनियों, बैंकों और स्थानीय निकायों के कर्मचारियों पर चारों सीमाएँ लागू होती हैं: "निजी, सार्वजनिक उपक्रम या अन्य" चुनें।',
  explanation: [
    "कई नियोक्ता उन अर्जित छुट्टियों के बदले पैसे देते हैं जो आपने नहीं लीं। आयकर में यह भुगतान वेतन माना जाता है (आयकर अधिनियम, 1961 की धारा 17(1)(va)), और इसका कोई हिस्सा कर-मुक्त है या नहीं, यह इस पर निर्भर है कि राशि कब मिली और आपका नियोक्ता कौन है।",
    "नौकरी के दौरान भुनाई गई छुट्टी पूरी कर योग्य है। रिटायरमेंट पर, चाहे सामान्य रिटायरमेंट हो, स्वैच्छिक रिटायरमेंट हो या इस्तीफ़ा, केंद्र और राज्य सरकार के कर्मचारियों को इस पर कोई टैक्स नहीं देना होता (धारा 10(10AA)(i))। बाकी सबको, सरकारी कंपनियों और बैंकों के कर्मचारियों समेत, चार राशियों में से सबसे कम कर-मुक्त मिलती है (धारा 10(10AA)(ii)): मिली राशि; दस महीने का औसत वेतन; आपके खाते में जमा अर्जित छुट्टी का मूल्य, सेवा के हर पूरे वर्ष के लिए अधिकतम 30 दिन गिनकर, आपके औसत वेतन पर; और 1 अप्रैल 2023 से हुए रिटायरमेंट पर ₹25 लाख (उससे पहले ₹3 लाख), पहले मिली छूट घटाकर।",
    "कर वर्ष 2026-27 से यही नियम आयकर अधिनियम, 2025 की धारा 19 (सारणी, क्रम सं. 13 और 14) के तहत वेतन से कटौती के रूप में हैं। छूट दोनों कर व्यवस्थाओं में मिलती है। यह कैलकुलेटर चारों सीमाएँ साथ-साथ दिखाता है, और यह भी कि आपकी कर-मुक्त राशि किस सीमा से तय होती है।",
  ],
  faq: [
    {
      question: "क्या इस्तीफ़े पर मिला छुट्टी नकदीकरण कर-मुक्त है?",
      answer:
        'अधिनियम में "उम्र पूरी होने पर (अधिवर्षिता) या अन्यथा" रिटायरमेंट की बात है, और इस्तीफ़े को आम तौर पर उम्र पूरी होने से पहले का रिटायरमेंट माना जाता है, इसलिए वही चार सीमाएँ लागू होती हैं। नौकरी में रहते हुए हर वर्ष भुनाई गई छुट्टी पूरी कर योग्य है।',
    },
    {
      question: "कर-मुक्त छुट्टी नकदीकरण की सीमा क्या है?",
      answer:
        "1 अप्रैल 2023 या उसके बाद रिटायर होने वाले गैर-सरकारी कर्मचारियों के लिए ₹25 लाख (CBDT अधिसूचना 31/2023); पहले यह ₹3 लाख थी। यह जीवन भर की सीमा है, जो सभी नियोक्ताओं में बँटती है। सरकारी कर्मचारियों के लिए कोई सीमा नहीं है।",
    },
    {
      question: "मेरा नियोक्ता वर्ष में 45 दिन की अर्जित छुट्टी देता है। क्या पूरी गिनी जाएगी?",
      answer:
        "नहीं। छूट के लिए सेवा के हर पूरे वर्ष के लिए अधिकतम 30 दिन की छुट्टी गिनी जाती है, ली गई या भुनाई गई छुट्टी घटाकर। बाकी के पैसे भी आपको मिल सकते हैं, पर वह हिस्सा कर योग्य है।",
    },
    {
      question: "क्या नई कर व्यवस्था में छुट्टी नकदीकरण कर-मुक्त है?",
      answer: "हाँ। नई कर व्यवस्था में छुट्टी नकदीकरण की छूट बनी रहती है, इसलिए कर-मुक्त राशि दोनों व्यवस्थाओं में एक जैसी है।",
    },
    {
      question: "औसत के लिए वेतन में क्या गिना जाता है?",
      answer:
        "मूल वेतन, महँगाई भत्ता अगर आपकी नौकरी की शर्तें उसे रिटायरमेंट लाभों में गिनती हैं, और बिक्री के तय प्रतिशत पर मिलने वाला कमीशन, रिटायरमेंट से ठीक पहले के दस महीनों का औसत। HRA और दूसरे भत्ते इसमें नहीं आते।",
    },
  ],
};

export const LEAVE_ENCASHMENT_TEXT: Catalogues<typeof en> = { en, hi };
