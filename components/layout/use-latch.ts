import { useState } from "react";

/** False until `condition` is first true, then true for good (e.g. "has this panel ever been opened"). */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
