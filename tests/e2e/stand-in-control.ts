import type { APIRequestContext, BrowserContext, TestInfo } from "@playwright/test";
import { SITE_URL, STAND_IN_URL } from "./e2e-env.mjs";

/** Signs the browser context in as a stand-in user by setting the session cookie on localhost. */
export async function signIn(context: BrowserContext, as: "regular" | "staff" | "noname") {
  await context.addCookies([{ name: "taxsathi", value: as, url: SITE_URL }]);
}

/** Unsafe signed-in calls carry the CSRF header, which the site copies from this cookie (as the app's login sets it); the stand-in refuses them without one. */
export async function withCsrf(context: BrowserContext, token = "csrf-e2e") {
  await context.addCookies([{ name: "csrftoken", value: token, url: SITE_URL }]);
}

/** A scope of this test's own, so its faults never reach tests running beside it. */
export async function useScope(context: BrowserContext, testInfo: TestInfo): Promise<string> {
  const scope = `t${testInfo.testId}-${testInfo.retry}`.replace(/[^A-Za-z0-9-]/g, "");
  await context.addCookies([{ name: "stand_in_scope", value: scope, url: SITE_URL }]);
  return scope;
}

export async function setFault(request: APIRequestContext, scope: string, path: string, fault: Record<string, unknown>) {
  const response = await request.post(`${STAND_IN_URL}/__stand-in/fault`, { data: { path, fault, scope } });
  if (!response.ok()) throw new Error(`stand-in refused the fault: ${await response.text()}`);
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** The calls this test's browser made to the stand-in (matched by its scope cookie). */
export async function requestsOf(request: APIRequestContext, scope: string): Promise<LoggedRequest[]> {
  const all = (await (await request.get(`${STAND_IN_URL}/__stand-in/requests`)).json()) as LoggedRequest[];
  return all.filter((entry) => (entry.headers.cookie ?? "").includes(`stand_in_scope=${scope}`));
}
