import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { profileReducer } from "./profile-slice";

const rootReducer = combineReducers({
  profile: profileReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one per app instance in _app, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
