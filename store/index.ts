import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { lateMiddleware } from "./late-middleware";
import { createPersistenceMiddleware } from "./persistence";
import { profileReducer } from "./profile-slice";

/**
 * The slices only some pages need (checkout, tax report, chat) are not imported here:
 * each one's module injects itself into `rootReducer` when a page imports it, and adds
 * its state here by declaration merging (`declare module "./index"`). That keeps their
 * code, and what they pull in (field rules, storage), out of every other page's bundle.
 * Empty here on purpose: each lazy slice module adds its own entry.
 */
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({ profile: profileReducer }).withLazyLoadedSlices<LazyLoadedSlices>();

/** A lazy slice's state is absent until the slice is loaded and an action has run since. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store: one per app instance, one per test. Saved state (cart, report) is written
 * by one generic listener, which runs whatever the loaded slices registered with persistWhen.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(createPersistenceMiddleware().middleware).concat(lateMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
