import type { ThunkAction } from "redux-thunk";
import type { Profile } from "@/services/profile";

/*
 * The profile slice is in every page's first load (the header shows the session), so it is
 * written in plain Redux: no Toolkit, no immer (store/injectable-reducer.ts says why). The
 * action types and the load's rules are those Toolkit's createAsyncThunk gave it before.
 */

export type ProfilePhase = "idle" | "loading" | "loaded" | "failed";

export interface ProfileState {
  phase: ProfilePhase;
  loading: boolean;
  /** Why the last load failed (a signed-out visitor is a failure of kind http 401). */
  error: string | null;
  data: Profile | null;
  /** True once a profile has loaded: this is what "signed in" means. */
  status: boolean;
}

export const initialProfileState: ProfileState = {
  phase: "idle",
  loading: false,
  error: null,
  data: null,
  status: false,
};

export type ProfileAction =
  | { type: "profile/fetch/pending" }
  | { type: "profile/fetch/fulfilled"; payload: Profile }
  | { type: "profile/fetch/rejected"; error: string };

interface ThunkState {
  profile: ProfileState;
}

/** How a call to fetchProfile ended: "skipped" when a load was under way or already done. */
export type ProfileLoad = "loaded" | "failed" | "skipped";

/**
 * Loads the signed-in visitor's profile. Once at start: a second call while loading or
 * after loading does nothing unless forced (after a sign-in), and a forced call never
 * overlaps one under way.
 */
export function fetchProfile(options?: { force?: boolean }): ThunkAction<Promise<ProfileLoad>, ThunkState, unknown, ProfileAction> {
  return async (dispatch, getState) => {
    const { phase } = getState().profile;
    const due = options?.force ? phase !== "loading" : phase === "idle" || phase === "failed";
    if (!due) return "skipped";
    dispatch({ type: "profile/fetch/pending" });
    let profile: Profile;
    try {
      // Loaded on demand: axios and the API clients stay out of every page's first load.
      const { getProfile } = await import("@/services/profile");
      profile = await getProfile();
    } catch (error) {
      // The clients turn every failure into an ApiError, whose message says what happened.
      dispatch({ type: "profile/fetch/rejected", error: error instanceof Error ? error.message : String(error) });
      return "failed";
    }
    // Outside the try, as Toolkit's createAsyncThunk does: a subscriber that throws while the
    // store takes the profile is its own fault, not a failed load.
    dispatch({ type: "profile/fetch/fulfilled", payload: profile });
    return "loaded";
  };
}

export function profileReducer(state: ProfileState = initialProfileState, action: { type: string }): ProfileState {
  const profileAction = action as ProfileAction;
  switch (profileAction.type) {
    case "profile/fetch/pending":
      return { ...state, phase: "loading", loading: true };
    case "profile/fetch/fulfilled":
      return { phase: "loaded", loading: false, error: null, data: profileAction.payload, status: true };
    case "profile/fetch/rejected":
      return { phase: "failed", loading: false, error: profileAction.error, data: null, status: false };
    default:
      return state;
  }
}

export const selectProfile = (state: ThunkState) => state.profile.data;
export const selectIsSignedIn = (state: ThunkState) => state.profile.status;
/** Until the first answer, the header keeps the session slot's space empty instead of guessing. */
export const selectProfilePending = (state: ThunkState) =>
  state.profile.phase === "idle" || state.profile.phase === "loading";
