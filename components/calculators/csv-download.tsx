import { toCsv, type CsvCell } from "@/lib/csv";

interface CsvDownloadProps {
  fileName: string;
  columns: string[];
  rows: CsvCell[][];
  /** Names what is downloaded, for the button's accessible name. */
  what: string;
}

/** Saves a table as a CSV file, made in the browser from the numbers on the page; nothing is sent anywhere. */
export function CsvDownload({ fileName, columns, rows, what }: CsvDownloadProps) {
  const download = () => {
    // A byte-order mark so that Excel reads the file as UTF-8 (₹ and other characters).
    const blob = new Blob(["\uFEFF", toCsv(columns, rows)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button type="button" className="btn btn-outline-primary btn-sm no-print" onClick={download}>
      Download {what} (CSV)
    </button>
  );
}
