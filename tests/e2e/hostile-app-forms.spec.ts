import type { Locator, Page, Request } from "@playwright/test";
import { panelKinds } from "@/components/app/panels/panel-kinds";
import { checkMobile } from "@/lib/forms/contact-rules";
import { routes } from "@/lib/site/routes";
import { appFormSpecs, type AppFormSpec } from "../support/hostile-form-fields";
import { hostileStrings } from "../support/hostile-strings";
import { STAND_IN_URL } from "./e2e-env.mjs";
import { expect, test } from "./fixtures";
import { brief, emptyStorageOnEveryPage, escapeRegExp, expectNothingRan, multipartText, watch, withoutNul } from "./hostile-checks";
import { TRACES_LOGIN } from "./pan-check-steps";
import { fieldPayloads, fieldShares } from "./payload-sample";
import { signIn, withCsrf } from "./stand-in-control";

/*
 * Hostile input (issue 11, part 2) in the forms of the signed-in screens: the WhatsApp ITR
 * update, the checkout's details, the CMS video upload and the TRACES sign-in of the bulk
 * PAN check, plus the panels' search boxes and the WhatsApp link's number. The public forms
 * and the calculators are in hostile-input.spec.ts.
 *
 * Each entry is typed into one field (the others hold what a person would type), then the
 * form is sent. jsdom types every entry into every field; the browser shares the entries out
 * among each form's fields, so every entry still goes through every form (payload-sample.ts). It must end one of two ways, and nothing may run either way:
 * - refused beside the field: marked invalid, its message visible, what was typed kept,
 *   nothing sent; or
 * - sent as plain text: the request carries exactly the text the site's rule accepted, or,
 *   for fields whose rule lives only in a service (bank account, IFSC, TRACES login, video
 *   title), the typed text itself give or take spaces and letter case: never HTML-escaped,
 *   cut or interpreted.
 * Where the field's rule is in lib (names, email, mobile, PAN, address), the rule also says
 * which of the two it must be.
 */

/** A form of tests/support/hostile-form-fields.ts (the fields jsdom also types into), and how the browser reaches and watches it. */
interface AppForm extends AppFormSpec {
  request: { method: "POST" | "PUT"; path: string; body: "json" | "multipart" };
  /** After the page is open: anything the form needs before its fields (a package in the cart, a file). */
  prepare?: (page: Page) => Promise<void>;
  /** The console lines a refused or failed request makes (the browser reports a 400). */
  console?: RegExp;
}

