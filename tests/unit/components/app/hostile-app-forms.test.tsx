import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { Provider } from "react-redux";

import { panelKinds } from "@/components/app/panels/panel-kinds";
import { checkMobile } from "@/lib/forms/contact-rules";
import { routes } from "@/lib/site/routes";
import CheckoutPage from "@/pages/checkout";
import ItrPanelPage from "@/pages/dashboard/itr-panel";
import ItrVaultPage from "@/pages/dashboard/itr-vault";
import PanValidatePage from "@/pages/dashboard/pan-validate";
import TdsPanelPage from "@/pages/dashboard/tds-panel";
import VideoUploadPage from "@/pages/dashboard/video-upload";
import WhatsappPage from "@/pages/whatsapp";
import { BILLING_ADDRESS_PATH, PACKAGES_PATH, SUBSCRIPTION_PATH } from "@/services/billing";
import { CHAT_SERVICES_PATH, VAULT_DETAILS_PATH } from "@/services/chat";
import { CHATBOT_GET_ITR_PATH, CHATBOT_UPDATE_ITR_PATH } from "@/services/chatbot-itr";
import type { Profile } from "@/services/profile";
import { ITR_ALL_PATH, TDS_ALL_PATH } from "@/services/returns";
import { CAPTCHA_PATH } from "@/services/tax-id";
import { VAULT_PATH, VIDEO_UPLOAD_PATH } from "@/services/vault";
import { makeStore } from "@/store";

import { TRACES_LOGIN } from "../../../e2e/pan-check-steps";
import { brief, withoutNul } from "../../../support/calculator-views";
import appApi from "../../../support/fixtures/app-api.json";
import profiles from "../../../support/fixtures/profiles.json";
// The stand-in's API clients, and the page each entry gets.
import { answer, fakeClients, METHODS, notFound, unexpected, type ClientName, type RequestConfig } from "../../../support/hostile-dom";
import { descriptionOf, expectNothingRan, freshPage, settle, WAIT, watchEachTest } from "../../../support/hostile-dom";
import { appFormSpecs, type AppFormSpec, type SignedInAs } from "../../../support/hostile-form-fields";
import { hostileEmails, hostileStrings, type HostileString } from "../../../support/hostile-strings";
import { cutAtMaxLength } from "../calculators/every-calculator-frame";

/*
 * The exhaustive jsdom half of the hostile-form checks for the signed-in screens (issue 19,
 * a suite under 20 minutes): every payload of tests/support/hostile-strings.ts (and the
 * address-shaped ones in email fields) typed into every field of the WhatsApp ITR update,
 * the checkout's details, the CMS video upload and the TRACES sign-in of the bulk PAN
 * check, plus the WhatsApp link's number and the panels' and vault's search boxes.
 * tests/e2e/hostile-app-forms.spec.ts samples the same checks in Chromium.
 *
 * The screens are the real pages and the real services; only the API clients
 * (services/clients) are replaced, answering as the stand-in does from its own fixtures
 * (tests/support/fixtures/app-api.json). So a value the service refuses before sending
 * (the WhatsApp update's and the TRACES sign-in's rules live in their services) is refused
 * here too, and "sent" means the client was asked to send it, with the body the service
 * built: the same point the browser test watches on the wire.
 *
 * Each entry (a fresh render) ends one of two ways, and nothing may run either way:
 * - refused beside the field: aria-invalid="true", the rule's message (any text where
 *   the field has no rule in lib) in its accessible description and in the document,
 *   what was typed kept, and no request; or
 * - sent as plain text: one request whose field is the lib rule's value, or, where the
 *   rule lives only in a service, the typed text give or take spaces and letter case.
 * Where lib holds the field's rule (names, email, mobile, PAN, address), the rule decides
 * which. Typing is Playwright's fill: the whole text at once, cut at a maxlength as a
 * browser cuts it; a field with a maxlength also gets the whole text (a script or an
 * autofill is not held to maxlength), which must end one of the same two ways.
 */

