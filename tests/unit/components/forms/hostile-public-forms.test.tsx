import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Provider } from "react-redux";

import { BookingForm } from "@/components/forms/booking-form";
import { Form16MergeForm } from "@/components/forms/form16-merge-form";
import { TaxOptimizerForm } from "@/components/forms/tax-optimizer-form";
import { BOOKING_PATHS } from "@/services/bookings";
import { FORM16_UPLOAD_PATH } from "@/services/form16";
import { CALCULATE_TAX_PATH } from "@/services/reports";
import { makeStore } from "@/store";

import { brief, withoutNul } from "../../../support/calculator-views";
import appApi from "../../../support/fixtures/app-api.json";
// The stand-in's API clients, and the page each entry gets.
import { answer, CLIENT_NAMES, fakeClients, METHODS, notFound, unexpected, type RequestConfig } from "../../../support/hostile-dom";
import { descriptionOf, expectNothingRan, freshPage, settle, WAIT, watchEachTest } from "../../../support/hostile-dom";
import { publicFormSpecs, type PublicFormSpec } from "../../../support/hostile-form-fields";
import { hostileEmails, hostileStrings, type HostileString } from "../../../support/hostile-strings";

/*
 * The exhaustive jsdom half of the hostile-form checks for the public forms (issue 19, a
 * suite under 20 minutes): every payload of tests/support/hostile-strings.ts (and the
 * address-shaped ones in email fields) typed into every field of the tax optimiser's
 * campaign form, the Form 16 merge and the TDS demo booking. The "hostile text in the
 * public forms" part of tests/e2e/hostile-input.spec.ts samples the same checks in
 * Chromium.
 *
 * The forms and their services are the real ones; only the API clients
 * (services/clients) are replaced, answering as the stand-in does from its own fixtures
 * (tests/support/fixtures/app-api.json), so "sent" means the service asked its client to
 * send the body it built, the point the browser test watches on the wire.
 *
 * Each entry (a fresh render) ends the way the form's lib rule says, and nothing may run:
 * - refused: aria-invalid="true", the rule's message in the field's accessible
 *   description and in the document, what was typed kept, and no request; or
 * - sent: one request (JSON, or a multipart upload) whose field is exactly the rule's
 *   value (not HTML-escaped, cut or interpreted), and the page then shows what it shows
 *   after a real answer, with the sent values as text.
 */

/* ------------------------------------------------------------------ the API, as the stand-in answers */

// The booking form shows itself only where the app's API is configured (routes.ts reads the config as it loads, so the factory makes it).
jest.mock("@/lib/site/config", () => {
  const actual = jest.requireActual<typeof import("@/lib/site/config")>("@/lib/site/config");
  return { ...actual, config: { ...actual.config, apiUrl: "https://api.example.in" } };
});
jest.mock("@/services/clients", () =>
  jest.requireActual<typeof import("../../../support/hostile-dom")>("../../../support/hostile-dom").fakeClientsModule(),
);

const clients = fakeClients();

/** The stand-in never serves the fixtures' notes (keys starting with _). */
const served = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith("_")));

const TDS_DEMO_PATH = BOOKING_PATHS["tds-demo"];
const report = appApi.taxReport;

/** Answers as the stand-in does; a request no route below answers goes to `unexpected` (a form asking for something this file does not expect). */
function answerLikeTheStandIn() {
  const { appClient } = clients;
  appClient.get.mockImplementation((path: string, config: RequestConfig = {}) => {
    if (path === CALCULATE_TAX_PATH) return config.params?.to_diy_report_uuid === report.to_diy_report_uuid ? answer(served(report)) : notFound(path);
    if (path === TDS_DEMO_PATH) return answer({ slots: appApi.bookingSlots.slots });
    unexpected.push(`GET ${path}`);
    return notFound(`GET ${path}`);
  });
  appClient.post.mockImplementation((path: string, body: unknown) => {
    if (path === CALCULATE_TAX_PATH) return answer({ to_diy_report_uuid: report.to_diy_report_uuid }, 201);
    if (path === TDS_DEMO_PATH) {
      const { date, time, name } = body as Record<string, string>;
      return answer({ id: 4401, date, time, name }, 201);
    }
    // The stand-in echoes the address it read from the upload, and the page shows that echo.
    if (path === FORM16_UPLOAD_PATH && body instanceof FormData) {
      const files = body.getAll("files").map((file) => (file as File).name);
      return answer({ email: body.get("email"), merged: served(appApi.form16Merged), files });
    }
    unexpected.push(`POST ${path}`);
    return notFound(`POST ${path}`);
  });
  for (const name of CLIENT_NAMES) {
    for (const method of METHODS) {
      if (name === "appClient" && (method === "get" || method === "post")) continue;
      clients[name][method].mockImplementation((path: string) => {
        unexpected.push(`${name} ${method.toUpperCase()} ${path}`);
        return notFound(path);
      });
    }
  }
}

