/**
 * The fault matrix's table: one row per exported function under `services/` that sends a
 * request (issue #11, item 3). fault-matrix.test.ts plays each of five faults on each row.
 *
 * Only types are imported at the top: the clients read their hosts from process.env when
 * first imported, so the services load in `loadServices()`, called by the harness once the
 * stand-in's address is set. For the same reason each row's path prefix is written out
 * rather than read from the service's constants; a prefix that no longer matches the
 * service's path fails the row (the test checks the request reached the stand-in there).
 *
 * Arguments are valid, so each request leaves: a request refused before sending would
 * reject with RequestValidationError and never meet the fault.
 */
import type { UserActionName } from "@/services/error-catalogue";

export async function loadServices() {
  return {
    auth: await import("@/services/auth"),
    billing: await import("@/services/billing"),
    bookings: await import("@/services/bookings"),
    chat: await import("@/services/chat"),
    chatbotItr: await import("@/services/chatbot-itr"),
    fileDownload: await import("@/services/file-download"),
    financialYears: await import("@/services/financial-years"),
    form16: await import("@/services/form16"),
    lookups: await import("@/services/lookups"),
    profile: await import("@/services/profile"),
    reports: await import("@/services/reports"),
    returns: await import("@/services/returns"),
    taxId: await import("@/services/tax-id"),
    vault: await import("@/services/vault"),
    content: await import("@/services/content"),
    wagtail: await import("@/services/content/wagtail"),
    embedded: await import("@/services/content/embedded"),
    pageProps: await import("@/services/content/page-props"),
    documentProps: await import("@/services/content/document-props"),
  };
}

export type Services = Awaited<ReturnType<typeof loadServices>>;

/** The five faults of the issue: HTTP 500, a time-out, a dropped connection, an HTML page, JSON of the wrong shape. */
export const FAULT_NAMES = ["HTTP 500", "a time-out", "a dropped connection", "a 200 HTML error page", "200 JSON of the wrong shape"] as const;
export type FaultName = (typeof FAULT_NAMES)[number];

const ANSWERED_200: readonly FaultName[] = ["a 200 HTML error page", "200 JSON of the wrong shape"];
const NO_USABLE_ANSWER: readonly FaultName[] = ["HTTP 500", "a time-out", "a dropped connection"];

/** What a resolving row's check can look at besides the value. */
export interface CheckContext {
  fault: FaultName;
  services: Services;
  /** What the code logged with console.error (jsdom's own XHR reports left out). */
  errorLogs(): string[];
  /** What the code logged with console.warn. */
  warnings(): string[];
}

/**
 * A documented outcome other than the default (a rejection with an ApiError of the
 * fault's kind): the call resolves and `check` says with what, or it rejects with
 * another of the catalogue's errors whose details still carry the fault's kind.
 */
export type Outcome =
  | { resolves: (value: unknown, context: CheckContext) => void | Promise<void> }
  | { rejects: "FileFetchError"; message: string }
  | { rejects: "InvalidCsvError" };

export interface Documented {
  faults: readonly FaultName[];
  outcome: Outcome;
  /** Where the behaviour is written down. */
  source: string;
}

export interface CallRow {
  /** `{module under services/ without .ts}.{export}`, as the guard test finds it. */
  name: string;
  client: "appClient" | "cmsClient" | "chatbotClient";
  /** Every request of the call starts with this path, so the stand-in faults them all. */
  prefix: string;
  /** The words userMessage() uses when this call fails in front of a person. */
  action: UserActionName;
  invoke(services: Services): Promise<unknown>;
  /** Outcomes that differ from the default, with where they are documented. */
  documented?: Documented[];
  /** A page-level check run after the call under the same fault: the part of the site that still works. */
  page?: { what: string; check(services: Services, fault: FaultName): Promise<void> };
}

const EMAIL = "priya.sharma@example.in";
const PAN = "BQSPS4821K";
const TAN = "PNES03412F";
const RUN = "run-1";
const CHAT_ROOM = "itr-room-1001";
const WHATSAPP_PHONE = "919876543210";
const REPORT_UUID = "report-1";
const ARTICLE_SLUG = "old-vs-new-tax-regime-fy-2025-26";
/** The CMS stand-in holds a page-meta entry for this key, so its fallback differs from a working CMS. */
const MARKETING_KEY = "individual-file-tax";

const pdf = () => new File(["%PDF-1.4\n% Form 16\n%%EOF\n"], "part-a.pdf", { type: "application/pdf" });
const video = () => new File(["stand-in video bytes"], "walkthrough.mp4", { type: "video/mp4" });

const customer = {
  firstname: "Priya",
  lastname: "Sharma",
  email: EMAIL,
  mobilenumber: "9876543210",
  serviceselected: "File ITR",
  packageassigned: [{ id: 11, quantity: 1 }],
  // 999 + 18% GST (179.82) = 1178.82 rupees.
  transactionamount: 1178.82,
  address: "Flat 12, Shanti Apartments, Baner Road, Pune 411045",
};

const booking = { name: "Priya Sharma", email: EMAIL, mobile_number: "9876543210", date: "2026-12-01", time: "10:00" };

