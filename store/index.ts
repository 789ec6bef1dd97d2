import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { chatReducer } from "./chat-slice";
import { checkoutReducer } from "./checkout-slice";
import { createPersistenceMiddleware } from "./persistence";
import { profileReducer } from "./profile-slice";
import { taxReportReducer } from "./tax-report-slice";

const rootReducer = combineReducers({
  profile: profileReducer,
  checkout: checkoutReducer,
  taxReport: taxReportReducer,
  chat: chatReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one per app instance in _app, one per test. Saved state (cart, report) is written by one listener. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(createPersistenceMiddleware().middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
