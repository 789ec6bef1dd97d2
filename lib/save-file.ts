/**
 * How long a file's Blob URL is kept after its click: long enough for a slow phone to start
 * saving (revoking at once can cancel the save in some browsers).
 */
const REVOKE_AFTER_MS = 60_000;

/** Hands a file made or fetched in the browser to the person's device, under its own name, through a Blob URL and a hidden link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
