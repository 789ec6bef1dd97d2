import type { Server } from "node:http";

export const DEFAULT_SHUTDOWN_TIMEOUT_MS: number;
export function shutdownTimeoutMs(env?: Record<string, string | undefined>): number;
export function gracefulClose(server: Server, timeoutMs: number): Promise<{ timedOut: boolean }>;
export function assertBuildComplete(distDir: string): void;