const PAN_LIST = { name: "pans.csv", mimeType: "text/csv", buffer: Buffer.from("PAN\nABCPE1234F\n") };
const VIDEO = { name: "itr-basics.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(4 * 1024, 1) };

const specs = appFormSpecs(TRACES_LOGIN);

const appForms: AppForm[] = [
  {
    ...specs.whatsappUpdate,
    request: { method: "PUT", path: "/api/update_itr", body: "json" },
    console: /status of 400/,
  },
  {
    ...specs.checkout,
    request: { method: "POST", path: "/v1_2/subscription/", body: "json" },
    prepare: (page) => page.getByRole("button", { name: "Add to cart: ITR filing: salary income" }).click(),
  },
  {
    ...specs.videoUpload,
    request: { method: "POST", path: "/vault/api/videos/upload/", body: "multipart" },
    prepare: (page) => page.getByLabel("Video file").setInputFiles(VIDEO),
    console: /status of 400/,
  },
  {
    ...specs.tracesSignIn,
    request: { method: "POST", path: "/taxid/get_captcha/", body: "json" },
    prepare: async (page) => {
      await page.getByLabel("CSV file with the PANs").setInputFiles(PAN_LIST);
      await expect(page.getByLabel("TRACES user ID")).toBeEnabled();
    },
    console: /status of 400/,
  },
];

/** Spaces and letter case aside: how a service may tidy a value it sends. */
const plain = (text: string) => withoutNul(text).replace(/\s+/g, "").toUpperCase();

/** The value a request carried for a field, or null when the browser did not expose the body. */
function sentValue(request: Request, body: "json" | "multipart", api: string): string | null | undefined {
  if (body === "multipart") return multipartText(request, api);
  const parsed = JSON.parse(request.postData() ?? "null") as Record<string, unknown> | null;
  const value = parsed?.[api];
  return typeof value === "string" ? value : undefined;
}

/** Without waiting: a form that was sent may be gone (the next step replaces it) by the time this looks. */
async function isMarkedInvalid(input: Locator) {
  const marks = await input.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-invalid")));
  return marks.includes("true");
}

test.describe("hostile text in the signed-in screens' forms", () => {
  const shares = fieldShares(appForms);
  appForms.forEach((appForm, formIndex) => {
    appForm.fields.forEach((field, fieldIndex) => {
      const payloads = fieldPayloads(shares[formIndex]![fieldIndex]!);
      test(`${appForm.title}, ${field.label}: ${payloads.length} hostile entries are refused beside the field or sent as plain text, and nothing runs`, async ({
        page,
        context,
        allowConsole,
      }) => {
        test.setTimeout(60_000 + payloads.length * 6_000);
        if (appForm.console) allowConsole(appForm.console);
        await signIn(context, appForm.as);
        await withCsrf(context);
        // The cart is kept in local storage; every page starts from an empty one.
        await emptyStorageOnEveryPage(page);
        const seen = watch(page);
        const sent: Request[] = [];
        await page.route(
          (url) => url.origin === new URL(STAND_IN_URL).origin && url.pathname === appForm.request.path,
          (route) => {
            if (route.request().method() === appForm.request.method) sent.push(route.request());
            return route.continue();
          },
        );

        let loads = 0;
        let sentCount = 0;
        let refused = 0;
        const open = async () => {
          await page.goto(appForm.path);
          loads += 1;
          await appForm.prepare?.(page);
          for (const other of appForm.fields) {
            if (other !== field) await page.getByLabel(other.label, { exact: true }).fill(other.valid);
          }
        };

        for (const payload of payloads) {
          const label = `${appForm.title}, ${field.label}, ${payload.name}`;
          seen.current = label;
          // A fresh form for each entry: a mark left by the entry before must not pass for this one's.
          await open();
          const input = page.getByLabel(field.label, { exact: true });
          await input.fill(payload.value);
          const typed = await input.inputValue();
          const maxLength = await input.getAttribute("maxlength");
          // What the field holds is what was typed (cut at a maxlength, where the field has one).
          if (maxLength === null) expect(withoutNul(typed), `${label}: the field holds what was typed`).toBe(withoutNul(payload.value));
          // (A code field such as the TAN also capitalises as it goes.)
          else
            expect(
              withoutNul(payload.value).toUpperCase().startsWith(withoutNul(typed).toUpperCase()),
              `${label}: the field holds the start of what was typed`,
            ).toBe(true);
          const verdict = field.rule?.(typed);
          const before = sent.length;
          await page.getByRole("button", { name: appForm.submit }).click();

          // One of the two outcomes, within the poll's time; the rule, where there is one, says which.
          const outcome = expect.poll(async () => (sent.length > before ? "sent" : (await isMarkedInvalid(input)) ? "refused" : "waiting"), {
            message: `${label}: refused beside the field or sent`,
            timeout: 10_000,
          });
          if (verdict) await outcome.toBe(verdict.ok ? "sent" : "refused");
          else await outcome.toMatch(/^(sent|refused)$/);

          if (sent.length === before) {
            refused += 1;
            const messageId = ((await input.getAttribute("aria-describedby")) ?? "").split(" ").find(Boolean) ?? "";
            const description = verdict && !verdict.ok ? new RegExp(escapeRegExp(verdict.message)) : /\S/;
            await expect(input, `${label}: its message`).toHaveAccessibleDescription(description);
            await expect(page.locator(`[id="${messageId}"]`), `${label}: the message is visible`).toBeVisible();
            expect(withoutNul(await input.inputValue()), `${label}: what was typed is kept`).toBe(withoutNul(typed));
            expect(sent.length, `${label}: nothing sent`).toBe(before);
            await expectNothingRan(page, seen, label);
            continue;
          }

          sentCount += 1;
          const request = sent[sent.length - 1]!;
          const value = sentValue(request, appForm.request.body, field.api);
          // Chromium does not always expose an upload's body to the test (null); a JSON body always is.
          if (value !== null) {
            if (verdict?.ok) expect(value, `${label}: the text in the request`).toBe(verdict.value);
            else expect(brief(plain(value ?? "")), `${label}: the text in the request`).toBe(brief(plain(typed)));
          }
          // Whatever the server answered, the page stands and shows the answer, not the markup.
          await expect(page.getByRole("heading", { level: 1 }), `${label}: the page stands`).toBeVisible();
          await page.waitForTimeout(200);
          await expectNothingRan(page, seen, label);
        }
        test
          .info()
          .annotations.push(
            { type: "pages checked", description: String(loads) },
            { type: "payloads tried", description: String(payloads.length) },
            { type: "requests sent", description: String(sentCount) },
            { type: "refused beside the field", description: String(refused) },
          );
      });
    });
  });
});

test.describe("hostile text in the signed-in screens' look-ups", () => {
  test(`the WhatsApp link's number: ${hostileStrings.length} hostile values are shown in the number field, looked up only when the rule accepts them, and run nothing`, async ({
    page,
    context,
    allowConsole,
  }) => {
    test.setTimeout(60_000 + hostileStrings.length * 4_000);
    allowConsole(/status of 404/);
    await signIn(context, "regular");
    const seen = watch(page);
    const lookups: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(STAND_IN_URL).origin && url.pathname === "/api/get_itr") lookups.push(url.searchParams.get("phone") ?? "");
    });
    for (const payload of hostileStrings) {
      const label = `?phone=${payload.name}`;
      seen.current = label;
      const before = lookups.length;
      await page.goto(`${routes.app.whatsapp}?${new URLSearchParams({ phone: payload.value })}`);
      await expect(page.getByRole("heading", { level: 1, name: "Update your ITR details" }), label).toBeVisible();
      await expect(page.getByLabel("WhatsApp mobile number"), `${label}: the number field holds the link's value`).toHaveValue(payload.value);
      await page.waitForTimeout(300);
      const verdict = checkMobile(payload.value);
      expect(lookups.length - before, `${label}: looked up only when the mobile rule accepts it`).toBe(verdict.ok ? 1 : 0);
      await expectNothingRan(page, seen, label);
    }
  });

  // The panels' search box (one component; the stand-in has no GST services, so that panel shows none), and a vault's.
  const searches = [
    ...(["ITR", "TDS"] as const).map((kind) => ({ path: panelKinds[kind].path, box: panelKinds[kind].searchLabel })),
    { path: routes.app.itrVault, box: "Search your documents" },
  ];
  for (const { path, box } of searches) {
    test(`${path}: ${hostileStrings.length} hostile searches keep the text, keep the page, and run nothing`, async ({ page, context }) => {
      test.setTimeout(60_000 + hostileStrings.length * 2_000);
      await signIn(context, "regular");
      const seen = watch(page);
      await page.goto(path);
      const search = page.getByRole("searchbox", { name: box });
      await expect(search).toBeEnabled();
      for (const payload of hostileStrings) {
        const label = `${path}, searching ${payload.name}`;
        seen.current = label;
        await search.fill(payload.value);
        expect(withoutNul(await search.inputValue()), `${label}: the box holds what was typed`).toBe(withoutNul(payload.value));
        await expect(page.getByRole("heading", { level: 1 }), `${label}: the page stands`).toBeVisible();
        await expectNothingRan(page, seen, label);
      }
    });
  }
});
