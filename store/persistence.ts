import type { Middleware, UnknownAction } from "@reduxjs/toolkit";

/**
 * Mirroring state into local storage, without knowing which slices exist. A slice module
 * that saves something registers a rule when it loads (persistWhen); every store's one
 * persistence middleware runs the registered rules after each action. So no reducer touches storage,
 * this file imports no slice (store/index.ts stays free of them), and a slice loaded after
 * the store was made is saved from its first change on.
 *
 * A rule reacts to what changed, not to a list of actions, so a new reducer that edits
 * the saved state is covered without anyone remembering to add it. Its state may lack
 * any lazy slice, so it must read with optional chaining or the slice's selectors.
 */
export interface PersistRule<State> {
  /** Whether to save after `action`, given the root state after (`current`) and before it (`previous`). */
  predicate: (action: UnknownAction, current: State, previous: State) => boolean;
  /** Saves from the root state after the action; must not throw (lib/storage never does). */
  effect: (current: State) => void;
}

// Module-level on purpose: a rule belongs to a slice module, which is loaded once per
// page load, while stores come and go (one per app instance, one per test).
const rules = new Set<PersistRule<never>>();

/**
 * Registers what a slice saves; returns a function that removes the rule. `State` is the
 * part of the root state the rule reads, typed by the slice module that registers it.
 */
export function persistWhen<State>(rule: PersistRule<State>): () => void {
  // The listener hands the rule the whole root state, which has (at least) `State`'s shape.
  const stored = rule as PersistRule<never>;
  rules.add(stored);
  return () => {
    rules.delete(stored);
  };
}

/**
 * The middleware that runs the rules, one per store like the store itself: straight after
 * the reducer (before dispatch returns), so storage follows each change at once. A plain
 * middleware rather than RTK's listener middleware: this is all it needs, and it ships in
 * every page's first load.
 */
export function createPersistenceMiddleware(): { middleware: Middleware } {
  const middleware: Middleware = (api) => (next) => (action) => {
    if (rules.size === 0) return next(action);
    const previous: unknown = api.getState();
    const result = next(action);
    const current: unknown = api.getState();
    for (const stored of rules) {
      const rule = stored as PersistRule<unknown>;
      if (rule.predicate(action as UnknownAction, current, previous)) rule.effect(current);
    }
    return result;
  };
  return { middleware };
}
