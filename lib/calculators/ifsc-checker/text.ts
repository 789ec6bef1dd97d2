import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { IFSC_DATA_SOURCE } from "@/lib/ifsc/ifsc";
import { ifscCheckerMeta } from "./meta";

/*
 * Every word the IFSC checker shows, in English and Hindi. Bank names are RBI's data: a
 * Hindi page shows the Hindi name where bank-names-hi.ts has it, RBI's name otherwise.
 */


const en = {
  description: ifscCheckerMeta.description,
  keywords: ifscCheckerMeta.keywords,
  label: "IFSC",
  help: "11 characters, as on a cheque leaf or the bank's website: 4 letters, a zero, then 6 letters or digits.",
  format: "RBI, NEFT and RTGS procedural guidelines: the IFSC's 4-letter bank code, a reserved 0 and a 6-character branch code",
  bankCodeListed: (code: string) => `Bank code ${code} (in RBI's list; name not in our data)`,
  bankCodeUnknown: (code: string) => `Unknown bank code ${code}`,
  summaryInvalid: (ifsc: string, reason: string) => `${ifsc || "This"} is not a valid IFSC: ${reason}`,
  groupTitle: "IFSC check (in your browser, no network)",
  format_: "Format",
  invalid: "Invalid",
  valid: "Valid",
  wellFormedKnown: "Well formed, with a bank code in RBI's list.",
  wellFormedUnknown: (code: string) => `Well formed, but no bank uses the code ${code}.`,
  bank: "Bank",
  bankCode: "Bank code",
  branchCode: "Branch code",
  noteNoCheckDigit:
    "An IFSC has no check digit, so a well-formed code with a real bank's prefix may still belong to no branch. The branch's name and address come from the live look-up below; before a large transfer, confirm them with the payee or on the bank's own site.",
  noteSource: `Bank names: ${IFSC_DATA_SOURCE}.`,
  noteAmalgamated: (bank: string, into: string, effective: string) =>
    `${bank} was amalgamated into ${into} from ${effective}. Its branches now use ${into}'s IFSCs; a payment to an old code may be rejected, so ask the payee for the new one.`,
  date: (english: string) => english,
  summaryKnown: (ifsc: string, bank: string, branch: string) => `${ifsc} is a well-formed IFSC of ${bank}, branch code ${branch}.`,
  summaryUnknown: (ifsc: string, code: string) => `${ifsc} is well formed, but ${code} is not a bank code in RBI's list: check the first four letters.`,
  breakdownTitle: "What each part of the IFSC says",
  stepBank: (code: string) => `Characters 1–4, bank code ${code}`,
  stepFifth: "Character 5",
  stepFifthText: "0, kept by RBI for future use",
  stepBranch: (code: string) => `Characters 6–11, branch code ${code}`,
  stepBranchText: "The branch, as the bank numbers its branches",
  enterIfsc: "Enter an IFSC of 11 characters to check it.",
  explanation: [
    "The Indian Financial System Code (IFSC) identifies a bank branch in NEFT, RTGS and IMPS transfers. It has 11 characters: the first four letters are the bank's code (SBIN for the State Bank of India, HDFC for HDFC Bank), the fifth is always the digit zero, kept by the Reserve Bank for future use, and the last six identify the branch.",
    "This checker reads the structure in your browser and names the bank from the list of bank codes in RBI's published branch data. An IFSC has no check digit, so a well-formed code can still point to no branch; the branch's name, address, MICR code and the payment systems it takes part in come from the live look-up, when our service is reachable.",
    "Some co-operative banks have no IFSC prefix of their own: their branches are given codes under a sponsor bank's prefix (HDFC, YES Bank, IDBI and others). For those codes the bank named by the prefix is the sponsor; the checker also names the co-operative bank when the code is in the data set.",
  ] as readonly string[],
  faq: [
    {
      question: "Where do I find my branch's IFSC?",
      answer:
        "On your cheque book (printed on each leaf, near the branch address), on the first page of your passbook, in your bank's app or internet banking under account details, and on the bank's website. RBI publishes every bank's list of branch codes for NEFT and RTGS.",
    },
    {
      question: "Is the fifth character of an IFSC a zero or the letter O?",
      answer: "Always the digit zero. A code with the letter O in the fifth place, such as HDFCO001234, is mistyped; the checker says so.",
    },
    {
      question: "What happens if I send money with a wrong IFSC?",
      answer:
        "If the code does not exist, the transfer is rejected and the money comes back, usually within a day or two. If it exists but is another branch of the same bank, most banks still credit the account by number, since core banking is centralised; between banks, a wrong code can send the payment to the wrong bank, where it fails and is returned. Check the code before a large transfer.",
    },
    {
      question: "My bank merged with another. Is my old IFSC still valid?",
      answer:
        "No. After the amalgamations of 2019 and 2020 (Vijaya and Dena Banks into Bank of Baroda; Oriental Bank of Commerce and United Bank of India into Punjab National Bank; Syndicate Bank into Canara Bank; Andhra and Corporation Banks into Union Bank of India; Allahabad Bank into Indian Bank), the old codes were replaced by the acquiring bank's. Get the new code from your branch or the bank's site, and update it with your employer and for your tax refund.",
    },
    {
      question: "Is IFSC the same as MICR or SWIFT code?",
      answer:
        "No. MICR is a 9-digit code on cheques (city, bank and branch, 3 digits each) used in cheque clearing. SWIFT (BIC) codes identify banks in international transfers. The IFSC is for transfers within India by NEFT, RTGS and IMPS.",
    },
    {
      question: "Which IFSC should I give for my income-tax refund?",
      answer:
        "The IFSC of the branch where the account you pre-validated on the income-tax portal is held. Refunds are paid only to a pre-validated account linked to your PAN, so update the account and its IFSC on the portal if your branch's code changed.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const IFSC_CHECKER_TEXT: Catalogues<typeof en> = translatable("IFSC_CHECKER_TEXT", en);
