/**
 * The set-up shared by the service tests that call the stand-in API.
 *
 * Why over real HTTP: each service runs through jsdom's XMLHttpRequest against the stand-in
 * on a free port, so the headers, cookies, CORS preflights and time-outs checked are what a
 * browser would send, not what a mock was told. Why the late imports: the clients read their
 * host from process.env when first imported, so the service and `@/services/clients` load in
 * `beforeAll`, after the stand-in's URL is set.
 *
 * The test file keeps its own docblock (`@jest-environment jsdom` with the page on
 * http://127.0.0.1/): Jest reads it only from the test file. Any `jest.mock` stays there too,
 * as Jest hoists it only within the test file.
 */
import { startStandIn, type StandIn, type StandInRequest } from "@/tests/support/stand-in.mjs";

type Clients = typeof import("@/services/clients");

export const BASIC_AUTH = "Basic ZGVtbzpzM2NyZXQ="; // base64 of "demo:s3cret"
export const CSRF_TOKEN = "csrf-abc123";
const SESSION_COOKIE = "taxsathi";

/** Each API host: the setting that names it and the client that calls it. */
const HOSTS = {
  app: { env: "NEXT_PUBLIC_API_URL", client: "appClient" },
  chatbot: { env: "NEXT_PUBLIC_CHATBOT_API_URL", client: "chatbotClient" },
} as const;

export interface ServiceHarnessOptions {
  /** The host the service calls; only its setting points at the stand-in. Default `app`. */
  host?: keyof typeof HOSTS;
  /** Whether a csrftoken cookie is set with the session cookie before each test. Default true. */
  csrfCookie?: boolean;
}

export interface ServiceHarness<Service> {
  /** The service module, loaded in beforeAll. */
  readonly service: Service;
  readonly standIn: StandIn;
  readonly clients: Clients;
  /** The requests the stand-in received in this test, CORS preflights left out. */
  apiCalls(): StandInRequest[];
  /** The one request of this test; fails the test if there were more or none. */
  onlyCall(): StandInRequest;
  clearCookie(name: string): void;
}

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} is ready only once serviceHarness's beforeAll has run`);
  return value;
}

/**
 * Registers the hooks at the top level of the calling test file: the stand-in starts once,
 * and each test begins with the session (and by default csrftoken) cookies set, a silent
 * console.error, and ends with the stand-in's log and faults, the client's time-out, the
 * cookies and all spies restored.
 */
export function serviceHarness<Service>(
  loadService: () => Promise<Service>,
  { host = "app", csrfCookie = true }: ServiceHarnessOptions = {},
): ServiceHarness<Service> {
  const { env, client } = HOSTS[host];
  const cookies = csrfCookie ? [SESSION_COOKIE, "csrftoken"] : [SESSION_COOKIE];
  let standIn: StandIn | undefined;
  let service: Service | undefined;
  let clients: Clients | undefined;
  let defaultTimeout: number | undefined;

  beforeAll(async () => {
    standIn = await startStandIn({ port: 0 });
    process.env[env] = standIn.url;
    process.env.NEXT_PUBLIC_API_BASIC_AUTH = "demo:s3cret";
    service = await loadService();
    clients = await import("@/services/clients");
    defaultTimeout = clients[client].defaults.timeout;
  });
  beforeEach(() => {
    // jsdom reports each failed XHR on the console, as a browser would; that is noise here.
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    document.cookie = `${SESSION_COOKIE}=regular; path=/`;
    if (csrfCookie) document.cookie = `csrftoken=${CSRF_TOKEN}; path=/`;
  });
  afterEach(() => {
    standIn?.reset();
    if (clients) clients[client].defaults.timeout = defaultTimeout;
    cookies.forEach(clearCookie);
    jest.restoreAllMocks();
  });
  afterAll(() => standIn?.close());

  const apiCalls = () =>
    ready(standIn, "The stand-in")
      .requests()
      .filter((request) => request.method !== "OPTIONS");
  return {
    get service() {
      return ready(service, "The service");
    },
    get standIn() {
      return ready(standIn, "The stand-in");
    },
    get clients() {
      return ready(clients, "The clients");
    },
    apiCalls,
    onlyCall() {
      const calls = apiCalls();
      expect(calls).toHaveLength(1);
      return calls[0]!;
    },
    clearCookie,
  };
}
