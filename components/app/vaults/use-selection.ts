import { useCallback, useMemo, useState } from "react";

export interface Selection {
  /** The chosen ids that are still in the list. */
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Chooses (or lets go of) every id given: the select-all box of a page. */
  setMany: (ids: readonly string[], chosen: boolean) => void;
  clear: () => void;
}

/** Which documents are ticked. An id that leaves the list (deleted, refreshed away) is forgotten. */
export function useSelection(ids: readonly string[]): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => new Set(ids.filter((id) => chosen.has(id))), [ids, chosen]);

  const toggle = useCallback(
    (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const setMany = useCallback(
    (many: readonly string[], on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        for (const id of many) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setChosen(new Set()), []);
  return { selected, toggle, setMany, clear };
}
