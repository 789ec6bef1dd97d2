import { useCallback, useState } from "react";

import { fieldErrorsFrom, userMessage, type FieldErrors } from "@/services/error-catalogue";
import type { VaultItem, VideoUploadRequest } from "@/services/vault";
import { useUploadVideoMutation } from "@/store/server-data/vault";

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
 * services/vault.ts, reporting the percentage axios measures as the bytes go up. The
 * upload is the server-data API's mutation: once it is through, the vault's list shows the
 * new file and asks again.
 */
export function useVideoUpload() {
  const [upload, setUpload] = useState<UploadState>({ state: "idle" });
  const [uploadVideo] = useUploadVideoMutation();

  const send = useCallback(
    async ({ file, title, description }: VideoDetails) => {
      setUpload({ state: "uploading", percent: 0 });
      // A blank description is left out rather than sent empty.
      const request: VideoUploadRequest = { file, title, ...(description.trim() ? { description } : {}) };
      const result = await uploadVideo({ request, onProgress: (percent) => setUpload({ state: "uploading", percent }) });
      if ("error" in result) {
        setUpload({ state: "failed", message: userMessage(result.error, "videoUpload"), fieldErrors: fieldErrorsFrom(result.error) });
      } else {
        setUpload({ state: "done", item: result.data });
      }
    },
    [uploadVideo],
  );

  return { upload, send };
}
