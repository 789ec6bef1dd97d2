import type { Instrumentation } from "next";

/*
 * Next calls onRequestError for every error it catches while rendering a page, running an
 * API route or the proxy. Each is reported through the server's one error function,
 * reportServerError (server/log.mjs): a JSON log line, and the place a deployment forwards
 * errors to its error service.
 */

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // The logger is Node's (pino); the proxy may also run where Node's modules are not.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportServerError } = await import("./server/log.mjs");
  const requestId = request.headers["x-request-id"];
  reportServerError(error, {
    requestId: Array.isArray(requestId) ? requestId[0] : requestId,
    method: request.method,
    // The path without its query (logs keep no query strings).
    path: request.path.split("?")[0],
    routerKind: context.routerKind,
    routePath: context.routePath,
    routeType: context.routeType,
    ...(context.revalidateReason ? { revalidateReason: context.revalidateReason } : {}),
  });
};
