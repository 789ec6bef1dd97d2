import { createContext, useContext, type ReactNode } from "react";
import type { RawInputs } from "@/lib/calculators/read-inputs";

/**
 * The inputs of a shared calculator link, read on the server from the address. The bare
 * calculator page is static and has none; the server-rendered variant of the same page
 * (pages/tools-and-calculators/[slug]/with-inputs.tsx) provides them, so the first HTML
 * and the hydrated page start from the same figures.
 */
const LinkInputsContext = createContext<RawInputs | null>(null);

export function LinkInputsProvider({ raw, children }: { raw: RawInputs; children: ReactNode }) {
  return <LinkInputsContext.Provider value={raw}>{children}</LinkInputsContext.Provider>;
}

/** The link's raw inputs when this page was rendered for a link with inputs, else null. */
export const useLinkInputs = () => useContext(LinkInputsContext);