/* ------------------------------------------------------------------ the API, as the stand-in answers */

jest.mock("@/services/clients", () =>
  jest.requireActual<typeof import("../../../support/hostile-dom")>("../../../support/hostile-dom").fakeClientsModule(),
);
// The CMS staff are the stand-in's list (the deployment setting NEXT_PUBLIC_CMS_STAFF_EMAILS).
jest.mock("@/lib/site/staff", () => {
  const actual = jest.requireActual<typeof import("@/lib/site/staff")>("@/lib/site/staff");
  const staffEmails = jest.requireActual<string[]>("../../../support/fixtures/staff-emails.json");
  return { isCmsStaff: (email: string | null | undefined) => actual.isCmsStaff(email, staffEmails) };
});
// The sign-in gate's login link and the address hook listen to Router.events; the panels read useRouter().
jest.mock("next/router", () => ({
  __esModule: true,
  useRouter: () => ({ isReady: true, query: {}, asPath: "/", pathname: "/" }),
  default: { events: { on: jest.fn(), off: jest.fn() } },
}));

const clients = fakeClients();

/** Answers as the stand-in does; a request no route below answers goes to `unexpected` (a screen asking for something this file does not expect). */
function answerLikeTheStandIn() {
  const { appClient, chatbotClient, cmsClient } = clients;
  appClient.get.mockImplementation((path: string, config: RequestConfig = {}) => {
    const params = config.params ?? {};
    if (path === PACKAGES_PATH) return answer(appApi.packages);
    if (path === BILLING_ADDRESS_PATH) return answer({ cp_uuid: appApi.creditsPurchase.cp_uuid, ...appApi.billingAddress });
    if (path === VAULT_PATH) return answer(appApi.vault);
    if (path === ITR_ALL_PATH) return answer(appApi.itrs);
    if (path === TDS_ALL_PATH) return answer(appApi.tdsReturns);
    if (path === VAULT_DETAILS_PATH) return answer(appApi.vaultDetails.filter((item) => item.service_type === params.service_type));
    if (path === CHAT_SERVICES_PATH) return answer(appApi.chatServices.filter((item) => item.service_type === params.servicetype));
    unexpected.push(`GET ${path}`);
    return notFound(`GET ${path}`);
  });
  appClient.post.mockImplementation((path: string, body: unknown) => {
    if (path === SUBSCRIPTION_PATH) return answer({ id: appApi.creditsPurchase.id, cp_uuid: appApi.creditsPurchase.cp_uuid }, 201);
    if (path === CAPTCHA_PATH) return answer({ panvalid_uuid: appApi.panCheck.panvalid_uuid, captcha_image: appApi.panCheck.captcha_image });
    if (path === VIDEO_UPLOAD_PATH && body instanceof FormData) {
      const file = body.get("file") as File;
      return answer(
        {
          uuid: "f5a3c7e1-2b9d-4c68-a1f4-8d0e6b3c9a75",
          file_name: file.name,
          s3_path: `vault/videos/${file.name}`,
          file_type: file.type,
          uploaded_at: "2026-11-21T10:00:00+05:30",
          title: body.get("title"),
          description: body.get("description"),
        },
        201,
      );
    }
    unexpected.push(`POST ${path}`);
    return notFound(`POST ${path}`);
  });
  chatbotClient.get.mockImplementation((path: string, config: RequestConfig = {}) => {
    const record = (appApi.chatbotItrs as Record<string, unknown>)[config.params?.phone ?? ""];
    if (path === CHATBOT_GET_ITR_PATH) return record ? answer(record) : notFound(`GET ${path}`);
    unexpected.push(`GET ${path}`);
    return notFound(`GET ${path}`);
  });
  // The stand-in answers the record with the sent values in place.
  chatbotClient.put.mockImplementation((path: string, body: Record<string, unknown>, config: RequestConfig = {}) => {
    const record = (appApi.chatbotItrs as Record<string, Record<string, unknown>>)[config.params?.phone ?? ""];
    if (path === CHATBOT_UPDATE_ITR_PATH) return record ? answer({ ...record, ...body }) : notFound(`PUT ${path}`);
    unexpected.push(`PUT ${path}`);
    return notFound(`PUT ${path}`);
  });
  for (const method of METHODS) {
    cmsClient[method].mockImplementation((path: string) => {
      unexpected.push(`CMS ${method.toUpperCase()} ${path}`);
      return notFound(path);
    });
  }
}

