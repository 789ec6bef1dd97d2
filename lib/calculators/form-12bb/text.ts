import { formatInr } from "@/lib/format";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { CURRENT_FINANCIAL_YEAR, rulesFor, type AgeBand } from "@/lib/tax";
import { form12bbRulesFor } from "@/lib/tax/form-12bb-rules";
import { PRESCRIBED_FORMS, prescribedFormFor } from "@/lib/tax/forms";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { form12bbMeta } from "./meta";

/*
 * Every word the Form 124 / 12BB page shows around the form, in English and Hindi. The filled
 * form itself (its rows, the verification, the PDF) keeps the prescribed form's official
 * English wording in both languages (./declaration.ts); the page that explains it, its
 * labels, help, summary, working, notes and FAQ, is in the page's language. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

/** The year's declaration and the one it replaced (lib/tax/forms.ts). */
const current = prescribedFormFor("employeeClaims", CURRENT_FINANCIAL_YEAR);
const earlier = PRESCRIBED_FORMS.employeeClaims.rules1962;

const panThreshold = formatInr(RENT_RECEIPT_RULES.landlordPanThreshold.value);
const limits = rulesFor(CURRENT_FINANCIAL_YEAR).deductionLimits;
const interestLimits = form12bbRulesFor(CURRENT_FINANCIAL_YEAR);

/** "Form 124" → "फ़ॉर्म 124"; "rule 205" → "नियम 205"; "section 392" → "धारा 392". */
export const formHi = (name: string) => name.replace(/\bForm /g, "फ़ॉर्म ");
export const ruleHi = (rule: string) => rule.replace(/^rule /, "नियम ");
export const sectionHi = (section: string) => section.replace(/^sections? /, "धारा ");

const currentHi = formHi(current.name);
const earlierHi = formHi(earlier.name);
/** "धारा 392 (1961 के अधिनियम की धारा 192)" */
const tdsSalaryHi = `${sectionHi(sectionOf("tdsSalary", CURRENT_FINANCIAL_YEAR))} (1961 के अधिनियम की ${sectionHi(sectionOf("tdsSalary", "2025-26"))})`;

type LenderType = "bank" | "employer" | "other";

