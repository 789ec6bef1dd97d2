import { legacy_createStore, type UnknownAction } from "redux";
import { injectableReducer } from "@/store/injectable-reducer";

const counter = (state = 0, action: UnknownAction) => (action.type === "add" ? state + 1 : state);
const labels = (state: string[] = [], action: UnknownAction) => (action.type === "add" ? [...state, "added"] : state);

describe("the injectable root reducer", () => {
  test("given a slice injected after the store was made, then its state appears from the next action and the others keep theirs", () => {
    const root = injectableReducer<{ counter: number; labels?: string[] }>({ counter });
    const store = legacy_createStore(root);
    store.dispatch({ type: "add" });
    root.inject({ reducerPath: "labels", reducer: labels });
    expect(store.getState()).toEqual({ counter: 1 });
    store.dispatch({ type: "add" });
    expect(store.getState()).toEqual({ counter: 2, labels: ["added"] });
  });

  test("given the same slice injected twice, then its state is kept, not started again", () => {
    const root = injectableReducer<{ counter: number; labels?: string[] }>({ counter });
    const store = legacy_createStore(root);
    root.inject({ reducerPath: "labels", reducer: labels });
    store.dispatch({ type: "add" });
    const before = store.getState();
    root.inject({ reducerPath: "labels", reducer: labels });
    store.dispatch({ type: "other" });
    expect(store.getState()).toBe(before);
  });
});
