import { useCallback, useState } from "react";

import { fieldErrorsFrom, userMessage, type FieldErrors } from "@/services/error-catalogue";
import type { VaultItem, VideoUploadRequest } from "@/services/vault";
import { loadVaultService } from "@/store/api/vault";

export type UploadState =
  | { state: "idle" }
  | { state: "uploading"; percent: number }
  | { state: "done"; item: VaultItem }
  | { state: "failed"; message: string; fieldErrors: FieldErrors };

export interface VideoDetails {
  file: File;
  title: string;
  description: string;
}

/**
 * Sends one video (POST /vault/api/videos/upload/) with the upload time-out of
 * services/vault.ts, reporting the percentage axios measures as the bytes go up.
 */
export function useVideoUpload(onUploaded: (item: VaultItem) => void) {
  const [upload, setUpload] = useState<UploadState>({ state: "idle" });

  const send = useCallback(
    async ({ file, title, description }: VideoDetails) => {
      setUpload({ state: "uploading", percent: 0 });
      try {
        const { uploadVideo } = await loadVaultService();
        // A blank description is left out rather than sent empty.
        const request: VideoUploadRequest = { file, title, ...(description.trim() ? { description } : {}) };
        const item = await uploadVideo(request, { onProgress: (percent) => setUpload({ state: "uploading", percent }) });
        setUpload({ state: "done", item });
        onUploaded(item);
      } catch (error) {
        setUpload({ state: "failed", message: userMessage(error, "videoUpload"), fieldErrors: fieldErrorsFrom(error) });
      }
    },
    [onUploaded],
  );

  return { upload, send };
}
