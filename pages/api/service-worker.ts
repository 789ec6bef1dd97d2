import { readFile } from "node:fs/promises";
import type { NextApiRequest, NextApiResponse } from "next";
import { buildFilePath } from "@/lib/site/build-output";

/**
 * /sw.js (rewritten here by next.config.ts): the service worker of this build, written next to
 * it by scripts/service-worker.mjs, so each build serves its own worker and precache list.
 * Browsers check it on every visit (no-cache): a deployment reaches every device on its next
 * visit. A build without one answers 404, and a device keeps the worker it has.
 */
let worker: Promise<Buffer | null> | undefined;

function readWorker(): Promise<Buffer | null> {
  worker ??= readFile(buildFilePath("sw.js")).catch(() => null);
  return worker;
}

export default async function serviceWorker(request: NextApiRequest, response: NextApiResponse) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.setHeader("Allow", "GET, HEAD");
    return response.status(405).end();
  }
  const body = await readWorker();
  response.setHeader("Cache-Control", "no-cache");
  if (!body) return response.status(404).setHeader("Content-Type", "text/plain; charset=utf-8").end("No service worker in this build.");
  response.setHeader("Content-Type", "text/javascript; charset=utf-8");
  return response.status(200).end(request.method === "HEAD" ? undefined : body);
}
