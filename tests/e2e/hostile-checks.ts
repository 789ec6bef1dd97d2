import type { Page, Request } from "@playwright/test";
import { escapeRegExp } from "../support/calculator-views";
import { expect } from "./fixtures";

// Pure text helpers, shared with the jsdom sweep of every calculator (tests/support/calculator-views.ts).
export { brief, escapeRegExp, withoutNul } from "../support/calculator-views";

/*
 * The checks every hostile-input test makes (hostile-input.spec.ts for the calculators and
 * public forms, hostile-app-forms.spec.ts for the signed-in screens): nothing from the
 * input ran or became markup, and the helpers that keep long values readable in messages.
 */

/** Dialogs and uncaught errors seen on the page, with the input that was being tried. */
export interface Watched {
  dialogs: string[];
  errors: string[];
  current: string;
}

export function watch(page: Page): Watched {
  const seen: Watched = { dialogs: [], errors: [], current: "" };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(`${seen.current}: ${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on("pageerror", (error) => seen.errors.push(`${seen.current}: ${error.message}`));
  return seen;
}

/**
 * Nothing from the input ran or became markup: no __pwned, no script or event handler
 * mentioning it, no javascript: URL, no dialog, no uncaught error. Looking at the DOM as
 * well as __pwned matters: the Content-Security-Policy would stop an injected inline
 * script from running, but the injection itself is the bug.
 */
export async function expectNothingRan(page: Page, seen: Watched, label: string) {
  const found = await page.evaluate(() => {
    const scripts = Array.from(document.scripts).filter(
      (script) => !/json/i.test(script.type) && (script.textContent ?? "").includes("__pwned"),
    ).length;
    const handlers = Array.from(document.querySelectorAll("*")).filter((element) =>
      Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name) && attribute.value.includes("__pwned")),
    ).length;
    const scriptUrls = Array.from(document.querySelectorAll("[href], [src], [action], [formaction]")).filter((element) =>
      ["href", "src", "action", "formaction"].some((name) => /^[\s\u0000-\u001f]*javascript:/i.test(element.getAttribute(name) ?? "")),
    ).length;
    return { pwned: typeof (window as unknown as { __pwned?: unknown }).__pwned, scripts, handlers, scriptUrls };
  });
  expect(found, `${label}: nothing from the input ran or became markup`).toEqual({ pwned: "undefined", scripts: 0, handlers: 0, scriptUrls: 0 });
  expect(seen.dialogs, `${label}: no dialog`).toEqual([]);
  expect(seen.errors, `${label}: no uncaught error`).toEqual([]);
}

/** The value of a text part of a multipart body, or null when the browser did not expose the body. */
export function multipartText(request: Request, name: string): string | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(request.headers()["content-type"] ?? "");
  const body = request.postDataBuffer()?.toString("utf8");
  if (!boundary || !body) return null;
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  for (const part of body.split(delimiter)) {
    const split = part.indexOf("\r\n\r\n");
    if (split === -1) continue;
    const head = part.slice(0, split);
    if (new RegExp(`name="${escapeRegExp(name)}"(?!;)`).test(head) && !/filename=/.test(head)) return part.slice(split + 4).replace(/\r\n$/, "");
  }
  return null;
}

/** Every page the test opens starts with empty local storage (the cart and the tax report are kept there). */
export async function emptyStorageOnEveryPage(page: Page) {
  await page.addInitScript(() => {
    try {
      window.localStorage.clear();
    } catch {
      // about:blank has no storage
    }
  });
}