/* Documented outcomes shared by several rows */

const resolvesUndefined: Outcome = { resolves: (value) => expect(value).toBeUndefined() };

/** The content adapter: "Nothing here throws because of the CMS" (services/content/index.ts; docs/architecture.md, Content). */
const CMS_FALLBACK = "services/content/index.ts header and docs/architecture.md 'Content': the embedded default when the CMS fails, times out or answers a shape it does not expect";

function cmsFallback(check: (value: unknown, context: CheckContext) => void | Promise<void>): Documented[] {
  return [
    {
      faults: FAULT_NAMES,
      source: CMS_FALLBACK,
      outcome: {
        resolves: async (value, context) => {
          await check(value, context);
          // Said on the server's log, never to a visitor.
          expect(context.warnings().some((line) => line.startsWith("CMS unavailable, using embedded content"))).toBe(true);
        },
      },
    },
  ];
}

/** The embedded articles' slugs: the fallback's, and none of them in the CMS stand-in (whose blog has three others). */
const embeddedArticleSlugs = (services: Services) => services.embedded.embeddedDocuments("article").map((document) => document.slug);

const slugsOf = (documents: unknown) => (documents as Array<{ slug: string }>).map((document) => document.slug);

/* The table */

export const CALLS: readonly CallRow[] = [
  /* auth.ts: both page entry points finish the job themselves and never throw */
  {
    name: "auth.logout",
    client: "appClient",
    prefix: "/usermanagement/api/logout",
    action: "load",
    async invoke({ auth }) {
      const steps: string[] = [];
      await auth.logout({ removeSessionCookie: () => steps.push("cookie removed"), reload: () => steps.push("reloaded") });
      return steps;
    },
    documented: [
      {
        faults: ["HTTP 500"],
        source: "services/auth.ts, logout(): an error status logs 'Logout failed'; the cookie is cleared and the page reloaded whatever the answer; never throws",
        outcome: {
          resolves: (steps, { errorLogs }) => {
            expect(steps).toEqual(["cookie removed", "reloaded"]);
            expect(errorLogs()).toEqual(["Logout failed"]);
          },
        },
      },
      {
        faults: ["a time-out", "a dropped connection"],
        source: "services/auth.ts, logout(): no answer logs 'Network error during logout'; never throws",
        outcome: {
          resolves: (steps, { errorLogs }) => {
            expect(steps).toEqual(["cookie removed", "reloaded"]);
            expect(errorLogs()).toEqual(["Network error during logout"]);
          },
        },
      },
      {
        faults: ANSWERED_200,
        source: "services/auth.ts, logout(): only success or failure is read, so any 200 is a success, logged as nothing",
        outcome: {
          resolves: (steps, { errorLogs }) => {
            expect(steps).toEqual(["cookie removed", "reloaded"]);
            expect(errorLogs()).toEqual([]);
          },
        },
      },
    ],
  },
  {
    name: "auth.exchangeGoogleCredential",
    client: "appClient",
    prefix: "/social/google/login/token/",
    action: "load",
    invoke: ({ auth }) => auth.exchangeGoogleCredential("google-id-token", "0123456789abcdef"),
    documented: [
      {
        faults: ANSWERED_200,
        source: "services/auth.ts: the answer's body is not read (only its session cookie matters), so a 200 of any body resolves",
        outcome: resolvesUndefined,
      },
    ],
  },
  {
    name: "auth.handleGoogleCredential",
    client: "appClient",
    prefix: "/social/google/login/token/",
    action: "load",
    async invoke({ auth }) {
      const wentTo: string[] = [];
      const outcome = await auth.handleGoogleCredential({
        credential: "google-id-token",
        csrfToken: "0123456789abcdef",
        // The profile reload is the profile row's business; here it succeeds.
        refetchProfile: async () => ({ ok: true }),
        goTo: (href) => wentTo.push(href),
      });
      return { outcome, wentTo };
    },
    documented: [
      {
        faults: NO_USABLE_ANSWER,
        source: "services/auth.ts, handleGoogleCredential(): never throws; a failed exchange is 'login-failed' with 'Login Failed' logged and nothing else done",
        outcome: {
          resolves: (value, { errorLogs }) => {
            expect(value).toEqual({ outcome: "login-failed", wentTo: [] });
            expect(errorLogs()).toEqual(["Login Failed"]);
          },
        },
      },
      {
        faults: ANSWERED_200,
        source: "services/auth.ts: the exchange reads no body, so a 200 is a sign-in and the profile reload decides",
        outcome: { resolves: (value) => expect(value).toEqual({ outcome: "signed-in", wentTo: [] }) },
      },
    ],
  },

  /* billing.ts */
  { name: "billing.getPackages", client: "appClient", prefix: "/v1_2/package/", action: "load", invoke: ({ billing }) => billing.getPackages() },
  {
    name: "billing.createSubscription",
    client: "appClient",
    prefix: "/v1_2/subscription/",
    action: "checkout",
    invoke: ({ billing }) => billing.createSubscription(customer),
  },
  {
    name: "billing.getCreditsPurchase",
    client: "appClient",
    prefix: "/credits/v1/creditspurchase/",
    action: "checkout",
    invoke: ({ billing }) => billing.getCreditsPurchase(9301),
  },
  {
    name: "billing.getBillingAddress",
    client: "appClient",
    prefix: "/billing/v1/billing_address/",
    action: "checkout",
    invoke: ({ billing }) => billing.getBillingAddress("cp-uuid-9301"),
  },
  {
    name: "billing.payWithRazorpay",
    client: "appClient",
    prefix: "/billing/v1/payrazorpay/",
    action: "checkout",
    invoke: ({ billing }) => billing.payWithRazorpay("cp-uuid-9301"),
  },
  {
    name: "billing.confirmRazorpayPayment",
    client: "appClient",
    prefix: "/billing/v1/payrazorpay/",
    action: "checkout",
    invoke: ({ billing }) =>
      billing.confirmRazorpayPayment({
        cp_uuid: "cp-uuid-9301",
        razorpay_payment_id: "pay_StandIn1",
        razorpay_order_id: "order_StandIn1",
        razorpay_signature: "sig_standin",
      }),
    documented: [
      {
        faults: ["200 JSON of the wrong shape"],
        source: "services/billing.ts, confirmRazorpayPayment(): 'a 2xx answer from the API means it accepted the payment, so its body is not read'",
        outcome: resolvesUndefined,
      },
    ],
  },

  /* bookings.ts: public forms */
  { name: "bookings.getBookingSlots", client: "appClient", prefix: "/v1/tds-demo-booking/", action: "load", invoke: ({ bookings }) => bookings.getBookingSlots("tds-demo") },
  { name: "bookings.createBooking", client: "appClient", prefix: "/v1/gst-demo-booking/", action: "booking", invoke: ({ bookings }) => bookings.createBooking("gst-demo", booking) },
  {
    name: "bookings.sendMobileOtp",
    client: "appClient",
    prefix: "/v1/telecom/mobile_number_verification/",
    action: "mobileVerification",
    invoke: ({ bookings }) => bookings.sendMobileOtp("9876543210"),
  },
  {
    name: "bookings.verifyMobileOtp",
    client: "appClient",
    prefix: "/v1/telecom/mobile_number_verification/",
    action: "mobileVerification",
    invoke: ({ bookings }) => bookings.verifyMobileOtp("9876543210", "123456"),
  },

  /* chat.ts: the signed-in user's chat */
  { name: "chat.getChatServices", client: "appClient", prefix: "/chat/services/", action: "load", invoke: ({ chat }) => chat.getChatServices("ITR") },
  { name: "chat.getChatServiceTypes", client: "appClient", prefix: "/chat/services-type/", action: "load", invoke: ({ chat }) => chat.getChatServiceTypes() },
  {
    name: "chat.getVaultDetails",
    client: "appClient",
    prefix: "/chat/vaultdetails/",
    action: "load",
    invoke: ({ chat }) => chat.getVaultDetails({ email: EMAIL, serviceType: "ITR" }),
  },
  {
    name: "chat.deleteVaultDocuments",
    client: "appClient",
    prefix: "/chat/vaultdetails/",
    action: "save",
    invoke: ({ chat }) => chat.deleteVaultDocuments({ email: EMAIL, serviceType: "ITR", uuids: ["doc-uuid-1"] }),
    documented: [
      {
        faults: ["200 JSON of the wrong shape"],
        source: "services/chat.ts: 'A DELETE may answer 204 with no body or 200 with a small JSON note; neither is read' (an HTML page is not a JSON note, so it stays bad-response)",
        outcome: resolvesUndefined,
      },
    ],
  },
  {
    name: "chat.storeUserDetails",
    client: "appClient",
    prefix: "/chat/storeuserdetails/",
    action: "save",
    invoke: ({ chat }) => chat.storeUserDetails({ name: "Priya Sharma", email: EMAIL, mobile_number: "9876543210", service_type: "ITR" }),
  },
  {
    name: "chat.updateUserDetails",
    client: "appClient",
    prefix: "/chat/storeuserdetails/",
    action: "save",
    invoke: ({ chat }) => chat.updateUserDetails({ chat_room: CHAT_ROOM, mobile_number: "9123456780" }),
  },
  {
    name: "chat.generatePackageLink",
    client: "appClient",
    prefix: "/chat/generate-package-link/",
    action: "save",
    invoke: ({ chat }) => chat.generatePackageLink({ chatRoom: CHAT_ROOM, email: EMAIL }, [{ id: 11, quantity: 1 }]),
  },
  {
    name: "chat.getPackageLink",
    client: "appClient",
    prefix: "/chat/generate-package-link/",
    action: "load",
    invoke: ({ chat }) => chat.getPackageLink({ chatRoom: CHAT_ROOM, email: EMAIL }),
  },
  { name: "chat.getChatMessages", client: "appClient", prefix: "/chat/storechatmessage/", action: "load", invoke: ({ chat }) => chat.getChatMessages(CHAT_ROOM) },
  {
    name: "chat.sendChatMessage",
    client: "appClient",
    prefix: "/chat/storechatmessage/",
    action: "message",
    invoke: ({ chat }) => chat.sendChatMessage(CHAT_ROOM, "Form 16 uploaded."),
  },
  { name: "chat.getNotifications", client: "appClient", prefix: "/chat/createnotification/", action: "load", invoke: ({ chat }) => chat.getNotifications(CHAT_ROOM) },
  {
    name: "chat.getAssignedUsers",
    client: "appClient",
    prefix: "/chat/assigneduserspersp/",
    action: "load",
    invoke: ({ chat }) => chat.getAssignedUsers({ sp_email: "arjun.menon@example.com" }),
  },
  { name: "chat.getServiceProviders", client: "appClient", prefix: "/chat/serviceswisesp/", action: "load", invoke: ({ chat }) => chat.getServiceProviders() },
  { name: "chat.getChatStages", client: "appClient", prefix: "/chat/chat-stages/", action: "load", invoke: ({ chat }) => chat.getChatStages(CHAT_ROOM) },

  /* chatbot-itr.ts: the chat-bot host */
  { name: "chatbot-itr.getChatbotItr", client: "chatbotClient", prefix: "/api/get_itr", action: "load", invoke: ({ chatbotItr }) => chatbotItr.getChatbotItr(WHATSAPP_PHONE) },
  {
    name: "chatbot-itr.updateChatbotItr",
    client: "chatbotClient",
    prefix: "/api/update_itr",
    action: "save",
    invoke: ({ chatbotItr }) => chatbotItr.updateChatbotItr(WHATSAPP_PHONE, { ifsc: "HDFC0004321" }),
  },

  /* file-download.ts: the catalogue's download errors, each carrying the ApiError as its cause */
  {
    name: "file-download.downloadChatFile",
    client: "appClient",
    prefix: "/chat/upload/",
    action: "download",
    invoke: ({ fileDownload }) => fileDownload.downloadChatFile("vault/priya/form16-2025-26.pdf"),
    documented: [
      // Node answers a 500 with the status text "Internal Server Error".
      { faults: ["HTTP 500"], source: "services/file-download.ts header", outcome: { rejects: "FileFetchError", message: "Failed to fetch the file: Internal Server Error" } },
      { faults: ["a time-out"], source: "services/file-download.ts, statusTextOf()", outcome: { rejects: "FileFetchError", message: "Failed to fetch the file: the request timed out" } },
      { faults: ["a dropped connection"], source: "services/file-download.ts, statusTextOf()", outcome: { rejects: "FileFetchError", message: "Failed to fetch the file: no answer from the server" } },
      {
        faults: ANSWERED_200,
        source: "services/file-download.ts header: a vault file answered by a web page rejects",
        outcome: { rejects: "FileFetchError", message: "Failed to fetch the file: the server sent a page, not the file" },
      },
    ],
  },
  {
    name: "file-download.downloadPanData",
    client: "appClient",
    prefix: "/taxid/download_pan_data/",
    action: "download",
    invoke: ({ fileDownload }) => fileDownload.downloadPanData({ userid: "TRACESUSER1", tan: TAN }),
    documented: [
      { faults: ["HTTP 500"], source: "services/file-download.ts header", outcome: { rejects: "FileFetchError", message: "Failed to fetch the file: Internal Server Error" } },
      { faults: ["a time-out"], source: "services/file-download.ts, statusTextOf()", outcome: { rejects: "FileFetchError", message: "Failed to fetch the file: the request timed out" } },
      { faults: ["a dropped connection"], source: "services/file-download.ts, statusTextOf()", outcome: { rejects: "FileFetchError", message: "Failed to fetch the file: no answer from the server" } },
      {
        faults: ANSWERED_200,
        source: "services/file-download.ts header: 'a CSV download whose answer is not CSV rejects with InvalidCsvError'",
        outcome: { rejects: "InvalidCsvError" },
      },
    ],
  },

  /* financial-years.ts, form16.ts */
  { name: "financial-years.getFinancialYears", client: "appClient", prefix: "/tsmisc/api/financial-year/", action: "load", invoke: ({ financialYears }) => financialYears.getFinancialYears() },
  {
    name: "form16.uploadForm16",
    client: "appClient",
    prefix: "/v1/form16/upload/",
    action: "form16Upload",
    invoke: ({ form16 }) => form16.uploadForm16({ email: EMAIL, files: [pdf()] }),
  },
  { name: "form16.getForm16Dictionary", client: "appClient", prefix: "/v1/form16/", action: "load", invoke: ({ form16 }) => form16.getForm16Dictionary(EMAIL) },

  /*
   * lookups.ts: the service rejects; the calculator around it degrades
   * (components/calculators/lookups/use-live-lookup.ts turns any rejection into a
   * "failed" state the page words as unavailable, with the typed values still used).
   */
  { name: "lookups.lookUpGstin", client: "appClient", prefix: "/tsmisc/api/gstin/", action: "load", invoke: ({ lookups }) => lookups.lookUpGstin("27AAPFU0939F1ZV") },
  { name: "lookups.lookUpIfsc", client: "appClient", prefix: "/tsmisc/api/ifsc/", action: "load", invoke: ({ lookups }) => lookups.lookUpIfsc("SBIN0000691") },
  { name: "lookups.lookUpHsn", client: "appClient", prefix: "/tsmisc/api/hsn/", action: "load", invoke: ({ lookups }) => lookups.lookUpHsn("8517") },
  { name: "lookups.getExchangeRates", client: "appClient", prefix: "/tsmisc/api/exchange-rates/", action: "load", invoke: ({ lookups }) => lookups.getExchangeRates() },
  { name: "lookups.getGoldRates", client: "appClient", prefix: "/tsmisc/api/gold-rates/", action: "load", invoke: ({ lookups }) => lookups.getGoldRates() },

  /* profile.ts: the service rejects (its comment); the header's store reads any failure as signed out (docs/architecture.md, Session) */
  {
    name: "profile.getProfile",
    client: "appClient",
    prefix: "/v1/google-login/",
    action: "load",
    invoke: ({ profile }) => profile.getProfile(),
    page: {
      what: "the header's profile load ends signed out, not pending (docs/architecture.md 'Session': a wrong answer or an error means a signed-out visitor)",
      async check() {
        const { makeStore } = await import("@/store");
        const { fetchProfile, selectIsSignedIn, selectProfilePending } = await import("@/store/profile-slice");
        const store = makeStore();
        await store.dispatch(fetchProfile());
        expect(selectIsSignedIn(store.getState())).toBe(false);
        expect(selectProfilePending(store.getState())).toBe(false);
      },
    },
  },

  /* reports.ts: public forms */
  {
    name: "reports.createTaxReport",
    client: "appClient",
    prefix: "/calculate_tax/",
    action: "taxReport",
    invoke: ({ reports }) => reports.createTaxReport({ name: "Priya Sharma", email: EMAIL, mobile_number: "9876543210" }),
  },
  { name: "reports.getTaxReport", client: "appClient", prefix: "/calculate_tax/", action: "taxReport", invoke: ({ reports }) => reports.getTaxReport(REPORT_UUID) },
  {
    name: "reports.emailTaxReport",
    client: "appClient",
    prefix: "/send-tax-report-email/",
    action: "emailReport",
    invoke: ({ reports }) => reports.emailTaxReport({ email: EMAIL, to_diy_report_uuid: REPORT_UUID }),
    documented: [
      {
        faults: ["200 JSON of the wrong shape"],
        source: "services/reports.ts: 'An acknowledgement whose content is not read: 204, or 200 with a note' (an HTML page is no note, so it stays bad-response)",
        outcome: resolvesUndefined,
      },
    ],
  },

  /* returns.ts: the signed-in user's returns */
  { name: "returns.validatePan", client: "appClient", prefix: "/te/validate_pan/", action: "save", invoke: ({ returns }) => returns.validatePan({ pan: PAN }) },
  { name: "returns.autoCreateTaxEntity", client: "appClient", prefix: "/te/auto_create_te/", action: "save", invoke: ({ returns }) => returns.autoCreateTaxEntity(PAN) },
  { name: "returns.getTaxEntityProfile", client: "appClient", prefix: "/te/profile/", action: "load", invoke: ({ returns }) => returns.getTaxEntityProfile(41) },
  {
    name: "returns.autoCreateItr",
    client: "appClient",
    prefix: "/itr/auto_create_itr/",
    action: "save",
    invoke: ({ returns }) => returns.autoCreateItr({ taxentity: 41, assessment_year: "2026-27" }),
  },
  {
    name: "returns.createItr",
    client: "appClient",
    prefix: "/itr/api/itr/itr2/",
    action: "save",
    invoke: ({ returns }) => returns.createItr("itr2", { taxentity: 41, assessment_year: "2026-27" }),
  },
  { name: "returns.prefillItr", client: "appClient", prefix: "/itr/prefilltoitr/501/", action: "save", invoke: ({ returns }) => returns.prefillItr(501) },
  { name: "returns.getItr", client: "appClient", prefix: "/itr/api/itr/501/", action: "load", invoke: ({ returns }) => returns.getItr(501) },
  { name: "returns.getAllItr", client: "appClient", prefix: "/itr/api/itr-all/", action: "load", invoke: ({ returns }) => returns.getAllItr() },
  { name: "returns.getAllTds", client: "appClient", prefix: "/tds/api/tds-all/", action: "load", invoke: ({ returns }) => returns.getAllTds() },
  { name: "returns.searchTaxEntities", client: "appClient", prefix: "/te/api/taxentity/", action: "load", invoke: ({ returns }) => returns.searchTaxEntities("traders") },
  {
    name: "returns.runItdProcess",
    client: "appClient",
    prefix: "/v1.1/itr/",
    action: "save",
    invoke: ({ returns }) => returns.runItdProcess("itr-uuid-501", "prefill", { consent: true }),
  },
  {
    name: "returns.updateTaxClient",
    client: "appClient",
    prefix: "/v1.1/taxclient/41/",
    action: "save",
    invoke: ({ returns }) => returns.updateTaxClient(41, { mobile_number: "9123456780" }),
  },

  /* tax-id.ts: bulk PAN checks */
  {
    name: "tax-id.startPanCheck",
    client: "appClient",
    prefix: "/taxid/get_captcha/",
    action: "save",
    invoke: ({ taxId }) => taxId.startPanCheck({ userid: "TRACESUSER1", password: "secret", tan: TAN, pans: ["ABCPE1234F"] }),
  },
  { name: "tax-id.refreshCaptcha", client: "appClient", prefix: "/taxid/get_captcha/", action: "load", invoke: ({ taxId }) => taxId.refreshCaptcha(RUN) },
  { name: "tax-id.submitCaptcha", client: "appClient", prefix: "/taxid/get_panprocess/", action: "save", invoke: ({ taxId }) => taxId.submitCaptcha(RUN, "K7P2Q") },
  { name: "tax-id.getPanCheckStatus", client: "appClient", prefix: "/taxid/get_status/", action: "load", invoke: ({ taxId }) => taxId.getPanCheckStatus(RUN) },
  { name: "tax-id.getPanCheckSummary", client: "appClient", prefix: "/taxid/get_summary/", action: "load", invoke: ({ taxId }) => taxId.getPanCheckSummary(RUN) },

  /* vault.ts */
  { name: "vault.getVault", client: "appClient", prefix: "/vault/api/vault/", action: "load", invoke: ({ vault }) => vault.getVault() },
  { name: "vault.uploadVideo", client: "appClient", prefix: "/vault/api/videos/upload/", action: "videoUpload", invoke: ({ vault }) => vault.uploadVideo({ file: video(), title: "Documents" }) },

  /* content/wagtail.ts: the one CMS read; it rejects, and the adapter above it falls back */
  {
    name: "content/wagtail.listWagtailPages",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ wagtail }) => wagtail.listWagtailPages("blog.BlogPage"),
  },

  /* content/index.ts: the adapter; every read falls back to the embedded default */
  {
    name: "content/index.getDocuments",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ content }) => content.getDocuments("article"),
    documented: cmsFallback((value, { services }) => {
      const { source, value: documents } = value as { source: string; value: unknown };
      expect(source).toBe("embedded");
      expect(slugsOf(documents)).toEqual(services.embedded.embeddedDocuments("article").map((document) => document.slug));
    }),
  },
  {
    name: "content/index.getDocument",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ content }) => content.getDocument("article", ARTICLE_SLUG),
    documented: cmsFallback((document) => expect(document).toMatchObject({ slug: ARTICLE_SLUG, kind: "article" })),
  },
  {
    name: "content/index.getGlossary",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ content }) => content.getGlossary(),
    documented: cmsFallback((value, { services }) => {
      const { source, value: terms } = value as { source: string; value: Array<{ term: string }> };
      expect(source).toBe("embedded");
      expect(terms.map((term) => term.term).sort()).toEqual(services.embedded.embeddedGlossary().map((term) => term.term).sort());
    }),
  },
  {
    name: "content/index.getFaqs",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ content }) => content.getFaqs(),
    documented: cmsFallback((value, { services }) => expect(value).toEqual({ source: "embedded", value: services.embedded.embeddedFaqs() })),
  },
  {
    name: "content/index.getWebinars",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ content }) => content.getWebinars(),
    documented: cmsFallback((value, { services }) => expect(value).toEqual({ source: "embedded", value: services.embedded.embeddedWebinars() })),
  },
  {
    name: "content/index.getMediaMentions",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ content }) => content.getMediaMentions(),
    documented: cmsFallback((value, { services }) => {
      const { source, value: mentions } = value as { source: string; value: unknown[] };
      const embedded = services.embedded.embeddedMedia();
      expect(source).toBe("embedded");
      // The same mentions, newest first rather than in file order.
      expect(mentions).toHaveLength(embedded.length);
      expect(mentions).toEqual(expect.arrayContaining(embedded));
    }),
  },
  {
    name: "content/index.getTestimonials",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ content }) => content.getTestimonials(),
    // "Testimonials come only from the CMS: the site invents no customers' words."
    documented: cmsFallback((value) => expect(value).toEqual({ value: [], source: "embedded" })),
  },
  {
    name: "content/index.getPageMeta",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ content }) => content.getPageMeta(MARKETING_KEY),
    // {} rather than the CMS's entry ("File your ITR with a CA | CMS title"): site defaults apply.
    documented: cmsFallback((meta) => expect(meta).toEqual({})),
  },

  /* content/page-props.ts and document-props.ts: the static props of the pages themselves */
  {
    name: "content/page-props.contentMeta",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ pageProps }) => pageProps.contentMeta(MARKETING_KEY, { title: "Own title", description: "Own description.", path: "/individual/file-tax" }),
    // The page's own title and description, with none of the CMS entry's keywords or sm_description.
    documented: cmsFallback((meta) =>
      expect(meta).toEqual({ seo_title: "Own title", search_description: "Own description.", slug: "/individual/file-tax" }),
    ),
  },
  {
    name: "content/page-props.marketingPageProps",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ pageProps }) => pageProps.marketingPageProps(MARKETING_KEY),
    documented: cmsFallback((value, { services }) => {
      const props = value as { page: { title: string; description: string }; meta: Record<string, unknown> };
      const page = services.embedded.embeddedPage(MARKETING_KEY);
      expect(props.page).toEqual(page);
      expect(props.meta).toEqual({ seo_title: page.title, search_description: page.description, slug: "/individual/file-tax" });
    }),
  },
  {
    name: "content/page-props.marketingStaticProps",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: async ({ pageProps }) => pageProps.marketingStaticProps(MARKETING_KEY)({}),
    documented: cmsFallback((value, { services }) => {
      const result = value as { props: { page: unknown; meta: { seo_title?: string } }; revalidate: number };
      expect(result.revalidate).toBe(3600);
      expect(result.props.page).toEqual(services.embedded.embeddedPage(MARKETING_KEY));
      expect(result.props.meta.seo_title).toBe(services.embedded.embeddedPage(MARKETING_KEY).title);
    }),
  },
  {
    name: "content/page-props.listingIntroProps",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: ({ pageProps }) => pageProps.listingIntroProps("learning-glossary"),
    documented: cmsFallback((value, { services }) => {
      const { page, meta } = value as { page: { title: string; description: string }; meta: unknown };
      expect(page).toEqual(services.embedded.embeddedPage("learning-glossary"));
      expect(meta).toEqual({ seo_title: page.title, search_description: page.description, slug: "/learning-resource/learning-resource-glossary" });
    }),
  },
  {
    name: "content/page-props.sluggedPageStatic",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: async ({ pageProps }) => pageProps.sluggedPageStatic("company").getStaticProps({ params: { page: "about-taxsathi" } }),
    documented: cmsFallback((value, { services }) => {
      const result = value as { props: { page: unknown; meta: { slug?: string } } };
      expect(result.props.page).toEqual(services.embedded.embeddedPage("company-about"));
      expect(result.props.meta.slug).toBe("/company/about-taxsathi");
    }),
  },
  {
    name: "content/document-props.listingStaticProps",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: async ({ documentProps }) => documentProps.listingStaticProps("article")({}),
    documented: cmsFallback((value, { services }) => {
      const { props } = value as { props: { documents: unknown; page: number } };
      expect(props.page).toBe(1);
      // The first nine (the listing's page size) of the embedded articles, none of the CMS's three.
      expect(slugsOf(props.documents)).toEqual(embeddedArticleSlugs(services).slice(0, 9));
    }),
  },
  {
    name: "content/document-props.listingPageStaticPaths",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: async ({ documentProps }) => documentProps.listingPageStaticPaths("article")({}),
    documented: cmsFallback((value, { services }) => {
      // Nine to a page: pages 2 … ceil(n / 9) of the n embedded articles (12 today: page 2 only).
      const pages = Math.ceil(embeddedArticleSlugs(services).length / 9);
      // In each language of the site (English, Hindi).
      const expected = ["en", "hi"].flatMap((locale) => Array.from({ length: pages - 1 }, (_, index) => ({ params: { n: String(index + 2) }, locale })));
      expect(value).toEqual({ paths: expected, fallback: "blocking" });
    }),
  },
  {
    name: "content/document-props.listingPageStaticProps",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: async ({ documentProps }) => documentProps.listingPageStaticProps("article")({ params: { n: "2" } }),
    // Page 2 exists only with the embedded articles (more than nine); the CMS's three fit on page 1.
    documented: cmsFallback((value, { services }) => {
      const { props } = value as { props: { documents: unknown; page: number } };
      expect(props.page).toBe(2);
      expect(slugsOf(props.documents)).toEqual(embeddedArticleSlugs(services).slice(9, 18));
    }),
  },
  {
    name: "content/document-props.documentStaticPaths",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: async ({ documentProps }) => documentProps.documentStaticPaths("article")({}),
    documented: cmsFallback((value, { services }) =>
      expect(value).toEqual({ paths: ["en", "hi"].flatMap((locale) => embeddedArticleSlugs(services).map((slug) => ({ params: { slug }, locale }))), fallback: "blocking" }),
    ),
  },
  {
    name: "content/document-props.documentStaticProps",
    client: "cmsClient",
    prefix: "/api/v2/",
    action: "load",
    invoke: async ({ documentProps }) => documentProps.documentStaticProps("article")({ params: { slug: ARTICLE_SLUG } }),
    documented: cmsFallback((value) => {
      const { props } = value as { props: { document: { slug: string }; meta: { slug?: string } } };
      expect(props.document.slug).toBe(ARTICLE_SLUG);
      expect(props.meta.slug).toBe(`/learning-resource/blog-articles/${ARTICLE_SLUG}`);
    }),
  },
];

