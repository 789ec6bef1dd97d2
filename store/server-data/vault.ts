import type { VaultItem, VideoUploadRequest } from "@/services/vault";
import { loadVaultService } from "../api/vault";
import { serverData, settle } from "./api";

/*
 * The staff video upload screen's vault: the files (GET /vault/api/vault/) and a video's
 * upload (POST /vault/api/videos/upload/), which makes the list ask again.
 */

const FILES_TAG = { type: "Vault" as const, id: "files" };

export interface VideoUpload {
  request: VideoUploadRequest;
  /** The per cent sent so far, as axios measures it. Not kept in the store: a mutation's argument is not. */
  onProgress?: (percent: number) => void;
}

const vaultQueries = serverData.injectEndpoints({
  endpoints: (build) => ({
    vaultFiles: build.query<VaultItem[], void>({
      queryFn: () => settle(async () => (await loadVaultService()).getVault()),
      providesTags: [FILES_TAG],
    }),
  }),
});

/** Mutations apart from the queries, so they can write to the queries' cache by name. */
export const vaultData = vaultQueries.injectEndpoints({
  endpoints: (build) => ({
    uploadVideo: build.mutation<VaultItem, VideoUpload>({
      queryFn: ({ request, onProgress }) => settle(async () => (await loadVaultService()).uploadVideo(request, { onProgress })),
      // The new file goes to the top of the list at once; the list then asks again (the
      // tag), for what the app holds now.
      async onQueryStarted(_upload, { dispatch, queryFulfilled }) {
        try {
          const { data: item } = await queryFulfilled;
          dispatch(vaultQueries.util.updateQueryData("vaultFiles", undefined, (items) => [item, ...items.filter((old) => old.uuid !== item.uuid)]));
        } catch {
          // A failed upload is the form's to show.
        }
      },
      invalidatesTags: (_item, error) => (error ? [] : [FILES_TAG]),
    }),
  }),
});

export const { useVaultFilesQuery, useUploadVideoMutation } = vaultData;
