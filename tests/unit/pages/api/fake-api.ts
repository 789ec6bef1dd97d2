import { Readable } from "node:stream";
import type { NextApiRequest, NextApiResponse } from "next";

/** What a handler answered: status, headers (lower-case names), the JSON or text body. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  json: unknown;
  ended: boolean;
}

/**
 * A request and response as Next's API routes get them, enough for a handler: the
 * request is a readable stream of `rawBody` (for routes that read their own body) with
 * `body` already parsed (for those that let Next parse it).
 */
export function fakeApi({
  method = "GET",
  headers = {},
  body,
  rawBody,
  revalidate = async () => undefined,
}: {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string | Buffer;
  revalidate?: (path: string) => Promise<void>;
}) {
  const request = Object.assign(Readable.from(rawBody === undefined ? [] : [Buffer.from(rawBody)]), {
    method,
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
    body,
    query: {},
    url: "/api/test",
  }) as unknown as NextApiRequest;
  const answer: Answer = { status: 200, headers: {}, json: undefined, ended: false };
  const response = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return response;
    },
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(value: unknown) {
      answer.json = value;
      answer.ended = true;
      return response;
    },
    end() {
      answer.ended = true;
      return response;
    },
    revalidate: jest.fn(revalidate),
  };
  return { request, response: response as unknown as NextApiResponse & { revalidate: jest.Mock }, answer };
}
