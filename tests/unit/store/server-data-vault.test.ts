/** @jest-environment node */
import { ApiError } from "@/services/api-error";
import type { VaultItem } from "@/services/vault";
import { vaultData } from "@/store/server-data/vault";
import type { AppStore } from "@/store";
import { serverDataStores } from "@/tests/support/server-data-stores";

jest.mock("@/services/vault", () => ({ getVault: jest.fn(), uploadVideo: jest.fn() }));
const vault = jest.requireMock("@/services/vault") as Record<"getVault" | "uploadVideo", jest.Mock>;

const { vaultFiles, uploadVideo } = vaultData.endpoints;
const filesIn = (store: AppStore) => vaultFiles.select()(store.getState() as never);

/** Waits, a turn at a time, for what a tag's refetch does in the background. */
async function until(check: () => boolean) {
  for (let turn = 0; turn < 50 && !check(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

const form16: VaultItem = {
  uuid: "a",
  file_name: "form16-2025-26.pdf",
  s3_path: "vault/a.pdf",
  file_type: "application/pdf",
  uploaded_at: "2026-06-12T10:41:00+05:30",
};
const video: VaultItem = {
  uuid: "c",
  file_name: "itr-basics.mp4",
  s3_path: "vault/videos/itr-basics.mp4",
  file_type: "video/mp4",
  uploaded_at: "2026-11-21T10:00:00+05:30",
};
/** Only its presence is read here: the service itself is a stand-in. */
const request = { file: { name: "itr-basics.mp4" } as File, title: "ITR basics" };

/** A store per test, dropped after it; nothing reported on console.error. */
const freshStore = serverDataStores();

beforeEach(() => {
  vault.getVault.mockReset().mockResolvedValue([form16]);
  vault.uploadVideo.mockReset();
});

describe("the video vault", () => {
  test("given an upload goes through, then progress is reported, the file is at the top at once, and the list is asked for again", async () => {
    const store = freshStore();
    const list = store.dispatch(vaultFiles.initiate());
    await list;
    vault.uploadVideo.mockImplementation(async (_request, { onProgress }: { onProgress: (percent: number) => void }) => {
      onProgress(60);
      return video;
    });
    vault.getVault.mockResolvedValue([form16, video]);
    const progress: number[] = [];

    expect(await store.dispatch(uploadVideo.initiate({ request, onProgress: (percent) => progress.push(percent) }))).toEqual({ data: video });
    expect(vault.uploadVideo).toHaveBeenCalledWith(request, { onProgress: expect.any(Function) });
    expect(progress).toEqual([60]);
    expect(filesIn(store).data).toEqual([video, form16]);
    await until(() => vault.getVault.mock.calls.length === 2);
    await until(() => !filesIn(store).isLoading);
    expect(filesIn(store).data).toEqual([form16, video]);
    list.unsubscribe();
  });

  test("given the upload times out, then the catalogue's details and the list is not asked for again", async () => {
    const store = freshStore();
    const list = store.dispatch(vaultFiles.initiate());
    await list;
    vault.uploadVideo.mockRejectedValue(new ApiError("timeout", "POST /vault/api/videos/upload/ timed out"));
    expect(await store.dispatch(uploadVideo.initiate({ request }))).toEqual({
      error: { kind: "timeout", message: "POST /vault/api/videos/upload/ timed out" },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(filesIn(store).data).toEqual([form16]);
    expect(vault.getVault).toHaveBeenCalledTimes(1);
    list.unsubscribe();
  });
});
