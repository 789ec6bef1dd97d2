import type { NextApiRequest, NextApiResponse } from "next";
import { buildDir } from "@/lib/site/build-output";
import { cacheControlFor } from "@/lib/site/cache-control";
import { healthReport } from "@/server/health.mjs";

/**
 * GET /api/health: for the load balancer, nginx and the container's HEALTHCHECK. 200 with
 * `{ status: "ok", buildId, sharedCache, cacheHandler }` whenever this instance can answer;
 * the shared cache (Redis, REDIS_URL) is reported as "reachable", "unreachable" or
 * "not-configured", and `cacheHandler` says whether this instance's regenerated pages come
 * from it right now ("shared") or from its own copy ("local-fallback", "local").
 * Never cached, and it names no host or secret.
 */
export default async function health(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader("Cache-Control", cacheControlFor.private);
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.setHeader("Allow", "GET, HEAD");
    return response.status(405).json({ error: "method not allowed" });
  }
  const report = await healthReport({ distDir: buildDir(), redisUrl: process.env.REDIS_URL });
  return response.status(200).json(report);
}