/* ------------------------------------------------------------------ the page, and what may not happen in it */

function renderPage(Page: ComponentType, as: SignedInAs, address = "/") {
  window.history.replaceState(null, "", address);
  const profile: Profile = profiles[as];
  const store = makeStore({ profile: { phase: "loaded", loading: false, error: null, status: true, data: profile } });
  return render(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
}

watchEachTest(answerLikeTheStandIn);

/* ------------------------------------------------------------------ typing, as Playwright's fill does */

type TextBox = HTMLInputElement | HTMLTextAreaElement;

interface Entry {
  name: string;
  value: string;
  /** Whether the text is cut at the box's maxlength (typed), or set whole (by a script or an autofill). */
  cut: boolean;
}

/** Each payload as typed; in a box with a maxlength, a payload past it also as set whole. */
function entriesFor(payloads: readonly HostileString[], maxLength: number): Entry[] {
  return payloads.flatMap((payload) => [
    { name: payload.name, value: payload.value, cut: true },
    ...(maxLength >= 0 && payload.value.length > maxLength
      ? [{ name: `${payload.name} (set whole, past the maxlength)`, value: payload.value, cut: false }]
      : []),
  ]);
}

/** Spaces and letter case aside: how a service may tidy a value it sends. */
const plain = (text: string) => withoutNul(text).replace(/\s+/g, "").toUpperCase();

/* ------------------------------------------------------------------ the forms, as in tests/e2e/hostile-app-forms.spec.ts (tests/support/hostile-form-fields.ts) */

interface AppForm extends AppFormSpec {
  Page: ComponentType;
  request: { client: ClientName; method: "post" | "put"; path: string; body: "json" | "multipart" };
  /** After the page is rendered: waits until the form can be used, and anything it needs before its fields (a package in the cart, a file). */
  prepare: () => Promise<void>;
}

const PAN_LIST = () => new File(["PAN\nABCPE1234F\n"], "pans.csv", { type: "text/csv" });
const VIDEO = () => new File([new Uint8Array(4 * 1024).fill(1)], "itr-basics.mp4", { type: "video/mp4" });

const specs = appFormSpecs(TRACES_LOGIN);

const appForms: AppForm[] = [
  {
    ...specs.whatsappUpdate,
    Page: WhatsappPage,
    request: { client: "chatbotClient", method: "put", path: CHATBOT_UPDATE_ITR_PATH, body: "json" },
    prepare: async () => {
      await screen.findByLabelText("Name", {}, WAIT);
    },
  },
  {
    ...specs.checkout,
    Page: CheckoutPage,
    request: { client: "appClient", method: "post", path: SUBSCRIPTION_PATH, body: "json" },
    prepare: async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Add to cart: ITR filing: salary income" }, WAIT));
      await screen.findByLabelText("Billing address", {}, WAIT);
    },
  },
  {
    ...specs.videoUpload,
    Page: VideoUploadPage,
    request: { client: "appClient", method: "post", path: VIDEO_UPLOAD_PATH, body: "multipart" },
    prepare: async () => {
      // The service's limits (types, size, title and description lengths) have loaded.
      await screen.findByText(/MP4, WebM or MOV, up to 100 MB/, {}, WAIT);
      await userEvent.upload(screen.getByLabelText("Video file"), VIDEO());
    },
  },
  {
    ...specs.tracesSignIn,
    Page: PanValidatePage,
    request: { client: "appClient", method: "post", path: CAPTCHA_PATH, body: "json" },
    prepare: async () => {
      await userEvent.upload(await screen.findByLabelText("CSV file with the PANs", {}, WAIT), PAN_LIST());
      await waitFor(() => expect(screen.getByLabelText("TRACES user ID")).toBeEnabled(), WAIT);
    },
  },
];

