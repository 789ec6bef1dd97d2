import { useRouter } from "next/router";
import { useEffect, useMemo, useState } from "react";
import {
  defaultRawInputs,
  rawInputsFromQuery,
  readInputs,
  queryStringFor,
  resultFor,
  type RawInputs,
} from "@/lib/calculators/read-inputs";
import type { Calculator, Field } from "@/lib/calculators/types";
import { useLinkInputs } from "./link-inputs-context";

/**
 * The form's raw text, kept in step with the address bar. A link with inputs is rendered
 * on the server with them (useLinkInputs), so the first state already matches the
 * address; the bare static page starts at the defaults and, once the router is ready,
 * lays the query's parameters over them. Every later edit rewrites the query with
 * replaceState, so the address bar is always a shareable link and typing adds no history
 * entries.
 */
export function useCalculatorInputs<Fields extends Record<string, Field>>(calculator: Calculator<Fields>) {
  const router = useRouter();
  const linkInputs = useLinkInputs();
  const [raw, setRaw] = useState<RawInputs>(() => ({ ...defaultRawInputs(calculator), ...linkInputs }));
  const [edited, setEdited] = useState(false);

  // Only the first ready query matters: later changes come from this form itself. Laid over
  // the inputs while rendering (React's pattern for state that follows a prop), so the
  // defaults are never committed for a page whose link carries inputs.
  const [queryRead, setQueryRead] = useState(false);
  if (router.isReady && !queryRead) {
    setQueryRead(true);
    const fromQuery = rawInputsFromQuery(calculator, router.query);
    if (Object.keys(fromQuery).length > 0) setRaw((current) => ({ ...current, ...fromQuery }));
  }

  useEffect(() => {
    if (!edited) return;
    const url = `${window.location.pathname}${queryStringFor(calculator, raw)}${window.location.hash}`;
    // Next's router keeps its own fields in history.state; keep them and update the address.
    window.history.replaceState({ ...window.history.state, as: url, url }, "", url);
  }, [calculator, raw, edited]);

  const setField = (name: string, value: string) => {
    setEdited(true);
    setRaw((current) => ({ ...current, [name]: value }));
  };

  const read = useMemo(() => readInputs(calculator, raw), [calculator, raw]);
  const result = useMemo(() => resultFor(calculator, read, raw), [calculator, read, raw]);

  return {
    raw,
    setField,
    input: read.input,
    errors: read.errors as Record<string, string | undefined>,
    result,
    /** Rendered for a shared link: the page describes this case in its link preview. */
    fromLink: linkInputs !== null,
  };
}
