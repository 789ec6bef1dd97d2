import { useEffect, useState } from "react";

import { userMessage } from "@/services/error-catalogue";
import type { VaultItem } from "@/services/vault";
import { loadVaultService } from "@/store/api/vault";
import { loadView } from "@/store/server-data/load-view";
import { useVaultFilesQuery } from "@/store/server-data/vault";

import type { VideoRules } from "./video-rules";

export type VaultList = { state: "loading" } | { state: "failed"; message: string } | { state: "loaded"; items: VaultItem[] };

/**
 * The files in the vault (GET /vault/api/vault/), from the server-data API. An upload makes
 * it ask again (the upload's tag); the files shown stay meanwhile.
 */
export function useVaultList(): { list: VaultList; reload: () => void } {
  const files = loadView(useVaultFilesQuery());
  if (files.status === "loading") return { list: { state: "loading" }, reload: files.retry };
  if (files.status === "failed") return { list: { state: "failed", message: userMessage(files.error, "load") }, reload: files.retry };
  return { list: { state: "loaded", items: files.value }, reload: files.retry };
}

/**
 * The video rules (types, size, lengths) of the vault service module, which is imported
 * here, once, when the screen opens. Null until it has loaded (or if it cannot: the
 * service checks the same again before sending).
 */
export function useVideoRules(): VideoRules | null {
  const [rules, setRules] = useState<VideoRules | null>(null);
  useEffect(() => {
    let current = true;
    loadVaultService().then(
      (service) =>
        current &&
        setRules({
          types: service.VIDEO_TYPES,
          maxBytes: service.VIDEO_MAX_BYTES,
          titleMax: service.VIDEO_TITLE_MAX,
          descriptionMax: service.VIDEO_DESCRIPTION_MAX,
        }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return rules;
}
