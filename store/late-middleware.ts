import type { Middleware } from "@reduxjs/toolkit";

/*
 * Middleware that modules loaded after the store was made add (RTK Query's, from
 * store/server-data/api.ts). Every store applies each one once, from its next action on.
 * Hand-written rather than RTK's createDynamicMiddleware because this is in every page's
 * first load and needs none of that one's per-store instances or actions (about 1 kB gzip).
 */
const added: Middleware[] = [];

export function addLateMiddleware(middleware: Middleware): void {
  if (!added.includes(middleware)) added.push(middleware);
}

export const lateMiddleware: Middleware = (api) => {
  const applied = new Map<Middleware, ReturnType<Middleware>>();
  const applyOnce = (middleware: Middleware) => {
    let wrap = applied.get(middleware);
    if (!wrap) applied.set(middleware, (wrap = middleware(api)));
    return wrap;
  };
  return (next) => {
    let chain = next;
    let chained = 0;
    return (action) => {
      if (chained !== added.length) {
        chain = added.reduceRight((inner, middleware) => applyOnce(middleware)(inner), next);
        chained = added.length;
      }
      return chain(action);
    };
  };
};
