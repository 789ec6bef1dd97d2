import { useCallback, useEffect, useMemo, useState } from "react";

import type { VaultDocument } from "@/services/chat";
import type { ErrorDetails } from "@/services/error-catalogue";
import { deleteVaultDocuments, fetchVaultDetails, selectVault } from "@/store/chat-slice";
import { useAppDispatch, useAppSelector } from "@/store/hooks";

import type { ListStatus } from "../panels/panel-list";
import type { ServiceKind } from "../panels/panel-kinds";
import { thunkResult } from "../panels/thunk-result";
import type { LoadResult } from "../panels/use-load";

export interface VaultView {
  documents: VaultDocument[];
  status: ListStatus;
  /** A refresh under way while the documents already shown stay on screen. */
  refreshing: boolean;
  error: ErrorDetails | null;
  deleting: boolean;
  deleteError: ErrorDetails | null;
  refresh: () => void;
  remove: (uuids: string[]) => Promise<LoadResult<string[]>>;
}

/**
 * One person's vault for one service, from the chat slice (/chat/vaultdetails/). The
 * slice holds one vault at a time; until it holds this one (another service's documents
 * from an earlier screen), this vault counts as loading and shows nothing of the other.
 */
export function useVault(email: string, serviceType: ServiceKind): VaultView {
  const dispatch = useAppDispatch();
  const vault = useAppSelector(selectVault);
  const query = useMemo(() => ({ email, serviceType }), [email, serviceType]);

  const refresh = useCallback(() => void dispatch(fetchVaultDetails(query)), [dispatch, query]);
  useEffect(refresh, [refresh]);

  const mine = vault.query?.email === email && vault.query.serviceType === serviceType;
  // Once this vault has been shown, a refresh keeps it on screen rather than blanking it.
  // Noted during render (React's "information from previous renders" pattern), not in a ref.
  const [shownOnce, setShownOnce] = useState(false);
  if (mine && vault.status === "succeeded" && !shownOnce) setShownOnce(true);
  const refreshing = mine && vault.status === "loading" && shownOnce;

  let status: ListStatus = "loading";
  if (mine && (vault.status === "succeeded" || refreshing)) status = "succeeded";
  else if (mine && vault.status === "failed") status = "failed";

  const remove = useCallback(
    async (uuids: string[]) => thunkResult<string[]>(await dispatch(deleteVaultDocuments({ ...query, uuids }))),
    [dispatch, query],
  );

  return {
    documents: mine ? vault.items : [],
    status,
    refreshing,
    error: mine ? vault.error : null,
    deleting: vault.deleting,
    deleteError: vault.deleteError,
    refresh,
    remove,
  };
}
