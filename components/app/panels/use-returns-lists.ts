import type { Itr, TdsReturn } from "@/services/returns";
import { loadView, type LoadView } from "@/store/server-data/load-view";
import { useReturnsListsQuery, type ListOutcome, type ReturnsLists } from "@/store/server-data/returns";

export interface ReturnsListsView {
  itr: LoadView<Itr[]>;
  tds: LoadView<TdsReturn[]>;
}

/** One list's view of the shared answer: loading or failed as a whole, else as its own fetch went. */
function listView<Item>(whole: LoadView<ReturnsLists>, asking: boolean, pick: (lists: ReturnsLists) => ListOutcome<Item>): LoadView<Item[]> {
  if (whole.status !== "succeeded") return whole;
  const list = pick(whole.value);
  if (list.ok) return { status: "succeeded", value: list.value, error: null, retry: whole.retry };
  // Asked again (a retry, a screen opened again): a list that failed waits for its new answer.
  if (asking) return { status: "loading", error: null, retry: whole.retry };
  return { status: "failed", error: list.error, retry: whole.retry };
}

/**
 * The person's ITRs (/itr/api/itr-all/) and TDS returns (/tds/api/tds-all/), from the one
 * returnsLists query whose answer the TDS/ITR errors map is derived from, so the lists and
 * the messages beside them always agree.
 *
 * Each list loads or fails on its own: a failed TDS list leaves the ITRs on screen. A
 * retry asks for both again (one call keeps the two halves of the map from the same
 * moment); a list already shown stays while it does. `skip` holds the call back.
 */
export function useReturnsLists({ skip = false }: { skip?: boolean } = {}): ReturnsListsView {
  const query = useReturnsListsQuery(undefined, { skip });
  const whole = loadView(query);
  return { itr: listView(whole, query.isFetching, (lists) => lists.itr), tds: listView(whole, query.isFetching, (lists) => lists.tds) };
}
