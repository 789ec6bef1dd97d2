import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { DestinationStream, Logger } from "pino";

export function createLogger(destination?: DestinationStream): Logger;
export function logger(): Logger;
export function requestIdFrom(headers: IncomingHttpHeaders): string;
export function withRequestLog(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options?: { log?: Logger; now?: () => number },
): (request: IncomingMessage, response: ServerResponse) => void;
export function reportServerError(error: unknown, context?: Record<string, unknown>, log?: Logger): void;
