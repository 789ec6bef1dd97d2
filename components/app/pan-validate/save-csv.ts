/** How long the file's Blob URL is kept: long enough for a slow phone to start the download. */
const REVOKE_AFTER_MS = 60_000;

/** Saves CSV text as a file on the person's device, through a Blob URL and a link. */
export function saveCsv(csv: string, fileName: string): void {
  const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
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
