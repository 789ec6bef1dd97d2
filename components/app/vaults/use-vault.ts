import { useCallback } from "react";

import type { VaultDocument } from "@/services/chat";
import type { ErrorDetails } from "@/services/error-catalogue";
import { useDeleteVaultDocumentsMutation, useVaultDocumentsQuery } from "@/store/server-data/chat";
import { asErrorDetails, loadView } from "@/store/server-data/load-view";

import type { ListStatus } from "../panels/panel-list";
import type { ServiceKind } from "../panels/panel-kinds";

/** How a delete went: the uuids that went, or why none did. */
export type RemoveResult = { ok: true; value: string[] } | { ok: false; error: ErrorDetails };

export interface VaultView {
  documents: VaultDocument[];
  status: ListStatus;
  /** A refresh under way while the documents already shown stay on screen. */
  refreshing: boolean;
  error: ErrorDetails | null;
  deleting: boolean;
  deleteError: ErrorDetails | null;
  refresh: () => void;
  remove: (uuids: string[]) => Promise<RemoveResult>;
}

const NO_DOCUMENTS: VaultDocument[] = [];

/**
 * One person's vault for one service (/chat/vaultdetails/), from the server-data API. Each
 * vault is its own cache entry and this reads only this one's (`currentData`): another
 * person's or service's documents never show while this one's load. A delete that goes
 * through makes the list ask again (its tag); the documents stay on screen meanwhile.
 */
export function useVault(email: string, serviceType: ServiceKind): VaultView {
  const query = useVaultDocumentsQuery({ email, serviceType });
  const list = loadView(query);
  const [deleteDocuments, deletion] = useDeleteVaultDocumentsMutation();

  const remove = useCallback(
    async (uuids: string[]): Promise<RemoveResult> => {
      const result = await deleteDocuments({ email, serviceType, uuids });
      return "error" in result ? { ok: false, error: asErrorDetails(result.error) } : { ok: true, value: result.data };
    },
    [deleteDocuments, email, serviceType],
  );

  return {
    documents: list.value ?? NO_DOCUMENTS,
    status: list.status,
    refreshing: list.status === "succeeded" && query.isFetching,
    error: list.error,
    deleting: deletion.isLoading,
    deleteError: deletion.error === undefined ? null : asErrorDetails(deletion.error),
    refresh: list.retry,
    remove,
  };
}