/**
 * Exports under services/ that send no request of their own, and why. The guard test fails
 * on an export in neither this list nor CALLS, so a new call cannot go untested.
 */
export const SKIPPED: Readonly<Record<string, string>> = {
  // The clients and their plumbing: exercised by every row above.
  "clients.appClient": "the app API's client; every app row goes through it",
  "clients.cmsClient": "the CMS's client; every content row goes through it",
  "clients.chatbotClient": "the chat-bot host's client; the chatbot-itr rows go through it",
  "clients.isAppApiConfigured": "reads a setting",
  "clients.isCmsConfigured": "reads a setting",
  "clients.isChatbotConfigured": "reads a setting",
  "lookups.isLookupConfigured": "re-export of clients.isAppApiConfigured",
  "create-client.createApiClient": "builds a client; sends nothing itself",
  "basic-auth.basicAuthHeader": "header builder",
  "session-request.sessionRequestConfig": "header and option builder",
  "session-request.uploadRequestConfig": "header and option builder",
  // Errors and their wording.
  "api-error.ApiError": "error class",
  "api-error.isApiError": "type guard",
  "api-error.toApiError": "maps a thrown value to ApiError; used by every row",
  "api-error.parseResponse": "schema check of an answer; used by every row",
  "error-catalogue.RequestValidationError": "error class",
  "error-catalogue.FileFetchError": "error class",
  "error-catalogue.InvalidCsvError": "error class",
  "request-check.checkRequest": "refuses a bad request before it leaves",
  "request-check.ruleField": "schema builder",
  "error-catalogue.errorDetails": "plain-data view of an error; checked on every row",
  "error-catalogue.fieldErrorsFrom": "reads a 400's field errors",
  "error-catalogue.userMessage": "the sentence a person reads; checked on every row",
  // Pure helpers of the services.
  "content/embedded.contentLanguage": "reads whether a content file is written in a language; no CMS call",
  "content/embedded.embeddedPageLanguage": "the same, for a marketing page",
  "content/index.marketingPageLanguage": "re-export of embedded.embeddedPageLanguage",
  "content/page-props.localeOf": "reads getStaticProps' locale",
  "content/page-props.languagesOf": "the languages a page's content exists in",
  "content/page-props.contentLanguagesOf": "the same, with the date its translation was last brought up to date, from a file; no CMS call",
  "content/translation-dates.hindiUpdatedOn": "reads content/hi/translated-from.json; no CMS call",
  "content/revalidation.pathsInEveryLanguage": "adds each path's Hindi twin",
  "auth.removeSessionCookie": "clears a cookie in the page",
  "auth.setGoogleCsrfCookie": "sets a cookie in the page",
  "auth.prepareGoogleOneTap": "makes a token and sets its cookie",
  "auth.onGoogleError": "logs only",
  "content/page-props.CONTENT_REVALIDATE_SECONDS": "re-export of a number from lib/site/cache-control",
  "content/revalidation.pathsShowing": "works out paths from the route tables and the listings' own functions, whose rows play the faults",
  "content/cms-mappers.withTaxFigures": "fills tax placeholders in text; no request",
  "content/embedded.withPlaceholders": "fills placeholders in embedded text; no request",
  "auth.GOOGLE_CSRF_COOKIE": "re-export of google-csrf.GOOGLE_CSRF_COOKIE, a cookie name",
  "google-csrf.setGoogleCsrfCookie": "sets a cookie in the page",
  "google-csrf.prepareGoogleOneTap": "makes a token and sets its cookie",
  "google-csrf.onGoogleError": "logs only",
  "billing.creditsPurchasePath": "path builder",
  "form16.form16DictionaryPath": "path builder",
  "form16.isPdfFile": "checks a File",
  "form16.uploadPercent": "arithmetic on a progress event",
  "form16.progressReporter": "progress callback builder",
  "returns.itrCreatePath": "path builder",
  "returns.itrDetailPath": "path builder",
  "returns.itrPrefillPath": "path builder",
  "returns.itrItdPath": "path builder",
  "returns.taxClientPath": "path builder",
  "file-download.fileNameFromDisposition": "parses a header",
  "file-download.looksLikeCsv": "inspects an answer already received",
  "file-download.isPageInPlaceOf": "inspects an answer already received",
  // Content: embedded files and mapping, no network.
  "content/index.resetCmsCoolDown": "test hook that forgets a CMS failure",
  "content/index.getMarketingPage": "embedded only: the CMS holds no page bodies",
  "content/cms-mappers.toDocument": "maps a CMS item already received",
  "content/cms-mappers.guideKindOf": "maps a CMS item already received",
  "content/cms-mappers.toGlossaryTerm": "maps a CMS item already received",
  "content/cms-mappers.toFaq": "maps a CMS item already received",
  "content/cms-mappers.toWebinar": "maps a CMS item already received",
  "content/cms-mappers.toMediaMention": "maps a CMS item already received",
  "content/cms-mappers.toTestimonial": "maps a CMS item already received",
  "content/cms-mappers.toPageMeta": "maps a CMS item already received",
  "content/embedded.embeddedPageKeys": "reads the embedded files",
  "content/embedded.embeddedPage": "reads the embedded files",
  "content/embedded.byNewest": "sort order",
  "content/embedded.embeddedDocuments": "reads the embedded files",
  "content/embedded.embeddedGlossary": "reads the embedded files",
  "content/embedded.embeddedFaqs": "reads the embedded files",
  "content/embedded.embeddedWebinars": "reads the embedded files",
  "content/embedded.embeddedMedia": "reads the embedded files",
};