watchEachTest(answerLikeTheStandIn);

/* ------------------------------------------------------------------ the forms, as in tests/e2e/hostile-input.spec.ts (tests/support/hostile-form-fields.ts) */

interface PublicForm extends PublicFormSpec {
  post: string;
  body: "json" | "multipart";
  ui: () => ReactElement;
  /** Waits until the form can be typed into. */
  ready: (form: HTMLElement) => Promise<void>;
  /** Anything besides the text fields that a submit needs (a slot, a file). */
  prepare?: (form: HTMLElement) => Promise<void>;
  /** Waits for what the page shows once the request succeeded, given the values sent, and returns that text. */
  succeeded: (form: HTMLElement, sent: Record<string, string>) => Promise<{ shown: string; expected: string[] }>;
}

const TUESDAY = "Tuesday, December 1, 2026";

/** A tiny but well-formed PDF, as in forms-a.spec.ts: the stand-in checks the type and the "%PDF-" start. */
const PDF = () =>
  new File(
    ["%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n"],
    "part-a.pdf",
    { type: "application/pdf" },
  );

const publicForms: PublicForm[] = [
  {
    ...publicFormSpecs.taxOptimizer,
    post: CALCULATE_TAX_PATH,
    body: "json",
    ui: () => (
      <Provider store={makeStore()}>
        <TaxOptimizerForm />
      </Provider>
    ),
    ready: (form) => waitFor(() => expect(within(form).getByLabelText("Name")).toBeEnabled(), WAIT),
    succeeded: async (_form, sent) => {
      const region = await screen.findByRole("region", { name: "Your tax report" }, WAIT);
      return { shown: region.textContent ?? "", expected: [`Prepared for ${sent.name ?? ""} (${sent.email ?? ""}).`] };
    },
  },
  {
    ...publicFormSpecs.form16Merge,
    post: FORM16_UPLOAD_PATH,
    body: "multipart",
    ui: () => (
      <Provider store={makeStore()}>
        <Form16MergeForm />
      </Provider>
    ),
    ready: async (form) => {
      // The service's limits are stated once its module has loaded.
      await within(form).findByText("PDF files only, up to 5 MB each and 10 files at a time.", {}, WAIT);
      await waitFor(() => expect(within(form).getByLabelText("Email address")).toBeEnabled(), WAIT);
    },
    prepare: async (form) => {
      await userEvent.setup({ applyAccept: false }).upload(within(form).getByLabelText("Form 16 PDF files"), PDF());
      await within(form).findByText("Ready to send:", {}, WAIT);
    },
    succeeded: async (_form, sent) => {
      const region = await screen.findByRole("region", { name: "Your merged Form 16 figures" }, WAIT);
      return { shown: region.textContent ?? "", expected: [`From part-a.pdf, for ${sent.email ?? ""}.`] };
    },
  },
  {
    ...publicFormSpecs.tdsDemo,
    post: TDS_DEMO_PATH,
    body: "json",
    // As pages/business/tds-returns-compliance.tsx places it.
    ui: () => (
      <BookingForm
        kind="tds"
        heading="Book a TDS demo"
        intro="See challans, quarterly returns, Form 16 and TRACES corrections handled on sample data. Choose a time that suits you."
      />
    ),
    // The calendar is drawn once the slots have been fetched.
    ready: async (form) => {
      await within(form).findByRole("group", { name: TUESDAY }, WAIT);
    },
    prepare: async (form) => {
      const slot = within(within(form).getByRole("group", { name: TUESDAY })).getByRole("radio", { name: "3:30 pm" });
      fireEvent.click(slot);
      expect(slot).toBeChecked();
    },
    succeeded: async (form, sent) => {
      const status = await within(form).findByText(`Your TDS demo is booked for ${TUESDAY} at 3:30 pm IST.`, {}, WAIT);
      return {
        shown: `${status.textContent ?? ""} ${form.textContent ?? ""}`,
        expected: [`Your TDS demo is booked for ${TUESDAY} at 3:30 pm IST.`, sent.email ?? ""],
      };
    },
  },
];

