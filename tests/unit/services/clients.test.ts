/** @jest-environment node */
import type { AxiosInstance } from "axios";

import { startLocalServer, type LocalServer } from "@/tests/support/local-server";

type ClientsModule = typeof import("@/services/clients") & Pick<typeof import("@/services/api-error"), "ApiError">;

const HOST_VARIABLES = [
  "NEXT_PUBLIC_API_URL",
  "NEXT_PUBLIC_CMS_API_URL",
  "NEXT_PUBLIC_CHATBOT_API_URL",
  "NEXT_PUBLIC_API_BASIC_AUTH",
] as const;

/**
 * Loads services/clients (and the settings it reads) afresh under the given environment,
 * with the ApiError class of that same module registry (instanceof needs the same class).
 */
async function loadClients(env: Partial<Record<(typeof HOST_VARIABLES)[number], string>>): Promise<ClientsModule> {
  for (const name of HOST_VARIABLES) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  let loaded: ClientsModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { ...(await import("@/services/clients")), ApiError: (await import("@/services/api-error")).ApiError };
  });
  if (!loaded) throw new Error("services/clients did not load");
  return loaded;
}

const savedEnv = Object.fromEntries(HOST_VARIABLES.map((name) => [name, process.env[name]]));
afterAll(() => {
  for (const name of HOST_VARIABLES) {
    const value = savedEnv[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const pick = {
  app: (clients: ClientsModule) => clients.appClient,
  cms: (clients: ClientsModule) => clients.cmsClient,
  chatbot: (clients: ClientsModule) => clients.chatbotClient,
} satisfies Record<string, (clients: ClientsModule) => AxiosInstance>;

describe("clients when every host is configured", () => {
  let server: LocalServer;
  let clients: ClientsModule;
  beforeAll(async () => {
    server = await startLocalServer();
    clients = await loadClients({
      NEXT_PUBLIC_API_URL: `${server.url}/app`,
      NEXT_PUBLIC_CMS_API_URL: `${server.url}/cms`,
      NEXT_PUBLIC_CHATBOT_API_URL: `${server.url}/bot`,
      NEXT_PUBLIC_API_BASIC_AUTH: "demo:s3cret",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test("given all three host URLs, then every is...Configured() is true", () => {
    expect([clients.isAppApiConfigured(), clients.isCmsConfigured(), clients.isChatbotConfigured()]).toEqual([
      true,
      true,
      true,
    ]);
  });

  test.each([
    ["app", "/app/v1/google-login/"],
    ["cms", "/cms/api/v2/pages/"],
    ["chatbot", "/bot/status/"],
  ] as const)(
    "given the %s client, then it calls its own host with the shared basic-auth login and a 110000 ms time-out",
    async (name, expectedPath) => {
      const client = pick[name](clients);
      expect(client.defaults.timeout).toBe(110000);
      await client.get(expectedPath.replace(/^\/(app|cms|bot)/, ""));
      const request = server.requests.at(-1);
      expect(request?.url).toBe(expectedPath);
      expect(request?.headers.authorization).toBe("Basic ZGVtbzpzM2NyZXQ=");
    },
  );
});

describe("clients when no host is configured", () => {
  let clients: ClientsModule;
  beforeAll(async () => {
    clients = await loadClients({});
  });

  test("given no host URLs, then every is...Configured() is false", () => {
    expect([clients.isAppApiConfigured(), clients.isCmsConfigured(), clients.isChatbotConfigured()]).toEqual([
      false,
      false,
      false,
    ]);
  });

  test.each(["app", "cms", "chatbot"] as const)(
    "given the %s client, then a call rejects with kind not-configured without sending a request",
    async (name) => {
      const adapter = jest.fn();
      const call = pick[name](clients).get("/v1/google-login/", { adapter });
      await expect(call).rejects.toBeInstanceOf(clients.ApiError);
      await expect(call).rejects.toMatchObject({ kind: "not-configured" });
      expect(adapter).not.toHaveBeenCalled();
    },
  );

  test("given no basic-auth login either, then clients send no Authorization header", () => {
    expect(clients.appClient.defaults.headers).not.toHaveProperty("Authorization");
  });
});
