import { makeStore } from "@/store";
import { fetchProfile, selectIsSignedIn, selectProfilePending } from "@/store/profile-slice";
import { ApiError } from "@/services/api-error";
import profiles from "@/tests/support/fixtures/profiles.json";

jest.mock("@/services/profile", () => ({ getProfile: jest.fn() }));
const { getProfile } = jest.requireMock("@/services/profile") as { getProfile: jest.Mock };

const regular = profiles.regular;

beforeEach(() => getProfile.mockReset());

describe("profile slice", () => {
  test("given a fresh store, then the profile is idle, not signed in and pending", () => {
    const store = makeStore();
    expect(store.getState().profile).toEqual({ phase: "idle", loading: false, error: null, data: null, status: false });
    expect(selectProfilePending(store.getState())).toBe(true);
  });

  test("given the profile loads, then it goes idle → loading → loaded with status true and the data", async () => {
    let resolve: (value: unknown) => void = () => {};
    getProfile.mockReturnValue(new Promise((r) => (resolve = r)));
    const store = makeStore();
    const request = store.dispatch(fetchProfile());
    expect(store.getState().profile).toMatchObject({ phase: "loading", loading: true });
    resolve(regular);
    await request;
    expect(store.getState().profile).toEqual({ phase: "loaded", loading: false, error: null, data: regular, status: true });
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  test("given the API answers 401, then it fails: data cleared, error kept, signed out", async () => {
    getProfile.mockRejectedValue(new ApiError("http", "GET /v1/google-login/ answered 401", { status: 401 }));
    const store = makeStore({
      profile: { phase: "failed", loading: false, error: null, data: regular, status: false },
    });
    await store.dispatch(fetchProfile());
    expect(store.getState().profile).toEqual({
      phase: "failed",
      loading: false,
      error: "GET /v1/google-login/ answered 401",
      data: null,
      status: false,
    });
  });

  test("given a subscriber throws while the store takes the profile, then the throw reaches the caller and the profile stays loaded", async () => {
    getProfile.mockResolvedValue(regular);
    const store = makeStore();
    const unsubscribe = store.subscribe(() => {
      if (store.getState().profile.phase === "loaded") throw new Error("a subscriber's own fault");
    });
    await expect(store.dispatch(fetchProfile())).rejects.toThrow("a subscriber's own fault");
    unsubscribe();
    expect(store.getState().profile).toMatchObject({ phase: "loaded", data: regular, status: true, error: null });
  });

  test("given a load is under way or done, then another fetch does not call the API again", async () => {
    getProfile.mockResolvedValue(regular);
    const store = makeStore();
    const first = store.dispatch(fetchProfile());
    store.dispatch(fetchProfile());
    await first;
    await store.dispatch(fetchProfile());
    expect(getProfile).toHaveBeenCalledTimes(1);
  });

  test("given a forced re-fetch after loading (after a sign-in), then the API is called again", async () => {
    getProfile.mockResolvedValue(regular);
    const store = makeStore();
    await store.dispatch(fetchProfile());
    await store.dispatch(fetchProfile({ force: true }));
    expect(getProfile).toHaveBeenCalledTimes(2);
  });
});