const fieldCases = publicForms.flatMap((publicForm) =>
  publicForm.fields.map((field) => [`${publicForm.path}, ${field.label}`, publicForm, field] as const),
);

describe("hostile text in the public forms", () => {
  test.each(fieldCases)(
    "%s: every hostile entry is refused beside the field or sent as plain text, as its rule says, and nothing runs",
    async (_name, publicForm, field) => {
      const payloads: readonly HostileString[] = field.email ? [...hostileStrings, ...hostileEmails] : hostileStrings;
      const posts = () => clients.appClient.post.mock.calls.filter(([path]) => path === publicForm.post);
      const tally = { sent: 0, refused: 0 };

      for (const payload of payloads) {
        const label = `${publicForm.path} ${field.label}, ${payload.name}`;
        // A fresh form for each entry: a mark left by the entry before must not pass for this one's.
        freshPage();
        render(publicForm.ui());
        const form = screen.getByRole("form", { name: publicForm.form });
        await publicForm.ready(form);
        for (const other of publicForm.fields) {
          if (other !== field && other.valid) fireEvent.change(within(form).getByLabelText(other.label), { target: { value: other.valid } });
        }
        await publicForm.prepare?.(form);

        const input = within(form).getByLabelText(field.label) as HTMLInputElement;
        fireEvent.change(input, { target: { value: payload.value } });
        const typed = input.value;
        expect({ label, holds: brief(withoutNul(typed)) }).toEqual({ label, holds: brief(withoutNul(payload.value)) });
        const verdict = field.check(typed);
        // The field's own help, described before the submit: a refusal must add its message to it.
        const helpBefore = descriptionOf(input).parts.map((part) => part.text);
        fireEvent.click(within(form).getByRole("button", { name: publicForm.submit }));
        // One of the two outcomes (the service loads first on a send), and the rule says which.
        await waitFor(() => {
          if (posts().length === 0 && input.getAttribute("aria-invalid") !== "true")
            throw new Error(`${label}: neither refused beside the field nor sent yet`);
        }, WAIT);
        await settle();
        expect({ label, outcome: posts().length > 0 ? "sent" : "refused" }).toEqual({ label, outcome: verdict.ok ? "sent" : "refused" });

        if (!verdict.ok) {
          tally.refused += 1;
          const description = descriptionOf(input);
          expect({
            label,
            invalid: input.getAttribute("aria-invalid"),
            description: description.text,
            messageShown: description.parts.some((part) => part.shown && !helpBefore.includes(part.text) && part.text.includes(verdict.message)),
            kept: brief(withoutNul(input.value)),
            sent: posts().length,
          }).toEqual({
            label,
            invalid: "true",
            description: expect.stringContaining(verdict.message),
            messageShown: true,
            kept: brief(withoutNul(typed)),
            sent: 0,
          });
          expectNothingRan(label);
          continue;
        }

        tally.sent += 1;
        const sent: Record<string, string> = {};
        for (const other of publicForm.fields) {
          const otherVerdict = other === field ? verdict : other.check(other.valid);
          if (otherVerdict.ok) sent[other.api] = otherVerdict.value;
        }
        const body = posts()[0]![1] as unknown;
        const value =
          publicForm.body === "multipart" ? (body instanceof FormData ? body.get(field.api) : undefined) : (body as Record<string, unknown>)[field.api];
        const text = typeof value === "string" ? value : `(not text: ${typeof value})`;
        // Exactly the text the rule accepted, in the kind of body the form sends: not HTML-escaped, not cut, not interpreted.
        expect({
          label,
          requests: posts().length,
          kind: body instanceof FormData ? "multipart" : typeof body === "object" && body !== null ? "json" : typeof body,
          value: brief(text),
          same: text === verdict.value,
        }).toEqual({ label, requests: 1, kind: publicForm.body, value: brief(verdict.value), same: true });
        // The page shows what it shows after a real answer, the sent values as text.
        const { shown, expected } = await publicForm.succeeded(form, sent).catch((error: unknown) => {
          throw new Error(`${label}: the page did not show the answer: ${error instanceof Error ? error.message.slice(0, 500) : String(error)}`);
        });
        await settle();
        expect({ label, shows: expected.map((part) => (shown.includes(part) ? part : `(missing) ${part}`)) }).toEqual({ label, shows: expected });
        expectNothingRan(label);
      }
      // Every entry was judged, one way or the other.
      expect(tally.sent + tally.refused).toBe(payloads.length);
    },
    240_000,
  );
});
