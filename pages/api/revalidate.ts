import type { NextApiRequest, NextApiResponse } from "next";
import { z } from "zod";
import { cacheControlFor } from "@/lib/site/cache-control";
import { logger, reportServerError } from "@/server/log.mjs";
import { nginxPurgeConfig, refreshInNginx } from "@/server/nginx-purge.mjs";
import { bearerToken, secretMatches } from "@/server/shared-secret.mjs";
import { resetCmsCoolDown } from "@/services/content";
import { pathsInEveryLanguage, pathsShowing } from "@/services/content/revalidation";

/**
 * POST /api/revalidate: the CMS's publish webhook. With `Authorization: Bearer
 * <REVALIDATE_SECRET>` and a body `{ "type": "blog.BlogPage", "slug": "…" }` (the Wagtail page
 * type and slug just published, unpublished or deleted), regenerates every page that shows
 * it (services/content/revalidation.ts) and answers `{ revalidated: [paths] }`. With
 * NGINX_PURGE_URL and NGINX_PURGE_SECRET set, it then refreshes those paths in nginx's cache
 * (server/nginx-purge.mjs) and adds `nginx: { refreshed, failed }`.
 *
 * 405 for another method, 503 while REVALIDATE_SECRET is unset (the webhook is off),
 * 401 without the secret or with a wrong one, 400 for a body of another shape, 500 (with
 * the paths that failed) when a page could not be regenerated or refreshed in nginx, so
 * the CMS may retry (both steps are safe to repeat).
 *
 * REVALIDATE_SECRET is a server-only setting: read here at request time, never inlined in
 * the browser's code (only NEXT_PUBLIC_* values are).
 */
export const cmsChangeSchema = z.object({
  // Wagtail's "app_label.ModelName".
  type: z
    .string()
    .regex(/^[A-Za-z0-9_]+\.[A-Za-z0-9_]+$/, "type must be a Wagtail page type such as blog.BlogPage")
    .max(100),
  // Wagtail slugs: letters, digits, hyphens and underscores; nothing that could leave its path segment.
  slug: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "slug must be a Wagtail slug")
    .max(255),
});

export default async function revalidate(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader("Cache-Control", cacheControlFor.private);
  if (request.method !== "POST") {
    response.setHeader("Allow", "POST");
    return response.status(405).json({ error: "method not allowed: POST only" });
  }
  const secret = process.env.REVALIDATE_SECRET?.trim();
  if (!secret) return response.status(503).json({ error: "revalidation is not configured (REVALIDATE_SECRET is unset)" });
  if (!secretMatches(bearerToken(request.headers.authorization), secret)) {
    response.setHeader("WWW-Authenticate", 'Bearer realm="revalidate"');
    return response.status(401).json({ error: "missing or wrong secret" });
  }
  const parsed = cmsChangeSchema.safeParse(request.body);
  if (!parsed.success) {
    return response
      .status(400)
      .json({ error: "body must be { type, slug }", issues: parsed.error.issues.map(({ path, message }) => ({ path: path.join("."), message })) });
  }

  // The CMS has just called: it is reachable. An earlier failure's minute without it must
  // not make these pages regenerate from the embedded defaults (an article only the CMS has
  // would become a 404, an edit would be lost until the next publish).
  resetCmsCoolDown();
  const paths = pathsInEveryLanguage(await pathsShowing(parsed.data));
  const results = await Promise.allSettled(paths.map((path) => response.revalidate(path)));
  const revalidated = paths.filter((_, index) => results[index]!.status === "fulfilled");
  const failed = paths.flatMap((path, index) => {
    const result = results[index]!;
    return result.status === "rejected" ? [{ path, error: result.reason instanceof Error ? result.reason.message : String(result.reason) }] : [];
  });
  for (const { path } of failed) {
    const reason = (results[paths.indexOf(path)] as PromiseRejectedResult).reason;
    reportServerError(reason, { kind: "revalidate", path, requestId: request.headers["x-request-id"] });
  }
  logger().info({ kind: "revalidate", ...parsed.data, revalidated, failed: failed.map(({ path }) => path) }, "revalidated CMS pages");

  // Only the regenerated paths: nginx would fetch the old page again for the others.
  const nginx = await refreshNginx(revalidated, request);
  const ok = failed.length === 0 && (nginx?.failed.length ?? 0) === 0;
  return response.status(ok ? 200 : 500).json({ revalidated, ...(failed.length ? { failed } : {}), ...(nginx ? { nginx } : {}) });
}

/** Refreshes the paths in nginx when it is configured; null when it is not. */
async function refreshNginx(paths: string[], request: NextApiRequest) {
  let config;
  try {
    config = nginxPurgeConfig();
  } catch (error) {
    reportServerError(error, { kind: "nginx-refresh", requestId: request.headers["x-request-id"] });
    return { refreshed: [], failed: paths.map((path) => ({ path, error: "nginx refresh is misconfigured" })) };
  }
  if (!config || paths.length === 0) return config ? { refreshed: [], failed: [] } : null;
  // The webhook reached this instance through nginx, with the host visitors use (nginx's cache key).
  const result = await refreshInNginx(paths, config, { host: request.headers.host });
  for (const { path, error } of result.failed)
    reportServerError(new Error(error), { kind: "nginx-refresh", path, requestId: request.headers["x-request-id"] });
  logger().info({ kind: "nginx-refresh", refreshed: result.refreshed, failed: result.failed.map(({ path }) => path) }, "refreshed pages in nginx");
  return result;
}
