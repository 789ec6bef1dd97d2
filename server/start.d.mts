export function parseArgs(argv: string[], env?: Record<string, string | undefined>): { port: number; hostname: string | undefined };
export function builtConfig(distDir: string): Record<string, unknown>;