const en = {
  description: form12bbMeta.description,
  keywords: form12bbMeta.keywords,
  groupYear: "Year and salary",
  groupHra: "1. House rent allowance",
  groupLtc: "2. Leave travel concession",
  groupLoan: "3. Interest on a home loan",
  groupDeductions: "4. Chapter VI-A deductions",
  groupDetails: "Your details for the form",
  fy: "Financial year",
  age: "Your age during the year",
  ageHelp: "Age on the last day of the year: it sets the old regime's slabs and the 80D and 80TTB limits.",
  ageOptions: { below60: "Below 60", "60to80": "60 to 79", "80plus": "80 or more" } as Readonly<Record<AgeBand, string>>,
  salary: "Gross salary (yearly)",
  salaryHelp: "Your salary for the year before any deduction, including HRA and LTA.",
  other: "Other income you declare to your employer",
  otherHelp: "Savings and deposit interest and the like. Needed for 80TTA or 80TTB.",
  rent: "Rent paid in the year",
  rentHelp: "Leave 0 if you do not pay rent.",
  basic: "Basic salary plus DA (yearly)",
  basicHelp: "Only the DA that counts for retirement benefits. The HRA exemption and the 80CCD(1) limit are worked out on it.",
  hraReceived: "HRA received (yearly)",
  metro: "The rented house is in a city with the 50% limit",
  landlord: "Landlord's name",
  landlordHelp: `Needed when the rent for the year is above ${panThreshold}.`,
  llAddress: "Landlord's address",
  llPan: "Landlord's PAN",
  llNoPan: "The landlord has no PAN",
  llNoPanHelp: "Then attach the landlord's signed declaration that they have no PAN, with their name and address.",
  llRelation: "Your relationship with the landlord, if any",
  llRelationHelp:
    "For example father, mother or spouse; leave blank if the landlord is not related to you. Rent paid to a relative still counts when it is really paid and the landlord shows it as income.",
  lta: "Leave travel concession claimed",
  ltaHelp: "The fare for journeys in India you claim as exempt.",
  ltaDetails: "Travel details",
  ltaDetailsHelp: "Who travelled, from where to where, when, and how (air, rail, road).",
  hl: "Home-loan interest (self-occupied house)",
  hlHelp: "Interest paid or payable for the year, from the lender's certificate.",
  lenderType: "Lender",
  lenderTypeOptions: { bank: "Bank or financial institution", employer: "Employer", other: "Someone else" } as Readonly<Record<LenderType, string>>,
  lender: "Lender's name",
  lenderAddress: "Lender's address",
  lenderPan: "Lender's PAN",
  lenderPanHelp: "Required for a lender other than a bank, financial institution or employer.",
  ded80c: "Section 80C",
  ded80cHelp: "EPF, PPF, ELSS, life insurance, tuition fees, home-loan principal, 5-year deposits.",
  ev80c: "80C particulars",
  ev80cHelp: "What you invested in, e.g. PPF ₹50,000; ELSS ₹1,00,000.",
  ded80ccc: "Section 80CCC (pension fund)",
  ded80ccd1: "Section 80CCD(1): your NPS contribution",
  ded80ccd1Help: "Counted within ₹1,50,000 together with 80C and 80CCC, up to 10% of basic plus DA.",
  ded80ccd1b: "Section 80CCD(1B): additional NPS",
  ded80ccd1bHelp: "Up to ₹50,000, over and above 80C.",
  ded80d: "Section 80D (health insurance)",
  ded80dHelp: "Premiums and check-ups for you, your family and your parents.",
  ev80d: "80D particulars",
  ev80dHelp: "Insurer and who is covered, e.g. self and family ₹25,000; parents (senior) ₹40,000.",
  ded80e: "Section 80E (education-loan interest)",
  ev80e: "80E particulars",
  ev80eHelp: "The lender and the student.",
  ded80g: "Section 80G (qualifying amount of donations)",
  ded80gHelp: "The deductible amount, after the 50% rule and limits that apply to the donee.",
  ev80g: "80G particulars",
  ev80gHelp: "Donee's name and PAN, and the receipt number.",
  ded80tta: "Section 80TTA or 80TTB (interest)",
  ded80ttaHelp: "80TTA: savings-account interest up to ₹10,000. At 60 or more, 80TTB: deposit interest up to ₹50,000.",
  name: "Your name",
  nameHelp: "For the form. Left blank, the PDF keeps a line to write it by hand.",
  parent: "Father's or mother's name",
  parentHelp: "The verification reads “son/daughter of”.",
  pan: "Your PAN",
  address: "Your address",
  designation: "Designation",
  place: "Place",
  placeHelp: "Where you sign the form.",

  /** A form's or rule's name as the registry gives it ("Form 124", "rule 205"). */
  form: (name: string) => name,
  rule: (rule: string) => rule,
  hraParts: (salary: string) => `Basic salary and HRA are parts of your gross salary, so together they cannot be more than it (${salary}).`,
  landlordName: (form: string, rule: string) => `The rent for the year is above ${panThreshold}, so ${form} needs the landlord's name (${rule}).`,
  landlordAddress: (form: string, rule: string) => `The rent for the year is above ${panThreshold}, so ${form} needs the landlord's address (${rule}).`,
  landlordPan: (form: string) =>
    `The rent for the year is above ${panThreshold}, so ${form} needs the landlord's PAN: enter it, or switch on "The landlord has no PAN" and attach their declaration.`,
  ownPanRent: "This is your own PAN (entered under your details): rent paid to yourself does not qualify for the HRA exemption.",
  ltaAtMost: (most: string) => `LTC is part of your gross salary, with basic salary and HRA: it can be at most ${most} here.`,
  ltaAtMostSalary: (salary: string) => `LTC is part of your gross salary, so it cannot be more than it (${salary}).`,
  ltaDetailsNeeded: (form: string, rule: string) =>
    `Describe the journey: who travelled, from where to where, when and how. ${form} asks for evidence of the expense (${rule}).`,
  lenderNeeded: (form: string, rule: string) => `${form} needs the lender's name for a home-loan interest claim (${rule}).`,
  lenderAddressNeeded: (form: string, rule: string) => `${form} needs the lender's address for a home-loan interest claim (${rule}).`,
  lenderPanNeeded: (form: string) => `For a lender other than a bank, financial institution or your employer, ${form} needs the lender's PAN.`,
  ownPanLoan: "This is your own PAN (entered under your details): interest on money borrowed from yourself is not a deduction.",
  interestNotIncome: (amount: string) =>
    `80TTA and 80TTB are deducted from the interest itself: enter the interest (at least ${amount}) under "Other income you declare to your employer" too.`,

  /** The year in a sentence: "tax year 2026-27", "FY 2025-26 (AY 2026-27)". */
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  summaryOld: (saving: string, year: string, form: string) =>
    `With these claims the old regime costs ${saving} less for ${year}: tell your employer you choose the old regime, and give them this ${form} with the evidence.`,
  summaryNew: (saving: string, year: string, form: string) =>
    `The new regime still costs ${saving} less for ${year}, because it ignores almost all of these claims: ${form} would not lower your tax.`,
  summaryEqual: (tax: string, year: string) => `Both regimes come to ${tax} for ${year} with these claims.`,
  claimDeclared: (label: string, declared: string) => `${label} (declared ${declared})`,
  noClaims: "No claims entered",
  nil: "Nil",
  claimsTitle: "Claims: what the old regime allows",
  hraTitle: "HRA exemption: the least of three amounts",
  hraReceivedStep: "(a) HRA received",
  hraRentStep: (percent: number) => `(b) Rent paid less ${percent}% of basic salary plus DA`,
  hraShareStep: (percent: number, metro: boolean, cities: readonly string[]) =>
    `(c) ${percent}% of basic salary plus DA (${metro ? "home in" : "home outside"} ${cities.length < 2 ? cities.join("") : `${cities.slice(0, -1).join(", ")} or ${cities[cities.length - 1]}`})`,
  exemptHra: "Exempt HRA",
  oldRegime: "Old regime",
  newRegime: (section: string) => `New regime (${section})`,
  section: (section: string) => section,
  claimsIn: (form: string) => `Claims in ${form}`,
  notAllowed: "Not allowed",
  noteNewRegime: (reference: string) =>
    `The new regime ignores HRA, LTC, interest on a self-occupied house and these Chapter VI-A deductions (${reference}). Your employer deducts tax under the new regime unless you tell them you choose the old one (CBDT Circular 04/2023).`,
  noteAssumptions:
    "The HRA exemption assumes the same rent, salary and city all year. The home loan is taken to be for the house you live in. 80D is capped at the most the section allows (your limit plus the parents' senior-citizen limit): the 80D calculator works out the exact figure. 80G is the qualifying amount from your donation receipts.",
  noteLtc:
    "LTC is exempt for two journeys in a block of four calendar years, up to the economy air fare or first-class AC rail fare by the shortest route; your employer checks the tickets.",
  noteLeftOut: "Professional tax, the employer's NPS contribution (80CCD(2)) and perquisites are left out: your employer has those figures.",
  notePdf:
    "The PDF shows the amounts you declare; the tax figures above use them within their limits. What you type stays in your browser and the PDF is made on your device. The inputs are in this page's address, so anyone you share the link with sees them.",
  note2025Act: (year: string, form: string, rule: string) =>
    `${year} falls under the Income-tax Act, 2025: the declaration is ${form} under ${rule} of the Income-tax Rules, 2026. It asks for the same four claims and evidence, and also your relationship with the landlord. The deductions are named by the 2025 Act's sections where we have confirmed them, with the 1961 section beside each.`,
  yourClaims: "Your claims",
  hraExemption: "HRA exemption",
  hraExemptionNote: (rule: string) => `Least of the three amounts of ${rule}`,
  noRent: "No rent entered",
  oldAllowed: "Claims the old regime allows",
  oldAllowedNote: "Exemptions and deductions within their limits",
  panRequired: "Landlord's PAN required",
  yes: "Yes",
  no: "No",
  panAbove: `Rent for the year is above ${panThreshold}`,
  panNotAbove: `Rent for the year is not above ${panThreshold}`,
  saves: (saving: string) => `Saves ${saving}`,
  taxableIncome: "Taxable income",
  taxForYear: "Tax for the year",

  explanation: [
    `${current.name} is the statement an employee gives the employer, under ${current.rule} of the Income-tax Rules, 2026, of the claims the employer should allow when it works out the tax to deduct from salary under ${sectionWithFormer("tdsSalary", CURRENT_FINANCIAL_YEAR)}: house rent allowance, leave travel concession, interest on a home loan, and deductions such as those of the 1961 Act's 80C, 80D, 80E, 80G and 80TTA. Each claim goes with its evidence: rent receipts, tickets, the lender's interest certificate, premium receipts and investment statements.`,
    `${current.name} replaced ${earlier.name} (${earlier.rule} of the Income-tax Rules, 1962) from tax year 2026-27. It asks for the same four claims, and also whether the landlord is related to you and how: rent paid to a parent or spouse still counts when it is really paid and the landlord declares it. For FY 2025-26 and earlier years, choose the year and this page fills in ${earlier.name}.`,
    `For HRA the form asks for the rent paid and, when the rent for the year is above ${panThreshold}, the landlord's name, address and PAN. For interest on borrowing it asks for the lender's name, address and PAN; a bank's, financial institution's or employer's PAN only if available.`,
    "These claims lower the tax only in the old regime. The new regime (section 202 from tax year 2026-27; section 115BAC of the 1961 Act before it), which your employer applies unless you say otherwise, ignores HRA, LTC, interest on a self-occupied house and the Chapter VI-A deductions except the employer's NPS contribution. So this page also works out your tax both ways with the claims you enter, and tells you which regime to ask your employer for.",
    "Everything is worked out in your browser, and the filled form is made as a PDF on your device: nothing you type is sent to us.",
  ] as readonly string[],
  faq: [
    {
      question: `When should I give ${current.name} to my employer?`,
      answer:
        "Employers usually ask for a declaration at the start of the year, to plan the monthly TDS, and for the proofs between January and March. Give the form with the evidence when asked; claims you miss can still be made in your income-tax return.",
    },
    {
      question: `I chose the new regime. Do I need ${current.name}?`,
      answer:
        "Mostly not: the new regime ignores HRA, LTC, interest on a self-occupied house and nearly all Chapter VI-A deductions. The employer's own NPS contribution under 80CCD(2) still counts, and your employer already has that figure.",
    },
    {
      question: "Is the landlord's PAN compulsory?",
      answer: `Only when the rent you pay in the financial year is above ${panThreshold}. If the landlord has no PAN, attach the landlord's signed declaration saying so, with their name and address.`,
    },
    {
      question: "Why does this page limit some of my claims?",
      answer: `The form shows what you declare; the law then caps some claims. 80C, 80CCC and 80CCD(1) share a limit of ${formatInr(limits.ded80c.value)}, 80CCD(1B) is capped at ${formatInr(limits.ded80ccd1b.value)}, interest on a self-occupied house at ${formatInr(limits.homeLoanInterestSelfOccupied.value)}, and 80TTA at ${formatInr(interestLimits.ded80tta.value)} (80TTB ${formatInr(interestLimits.ded80ttb.value)} at 60 or more). The tax comparison uses the capped figures; the PDF keeps the amounts you declared.`,
    },
    {
      question: `What if I forget to claim something in ${current.name}?`,
      answer:
        "Claim it in your income-tax return. The tax deducted by your employer is only an advance; the return works out the final tax and any refund.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "फ़ॉर्म 124 (कर वर्ष 2026-27 से पहले फ़ॉर्म 12BB) भरें, यानी HRA, छुट्टी यात्रा भत्ते (LTA), होम लोन के ब्याज और कटौतियों की वह घोषणा जो आप अपने नियोक्ता को देते हैं; देखें कि इन दावों के साथ कौन-सी कर व्यवस्था सस्ती है, और भरा हुआ फ़ॉर्म PDF में डाउनलोड करें। आप जो लिखते हैं, वह आपके ब्राउज़र से बाहर नहीं जाता।",
  keywords:
    "फ़ॉर्म 124, फ़ॉर्म 124 PDF, नियम 205, फ़ॉर्म 12BB, फ़ॉर्म 12BB PDF, निवेश घोषणा, नियम 26C, HRA मकान मालिक का PAN, LTA, होम लोन का ब्याज, 80C, 80D, पुरानी या नई कर व्यवस्था, कर वर्ष 2026-27",
  groupYear: "वर्ष और वेतन",
  groupHra: "1. मकान किराया भत्ता (HRA)",
  groupLtc: "2. छुट्टी यात्रा भत्ता (LTA)",
  groupLoan: "3. होम लोन का ब्याज",
  groupDeductions: "4. कटौतियाँ (80C, 80D आदि)",
  groupDetails: "फ़ॉर्म के लिए आपका विवरण",
  fy: "वर्ष",
  age: "वर्ष के दौरान आपकी उम्र",
  ageHelp: "वर्ष के आखिरी दिन की उम्र: इसी से पुरानी कर व्यवस्था के स्लैब और 80D व 80TTB की सीमाएँ तय होती हैं।",
  ageOptions: { below60: "60 से कम", "60to80": "60 से 79", "80plus": "80 या अधिक" },
  salary: "सकल वेतन (सालाना)",
  salaryHelp: "किसी भी कटौती से पहले वर्ष का आपका वेतन, HRA और LTA सहित।",
  other: "अन्य आय, जो आप नियोक्ता को बताते हैं",
  otherHelp: "बचत खाते और जमा पर ब्याज जैसी आय। 80TTA या 80TTB के लिए ज़रूरी।",
  rent: "वर्ष में चुकाया किराया",
  rentHelp: "अगर आप किराया नहीं देते, तो 0 रहने दें।",
  basic: "मूल वेतन और DA (सालाना)",
  basicHelp: "सिर्फ़ वह DA जो सेवानिवृत्ति लाभों में गिना जाता है। HRA छूट और 80CCD(1) की सीमा इसी पर निकलती है।",
  hraReceived: "मिला HRA (सालाना)",
  metro: "किराये का घर 50% सीमा वाले शहर में है",
  landlord: "मकान मालिक का नाम",
  landlordHelp: `वर्ष का किराया ${panThreshold} से अधिक हो, तो ज़रूरी।`,
  llAddress: "मकान मालिक का पता",
  llPan: "मकान मालिक का PAN",
  llNoPan: "मकान मालिक के पास PAN नहीं है",
  llNoPanHelp: "तब मकान मालिक की हस्ताक्षरित घोषणा लगाएँ कि उनके पास PAN नहीं है, उनके नाम और पते के साथ।",
  llRelation: "मकान मालिक से आपका रिश्ता, अगर कोई है",
  llRelationHelp:
    "जैसे पिता, माता या पति/पत्नी; मकान मालिक आपके रिश्तेदार नहीं हैं तो खाली छोड़ें। रिश्तेदार को दिया किराया भी गिना जाता है, अगर वह सच में दिया गया हो और मकान मालिक उसे अपनी आय में दिखाएँ।",
  lta: "दावा किया गया छुट्टी यात्रा भत्ता",
  ltaHelp: "भारत के भीतर की यात्राओं का वह किराया, जिस पर आप छूट माँगते हैं।",
  ltaDetails: "यात्रा का विवरण",
  ltaDetailsHelp: "किसने यात्रा की, कहाँ से कहाँ, कब और कैसे (हवाई जहाज़, रेल, सड़क)।",
  hl: "होम लोन का ब्याज (अपने रहने वाला मकान)",
  hlHelp: "वर्ष का चुकाया या देय ब्याज, लोन देने वाले के प्रमाणपत्र से।",
  lenderType: "लोन देने वाला",
  lenderTypeOptions: { bank: "बैंक या वित्तीय संस्था", employer: "नियोक्ता", other: "कोई और" },
  lender: "लोन देने वाले का नाम",
  lenderAddress: "लोन देने वाले का पता",
  lenderPan: "लोन देने वाले का PAN",
  lenderPanHelp: "बैंक, वित्तीय संस्था या नियोक्ता के अलावा किसी और से लिए लोन पर ज़रूरी।",
  ded80c: "धारा 80C",
  ded80cHelp: "EPF, PPF, ELSS, जीवन बीमा, ट्यूशन फ़ीस, होम लोन का मूलधन, 5 साल की जमा।",
  ev80c: "80C का विवरण",
  ev80cHelp: "आपने किसमें निवेश किया, जैसे PPF ₹50,000; ELSS ₹1,00,000।",
  ded80ccc: "धारा 80CCC (पेंशन फ़ंड)",
  ded80ccd1: "धारा 80CCD(1): NPS में आपका योगदान",
  ded80ccd1Help: "80C और 80CCC के साथ ₹1,50,000 की सीमा में गिना जाता है, मूल वेतन और DA के 10% तक।",
  ded80ccd1b: "धारा 80CCD(1B): अतिरिक्त NPS",
  ded80ccd1bHelp: "₹50,000 तक, 80C के ऊपर से।",
  ded80d: "धारा 80D (स्वास्थ्य बीमा)",
  ded80dHelp: "आपके, आपके परिवार और आपके माता-पिता के प्रीमियम और हेल्थ चेक-अप।",
  ev80d: "80D का विवरण",
  ev80dHelp: "बीमा कंपनी और किसका बीमा है, जैसे खुद और परिवार ₹25,000; माता-पिता (वरिष्ठ नागरिक) ₹40,000।",
  ded80e: "धारा 80E (एजुकेशन लोन का ब्याज)",
  ev80e: "80E का विवरण",
  ev80eHelp: "लोन देने वाला और छात्र।",
  ded80g: "धारा 80G (दान की पात्र राशि)",
  ded80gHelp: "कटौती योग्य राशि, 50% के नियम और दान पाने वाली संस्था पर लागू सीमाओं के बाद।",
  ev80g: "80G का विवरण",
  ev80gHelp: "दान पाने वाली संस्था का नाम और PAN, और रसीद संख्या।",
  ded80tta: "धारा 80TTA या 80TTB (ब्याज)",
  ded80ttaHelp: "80TTA: बचत खाते का ब्याज ₹10,000 तक। 60 या अधिक उम्र पर 80TTB: जमा पर ब्याज ₹50,000 तक।",
  name: "आपका नाम",
  nameHelp: "फ़ॉर्म के लिए। खाली छोड़ने पर PDF में इसे हाथ से लिखने की जगह रहती है।",
  parent: "पिता या माता का नाम",
  parentHelp: "सत्यापन में लिखा होता है कि आप किनके बेटे/बेटी हैं।",
  pan: "आपका PAN",
  address: "आपका पता",
  designation: "पद",
  place: "स्थान",
  placeHelp: "जहाँ आप फ़ॉर्म पर हस्ताक्षर करते हैं।",

  form: formHi,
  rule: ruleHi,
  hraParts: (salary: string) => `मूल वेतन और HRA आपके सकल वेतन के हिस्से हैं, इसलिए दोनों मिलाकर उससे (${salary}) अधिक नहीं हो सकते।`,
  landlordName: (form: string, rule: string) => `वर्ष का किराया ${panThreshold} से अधिक है, इसलिए ${form} में मकान मालिक का नाम चाहिए (${rule})।`,
  landlordAddress: (form: string, rule: string) => `वर्ष का किराया ${panThreshold} से अधिक है, इसलिए ${form} में मकान मालिक का पता चाहिए (${rule})।`,
  landlordPan: (form: string) =>
    `वर्ष का किराया ${panThreshold} से अधिक है, इसलिए ${form} में मकान मालिक का PAN चाहिए: उसे दर्ज करें, या "मकान मालिक के पास PAN नहीं है" चालू करें और उनकी घोषणा लगाएँ।`,
  ownPanRent: "यह आपका अपना PAN है (आपके विवरण में दर्ज): खुद को दिए किराये पर HRA छूट नहीं मिलती।",
  ltaAtMost: (most: string) => `छुट्टी यात्रा भत्ता, मूल वेतन और HRA की तरह, आपके सकल वेतन का हिस्सा है: यहाँ यह ज़्यादा से ज़्यादा ${most} हो सकता है।`,
  ltaAtMostSalary: (salary: string) => `छुट्टी यात्रा भत्ता आपके सकल वेतन का हिस्सा है, इसलिए उससे (${salary}) अधिक नहीं हो सकता।`,
  ltaDetailsNeeded: (form: string, rule: string) => `यात्रा का विवरण लिखें: किसने यात्रा की, कहाँ से कहाँ, कब और कैसे। ${form} खर्च का सबूत माँगता है (${rule})।`,
  lenderNeeded: (form: string, rule: string) => `होम लोन के ब्याज के दावे के लिए ${form} में लोन देने वाले का नाम चाहिए (${rule})।`,
  lenderAddressNeeded: (form: string, rule: string) => `होम लोन के ब्याज के दावे के लिए ${form} में लोन देने वाले का पता चाहिए (${rule})।`,
  lenderPanNeeded: (form: string) => `बैंक, वित्तीय संस्था या आपके नियोक्ता के अलावा किसी और से लिए लोन पर ${form} में लोन देने वाले का PAN चाहिए।`,
  ownPanLoan: "यह आपका अपना PAN है (आपके विवरण में दर्ज): खुद से उधार लिए पैसे के ब्याज पर कटौती नहीं मिलती।",
  interestNotIncome: (amount: string) =>
    `80TTA और 80TTB की कटौती उसी ब्याज में से होती है: ब्याज (कम से कम ${amount}) "अन्य आय, जो आप नियोक्ता को बताते हैं" में भी दर्ज करें।`,

  year: (label: string) => label,
  summaryOld: (saving: string, year: string, form: string) =>
    `इन दावों के साथ ${year} के लिए पुरानी कर व्यवस्था ${saving} सस्ती पड़ती है: अपने नियोक्ता को बताएँ कि आप पुरानी कर व्यवस्था चुनते हैं, और यह ${form} सबूतों के साथ उन्हें दें।`,
  summaryNew: (saving: string, year: string, form: string) =>
    `${year} के लिए नई कर व्यवस्था फिर भी ${saving} सस्ती है, क्योंकि वह इनमें से लगभग कोई दावा नहीं मानती: ${form} से आपका टैक्स कम नहीं होगा।`,
  summaryEqual: (tax: string, year: string) => `इन दावों के साथ ${year} के लिए दोनों कर व्यवस्थाओं में टैक्स ${tax} बनता है।`,
  claimDeclared: (label: string, declared: string) => `${label} (घोषित ${declared})`,
  noClaims: "कोई दावा दर्ज नहीं",
  nil: "शून्य",
  claimsTitle: "दावे: पुरानी कर व्यवस्था कितना मानती है",
  hraTitle: "HRA छूट: तीन राशियों में से सबसे कम",
  hraReceivedStep: "(a) मिला HRA",
  hraRentStep: (percent: number) => `(b) चुकाया किराया घटा मूल वेतन और DA का ${percent}%`,
  hraShareStep: (percent: number, metro: boolean, cities: readonly string[]) => {
    const list = cities.length < 2 ? cities.join("") : `${cities.slice(0, -1).join(", ")} या ${cities[cities.length - 1]}`;
    return `(c) मूल वेतन और DA का ${percent}% (${metro ? `घर ${list} में` : `घर ${list} से बाहर`})`;
  },
  exemptHra: "छूट वाला HRA",
  oldRegime: "पुरानी कर व्यवस्था",
  newRegime: (section: string) => `नई कर व्यवस्था (${section})`,
  section: sectionHi,
  claimsIn: (form: string) => `${form} के दावे`,
  notAllowed: "मान्य नहीं",
  noteNewRegime: (reference: string) =>
    `नई कर व्यवस्था HRA, छुट्टी यात्रा भत्ता, अपने रहने वाले मकान के लोन का ब्याज और 80C, 80D जैसी ये कटौतियाँ नहीं मानती (${reference})। जब तक आप नियोक्ता को न बताएँ कि आप पुरानी कर व्यवस्था चुनते हैं, वह नई कर व्यवस्था के हिसाब से टैक्स काटता है (CBDT परिपत्र 04/2023)।`,
  noteAssumptions:
    "HRA छूट यह मानकर निकाली गई है कि पूरे वर्ष किराया, वेतन और शहर एक जैसे रहे। होम लोन उसी मकान का माना गया है जिसमें आप रहते हैं। 80D उतना ही लिया गया है जितना धारा अधिकतम देती है (आपकी सीमा और माता-पिता की वरिष्ठ नागरिक सीमा): सही आँकड़ा 80D कैलकुलेटर निकालता है। 80G आपकी दान रसीदों की पात्र राशि है।",
  noteLtc:
    "छुट्टी यात्रा भत्ते पर छूट चार कैलेंडर वर्षों के एक ब्लॉक में दो यात्राओं के लिए है, सबसे छोटे रास्ते के इकॉनमी हवाई किराये या प्रथम श्रेणी वातानुकूलित रेल किराये तक; टिकट आपका नियोक्ता जाँचता है।",
  noteLeftOut: "प्रोफ़ेशनल टैक्स, नियोक्ता का NPS योगदान (80CCD(2)) और अनुलाभ यहाँ नहीं गिने गए हैं: ये आँकड़े आपके नियोक्ता के पास हैं।",
  notePdf:
    "PDF में वही राशियाँ हैं जो आप घोषित करते हैं; ऊपर के टैक्स के आँकड़े उन्हें उनकी सीमाओं के भीतर लेते हैं। आप जो लिखते हैं, वह आपके ब्राउज़र में ही रहता है और PDF आपके डिवाइस पर बनता है। इनपुट इस पेज के पते में रहते हैं, इसलिए जिसके साथ आप लिंक शेयर करेंगे, वह उन्हें देख सकेगा।",
  note2025Act: (year: string, form: string, rule: string) =>
    `${year} पर आयकर अधिनियम, 2025 लागू है: घोषणा आयकर नियम, 2026 के ${rule} के तहत ${form} है। इसमें वही चार दावे और सबूत माँगे जाते हैं, और साथ में मकान मालिक से आपका रिश्ता भी। कटौतियों के नाम 2025 के अधिनियम की उन धाराओं से दिए गए हैं जिनकी हमने पुष्टि की है, और हर एक के साथ 1961 की धारा भी।`,
  yourClaims: "आपके दावे",
  hraExemption: "HRA छूट",
  hraExemptionNote: (rule: string) => `${rule} की तीन राशियों में से सबसे कम`,
  noRent: "कोई किराया दर्ज नहीं",
  oldAllowed: "पुरानी कर व्यवस्था में मान्य दावे",
  oldAllowedNote: "सीमाओं के भीतर छूट और कटौतियाँ",
  panRequired: "मकान मालिक का PAN ज़रूरी",
  yes: "हाँ",
  no: "नहीं",
  panAbove: `वर्ष का किराया ${panThreshold} से अधिक है`,
  panNotAbove: `वर्ष का किराया ${panThreshold} से अधिक नहीं है`,
  saves: (saving: string) => `${saving} की बचत`,
  taxableIncome: "कर योग्य आय",
  taxForYear: "वर्ष का टैक्स",

  explanation: [
    `${currentHi} वह विवरण है जो कर्मचारी आयकर नियम, 2026 के ${ruleHi(current.rule ?? "")} के तहत अपने नियोक्ता को देता है, ताकि ${tdsSalaryHi} के तहत वेतन से स्रोत पर कर कटौती (TDS) का हिसाब लगाते समय नियोक्ता उसके दावे गिन सके: मकान किराया भत्ता (HRA), छुट्टी यात्रा भत्ता (LTA), होम लोन का ब्याज, और 1961 के अधिनियम की धारा 80C, 80D, 80E, 80G और 80TTA जैसी कटौतियाँ। हर दावे के साथ उसका सबूत जाता है: किराया रसीदें, टिकट, लोन देने वाले का ब्याज प्रमाणपत्र, प्रीमियम की रसीदें और निवेश के विवरण।`,
    `कर वर्ष 2026-27 से ${currentHi} ने ${earlierHi} (आयकर नियम, 1962 का ${ruleHi(earlier.rule ?? "")}) की जगह ली है। इसमें वही चार दावे हैं, और साथ में यह भी पूछा जाता है कि मकान मालिक आपका रिश्तेदार है या नहीं, और रिश्ता क्या है: माता-पिता या पति/पत्नी को दिया किराया भी गिना जाता है, अगर वह सच में दिया गया हो और मकान मालिक उसे अपनी आय में दिखाएँ। वित्तीय वर्ष 2025-26 और उससे पहले के वर्षों के लिए ऊपर वर्ष चुनें: यह पेज ${earlierHi} भर देगा।`,
    `HRA के लिए फ़ॉर्म चुकाया किराया पूछता है, और वर्ष का किराया ${panThreshold} से अधिक हो तो मकान मालिक का नाम, पता और PAN भी। लोन के ब्याज के लिए वह लोन देने वाले का नाम, पता और PAN पूछता है; बैंक, वित्तीय संस्था या नियोक्ता का PAN सिर्फ़ उपलब्ध होने पर।`,
    "ये दावे सिर्फ़ पुरानी कर व्यवस्था में टैक्स घटाते हैं। नई कर व्यवस्था (कर वर्ष 2026-27 से धारा 202; उससे पहले 1961 के अधिनियम की धारा 115BAC), जिसे आपका नियोक्ता तब तक लागू करता है जब तक आप कुछ और न कहें, HRA, छुट्टी यात्रा भत्ता, अपने रहने वाले मकान के लोन का ब्याज और 80C, 80D जैसी कटौतियाँ नहीं मानती, सिवाय नियोक्ता के NPS योगदान के। इसलिए यह पेज आपके दर्ज दावों के साथ दोनों तरह से आपका टैक्स भी निकालता है, और बताता है कि नियोक्ता से कौन-सी कर व्यवस्था माँगें।",
    "सारा हिसाब आपके ब्राउज़र में होता है, और भरा हुआ फ़ॉर्म PDF के रूप में आपके डिवाइस पर बनता है: आप जो लिखते हैं, वह हमें नहीं भेजा जाता।",
  ],
  faq: [
    {
      question: `${currentHi} अपने नियोक्ता को कब दूँ?`,
      answer:
        "नियोक्ता आम तौर पर वर्ष की शुरुआत में घोषणा माँगते हैं, ताकि हर महीने का TDS तय कर सकें, और जनवरी से मार्च के बीच सबूत। माँगे जाने पर फ़ॉर्म सबूतों के साथ दें; जो दावे छूट जाएँ, वे आप अपने आयकर रिटर्न में भी कर सकते हैं।",
    },
    {
      question: `मैंने नई कर व्यवस्था चुनी है। क्या मुझे ${currentHi} चाहिए?`,
      answer:
        "ज़्यादातर नहीं: नई कर व्यवस्था HRA, छुट्टी यात्रा भत्ता, अपने रहने वाले मकान के लोन का ब्याज और 80C, 80D जैसी लगभग सभी कटौतियाँ नहीं मानती। धारा 80CCD(2) के तहत नियोक्ता का अपना NPS योगदान फिर भी गिना जाता है, और वह आँकड़ा आपके नियोक्ता के पास पहले से है।",
    },
    {
      question: "क्या मकान मालिक का PAN ज़रूरी है?",
      answer: `सिर्फ़ तब, जब वित्तीय वर्ष में चुकाया किराया ${panThreshold} से अधिक हो। अगर मकान मालिक के पास PAN नहीं है, तो मकान मालिक की हस्ताक्षरित घोषणा लगाएँ कि उनके पास PAN नहीं है, उनके नाम और पते के साथ।`,
    },
    {
      question: "यह पेज मेरे कुछ दावों को सीमित क्यों करता है?",
      answer: `फ़ॉर्म वही दिखाता है जो आप घोषित करते हैं; फिर कानून कुछ दावों पर सीमा लगाता है। 80C, 80CCC और 80CCD(1) की साझा सीमा ${formatInr(limits.ded80c.value)} है, 80CCD(1B) की ${formatInr(limits.ded80ccd1b.value)}, अपने रहने वाले मकान के लोन के ब्याज की ${formatInr(limits.homeLoanInterestSelfOccupied.value)}, और 80TTA की ${formatInr(interestLimits.ded80tta.value)} (60 या अधिक उम्र पर 80TTB की ${formatInr(interestLimits.ded80ttb.value)})। टैक्स की तुलना सीमा के भीतर की राशियों से होती है; PDF में आपकी घोषित राशियाँ ही रहती हैं।`,
    },
    {
      question: `अगर मैं ${currentHi} में कोई दावा करना भूल जाऊँ, तो?`,
      answer: "उसका दावा अपने आयकर रिटर्न में करें। नियोक्ता का काटा टैक्स सिर्फ़ अग्रिम है; अंतिम टैक्स और कोई रिफ़ंड रिटर्न से तय होता है।",
    },
  ],
};

export const FORM_12BB_TEXT: Catalogues<typeof en> = { en, hi };
