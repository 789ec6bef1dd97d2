/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// The fault matrix (issue #11, item 3): every call the site makes, against each fault the
// stand-in plays, with the documented outcome. The table is in fault-matrix.calls.ts.
//
// One stand-in serves the three hosts: the harness points the app's at it, and the loader
// below points the CMS's and the chat-bot's at it too, before any client is built.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { ApiError } from "@/services/api-error";
import { errorDetails, FileFetchError, InvalidCsvError, userMessage } from "@/services/error-catalogue";
import type { StandInFault } from "@/tests/support/stand-in.mjs";
import { serviceHarness } from "@/tests/support/service-harness";

import { CALLS, FAULT_NAMES, SKIPPED, loadServices, type CallRow, type CheckContext, type FaultName, type Outcome } from "./fault-matrix.calls";

const h = serviceHarness(async () => {
  const standInUrl = process.env.NEXT_PUBLIC_API_URL;
  process.env.NEXT_PUBLIC_CHATBOT_API_URL = standInUrl;
  process.env.NEXT_PUBLIC_CMS_API_URL = `${standInUrl}/api/v2`;
  return loadServices();
});

/**
 * How each fault is played, and what a call documented to reject rejects with.
 *
 * Time-outs: every client gets a 100 ms time-out for the call (a request interceptor, so
 * the per-call 15 s look-up, 8 s CMS and 120 s upload time-outs are shortened too) while
 * the stand-in waits two seconds. A dropped connection runs with no time-out at all: jsdom's
 * XHR keeps its time-out timer after a network error, which would hold the test open.
 *
 * `arrives`: whether the test checks the request reached the stand-in under the row's
 * prefix. Not for the time-out: on a loaded machine 100 ms can run out during the CORS
 * preflight, before the request itself is sent, and that is still a time-out to the page.
 * The row's four other faults check its prefix; a time-out comes only from a request
 * axios sent, so the arguments passed the service's checks.
 */
interface PlayedFault {
  fault: StandInFault;
  timeoutMs?: number;
  arrives: boolean;
  expected: { kind: string; status?: number };
}

const FAULTS: Record<FaultName, PlayedFault> = {
  "HTTP 500": { fault: { status: 500 }, arrives: true, expected: { kind: "http", status: 500 } },
  "a time-out": { fault: { delayMs: 2_000 }, timeoutMs: 100, arrives: false, expected: { kind: "timeout" } },
  "a dropped connection": { fault: { drop: true }, timeoutMs: 0, arrives: true, expected: { kind: "network" } },
  "a 200 HTML error page": { fault: { html: true }, arrives: true, expected: { kind: "bad-response" } },
  "200 JSON of the wrong shape": { fault: { badJson: true }, arrives: true, expected: { kind: "bad-response" } },
};

const CLIENTS = ["appClient", "cmsClient", "chatbotClient"] as const;

/** Sets every client's time-out for the calls that follow; returns the undo. */
function forceTimeout(timeoutMs: number): () => void {
  const installed = CLIENTS.map((name) => {
    const client = h.clients[name];
    const id = client.interceptors.request.use((config) => {
      config.timeout = timeoutMs;
      return config;
    });
    return () => client.interceptors.request.eject(id);
  });
  return () => installed.forEach((eject) => eject());
}

function documentedOutcome(row: CallRow, fault: FaultName): { outcome: Outcome; source: string } | undefined {
  return row.documented?.find((entry) => entry.faults.includes(fault));
}

function outcomeText(row: CallRow, fault: FaultName): string {
  const documented = documentedOutcome(row, fault);
  const { kind, status } = FAULTS[fault].expected;
  const apiError = `ApiError ${kind}${status ? ` ${status}` : ""}`;
  if (!documented) return `it rejects with ${apiError}`;
  const { outcome } = documented;
  if ("resolves" in outcome) return "it resolves as documented";
  if (outcome.rejects === "FileFetchError") return `it rejects with FileFetchError (cause: ${apiError})`;
  return "it rejects with InvalidCsvError";
}

/** What the code logged with console.error: strings only, jsdom's own XHR reports (Error objects) left out. */
const errorLogs = () =>
  jest
    .mocked(console.error)
    .mock.calls.map(([first]) => first)
    .filter((first): first is string => typeof first === "string");

