/**
 * One character as a message shows it: in quotes when it can be seen, else by its code
 * point ("U+0000"). A control or invisible character cannot travel in HTML (a NUL becomes
 * U+FFFD), so a message quoting it raw would read differently in the server's page and in
 * the browser, and would show nothing useful either way.
 */
export function quotedCharacter(character: string): string {
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character) ? `"${character}"` : `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}
