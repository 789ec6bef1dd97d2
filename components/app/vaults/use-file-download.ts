import { useCallback, useRef, useState } from "react";

import type { VaultDocument } from "@/services/chat";
import { FileFetchError, userMessage } from "@/services/error-catalogue";

import { saveBlob } from "@/lib/save-file";
import { loadFileDownloadService } from "@/store/api/file-download";

export interface DownloadFailure {
  fileName: string;
  /** The catalogue's fixed words for a failed download, "Failed to fetch the file: Not Found". */
  headline: string | null;
  /** What to do next, in plain words. */
  advice: string;
}

/**
 * Downloads vault documents through /chat/upload/?s3_path= (services/file-download, loaded
 * with the first click) and saves them. A second click on a file already on its way does
 * nothing; a failure is kept to be shown until the next download or a dismissal.
 */
export function useFileDownload() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const busyRef = useRef(new Set<string>());
  const [failure, setFailure] = useState<DownloadFailure | null>(null);

  const mark = (path: string, on: boolean) => {
    if (on) busyRef.current.add(path);
    else busyRef.current.delete(path);
    setBusy(new Set(busyRef.current));
  };

  const download = useCallback(async (file: VaultDocument) => {
    if (busyRef.current.has(file.s3_path)) return;
    setFailure(null);
    mark(file.s3_path, true);
    try {
      const { downloadChatFile } = await loadFileDownloadService();
      const downloaded = await downloadChatFile(file.s3_path);
      saveBlob(downloaded.blob, downloaded.fileName);
    } catch (error) {
      setFailure({
        fileName: file.file_name,
        headline: error instanceof FileFetchError ? error.message : null,
        advice: userMessage(error, "download"),
      });
    } finally {
      mark(file.s3_path, false);
    }
  }, []);

  const dismiss = useCallback(() => setFailure(null), []);
  return { busy, failure, download, dismiss };
}
