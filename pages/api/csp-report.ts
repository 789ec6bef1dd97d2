import type { NextApiRequest, NextApiResponse } from "next";
import { cacheControlFor } from "@/lib/site/cache-control";
import { MAX_REPORT_BYTES, readLimitedBody, violationsFrom } from "@/server/csp-report.mjs";
import { logger } from "@/server/log.mjs";

/**
 * POST /api/csp-report: where browsers report what the Content-Security-Policy blocked
 * (`report-to csp` and `report-uri`, lib/site/security-headers.ts). Logs one JSON line per
 * violation (`msg: "csp violation"`) and answers 204; 413 past 16 kB, 400 for a body that is
 * not JSON, 405 for another method.
 */
export const config = { api: { bodyParser: false } };

export default async function cspReport(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader("Cache-Control", cacheControlFor.private);
  if (request.method !== "POST") {
    response.setHeader("Allow", "POST");
    return response.status(405).end();
  }
  const body = await readLimitedBody(request, MAX_REPORT_BYTES);
  if (body === null) return response.status(413).end();
  let violations;
  try {
    violations = violationsFrom(body);
  } catch {
    return response.status(400).end();
  }
  const requestId = request.headers["x-request-id"];
  for (const violation of violations) logger().warn({ kind: "csp-violation", requestId, ...violation }, "csp violation");
  return response.status(204).end();
}
