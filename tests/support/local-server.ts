import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A throw-away HTTP server on 127.0.0.1 and a free port, for tests that must see what a
 * client really sends (headers, time-outs) rather than what a mock was told.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface LocalServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Responder = (req: IncomingMessage, res: ServerResponse) => void;

export const answerJson =
  (body: unknown, status = 200): Responder =>
  (_req, res) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };

/** Accepts the request and never answers, to provoke a client time-out. */
export const neverAnswer: Responder = () => undefined;

export async function startLocalServer(respond: Responder = answerJson({ ok: true })): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    respond(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Unanswered and keep-alive sockets would keep close() and Jest waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The address of a port that was free a moment ago and has nothing listening now. */
export async function closedPortUrl(): Promise<string> {
  const server = await startLocalServer();
  await server.close();
  return server.url;
}
