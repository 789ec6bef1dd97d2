import { render, waitFor } from "@testing-library/react";
import { Provider } from "react-redux";
import { makeStore } from "@/store";

// Google's library is mocked: the test drives the callbacks it would call.
const oneTapOptions: { current?: { onSuccess: (r: { credential?: string }) => void; onError?: () => void } } = {};
jest.mock("@react-oauth/google", () => ({
  GoogleOAuthProvider: ({ children }: { children: React.ReactNode }) => children,
  useGoogleOneTapLogin: (options: typeof oneTapOptions.current) => {
    oneTapOptions.current = options;
  },
}));
jest.mock("@/lib/site/config", () => ({
  config: { googleClientId: "client-123.apps.googleusercontent.com", productSlug: "taxsathi", appUrl: "https://app.example.com", cmsStaffEmails: [] },
}));
jest.mock("@/services/google-csrf", () => ({
  prepareGoogleOneTap: jest.fn(() => "a1b2c3d4e5f60718"),
  onGoogleError: jest.fn(),
}));
jest.mock("@/services/auth", () => ({
  handleGoogleCredential: jest.fn(async () => "signed-in"),
}));
jest.mock("@/services/profile", () => ({ getProfile: jest.fn() }));

const auth = {
  ...(jest.requireMock("@/services/google-csrf") as { prepareGoogleOneTap: jest.Mock; onGoogleError: jest.Mock }),
  ...(jest.requireMock("@/services/auth") as { handleGoogleCredential: jest.Mock }),
};
const profile = jest.requireMock("@/services/profile") as { getProfile: jest.Mock };

// Imported after the mocks are in place.
import GoogleOneTap from "@/components/layout/google-one-tap";

function mount() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <GoogleOneTap />
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  jest.clearAllMocks();
  oneTapOptions.current = undefined;
});

describe("Google one-tap", () => {
  test("given it mounts, then the CSRF cookie is prepared before the prompt is asked for", () => {
    mount();
    expect(auth.prepareGoogleOneTap).toHaveBeenCalledTimes(1);
    expect(oneTapOptions.current).toBeDefined();
  });

  test("given a credential, then it is exchanged with the prepared token and the profile is fetched again", async () => {
    profile.getProfile.mockResolvedValue({ first_name: "Priya", last_name: "Sharma", email: "p@example.in", is_staff: false });
    const store = mount();
    oneTapOptions.current?.onSuccess({ credential: "google-id-token" });
    await waitFor(() => expect(auth.handleGoogleCredential).toHaveBeenCalled());
    const call = auth.handleGoogleCredential.mock.calls[0]![0];
    expect(call).toMatchObject({ credential: "google-id-token", csrfToken: "a1b2c3d4e5f60718" });
    await expect(call.refetchProfile()).resolves.toEqual({ ok: true });
    expect(store.getState().profile.status).toBe(true);
  });

  test("given the profile fetch fails after sign-in, then refetch reports not ok (the handler then goes to signup)", async () => {
    profile.getProfile.mockRejectedValue(new Error("GET /v1/google-login/ answered 500"));
    mount();
    oneTapOptions.current?.onSuccess({ credential: "google-id-token" });
    await waitFor(() => expect(auth.handleGoogleCredential).toHaveBeenCalled());
    await expect(auth.handleGoogleCredential.mock.calls[0]![0].refetchProfile()).resolves.toEqual({ ok: false });
  });

  test("given Google reports an error, or no credential, then only the sign-in error path runs", () => {
    mount();
    oneTapOptions.current?.onError?.();
    oneTapOptions.current?.onSuccess({});
    expect(auth.onGoogleError).toHaveBeenCalledTimes(2);
    expect(auth.handleGoogleCredential).not.toHaveBeenCalled();
  });
});
