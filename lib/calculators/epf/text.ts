import { formatInr, formatPercent } from "@/lib/format";
import { EPF_RATE, EPF_RULES } from "@/lib/finance/epf";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import type { TimingChoice } from "./fields";
import { epfMeta } from "./meta";

/*
 * Every word the EPF calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const EPF_SCHEME = "Employees' Provident Funds Scheme, 1952";
const EPF_SCHEME_HI = "कर्मचारी भविष्य निधि योजना, 1952";

const declaredRate = formatPercent(EPF_RATE.value);
const contributionRate = formatPercent(EPF_RULES.contributionPercent.value);
const pensionRate = formatPercent(EPF_RULES.pensionSharePercent.value);
/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const deductionSection = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
const interestLimit = formatInr(latest(incomeTaxLimits.providentFundInterestExemptContributionLimit).value);
const employerLimit = formatInr(latest(incomeTaxLimits.employerRetirementContributionLimit).value);
const hindiSections = (english: string) =>
  english.replace(/^section (\S+) \(section (\S+) of the 1961 Act\)$/, "धारा $1 (1961 के अधिनियम की धारा $2)").replace(/^section /, "धारा ");
const hindiPeriod = (english: string) => english.replace(/^FY /, "वित्तीय वर्ष ");

const en = {
  description: epfMeta.description,
  keywords: epfMeta.keywords,
  groupPay: "Your pay and age",
  groupAccount: "Your account",
  groupEmployer: "How your employer contributes",
  monthlyBasic: "Basic + DA, a month",
  monthlyBasicHelp: "Your PF wages: basic pay, dearness allowance and any retaining allowance this month. Not HRA or other allowances.",
  age: "Your age now",
  retireAge: "Age you retire at",
  retireAgeHelp: (age: number) =>
    `${age} is the usual retirement age and the pension age of the EPS; the whole EPF balance can be withdrawn on retirement at 55 or later.`,
  growth: "Yearly rise in basic + DA, %",
  growthHelp: "Applied at the start of each year after the first. 0 keeps the wage as it is.",
  rate: "EPF interest rate, % a year",
  rateHelp: (rate: string, period: string) =>
    `${rate} is the rate declared for ${period}. A rate is declared for each year after it ends; the calculator applies one rate to every year.`,
  opening: "EPF balance today",
  openingHelp: "From your passbook on the EPFO member portal. 0 if you are just starting.",
  contribution: "Contribution rate, each side",
  contributionFull: (percent: number) => `${percent}% (most employers)`,
  contributionReduced: (percent: number) => `${percent}% (under 20 employees, notified industries)`,
  capped: (ceiling: string) => `Contributions on ${ceiling} only`,
  cappedHelp: (ceiling: string, percent: number, monthly: string) =>
    `Yes if your employer restricts both contributions to the ${ceiling} wage ceiling (${percent}% of it is ${monthly} a month) instead of your full basic + DA.`,
  pension: "Member of the pension scheme (EPS)",
  pensionHelp: (ceiling: string) =>
    `No if you first joined EPF on or after 1 September 2014 with basic + DA above ${ceiling}: then all of the employer's share goes to EPF.`,
  timing: "Interest on a month's contribution",
  timingOptions: { "month-end": "From that month (most calculators)", "next-month": "From the next month (EPFO's ledger)" } as Readonly<
    Record<TimingChoice, string>
  >,
  retireAgeAbove: (age: number) => `Enter an age above your age now (${age}).`,
  /** "FY 2025-26", the period a rate was declared for, as the rules give it. */
  period: (english: string) => english,
  /** "section 123 (section 80C of the 1961 Act)", as the section table gives it. */
  sections: (english: string) => english,
  years: (count: number) => `${count} year${count === 1 ? "" : "s"}`,
  wage: (monthly: string, growth: string) => (growth ? `basic + DA of ${monthly} a month rising ${growth} a year` : `basic + DA of ${monthly} a month`),
  fromToday: (opening: string) => `today's ${opening}, `,
  pensionShare: (amount: string) => ` Another ${amount} of your employer's share goes to the pension scheme (EPS).`,
  summary: (
    wage: string,
    age: number,
    maturity: string,
    years: string,
    rate: string,
    fromToday: string,
    employee: string,
    employer: string,
    interest: string,
    pension: string,
  ) =>
    `With ${wage}, your EPF balance at ${age} would be ${maturity} after ${years} at ${rate}: ${fromToday}${employee} from you, ${employer} from your employer and ${interest} interest.${pension}`,
  columnYear: "Year",
  columnAge: "Age",
  columnWage: "Basic + DA a month",
  columnOpening: "Opening balance",
  columnEmployee: "Your contribution",
  columnEmployer: "Employer's to EPF",
  columnInterest: "Interest",
  columnClosing: "Closing balance",
  columnEps: "Employer's to EPS (not in the balance)",
  tableCaption: "Your EPF account, year by year",
  chartTitle: "EPF balance against the amount paid in, year by year",
  balanceToday: "Balance today",
  yourContributions: "Your contributions",
  employerContributions: "Employer's contributions to EPF",
  interestEarned: "Interest earned",
  balanceAt: (age: number) => `EPF balance at ${age}`,
  epsContributions: "Employer's contributions to the pension scheme (EPS)",
  epsNote: "Not part of the EPF balance: it pays a monthly pension under the Employees' Pension Scheme, 1995.",
  atRetirement: (years: string) => `At retirement, after ${years}`,
  eachMonth: "Each month in year 1",
  yourContribution: "Your contribution",
  employerToEpf: "Employer's contribution to EPF",
  employerToEps: "Employer's contribution to EPS",
  intoEpf: "Into your EPF account",
  rateGroup: "Rate",
  rateDeclared: "Rate declared",
  rateDeclaredValue: (rate: string, period: string) => `${rate} for ${period}`,
  rateUsed: "Rate used here",
  contributionsTitle: `Contributions: ${EPF_SCHEME} and Employees' Pension Scheme, 1995`,
  interestTitle: (age: number) => `Interest and the balance at ${age}: ${EPF_SCHEME}, para 60`,
  stepWage: "Basic + DA a month in year 1 (PF wages)",
  stepCeiling: "Contributions restricted to the wage ceiling",
  stepEmployee: (percent: number, wage: string) => `Your contribution: ${percent}% of ${wage}, to the rupee`,
  stepEmployeeReference: (rule: string, rounding: string) => `${rule}; ${rounding} (nearest rupee)`,
  stepEmployer: (percent: number, wage: string) => `Employer's contribution: ${percent}% of ${wage}`,
  stepPension: (share: number, wage: string, ceiling: boolean) =>
    `of which to the pension scheme: ${share}% of ${wage}${ceiling ? " (the wage ceiling)" : ""}, to the rupee`,
  stepNoPension: "of which to the pension scheme: none, as you are not a member",
  stepEmployerEpf: "of which to your EPF account: the rest",
  stepIntoEpf: "Into your EPF account each month in year 1: yours + the employer's EPF share",
  stepGrowth: (growth: string) => `Basic + DA rising ${growth} at the start of each year, contributions following it`,
  stepGrowthText: (wage: string, year: number) => `${wage} a month in year ${year}`,
  stepGrowthReference: (rule: string) => `Your assumption of pay rises; ${rule}`,
  stepRateDeclared: (period: string) => `Interest rate: the rate declared for ${period}`,
  stepRateEntered: (period: string, declared: string) => `Interest rate you entered (declared for ${period}: ${declared})`,
  stepRateText: (rate: string) => `${rate} a year`,
  stepMonthly: "Interest for each month on the running balance, at a twelfth of the rate, added on 31 March",
  stepMonthlyText: "compounds once a year",
  interestRule: `${EPF_SCHEME}, para 60: interest on the monthly running balance, credited to each member's account on 31 March`,
  timingConvention: {
    "month-end": "a month's contributions counted in that month's balance (the convention of most calculators)",
    "next-month": "a month's contributions earning interest from the month after (as EPFO's ledger does)",
  } as Readonly<Record<TimingChoice, string>>,
  stepMonthlyReference: (rule: string, convention: string) => `${rule}; ${convention}`,
  stepYear1: (monthEnd: boolean, rate: string) =>
    `Year 1 interest: the twelve ${monthEnd ? "month-end balances" : "balances before each month's contribution"} × ${rate} ÷ 12`,
  passbook: "Your EPF passbook",
  stepYourContributions: (years: string) => `Your contributions over ${years}`,
  sumEmployee: "Sum of the Your contribution column of the table",
  sumEmployer: "Sum of the Employer's to EPF column of the table",
  sumInterest:
    "Sum of the Interest column of the table: each year's interest to the rupee, the rounding spread so that the column adds up to the exact total",
  stepBalance: (age: number, opening: boolean) => `EPF balance at ${age}: ${opening ? "balance today + " : ""}contributions + interest`,
  stepBalanceReference: "The balance carried year to year, each year's interest added on 31 March (the Closing balance column)",
  stepEps: "Employer's contributions to the pension scheme, outside the EPF balance",
  noteRate: (rate: string, period: string) =>
    `EPF interest is declared for each financial year after it ends. ${rate} was approved for ${period} by the Central Board of Trustees in March 2026, as for FY 2023-24 and FY 2024-25; the rate for FY 2026-27 is not yet declared, so every year is projected at the rate you enter.`,
  noteEps:
    "The EPS share earns no interest for you. After ten years of service it pays a monthly pension from 58 (a reduced one from 50), worked out on your pensionable salary and years of service, not on the contributions; with less service it is paid out as a lump sum.",
  noteTax: (tdsSection: string, deductionSection: string) =>
    `The balance is tax-free when you withdraw it after five years of continuous service, counting earlier employers whose balance you transferred. Withdrawn sooner, it is taxable, with TDS under ${tdsSection}. Your own contributions qualify for the deduction under ${deductionSection} in the old regime only.`,
  noteCode:
    "Under the Code on Social Security, 2020, in force from 21 November 2025, allowances above half of your pay count as wages, which can raise PF wages. Enter the wage your employer uses for PF.",
  notePensionMember: (ceiling: string, field: string) =>
    `The pension share assumes you are in the Employees' Pension Scheme. If you first joined EPF on or after 1 September 2014 with basic + DA above ${ceiling}, you are not: all of the employer's share then goes to EPF. Set "${field}" to no to see that case.`,
  noteCeiling: (ceiling: string, field: string) =>
    `Contributions are compulsory only on basic + DA up to ${ceiling} a month. If your employer pays on that ceiling rather than your full basic + DA, set "${field}" to yes.`,
  note9d: (threshold: string, withoutEmployer: string) =>
    `Your own contributions exceed ${threshold} in at least one year. Interest on the part above ${threshold} a year (${withoutEmployer} if your employer pays nothing) is taxable each year (provisos to section 10(12) of the Income-tax Act, 1961 and Rule 9D); the balance shown is before that tax.`,
  notePerquisite: (limit: string) =>
    `Your employer's contributions exceed ${limit} in at least one year. Employer contributions to provident fund, NPS and superannuation above that, with the income on them, are taxed as a perquisite (section 17(2)(vii) and (viia) of the Income-tax Act, 1961).`,
  explanation: [
    "The Employees' Provident Fund is the retirement savings account of salaried employees, under the Employees' Provident Funds and Miscellaneous Provisions Act, 1952 and the EPF Scheme, 1952. Every month you pay 12% of your PF wages (basic pay, dearness allowance and retaining allowance) and your employer pays another 12%. Some establishments, such as those with fewer than 20 employees, pay 10% each.",
    "Your employer's 12% is split. 8.33% of your wage, on at most ₹15,000 a month (so at most ₹1,250), goes to the Employees' Pension Scheme, 1995, which pays a monthly pension later; only the rest reaches your EPF account. Each contribution is rounded to the nearest rupee.",
    `Interest is declared for each financial year by the Central Government with the Central Board of Trustees (${declaredRate} for ${EPF_RATE.period}). It is worked out month by month on the running balance and credited once a year, on 31 March, so it compounds yearly. The calculator runs the account year by year to your retirement, raising your wage at the start of each year by the rate you choose and applying one interest rate throughout.`,
    `Your own contribution qualifies for the deduction under ${deductionSection} in the old regime, and the balance is tax-free when withdrawn after five years of continuous service.`,
  ] as readonly string[],
  faq: [
    {
      question: "How much of my salary goes to EPF each month?",
      answer:
        "On basic + DA of ₹50,000: you pay 12%, ₹6,000, and your employer 12%, ₹6,000. Of your employer's ₹6,000, ₹1,250 (8.33% of the ₹15,000 ceiling) goes to the pension scheme and ₹4,750 to your EPF account, so ₹10,750 a month reaches your EPF balance.",
    },
    {
      question: "How is EPF interest calculated?",
      answer: `Month by month on the running balance at a twelfth of the yearly rate, with the total credited on 31 March. At ${declaredRate}, ₹10,750 a month from April earns ₹5,765 in the first year: the twelve month-end balances add up to ₹8,38,500, and ₹8,38,500 × 8.25% ÷ 12 = ₹5,764.69. EPFO's own ledger counts a month's contribution from the month after, which gives a little less (₹4,878 here); choose that in "Interest on a month's contribution".`,
    },
    {
      question: "What is the current EPF interest rate?",
      answer: `${declaredRate} for ${EPF_RATE.period}, approved by the Central Board of Trustees in March 2026; the same rate was credited for FY 2023-24 and FY 2024-25. The rate for a year is declared after the year ends, so a projection has to assume one.`,
    },
    {
      question: "Why is the EPS amount not in my EPF balance?",
      answer:
        "The pension share of your employer's contribution goes to a separate fund, the Employees' Pension Scheme, 1995. It earns no interest in your name: after ten years of service it pays a monthly pension worked out on your salary and service. If you first joined on or after 1 September 2014 with basic + DA above ₹15,000, you are not in the EPS and all of your employer's 12% goes to EPF.",
    },
    {
      question: "Is the EPF balance taxable?",
      answer: `Not if you withdraw it after five years of continuous service, counting earlier jobs whose balance you transferred. Withdrawn sooner, it is taxable, with TDS. Interest on your own contributions above ${interestLimit} a year is taxed every year, and your employer's contributions to PF, NPS and superannuation above ${employerLimit} a year are taxed as salary.`,
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description: `अपने मूल वेतन + महँगाई भत्ते (DA) से रिटायरमेंट पर अपने कर्मचारी भविष्य निधि (EPF) बैलेंस का अनुमान लगाएँ: आपका ${contributionRate} योगदान, पेंशन (EPS) वाला हिस्सा निकालने के बाद नियोक्ता का हिस्सा, और ${declaredRate} की दर से ब्याज, वर्ष-दर-वर्ष।`,
  keywords: `EPF कैलकुलेटर, PF कैलकुलेटर, भविष्य निधि, EPF ब्याज दर ${declaredRate}, कर्मचारी और नियोक्ता का योगदान ${contributionRate}, EPS ${pensionRate}, पेंशन का हिस्सा, रिटायरमेंट पर PF बैलेंस, EPFO, धारा 80C, धारा 123`,
  groupPay: "आपका वेतन और आयु",
  groupAccount: "आपका खाता",
  groupEmployer: "आपका नियोक्ता योगदान कैसे करता है",
  monthlyBasic: "मूल वेतन + DA, मासिक",
  monthlyBasicHelp: "आपका PF वेतन: इस महीने का मूल वेतन, महँगाई भत्ता (DA) और कोई रिटेनिंग भत्ता हो तो वह। HRA या दूसरे भत्ते नहीं।",
  age: "आपकी अभी की आयु",
  retireAge: "रिटायरमेंट की आयु",
  retireAgeHelp: (age: number) => `${age} वर्ष रिटायरमेंट की आम आयु है और EPS में पेंशन की आयु भी; 55 वर्ष या उसके बाद रिटायर होने पर पूरा EPF बैलेंस निकाला जा सकता है।`,
  growth: "मूल वेतन + DA में सालाना बढ़ोतरी, %",
  growthHelp: "पहले वर्ष के बाद हर वर्ष की शुरुआत में लागू। 0 रखने पर वेतन जितना है उतना ही रहता है।",
  rate: "EPF ब्याज दर, % सालाना",
  rateHelp: (rate: string, period: string) =>
    `${period} के लिए घोषित दर ${rate} है। हर वर्ष की दर उस वर्ष के ख़त्म होने के बाद घोषित होती है; कैलकुलेटर हर वर्ष पर एक ही दर लगाता है।`,
  opening: "आज का EPF बैलेंस",
  openingHelp: "EPFO मेंबर पोर्टल पर आपकी पासबुक से। अभी शुरुआत कर रहे हैं तो 0।",
  contribution: "योगदान की दर, दोनों ओर से",
  contributionFull: (percent: number) => `${percent}% (ज़्यादातर नियोक्ता)`,
  contributionReduced: (percent: number) => `${percent}% (20 से कम कर्मचारी, अधिसूचित उद्योग)`,
  capped: (ceiling: string) => `सिर्फ़ ${ceiling} पर योगदान`,
  cappedHelp: (ceiling: string, percent: number, monthly: string) =>
    `"हाँ", अगर आपका नियोक्ता दोनों योगदान आपके पूरे मूल वेतन + DA की जगह ${ceiling} की वेतन सीमा पर ही करता है (उसका ${percent}% यानी ${monthly} मासिक)।`,
  pension: "पेंशन योजना (EPS) के सदस्य",
  pensionHelp: (ceiling: string) =>
    `"नहीं", अगर आप 1 सितंबर 2014 को या उसके बाद पहली बार EPF से जुड़े और तब आपका मूल वेतन + DA ${ceiling} से अधिक था: तब नियोक्ता का पूरा हिस्सा EPF में जाता है।`,
  timing: "किसी महीने के योगदान पर ब्याज",
  timingOptions: { "month-end": "उसी महीने से (ज़्यादातर कैलकुलेटर)", "next-month": "अगले महीने से (EPFO का खाता-बही)" },
  retireAgeAbove: (age: number) => `अपनी अभी की आयु (${age}) से अधिक आयु दर्ज करें।`,
  period: hindiPeriod,
  sections: hindiSections,
  years: (count: number) => `${count} वर्ष`,
  wage: (monthly: string, growth: string) =>
    growth ? `हर महीने ${monthly} के मूल वेतन + DA पर, जो हर वर्ष ${growth} बढ़े,` : `हर महीने ${monthly} के मूल वेतन + DA पर`,
  fromToday: (opening: string) => `आज का बैलेंस ${opening}, `,
  pensionShare: (amount: string) => ` इसके अलावा नियोक्ता के हिस्से से ${amount} पेंशन योजना (EPS) में जाते हैं।`,
  summary: (
    wage: string,
    age: number,
    maturity: string,
    years: string,
    rate: string,
    fromToday: string,
    employee: string,
    employer: string,
    interest: string,
    pension: string,
  ) =>
    `${wage} ${years} बाद ${age} वर्ष की आयु में, ${rate} ब्याज दर से, आपका EPF बैलेंस ${maturity} होगा: ${fromToday}आपका योगदान ${employee}, नियोक्ता का योगदान ${employer} और ब्याज ${interest}।${pension}`,
  columnYear: "वर्ष",
  columnAge: "आयु",
  columnWage: "मूल वेतन + DA, मासिक",
  columnOpening: "शुरुआती बैलेंस",
  columnEmployee: "आपका योगदान",
  columnEmployer: "नियोक्ता का, EPF में",
  columnInterest: "ब्याज",
  columnClosing: "वर्ष के अंत का बैलेंस",
  columnEps: "नियोक्ता का, EPS में (बैलेंस में शामिल नहीं)",
  tableCaption: "आपका EPF खाता, वर्ष-दर-वर्ष",
  chartTitle: "EPF बैलेंस और जमा की गई राशि, वर्ष-दर-वर्ष",
  balanceToday: "आज का बैलेंस",
  yourContributions: "आपका योगदान",
  employerContributions: "EPF में नियोक्ता का योगदान",
  interestEarned: "मिला ब्याज",
  balanceAt: (age: number) => `${age} वर्ष की आयु में EPF बैलेंस`,
  epsContributions: "पेंशन योजना (EPS) में नियोक्ता का योगदान",
  epsNote: "यह EPF बैलेंस का हिस्सा नहीं है: इससे कर्मचारी पेंशन योजना, 1995 के तहत मासिक पेंशन मिलती है।",
  atRetirement: (years: string) => `रिटायरमेंट पर, ${years} बाद`,
  eachMonth: "पहले वर्ष में हर महीने",
  yourContribution: "आपका योगदान",
  employerToEpf: "EPF में नियोक्ता का योगदान",
  employerToEps: "EPS में नियोक्ता का योगदान",
  intoEpf: "आपके EPF खाते में",
  rateGroup: "ब्याज दर",
  rateDeclared: "घोषित दर",
  rateDeclaredValue: (rate: string, period: string) => `${period} के लिए ${rate}`,
  rateUsed: "यहाँ ली गई दर",
  contributionsTitle: `योगदान: ${EPF_SCHEME_HI} और कर्मचारी पेंशन योजना, 1995`,
  interestTitle: (age: number) => `ब्याज और ${age} वर्ष की आयु में बैलेंस: ${EPF_SCHEME_HI}, पैरा 60`,
  stepWage: "पहले वर्ष में मासिक मूल वेतन + DA (PF वेतन)",
  stepCeiling: "योगदान वेतन सीमा तक सीमित",
  stepEmployee: (percent: number, wage: string) => `आपका योगदान: ${wage} का ${percent}%, पूरे रुपये में`,
  stepEmployeeReference: (rule: string, rounding: string) => `${rule}; ${rounding} (निकटतम रुपये तक)`,
  stepEmployer: (percent: number, wage: string) => `नियोक्ता का योगदान: ${wage} का ${percent}%`,
  stepPension: (share: number, wage: string, ceiling: boolean) => `इसमें से पेंशन योजना में: ${wage}${ceiling ? " (वेतन सीमा)" : ""} का ${share}%, पूरे रुपये में`,
  stepNoPension: "इसमें से पेंशन योजना में: कुछ नहीं, क्योंकि आप उसके सदस्य नहीं हैं",
  stepEmployerEpf: "इसमें से आपके EPF खाते में: बाकी राशि",
  stepIntoEpf: "पहले वर्ष में हर महीने आपके EPF खाते में: आपका योगदान + नियोक्ता का EPF वाला हिस्सा",
  stepGrowth: (growth: string) => `मूल वेतन + DA हर वर्ष की शुरुआत में ${growth} बढ़ता है, और योगदान भी उसी के साथ`,
  stepGrowthText: (wage: string, year: number) => `वर्ष ${year} में ${wage} मासिक`,
  stepGrowthReference: (rule: string) => `वेतन बढ़ने का आपका अनुमान; ${rule}`,
  stepRateDeclared: (period: string) => `ब्याज दर: ${period} के लिए घोषित दर`,
  stepRateEntered: (period: string, declared: string) => `आपकी दर्ज की गई ब्याज दर (${period} के लिए घोषित: ${declared})`,
  stepRateText: (rate: string) => `${rate} सालाना`,
  stepMonthly: "हर महीने के चालू बैलेंस पर दर के बारहवें हिस्से से ब्याज, जो 31 मार्च को जुड़ता है",
  stepMonthlyText: "साल में एक बार चक्रवृद्धि",
  interestRule: `${EPF_SCHEME_HI}, पैरा 60: मासिक चालू बैलेंस पर ब्याज, जो 31 मार्च को हर सदस्य के खाते में जमा होता है`,
  timingConvention: {
    "month-end": "किसी महीने का योगदान उसी महीने के बैलेंस में गिना गया (ज़्यादातर कैलकुलेटर यही करते हैं)",
    "next-month": "किसी महीने के योगदान पर ब्याज अगले महीने से (जैसा EPFO का खाता-बही करता है)",
  },
  stepMonthlyReference: (rule: string, convention: string) => `${rule}; ${convention}`,
  stepYear1: (monthEnd: boolean, rate: string) =>
    `पहले वर्ष का ब्याज: ${monthEnd ? "बारह महीनों के अंत के बैलेंस" : "हर महीने के योगदान से पहले के बारह बैलेंस"} का जोड़ × ${rate} ÷ 12`,
  passbook: "आपकी EPF पासबुक",
  stepYourContributions: (years: string) => `${years} में आपका योगदान`,
  sumEmployee: 'तालिका के "आपका योगदान" कॉलम का जोड़',
  sumEmployer: 'तालिका के "नियोक्ता का, EPF में" कॉलम का जोड़',
  sumInterest: 'तालिका के "ब्याज" कॉलम का जोड़: हर वर्ष का ब्याज पूरे रुपये में, पैसों का अंतर इस तरह बाँटा गया कि कॉलम का जोड़ ठीक कुल राशि के बराबर रहे',
  stepBalance: (age: number, opening: boolean) => `${age} वर्ष की आयु में EPF बैलेंस: ${opening ? "आज का बैलेंस + " : ""}योगदान + ब्याज`,
  stepBalanceReference: 'वर्ष-दर-वर्ष आगे ले जाया गया बैलेंस, हर वर्ष का ब्याज 31 मार्च को जुड़ा ("वर्ष के अंत का बैलेंस" कॉलम)',
  stepEps: "पेंशन योजना में नियोक्ता का योगदान, EPF बैलेंस से बाहर",
  noteRate: (rate: string, period: string) =>
    `EPF का ब्याज हर वित्तीय वर्ष के ख़त्म होने के बाद घोषित होता है। ${period} के लिए ${rate} को केंद्रीय न्यासी बोर्ड ने मार्च 2026 में मंज़ूरी दी, जैसे वित्तीय वर्ष 2023-24 और 2024-25 के लिए; वित्तीय वर्ष 2026-27 की दर अभी घोषित नहीं हुई है, इसलिए हर वर्ष का अनुमान आपकी दर्ज की गई दर पर है।`,
  noteEps:
    "EPS वाले हिस्से पर आपको कोई ब्याज नहीं मिलता। दस वर्ष की नौकरी के बाद इससे 58 वर्ष की आयु से मासिक पेंशन मिलती है (50 वर्ष से घटी हुई पेंशन), जो योगदान पर नहीं, बल्कि आपके पेंशन योग्य वेतन और नौकरी के वर्षों पर तय होती है; इससे कम नौकरी पर यह एकमुश्त मिलता है।",
  noteTax: (tdsSection: string, deductionSection: string) =>
    `लगातार पाँच वर्ष की नौकरी के बाद निकालने पर बैलेंस कर-मुक्त है; इसमें पिछले नियोक्ताओं के साथ की नौकरी भी गिनी जाती है, जिनका बैलेंस आपने ट्रांसफ़र किया। इससे पहले निकालने पर यह कर योग्य है, और ${tdsSection} के तहत स्रोत पर कर कटौती (TDS) होती है। आपका अपना योगदान सिर्फ़ पुरानी कर व्यवस्था में ${deductionSection} के तहत कटौती के योग्य है।`,
  noteCode:
    "सामाजिक सुरक्षा संहिता, 2020, जो 21 नवंबर 2025 से लागू है, के तहत आपके वेतन के आधे से ऊपर के भत्ते वेतन में गिने जाते हैं, जिससे PF वेतन बढ़ सकता है। आपका नियोक्ता PF के लिए जो वेतन लेता है, वही दर्ज करें।",
  notePensionMember: (ceiling: string, field: string) =>
    `पेंशन वाला हिस्सा यह मानकर निकाला गया है कि आप कर्मचारी पेंशन योजना के सदस्य हैं। अगर आप 1 सितंबर 2014 को या उसके बाद पहली बार EPF से जुड़े और तब आपका मूल वेतन + DA ${ceiling} से अधिक था, तो आप सदस्य नहीं हैं: तब नियोक्ता का पूरा हिस्सा EPF में जाता है। वह स्थिति देखने के लिए "${field}" को "नहीं" करें।`,
  noteCeiling: (ceiling: string, field: string) =>
    `योगदान सिर्फ़ ${ceiling} मासिक तक के मूल वेतन + DA पर अनिवार्य है। अगर आपका नियोक्ता आपके पूरे मूल वेतन + DA की जगह इसी सीमा पर योगदान करता है, तो "${field}" को "हाँ" करें।`,
  note9d: (threshold: string, withoutEmployer: string) =>
    `कम से कम एक वर्ष में आपका अपना योगदान ${threshold} से अधिक है। वर्ष में ${threshold} से ऊपर के हिस्से पर मिला ब्याज (अगर नियोक्ता कुछ नहीं देता तो ${withoutEmployer} से ऊपर) हर वर्ष कर योग्य है (आयकर अधिनियम, 1961 की धारा 10(12) के परंतुक और नियम 9D); दिखाया गया बैलेंस उस टैक्स से पहले का है।`,
  notePerquisite: (limit: string) =>
    `कम से कम एक वर्ष में आपके नियोक्ता का योगदान ${limit} से अधिक है। भविष्य निधि, NPS और सुपरएनुएशन फ़ंड में नियोक्ता का इससे ऊपर का योगदान, उस पर हुई आय के साथ, अनुलाभ के रूप में कर योग्य है (आयकर अधिनियम, 1961 की धारा 17(2)(vii) और (viia))।`,
  explanation: [
    "कर्मचारी भविष्य निधि (EPF) वेतनभोगी कर्मचारियों का रिटायरमेंट बचत खाता है, जो कर्मचारी भविष्य निधि और प्रकीर्ण उपबंध अधिनियम, 1952 और EPF योजना, 1952 के तहत चलता है। हर महीने आप अपने PF वेतन (मूल वेतन, महँगाई भत्ता और रिटेनिंग भत्ता) का 12% देते हैं और आपका नियोक्ता भी 12% देता है। कुछ प्रतिष्ठान, जैसे 20 से कम कर्मचारियों वाले, दोनों ओर से 10% देते हैं।",
    "नियोक्ता का 12% बँट जाता है। आपके वेतन का 8.33%, अधिकतम ₹15,000 मासिक पर (यानी अधिकतम ₹1,250), कर्मचारी पेंशन योजना, 1995 में जाता है, जिससे आगे चलकर मासिक पेंशन मिलती है; बाकी ही आपके EPF खाते में पहुँचता है। हर योगदान निकटतम रुपये तक पूरा किया जाता है।",
    `हर वित्तीय वर्ष का ब्याज केंद्र सरकार केंद्रीय न्यासी बोर्ड के साथ मिलकर घोषित करती है (${hindiPeriod(EPF_RATE.period)} के लिए ${declaredRate})। इसकी गणना हर महीने के चालू बैलेंस पर होती है और यह साल में एक बार, 31 मार्च को, खाते में जुड़ता है, इसलिए चक्रवृद्धि सालाना होती है। कैलकुलेटर आपके रिटायरमेंट तक खाते को वर्ष-दर-वर्ष चलाता है, हर वर्ष की शुरुआत में आपका वेतन आपकी चुनी दर से बढ़ाता है और पूरे समय एक ही ब्याज दर लगाता है।`,
    `आपका अपना योगदान पुरानी कर व्यवस्था में ${hindiSections(deductionSection)} के तहत कटौती के योग्य है, और लगातार पाँच वर्ष की नौकरी के बाद निकालने पर बैलेंस कर-मुक्त है।`,
  ],
  faq: [
    {
      question: "मेरे वेतन का कितना हिस्सा हर महीने EPF में जाता है?",
      answer:
        "₹50,000 के मूल वेतन + DA पर: आप 12% यानी ₹6,000 देते हैं, और आपका नियोक्ता भी 12% यानी ₹6,000। नियोक्ता के ₹6,000 में से ₹1,250 (₹15,000 की सीमा का 8.33%) पेंशन योजना में जाते हैं और ₹4,750 आपके EPF खाते में, इसलिए हर महीने ₹10,750 आपके EPF बैलेंस में पहुँचते हैं।",
    },
    {
      question: "EPF का ब्याज कैसे निकाला जाता है?",
      answer: `हर महीने के चालू बैलेंस पर सालाना दर के बारहवें हिस्से से, और कुल ब्याज 31 मार्च को जुड़ता है। ${declaredRate} पर, अप्रैल से हर महीने ₹10,750 जमा करने पर पहले वर्ष में ₹5,765 ब्याज मिलता है: बारह महीनों के अंत के बैलेंस का जोड़ ₹8,38,500 है, और ₹8,38,500 × 8.25% ÷ 12 = ₹5,764.69। EPFO का अपना खाता-बही किसी महीने के योगदान को अगले महीने से गिनता है, जिससे ब्याज थोड़ा कम बनता है (यहाँ ₹4,878); यह तरीका "किसी महीने के योगदान पर ब्याज" में चुनें।`,
    },
    {
      question: "EPF की मौजूदा ब्याज दर क्या है?",
      answer: `${hindiPeriod(EPF_RATE.period)} के लिए ${declaredRate}, जिसे केंद्रीय न्यासी बोर्ड ने मार्च 2026 में मंज़ूरी दी; वित्तीय वर्ष 2023-24 और 2024-25 के लिए भी यही दर जमा हुई थी। किसी वर्ष की दर उस वर्ष के ख़त्म होने के बाद घोषित होती है, इसलिए अनुमान के लिए कोई दर माननी पड़ती है।`,
    },
    {
      question: "EPS की राशि मेरे EPF बैलेंस में क्यों नहीं है?",
      answer:
        "नियोक्ता के योगदान का पेंशन वाला हिस्सा एक अलग फ़ंड, कर्मचारी पेंशन योजना, 1995 में जाता है। इस पर आपके नाम से कोई ब्याज नहीं जुड़ता: दस वर्ष की नौकरी के बाद इससे मासिक पेंशन मिलती है, जो आपके वेतन और नौकरी के वर्षों पर तय होती है। अगर आप 1 सितंबर 2014 को या उसके बाद पहली बार जुड़े और तब आपका मूल वेतन + DA ₹15,000 से अधिक था, तो आप EPS में नहीं हैं और नियोक्ता का पूरा 12% EPF में जाता है।",
    },
    {
      question: "क्या EPF बैलेंस पर टैक्स लगता है?",
      answer: `नहीं, अगर आप इसे लगातार पाँच वर्ष की नौकरी के बाद निकालते हैं; इसमें पिछली नौकरियाँ भी गिनी जाती हैं, जिनका बैलेंस आपने ट्रांसफ़र किया। इससे पहले निकालने पर यह कर योग्य है, और TDS कटता है। वर्ष में ${interestLimit} से ऊपर के आपके अपने योगदान पर मिला ब्याज हर वर्ष कर योग्य है, और PF, NPS और सुपरएनुएशन फ़ंड में वर्ष में ${employerLimit} से ऊपर का नियोक्ता का योगदान वेतन के रूप में कर योग्य है।`,
    },
  ],
};

export const EPF_TEXT: Catalogues<typeof en> = { en, hi };
