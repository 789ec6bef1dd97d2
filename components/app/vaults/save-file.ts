/** How long an object URL outlives its click: enough for the browser to start saving. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Hands a downloaded file to the browser to save, under its own name. Revoking the URL
 * at once can cancel the save in some browsers, so it is released a little later.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