/** The value a request carried for a field: a JSON body's property, or a multipart body's text part. */
function sentValue(body: unknown, kind: "json" | "multipart", api: string): unknown {
  if (kind === "multipart") return body instanceof FormData ? body.get(api) : undefined;
  return (body as Record<string, unknown> | null)?.[api];
}

const fieldCases = appForms.flatMap((appForm) => appForm.fields.map((field) => [`${appForm.title}, ${field.label}`, appForm, field] as const));

describe("hostile text in the signed-in screens' forms", () => {
  test.each(fieldCases)(
    "%s: every hostile entry is refused beside the field or sent as plain text, and nothing runs",
    async (_name, appForm, field) => {
      const payloads: readonly HostileString[] = field.email ? [...hostileStrings, ...hostileEmails] : hostileStrings;
      const { client, method, path, body: bodyKind } = appForm.request;
      const sends = () => clients[client][method].mock.calls.filter(([calledPath]) => calledPath === path);

      const open = async () => {
        renderPage(appForm.Page, appForm.as, appForm.path);
        await appForm.prepare();
        for (const other of appForm.fields) {
          if (other !== field) fireEvent.change(screen.getByLabelText(other.label), { target: { value: other.valid } });
        }
        return screen.getByLabelText(field.label) as TextBox;
      };

      // The entries follow the box's maxlength, read from a first render.
      const maxLength = (await open()).maxLength;
      freshPage();
      const entries = entriesFor(payloads, maxLength);
      const tally = { sent: 0, refused: 0 };

      for (const entry of entries) {
        const label = `${appForm.title}, ${field.label}, ${entry.name}`;
        // A fresh form for each entry: a mark left by the entry before must not pass for this one's.
        freshPage();
        const input = await open();
        fireEvent.change(input, { target: { value: entry.cut ? cutAtMaxLength(entry.value, input.maxLength) : entry.value } });
        const typed = input.value;
        // What the field holds is what was typed (cut at a maxlength, where the field has one; a code field such as the TAN also capitalises).
        if (maxLength < 0) expect({ label, holds: brief(withoutNul(typed)) }).toEqual({ label, holds: brief(withoutNul(entry.value)) });
        else
          expect({ label, holdsTheStart: withoutNul(entry.value).toUpperCase().startsWith(withoutNul(typed).toUpperCase()), empty: typed === "" }).toEqual(
            { label, holdsTheStart: true, empty: false },
          );

        const verdict = field.rule?.(typed);
        // The field's own help, described before the submit: a refusal must add its message to it.
        const helpBefore = descriptionOf(input).parts.map((part) => part.text);
        fireEvent.click(screen.getByRole("button", { name: appForm.submit }));
        // One of the two outcomes; the service may load and check first.
        await waitFor(() => {
          if (sends().length === 0 && input.getAttribute("aria-invalid") !== "true")
            throw new Error(`${label}: neither refused beside the field nor sent yet`);
        }, WAIT);
        await settle();
        const outcome = sends().length > 0 ? "sent" : "refused";
        if (verdict) expect({ label, outcome }).toEqual({ label, outcome: verdict.ok ? "sent" : "refused" });

        if (outcome === "refused") {
          tally.refused += 1;
          const description = descriptionOf(input);
          const message = verdict && !verdict.ok ? verdict.message : null;
          expect({
            label,
            invalid: input.getAttribute("aria-invalid"),
            description: description.text,
            messageShown: description.parts.some(
              (part) => part.shown && !helpBefore.includes(part.text) && (message === null ? /\S/.test(part.text) : part.text.includes(message)),
            ),
            kept: brief(withoutNul(input.value)),
            sent: sends().length,
          }).toEqual({
            label,
            invalid: "true",
            description: message === null ? expect.stringMatching(/\S/) : expect.stringContaining(message),
            messageShown: true,
            kept: brief(withoutNul(typed)),
            sent: 0,
          });
        } else {
          tally.sent += 1;
          const value = sentValue(sends()[0]![1], bodyKind, field.api);
          const text = typeof value === "string" ? value : `(not text: ${typeof value})`;
          // Exactly the text the rule accepted, or where the rule is the service's, the typed text give or take spaces and case: never HTML-escaped, cut or interpreted.
          expect({
            label,
            requests: sends().length,
            value: verdict?.ok ? brief(text) : brief(plain(text)),
            same: verdict?.ok ? text === verdict.value : plain(text) === plain(typed),
          }).toEqual({
            label,
            requests: 1,
            value: verdict?.ok ? brief(verdict.value) : brief(plain(typed)),
            same: true,
          });
          // Whatever the answer, the page stands.
          expect({ label, headings: screen.queryAllByRole("heading", { level: 1 }).length }).toEqual({ label, headings: 1 });
        }
        expectNothingRan(label);
      }
      // Every entry was judged, one way or the other.
      expect(tally.sent + tally.refused).toBe(entries.length);
    },
    240_000,
  );
});

