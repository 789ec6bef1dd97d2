export interface PurgeConfig {
  url: string;
  secret: string;
  host: string | undefined;
}
export interface PurgeResult {
  refreshed: string[];
  failed: { path: string; error: string }[];
}
export const REFRESH_HEADER: string;
export const REFRESH_TIMEOUT_MS: number;
export function nginxPurgeConfig(env?: Record<string, string | undefined>): PurgeConfig | null;
export function refreshInNginx(paths: string[], config: PurgeConfig, options?: { host?: string; timeoutMs?: number }): Promise<PurgeResult>;
