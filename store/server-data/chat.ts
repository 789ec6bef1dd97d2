import type { ChatService, ChatServiceType, VaultDocument, VaultQuery } from "@/services/chat";
import { loadChatService } from "../api/chat";
import { serverData, settle } from "./api";

/*
 * What the signed-in screens read of the person's chats with experts: their chat services
 * by type (the GST panel), the list of service types, and the documents kept for one
 * person and service (the ITR, TDS and GST vaults), with their delete.
 *
 * Each vault is its own cache entry, keyed by email and service: another person's or
 * service's documents are never this one's, and a screen reading `currentData` shows none
 * of them while its own load.
 */

/** One vault's tag: a delete makes only that list ask again. */
const vaultTag = ({ email, serviceType }: VaultQuery) => ({ type: "Vault" as const, id: `${serviceType} ${email}` });

const chatQueries = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The person's chat services of one type ("ITR", "TDS", "GST"). */
    chatServices: build.query<ChatService[], string>({
      queryFn: (serviceType) => settle(async () => (await loadChatService()).getChatServices(serviceType)),
      providesTags: (_services, _error, serviceType) => [{ type: "ChatServices", id: serviceType }],
    }),
    chatServiceTypes: build.query<ChatServiceType[], void>({
      queryFn: () => settle(async () => (await loadChatService()).getChatServiceTypes()),
      providesTags: ["ChatServices"],
    }),
    /** The documents of one person and service (/chat/vaultdetails/). */
    vaultDocuments: build.query<VaultDocument[], VaultQuery>({
      queryFn: (query) => settle(async () => (await loadChatService()).getVaultDetails(query)),
      providesTags: (_documents, _error, query) => [vaultTag(query)],
    }),
  }),
});

/** Mutations apart from the queries, so they can write to the queries' cache by name. */
export const chatData = chatQueries.injectEndpoints({
  endpoints: (build) => ({
    /** Deletes documents by uuid; answers the uuids that went. */
    deleteVaultDocuments: build.mutation<string[], VaultQuery & { uuids: string[] }>({
      queryFn: (request) =>
        settle(async () => {
          await (await loadChatService()).deleteVaultDocuments(request);
          return request.uuids;
        }),
      // What went leaves the list at once; the list then asks again (the tag), for what
      // the app holds now.
      async onQueryStarted({ email, serviceType }, { dispatch, queryFulfilled }) {
        try {
          const { data: deleted } = await queryFulfilled;
          const gone = new Set(deleted);
          dispatch(
            chatQueries.util.updateQueryData("vaultDocuments", { email, serviceType }, (documents) =>
              documents.filter((document) => !gone.has(document.uuid)),
            ),
          );
        } catch {
          // A failed delete is the dialog's to show; nothing left the vault.
        }
      },
      // Only a delete that went through changes the list.
      invalidatesTags: (_deleted, error, { email, serviceType }) => (error ? [] : [vaultTag({ email, serviceType })]),
    }),
  }),
});

export const { useChatServicesQuery, useChatServiceTypesQuery, useVaultDocumentsQuery, useDeleteVaultDocumentsMutation } = chatData;
