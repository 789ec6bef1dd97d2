import { useState } from "react";
import type { PdfLib } from "@/lib/pdf/layout";
import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { saveBlob } from "@/lib/save-file";
import { RECEIPTS_BLOCK_TEXT } from "./text";

interface DownloadPdfButtonProps {
  /** the button's text, also its accessible name */
  label: string;
  fileName: string;
  /** makes the file's bytes with the pdf-lib module loaded on click (and its builder and fonts, imported there too: ./pdf-fonts) */
  build: (pdfLib: PdfLib) => Promise<Uint8Array>;
  disabled?: boolean;
}

/** Saves PDF bytes as a file: nothing leaves the browser. */
export function saveBytes(bytes: Uint8Array, fileName: string): void {
  // A copy into a fresh ArrayBuffer: Blob wants a plain buffer, not a view of a shared one.
  saveBlob(new Blob([bytes.slice().buffer as ArrayBuffer], { type: "application/pdf" }), fileName);
}

/**
 * A button that makes a PDF in the browser and saves it. pdf-lib (about 180 kB gzipped), its
 * fontkit, the Noto Sans font files and, for an Indian script, HarfBuzz are loaded only when
 * the button is pressed, so none of them is part of the page's first load.
 */
export function DownloadPdfButton({ label, fileName, build, disabled }: DownloadPdfButtonProps) {
  const [status, setStatus] = useState<"idle" | "working" | "done" | "failed">("idle");
  const t = messagesFor(RECEIPTS_BLOCK_TEXT, useLocale());

  const download = async () => {
    setStatus("working");
    try {
      const pdfLib = await import("pdf-lib");
      const bytes = await build(pdfLib);
      saveBytes(bytes, fileName);
      setStatus("done");
    } catch {
      setStatus("failed");
    }
  };

  const message = {
    idle: "",
    working: t.making,
    done: t.saved(fileName),
    failed: t.failed,
  }[status];

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={download} disabled={disabled || status === "working"}>
        {label}
      </button>
      <span className="form-text ms-2" role="status">
        {message}
      </span>
    </>
  );
}
