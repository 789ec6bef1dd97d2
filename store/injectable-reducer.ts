import { combineReducers, type Reducer, type ReducersMapObject, type UnknownAction } from "redux";

/** A slice or an RTK Query API: what `slice.injectInto(rootReducer)` and `rootReducer.inject(api)` hand over. */
export interface InjectedReducer {
  reducerPath: string;
  reducer: Reducer;
}

/** A root reducer that takes more slices after the store was made. */
export interface InjectableReducer<State> extends Reducer<State, UnknownAction, Partial<State>> {
  /** Adds a slice; its state appears in the store from the next action on. Adding the same one again does nothing. */
  inject(slice: InjectedReducer): void;
}

/**
 * Redux Toolkit's `combineSlices(...).withLazyLoadedSlices()`, cut to what this site uses,
 * on plain Redux: every page's first load carries this store, and Toolkit with immer is
 * about 9 kB gzip more than Redux alone (issue #18). The slices loaded later are still
 * Toolkit slices; they inject themselves here with `injectInto`, as they would into
 * `combineSlices`, and their selectors read the starting state until the slice appears.
 *
 * `State` holds the slices given here and, optional, those that may be injected later.
 */
export function injectableReducer<State extends object>(initial: ReducersMapObject): InjectableReducer<State> {
  const reducers: ReducersMapObject = { ...initial };
  let combined = combineReducers(reducers);
  const root = ((state: Partial<State> | undefined, action: UnknownAction) => combined(state, action)) as InjectableReducer<State>;
  root.inject = ({ reducerPath, reducer }) => {
    if (reducers[reducerPath] === reducer) return;
    reducers[reducerPath] = reducer;
    combined = combineReducers(reducers);
  };
  return root;
}
