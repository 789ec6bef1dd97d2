import { toCsv, type CsvCell } from "@/lib/csv";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { saveBlob } from "@/lib/save-file";

interface CsvDownloadProps {
  fileName: string;
  columns: string[];
  rows: CsvCell[][];
  /** Names what is downloaded, for the button's accessible name. */
  what: string;
}

/** Saves a table as a CSV file, made in the browser from the numbers on the page; nothing is sent anywhere. */
export function CsvDownload({ fileName, columns, rows, what }: CsvDownloadProps) {
  const t = frameText(useLocale());
  const download = () => {
    // A byte-order mark so that Excel reads the file as UTF-8 (₹ and other characters).
    saveBlob(new Blob(["\uFEFF", toCsv(columns, rows)], { type: "text/csv;charset=utf-8" }), fileName);
  };
  return (
    <button type="button" className="btn btn-outline-primary btn-sm no-print" onClick={download}>
      {t.downloadCsv(what)}
    </button>
  );
}
