export function bearerToken(header: string | string[] | undefined): string | null;
export function secretMatches(sent: string | null | undefined, expected: string): boolean;
