import { applyMiddleware, compose, legacy_createStore, type Store, type UnknownAction } from "redux";
import { thunk, type ThunkDispatch } from "redux-thunk";
import { injectableReducer } from "./injectable-reducer";
import { lateMiddleware } from "./late-middleware";
import { createPersistenceMiddleware } from "./persistence";
import { profileReducer, type ProfileState } from "./profile-slice";

/**
 * The slices only some pages need (checkout, tax report, server data) are not imported here:
 * each one's module injects itself into `rootReducer` when a page imports it, and adds
 * its state here by declaration merging (`declare module "./index"`). That keeps their
 * code, what they pull in (field rules, storage) and Redux Toolkit itself out of every
 * other page's bundle. Empty here on purpose: each lazy slice module adds its own entry.
 */
export interface LazyLoadedSlices {}

/** A lazy slice's state is absent until the slice is loaded and an action has run since. */
export type RootState = { profile: ProfileState } & Partial<LazyLoadedSlices>;

export const rootReducer = injectableReducer<RootState>({ profile: profileReducer });

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Omit<Store<RootState, UnknownAction>, "dispatch"> & { dispatch: AppDispatch };

type DevToolsWindow = Window & { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose };

/** Redux DevTools in development, when the browser has the extension. */
const composeEnhancers: typeof compose =
  (process.env.NODE_ENV !== "production" && typeof window !== "undefined" && (window as DevToolsWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;

/**
 * A fresh store: one per app instance, one per test. The middleware is what Toolkit's
 * configureStore set up here before: saved state (cart, report) written by one generic
 * middleware (persistWhen), thunks (the profile load, RTK Query), and RTK Query's own,
 * which arrives with the first screen that uses server data (late-middleware).
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const middleware = applyMiddleware<{ dispatch: AppDispatch }, RootState>(createPersistenceMiddleware().middleware, thunk, lateMiddleware);
  return legacy_createStore(rootReducer, preloadedState, composeEnhancers(middleware));
}