/* ------------------------------------------------------------------ the look-ups */

describe("hostile text in the signed-in screens' look-ups", () => {
  test(`the WhatsApp link's number: ${hostileStrings.length} hostile values are shown in the number field, looked up only when the mobile rule accepts them, and run nothing`, async () => {
    const lookups = () => clients.chatbotClient.get.mock.calls.filter(([path]) => path === CHATBOT_GET_ITR_PATH);
    // First the chat-bot's own link, so a look-up is seen when one happens (no hostile value is a mobile number).
    renderPage(WhatsappPage, "regular", `${routes.app.whatsapp}?phone=919876543210`);
    await screen.findByLabelText("Name", {}, WAIT);
    expect(lookups().map(([, config]) => (config as RequestConfig).params?.phone)).toEqual(["919876543210"]);
    for (const payload of hostileStrings) {
      const label = `?phone=${payload.name}`;
      freshPage();
      renderPage(WhatsappPage, "regular", `${routes.app.whatsapp}?${new URLSearchParams({ phone: payload.value })}`);
      await settle();
      const verdict = checkMobile(payload.value);
      expect({
        label,
        heading: screen.queryByRole("heading", { level: 1, name: "Update your ITR details" }) !== null,
        number: brief((screen.getByLabelText("WhatsApp mobile number") as HTMLInputElement).value),
        lookups: lookups().map(([, config]) => (config as RequestConfig).params?.phone),
      }).toEqual({
        label,
        heading: true,
        number: brief(payload.value),
        // The chat-bot knows the number with India's code.
        lookups: verdict.ok ? [`91${verdict.value}`] : [],
      });
      expectNothingRan(label);
    }
  });

  // The panels' search box (one component; the stand-in has no GST services, so that panel shows none), and a vault's.
  const searches = [
    { path: panelKinds.ITR.path, box: panelKinds.ITR.searchLabel, Page: ItrPanelPage },
    { path: panelKinds.TDS.path, box: panelKinds.TDS.searchLabel, Page: TdsPanelPage },
    { path: routes.app.itrVault, box: "Search your documents", Page: ItrVaultPage },
  ];
  test.each(searches)(`$path: ${hostileStrings.length} hostile searches keep the text, keep the page, and run nothing`, async ({ path, box, Page }) => {
    renderPage(Page, "regular", path);
    const search = (await screen.findByRole("searchbox", { name: box }, WAIT)) as HTMLInputElement;
    await waitFor(() => expect(search).toBeEnabled(), WAIT);
    for (const payload of hostileStrings) {
      const label = `${path}, searching ${payload.name}`;
      fireEvent.change(search, { target: { value: payload.value } });
      await settle();
      expect({ label, box: brief(withoutNul(search.value)), headings: screen.queryAllByRole("heading", { level: 1 }).length }).toEqual({
        label,
        box: brief(withoutNul(payload.value)),
        headings: 1,
      });
      expectNothingRan(label);
    }
  });
});
