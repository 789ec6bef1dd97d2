export type CacheHandlerMode = "shared" | "local-fallback" | "local" | "not-loaded";
export interface RedisLike {
  isReady: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options: { expiration: { type: "EX"; value: number } }): Promise<unknown>;
}
export interface HandlerState {
  connections: Map<string, RedisLike>;
  active: RedisLike | undefined;
  loaded: boolean;
  lastErrorLoggedAt: number;
}
export function handlerState(): HandlerState;
export function cacheHandlerState(): CacheHandlerMode;
