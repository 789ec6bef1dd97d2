import { useCallback, useEffect, useState } from "react";

import { userMessage } from "@/services/error-catalogue";
import type { VaultItem } from "@/services/vault";

import type { VideoRules } from "./video-rules";
import { loadVaultService } from "@/store/api/vault";

export type VaultList = { state: "loading" } | { state: "failed"; message: string } | { state: "loaded"; items: VaultItem[] };

/**
 * The files in the vault (GET /vault/api/vault/), and the video rules of the same service
 * module, which is imported here, once, when the screen opens.
 */
export function useVaultList() {
  const [list, setList] = useState<VaultList>({ state: "loading" });
  const [rules, setRules] = useState<VideoRules | null>(null);

  // Every state change waits for the service module: none happens while the effect runs.
  const fetchList = useCallback(
    () =>
      loadVaultService()
        .then(async (service) => {
          setRules(
            (current) =>
              current ?? {
                types: service.VIDEO_TYPES,
                maxBytes: service.VIDEO_MAX_BYTES,
                titleMax: service.VIDEO_TITLE_MAX,
                descriptionMax: service.VIDEO_DESCRIPTION_MAX,
              },
          );
          setList({ state: "loaded", items: await service.getVault() });
        })
        .catch((error: unknown) => {
          setList({ state: "failed", message: userMessage(error, "load") });
        }),
    [],
  );

  // The list starts as loading; a reload (a click) says so again before it asks.
  useEffect(() => {
    void fetchList();
  }, [fetchList]);

  const reload = useCallback(() => {
    setList({ state: "loading" });
    return fetchList();
  }, [fetchList]);

  /** A file just uploaded goes to the top, without asking for the whole list again. */
  const add = useCallback((item: VaultItem) => {
    setList((current) => (current.state === "loaded" ? { state: "loaded", items: [item, ...current.items.filter((old) => old.uuid !== item.uuid)] } : current));
  }, []);

  return { list, rules, reload, add };
}