let warn: jest.SpyInstance;
beforeEach(() => {
  // The content adapter warns on the server's log when it falls back; silent here, read by the checks.
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  h.service.content.resetCmsCoolDown();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The sentence a person reads: plain words, none of the fault's internals. */
function expectPlainSentence(message: string, error: unknown) {
  expect(message).toMatch(/^[A-Z][^\n]{20,}[.]$/);
  expect(message).not.toMatch(/Injected|fault|<|>|[{}[\]]|\/|\bHTTP\b|\bat \S+ \(|error|undefined|null|ECONN|ETIMEDOUT|axios|zod|json|stack/i);
  if (error instanceof Error) expect(message).not.toContain(error.message);
}

describe.each(CALLS.map((row) => [row.name, row] as const))("%s", (_name, row) => {
  test.each(FAULT_NAMES.map((fault) => [fault, outcomeText(row, fault)] as const))("given %s, then %s", async (fault) => {
    const played = FAULTS[fault];
    h.standIn.setFault(row.prefix, played.fault);
    const undoTimeout = played.timeoutMs === undefined ? () => undefined : forceTimeout(played.timeoutMs);
    try {
      const settled = await row.invoke(h.service).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );

      if (played.arrives) {
        // The request left with valid arguments and met the fault under the row's prefix.
        const underPrefix = new RegExp(`^${escapeRegExp(row.prefix)}`);
        expect(h.apiCalls().map((call) => call.path)).toContainEqual(expect.stringMatching(underPrefix));
      }

      const documented = documentedOutcome(row, fault);
      if (documented && "resolves" in documented.outcome) {
        if (!settled.ok) throw settled.error;
        const context: CheckContext = {
          fault,
          services: h.service,
          errorLogs,
          warnings: () => warn.mock.calls.map(([first]) => String(first)),
        };
        await documented.outcome.resolves(settled.value, context);
      } else {
        if (settled.ok) throw new Error(`${row.name} resolved under ${fault}: ${JSON.stringify(settled.value)}`);
        const { error } = settled;
        const rejects = documented && "rejects" in documented.outcome ? documented.outcome : undefined;
        if (rejects?.rejects === "InvalidCsvError") {
          expect(error).toBeInstanceOf(InvalidCsvError);
          expect(errorDetails(error).kind).toBe("invalid-csv");
        } else {
          if (rejects?.rejects === "FileFetchError") {
            expect(error).toBeInstanceOf(FileFetchError);
            expect((error as FileFetchError).message).toBe(rejects.message);
            expect((error as FileFetchError).cause).toBeInstanceOf(ApiError);
          } else {
            expect(error).toBeInstanceOf(ApiError);
          }
          // The details a store keeps carry the fault's kind, and the status only for http.
          const details = errorDetails(error);
          expect(details.kind).toBe(played.expected.kind);
          expect(details.status).toBe(played.expected.status);
        }
        expectPlainSentence(userMessage(error, row.action), error);
      }

      if (row.page) await row.page.check(h.service, fault);
    } finally {
      undoTimeout();
    }
  });
});

/* ------------------------------------------------------------------------------------ */
/* The guard: no exported call outside the table                                        */
/* ------------------------------------------------------------------------------------ */

const SERVICES_DIR = path.resolve(__dirname, "../../../services");

interface FoundExport {
  /** `{module under services/ without .ts}.{export}` */
  name: string;
  /** The export's source, up to the next top-level declaration. */
  block: string;
}

const DECLARATIONS = [
  /^export (?:async )?function\*? (\w+)/gm,
  /^export class (\w+)/gm,
  // Arrow functions: `export const name = (…) =>`, `= async (…): T =>`, `= x =>`.
  /^export const (\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*(?::[^=\n]+)?=>/gm,
  // The clients themselves.
  /^export const (\w+)\s*=\s*createApiClient\(/gm,
];
const TOP_LEVEL = /\n(?=export |(?:async )?function |const |let |class |type |interface )/g;
const CLIENT_CALL = /\b(appClient|cmsClient|chatbotClient)\s*\.\s*(?:get|post|put|patch|delete|head|request)\s*[<(]/;

function blockAt(source: string, start: number): string {
  TOP_LEVEL.lastIndex = start + 1;
  const next = TOP_LEVEL.exec(source);
  return source.slice(start, next ? next.index : source.length);
}

function findExports(): FoundExport[] {
  const files = readdirSync(SERVICES_DIR, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"));
  const found: FoundExport[] = [];
  for (const file of files) {
    const moduleName = file.replace(/\\/g, "/").replace(/\.ts$/, "");
    const source = readFileSync(path.join(SERVICES_DIR, file), "utf8");
    for (const pattern of DECLARATIONS) {
      for (const match of source.matchAll(pattern)) found.push({ name: `${moduleName}.${match[1]}`, block: blockAt(source, match.index) });
    }
    // Re-exports, `export { a as b }`: the exported name is the last word.
    for (const match of source.matchAll(/^export \{([^}]+)\}/gm)) {
      for (const part of match[1]!.split(",")) {
        const exported = part.trim().split(/\s+/).at(-1);
        if (exported) found.push({ name: `${moduleName}.${exported}`, block: part });
      }
    }
  }
  return found;
}

describe("the table covers every call", () => {
  const exported = findExports();
  const rowNames = CALLS.map((row) => row.name);

  test("given the services' sources, then the scan finds their exports (the guard itself works)", () => {
    // Two known calls and one known helper, so a regex that stops matching cannot pass silently.
    expect(exported.map((found) => found.name)).toEqual(expect.arrayContaining(["billing.getPackages", "content/wagtail.listWagtailPages", "lookups.isLookupConfigured"]));
  });

  test("given every exported function, then each is a row of the table or skipped with a reason", () => {
    const missing = exported.map((found) => found.name).filter((name) => !rowNames.includes(name) && !(name in SKIPPED));
    expect(missing).toEqual([]);
  });

  test("given an export that calls a client itself, then it is a row (not skipped), on that client", () => {
    const callers = exported.flatMap((found) => {
      const client = CLIENT_CALL.exec(found.block)?.[1];
      return client ? [{ name: found.name, client }] : [];
    });
    expect(callers.length).toBeGreaterThan(50);
    const rowClients = callers.map(({ name }) => ({ name, client: CALLS.find((row) => row.name === name)?.client }));
    expect(rowClients).toEqual(callers);
  });

  test("given the table and the skipped list, then each names a real export, once, and not both", () => {
    const names = exported.map((found) => found.name);
    expect(rowNames.filter((name) => !names.includes(name))).toEqual([]);
    expect(Object.keys(SKIPPED).filter((name) => !names.includes(name))).toEqual([]);
    expect(new Set(rowNames).size).toBe(rowNames.length);
    expect(rowNames.filter((name) => name in SKIPPED)).toEqual([]);
  });
});
