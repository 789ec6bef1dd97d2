import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import type { Profile } from "@/services/profile";

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

interface ThunkState {
  profile: ProfileState;
}

export const fetchProfile = createAsyncThunk<Profile, { force?: boolean } | undefined, { rejectValue: string; state: ThunkState }>(
  "profile/fetch",
  async (_arg, { rejectWithValue }) => {
    // Loaded on demand: axios and the API clients stay out of every page's first load.
    const { getProfile } = await import("@/services/profile");
    try {
      return await getProfile();
    } catch (error) {
      // The clients turn every failure into an ApiError, whose message says what happened.
      return rejectWithValue(error instanceof Error ? error.message : String(error));
    }
  },
  {
    // Once at start: a second caller while loading or after loading is a no-op unless forced.
    condition: (arg, { getState }) => {
      const { phase } = getState().profile;
      if (arg?.force) return phase !== "loading";
      return phase === "idle" || phase === "failed";
    },
  },
);

const profileSlice = createSlice({
  name: "profile",
  initialState: initialProfileState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProfile.pending, (state) => {
        state.phase = "loading";
        state.loading = true;
      })
      .addCase(fetchProfile.fulfilled, (state, action) => {
        state.phase = "loaded";
        state.loading = false;
        state.error = null;
        state.data = action.payload;
        state.status = true;
      })
      .addCase(fetchProfile.rejected, (state, action) => {
        state.phase = "failed";
        state.loading = false;
        state.error = action.payload ?? action.error.message ?? "Profile request failed";
        state.data = null;
        state.status = false;
      });
  },
});

export const profileReducer = profileSlice.reducer;

export const selectProfile = (state: ThunkState) => state.profile.data;
export const selectIsSignedIn = (state: ThunkState) => state.profile.status;
/** Until the first answer, the header keeps the session slot's space empty instead of guessing. */
export const selectProfilePending = (state: ThunkState) =>
  state.profile.phase === "idle" || state.profile.phase === "loading";
