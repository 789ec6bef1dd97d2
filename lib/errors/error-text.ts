import { translatable } from "@/lib/i18n/catalogue";

/*
 * The words of the error catalogue (error-catalogue.ts, userMessage): what happened and what
 * to do next. The Hindi is in error-text-hi.ts, which only Hindi pages load.
 */

/** The things a person does that can fail, named by the catalogue's actions. */
export type ActionName =
  | "booking"
  | "mobileVerification"
  | "taxReport"
  | "emailReport"
  | "form16Upload"
  | "videoUpload"
  | "checkout"
  | "save"
  | "message"
  | "download"
  | "load";

/** What the person was doing, to start a sentence ("doing"), and the feature, to start "… isn't available". */
export interface ActionWords {
  doing: string;
  feature: string;
}

const en = {
  doing: {
    booking: "Booking your slot",
    mobileVerification: "Checking your mobile number",
    taxReport: "Preparing your tax report",
    emailReport: "Emailing your report",
    form16Upload: "Uploading your Form 16",
    videoUpload: "Uploading your video",
    checkout: "Placing your order",
    save: "Saving your changes",
    message: "Sending your message",
    download: "Downloading the file",
    load: "Loading this information",
  } as Readonly<Record<ActionName, string>>,
  feature: {
    booking: "Online booking",
    mobileVerification: "Mobile number verification",
    taxReport: "The tax report",
    emailReport: "Emailing the report",
    form16Upload: "Form 16 upload",
    videoUpload: "Video upload",
    checkout: "Online payment",
    save: "Saving",
    message: "Chat",
    download: "Downloads",
    load: "This service",
  } as Readonly<Record<ActionName, string>>,
  /** The end of a sentence: with "what you typed is still here" when the person typed something. */
  end: (kept: boolean): string => (kept ? "; what you typed is still here." : "."),
  notConfigured: (feature: string) => `${feature} isn't available right now. Please try again later, or contact us and we'll help.`,
  timeout: (doing: string, end: string) => `${doing} took too long. Check your connection and try again${end}`,
  offline: (doing: string, end: string) =>
    `You're offline. ${doing} needs an internet connection; calculators still work. Try again once you're back online${end}`,
  network: (end: string) => `We couldn't reach our server. Check your internet connection and try again${end}`,
  badResponse: "We got an answer from our server that we couldn't read. Please try again in a few minutes; if it keeps happening, contact us.",
  invalidRequest: (end: string) => `Some details need correcting. Check what you typed and try again${end}`,
  invalidCsv: "The file we received isn't a valid CSV file. Please try the download again; if it keeps happening, contact us.",
  file: "The file couldn't be downloaded. Check your connection and try again.",
  notAccepted: (doing: string, end: string) => `${doing} didn't work because some details weren't accepted. Check what you typed and try again${end}`,
  unknown: (end: string) => `Something went wrong. Please try again${end}`,
  sessionEnded: (end: string) => `Your session has ended. Log in again, then try once more${end}`,
  notYou: (end: string) => `We couldn't confirm it's you. Refresh the page, log in again and try once more${end}`,
  notFound: "We couldn't find what you asked for. Refresh the page and try again; if it keeps happening, contact us.",
  tooLarge: "The file is too large to send. Choose a smaller file and try again.",
  tooMany: (end: string) => `Too many attempts in a short time. Wait a minute, then try again${end}`,
  ourSide: (doing: string, end: string) => `${doing} didn't work because of a problem on our side. Please try again in a few minutes${end}`,
  /** A 400's field errors: "Please check: Mobile number: Enter …" — the server's own words, in English. */
  pleaseCheck: (parts: readonly string[]) => `Please check: ${parts.join(" ")}`,
  /**
   * The fields a 400 refused, named in the page's language, where the server's reasons are
   * in English: empty in English, which quotes the reasons instead (pleaseCheck).
   */
  checkFields: (labels: readonly string[]): string => (labels.length ? `Please check: ${labels.join(", ")}.` : ""),
  /** Names the API gives fields that do not read well once humanised. */
  fieldLabels: {
    otp: "Code",
    firstname: "First name",
    lastname: "Last name",
    mobilenumber: "Mobile number",
    serviceselected: "Service",
    packageassigned: "Packages",
    pan: "PAN",
    tan: "TAN",
    ifsc: "IFSC",
    userid: "User ID",
    uuids: "Documents",
  } as Readonly<Record<string, string>>,
};

export const ERROR_TEXT = translatable("ERROR_TEXT", en);
